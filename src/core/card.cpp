// Names of cards, ranks and suits for messages and records.
#include "card.hpp"

namespace rb {

std::string rank_name(int rank) {
  static const char* const kNames[] = {"ace", "2", "3",  "4",    "5",     "6",   "7",
                                       "8",   "9", "10", "jack", "queen", "king"};
  return (rank >= 1 && rank <= 13) ? kNames[rank - 1] : "?";
}

std::string suit_name(Suit suit) {
  static const char* const kNames[] = {"clubs", "diamonds", "hearts", "spades"};
  return kNames[static_cast<int>(suit)];
}

std::string card_name(Card card) {
  if (card.is_joker()) return "joker";
  return rank_name(card.rank()) + " of " + suit_name(card.suit());
}

std::string card_code(Card card) {
  static const char* const kRanks[] = {"A", "2", "3",  "4", "5", "6", "7",
                                       "8", "9", "10", "J", "Q", "K"};
  static const char kSuits[] = {'C', 'D', 'H', 'S'};
  if (card.is_joker()) return "JK";
  return std::string(kRanks[card.rank() - 1]) + kSuits[static_cast<int>(card.suit())];
}

}  // namespace rb
