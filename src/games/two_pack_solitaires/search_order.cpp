// The solver's order of actions (see search_order.hpp).
#include "search_order.hpp"

#include <algorithm>

namespace rb::tps {
namespace {

// The order the search tries actions in: to a foundation, then moves on the tableau that empty
// a pile or turn a card (in Congress: or uncover one that can go home), the waste's card, other
// moves, the hand, a redeal.
// `homeward`: the faces that can go to a foundation now (bit per face, home_faces).
int action_rank(const State& s, const Action& a, uint64_t homeward) {
  switch (a.kind) {
    case ActionKind::move:
      if (is_foundation(a.to)) return 0;
      if (is_tableau(a.from)) {
        const int n = s.size(a.from);
        if (n == 1) return 1;
        if (!s.face_up(a.from, n - 2)) return 1;
        if (s.game() == Game::congress &&
            (homeward >> (s.card(a.from, n - 2).id % kCardsPerDeck) & 1) != 0) {
          return 1;
        }
        return 3;
      }
      return 2;
    case ActionKind::turn_up:
      return 4;
    case ActionKind::redeal:
      return 5;
    case ActionKind::end:
      return 6;
  }
  return 6;
}

// Harp's order: the cards are dug out of the piles, so moves that turn a face-down card come
// first and moves that lay a card over face-down cards last: to a foundation; a move that turns a
// card; one that empties a pile; a pile's card onto a pile with nothing face down; the waste's
// card onto such a pile or a space; a pile's card onto a pile with cards face down; the waste's
// card there; the hand.
int harp_action_rank(const State& s, const Action& a) {
  if (a.kind != ActionKind::move) return a.kind == ActionKind::turn_up ? 7 : 8;
  if (is_foundation(a.to)) return 0;
  const bool covers = !s.empty(a.to) && !s.face_up(a.to, 0);  // (face-down cards lie at the bottom)
  if (a.from == kWaste) return covers ? 6 : 4;
  const int leaves = s.empty(a.to) ? king_group_start(s, a.from) : s.size(a.from) - 1;
  if (leaves > 0 && !s.face_up(a.from, leaves - 1)) return 1;
  if (leaves == 0) return 2;
  return covers ? 5 : 3;
}

// Intelligence's order: an emptied fan takes three cards from the hand, so moves that bring a fan
// nearer to empty come first: to a foundation; a fan's last card away (while the hand holds
// cards); a card away that uncovers one that can go home; then from the shortest fans first; a
// redeal last.
int intelligence_action_rank(const State& s, const Action& a) {
  if (a.kind != ActionKind::move) return a.kind == ActionKind::redeal ? 60 : 70;
  if (is_foundation(a.to)) return 0;
  const int n = s.size(a.from);
  if (n == 1) return s.empty(kHand) ? 50 : 1;
  const Card under = s.card(a.from, n - 2);
  for (PileId f = 0; f < kFoundations; ++f) {
    if (fits_foundation(s, under, f)) return 2;
  }
  return 3 + std::min(n, 40);
}

}  // namespace

int search_rank(const State& s, const Action& a, uint64_t homeward) {
  switch (s.game()) {
    case Game::harp:
      return harp_action_rank(s, a);
    case Game::intelligence:
      return intelligence_action_rank(s, a);
    default:
      return action_rank(s, a, homeward);
  }
}

}  // namespace rb::tps
