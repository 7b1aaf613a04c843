// Implementation of the state invariants (see invariants.hpp).
#include "invariants.hpp"

#include <array>

namespace rb::russian_bank {

namespace {

std::string where(PileId pile, int i) {
  return pile_name(pile) + " card " + std::to_string(i + 1);
}

std::string check_faces(const State& s, PileId pile) {
  const int n = s.size(pile);
  for (int i = 0; i < n; ++i) {
    const CardSlot slot = s.at(pile, i);
    const bool top = i == n - 1;
    switch (pile_kind(pile)) {
      case PileKind::center: {
        const bool closing_king = top && n == 13;
        if (slot.face_up == closing_king) return where(pile, i) + " has the wrong face";
        break;
      }
      case PileKind::house:
      case PileKind::waste:
        if (!slot.face_up) return where(pile, i) + " is face down";
        break;
      case PileKind::reserve:
        if (slot.face_up && !top) return where(pile, i) + " is face up under another card";
        break;
      case PileKind::stock:
        if (top && !slot.face_up) return where(pile, i) + " (the top) is face down";
        if (slot.face_up && !top && !s.at(pile, i + 1).face_up) {
          return where(pile, i) + " is face up under a face-down card";
        }
        break;
    }
  }
  return "";
}

std::string check_building(const State& s, PileId pile) {
  const int n = s.size(pile);
  for (int i = 0; i < n; ++i) {
    const Card card = s.at(pile, i).card;
    if (pile_kind(pile) == PileKind::center) {
      const Card first = s.at(pile, 0).card;
      if (card.rank() != i + 1 || card.suit() != first.suit()) {
        return where(pile, i) + " (" + card_name(card) + ") breaks the center sequence";
      }
    } else if (pile_kind(pile) == PileKind::house && i > 0) {
      const Card below = s.at(pile, i - 1).card;
      if (below.rank() != card.rank() + 1 || below.red() == card.red()) {
        return where(pile, i) + " (" + card_name(card) + ") breaks the house sequence";
      }
    }
  }
  return "";
}

}  // namespace

std::string check_invariants(const State& s) {
  std::array<int, kCardCount> seen{};
  int total = 0;
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    for (int i = 0; i < s.size(pile); ++i) {
      const Card card = s.at(pile, i).card;
      if (card.id >= kCardCount) return where(pile, i) + " holds no card";
      if (seen[card.id]++ > 0)
        return card_name(card) + " of deck " + std::to_string(card.deck()) + " is in two places";
      ++total;
    }
    if (std::string problem = check_faces(s, pile); !problem.empty()) return problem;
    if (std::string problem = check_building(s, pile); !problem.empty()) return problem;
  }
  if (total != kCardCount) return std::to_string(total) + " cards on the table, not 104";
  if (!s.rules().classic() && (!s.empty(stock_of(kPlayerA)) || !s.empty(stock_of(kPlayerB)))) {
    return "a stock holds cards in preset house";
  }
  if (s.turn() > 1) return "no player is in turn";
  return "";
}

}  // namespace rb::russian_bank
