// Names of cards, ranks and suits for messages and records.
#include "card.hpp"

#include "translation.hpp"

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

std::string card_words(Card card) {
  if (card.is_joker()) return std::string(tr("joker"));
  static constexpr std::string_view kRanks[] = {tr_mark("ace"), tr_mark("jack"), tr_mark("queen"),
                                                tr_mark("king")};
  static constexpr std::string_view kSuits[] = {tr_mark("clubs"), tr_mark("diamonds"),
                                                tr_mark("hearts"), tr_mark("spades")};
  const int rank = card.rank();
  const std::string rank_words = rank == 1    ? std::string(tr(kRanks[0]))
                                 : rank >= 11 ? std::string(tr(kRanks[rank - 10]))
                                              : std::to_string(rank);
  return tr_fill("{0} of {1}", {rank_words, tr(kSuits[int(card.suit())])});
}

std::string suit_and_rank_refusal(Card card, Card top, bool one_rank_apart) {
  const std::string moved = card_words(card), onto = card_words(top);
  if (card.suit() == top.suit()) {
    return tr_fill("the {0} is not one rank above or below the {1}", {moved, onto});
  }
  return one_rank_apart
             ? tr_fill("the {0} is not of the suit of the {1}", {moved, onto})
             : tr_fill("the {0} is neither of the suit of the {1} nor one rank above or below it",
                       {moved, onto});
}

}  // namespace rb
