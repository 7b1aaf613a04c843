// Dealing a new game from two deck seeds, and deciding who starts (rules page, sections 2 and 3).
//
// A shuffled deck is a list from its top card down. The deal takes cards from the top: four to the
// player's house piles (A: h1-h4, B: h5-h8), then in `house` one to the waste, in the classic
// presets `stock_size` cards dealt one by one face down onto the stock (so the last one dealt is
// the stock's top, turned face up). The rest of the deck, in order, is the reserve: its top card is
// the next card of the deck.
#include <array>

#include "core/random.hpp"
#include "state_editor.hpp"

namespace rb::russian_bank {

namespace {

using Deck = std::array<Card, kCardsPerDeck>;

Deck shuffled_deck(int deck, uint64_t seed) {
  Deck cards;
  for (int i = 0; i < kCardsPerDeck; ++i) cards[i] = Card{static_cast<uint8_t>(deck * 52 + i)};
  Random random(seed);
  random.shuffle(cards);
  return cards;
}

// Compare two cards for `by-cards` in house: lower rank starts; then clubs < diamonds < hearts <
// spades.
int compare_for_start(Card a, Card b) {
  if (a.rank() != b.rank()) return a.rank() < b.rank() ? -1 : 1;
  if (a.suit() != b.suit()) return a.suit() < b.suit() ? -1 : 1;
  return 0;
}

Player house_starter(StateEditor& edit) {
  State& s = edit.s;
  for (;;) {
    const int order =
        compare_for_start(s.top(waste_of(kPlayerA)).card, s.top(waste_of(kPlayerB)).card);
    if (order != 0) return order < 0 ? kPlayerA : kPlayerB;
    // A full tie: each turns the next reserve card onto their waste and compares again.
    if (s.empty(reserve_of(kPlayerA)) || s.empty(reserve_of(kPlayerB))) return kPlayerA;
    for (Player p : {kPlayerA, kPlayerB}) {
      edit.push(waste_of(p), edit.pop(reserve_of(p)).card, true);
    }
  }
}

// Scarne: the lower first house card (in deal order) starts; ties go to the next house card.
Player classic_starter(const std::array<Deck, 2>& decks) {
  for (int i = 0; i < 4; ++i) {
    const int a = decks[0][i].rank(), b = decks[1][i].rank();
    if (a != b) return a < b ? kPlayerA : kPlayerB;
  }
  return kPlayerA;
}

void move_to_first_empty_center(StateEditor& edit, PileId from) {
  for (int c = 0; c < kCenterCount; ++c) {
    if (edit.s.empty(center_pile(c))) {
      edit.push(center_pile(c), edit.pop(from).card, true);
      return;
    }
  }
}

// Classic presets: aces showing in the layout go to the center before the first turn.
void play_layout_aces(StateEditor& edit) {
  State& s = edit.s;
  for (Player p : {kPlayerA, kPlayerB}) {
    for (int h = 0; h < 4; ++h) {
      const PileId house = house_pile(4 * p + h);
      if (!s.empty(house) && s.top(house).card.rank() == 1) move_to_first_empty_center(edit, house);
    }
    const PileId stock = stock_of(p);
    while (!s.empty(stock) && s.top(stock).card.rank() == 1) {
      move_to_first_empty_center(edit, stock);
      if (!s.empty(stock)) edit.set_top_face(stock, true);
    }
  }
}

}  // namespace

State deal(const Rules& rules, uint64_t seed_a, uint64_t seed_b) {
  State state;
  StateEditor edit(state);
  edit.rules() = rules;
  const std::array<Deck, 2> decks = {shuffled_deck(0, seed_a), shuffled_deck(1, seed_b)};
  for (Player p : {kPlayerA, kPlayerB}) {
    const Deck& deck = decks[p];
    int next = 0;
    for (int h = 0; h < 4; ++h) edit.push(house_pile(4 * p + h), deck[next++], true);
    if (rules.classic()) {
      for (int i = 0; i < rules.stock_size; ++i) edit.push(stock_of(p), deck[next++], false);
      edit.set_top_face(stock_of(p), true);
    } else {
      edit.push(waste_of(p), deck[next++], true);
    }
    for (int i = kCardsPerDeck - 1; i >= next; --i) edit.push(reserve_of(p), deck[i], false);
  }
  if (rules.classic()) play_layout_aces(edit);

  if (rules.first != FirstPlayer::by_cards) {
    edit.turn() = kPlayerA;  // the human always sits in seat A
  } else {
    edit.turn() = rules.classic() ? classic_starter(decks) : house_starter(edit);
  }
  return state;
}

}  // namespace rb::russian_bank
