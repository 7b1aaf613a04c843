// Cards of up to four 52-card decks and their jokers: a card is one byte that knows its deck,
// suit and rank (a joker: its deck).
#pragma once

#include <cstdint>
#include <string>

namespace rb {

// Suit order is the tie-break order of the `by-cards` start rule: clubs < diamonds < hearts <
// spades.
enum class Suit : uint8_t { clubs, diamonds, hearts, spades };

inline constexpr int kCardsPerDeck = 52;
// The most decks a game uses: Spite and Malice for 3-4 players, a race of two-pack solitaires (each
// player's two packs).
inline constexpr int kDeckCount = 4;
// Jokers come after the decks' 208 cards, four places per deck: kJokerBase + deck * 4 + k.
inline constexpr int kJokerBase = kDeckCount * kCardsPerDeck;
inline constexpr int kJokersPerDeck = 4;
inline constexpr int kCardIdLimit = kJokerBase + kDeckCount * kJokersPerDeck;  // ids below this

struct Card {
  uint8_t id = 0;  // deck * 52 + suit * 13 + (rank - 1)

  static constexpr Card make(int deck, Suit suit, int rank) {
    return Card{
        static_cast<uint8_t>(deck * kCardsPerDeck + static_cast<int>(suit) * 13 + rank - 1)};
  }
  static constexpr Card joker(int deck, int k) {
    return Card{static_cast<uint8_t>(kJokerBase + deck * kJokersPerDeck + k)};
  }
  constexpr bool is_joker() const { return id >= kJokerBase; }
  // The deck whose back it shows (a joker's too); deck() is the same for the decks' own cards.
  constexpr int back() const {
    return is_joker() ? (id - kJokerBase) / kJokersPerDeck : id / kCardsPerDeck;
  }
  // Of a joker, rank and suit mean nothing.
  constexpr int rank() const { return id % 13 + 1; }  // ace = 1 .. king = 13
  constexpr Suit suit() const { return static_cast<Suit>((id % kCardsPerDeck) / 13); }
  constexpr int deck() const { return id / kCardsPerDeck; }  // 0 = player A's deck, 1 = player B's
  constexpr bool red() const { return suit() == Suit::diamonds || suit() == Suit::hearts; }
  constexpr bool same_face(Card other) const {
    return id % kCardsPerDeck == other.id % kCardsPerDeck;
  }
  friend constexpr bool operator==(Card, Card) = default;
};

// "7 of hearts", "king of spades", "joker": for messages a player reads.
std::string card_name(Card card);
// The card as the table says it, in its language ("5 of hearts", "queen of spades", "joker";
// French "5 de cœur"); card_name stays English for records and tools.
std::string card_words(Card card);
// Why `card` may not go onto `top` where a pile takes a card of its top's suit one rank either
// way (`one_rank_apart`: their ranks are so): the conditions it breaks, in the table's words.
std::string suit_and_rank_refusal(Card card, Card top, bool one_rank_apart);
// "7H", "10S", "KD", "JK": for records and logs.
std::string card_code(Card card);
// "seven", "ace": the rank alone.
std::string rank_name(int rank);
std::string suit_name(Suit suit);

}  // namespace rb
