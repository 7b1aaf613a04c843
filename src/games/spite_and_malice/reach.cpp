// Implementation of the reach measures (see reach.hpp).
#include "reach.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace rb::spite {

int distance_to_center(const State& s, int rank) {
  if (rank <= 1) return 0;
  int best = rank - 1;  // from an empty place
  for (int k = 0; k < s.centers(); ++k) {
    const int r = center_rank(s, State::center(k));
    if (r > 0 && r < rank) best = std::min(best, rank - 1 - r);
  }
  return best;
}

int shortfall(const State& s, int seat) {
  if (s.empty(s.payoff_of(seat))) return 0;
  const int need = s.top(s.payoff_of(seat)).rank();
  if (need <= 1) return 0;
  constexpr size_t kJokers = 14;              // hand_count's place for the jokers
  std::array<int, kJokers + 1> hand_count{};  // by rank, and the jokers
  const PileId hand = s.hand_of(seat);
  for (int i = 0; i < s.size(hand); ++i) {
    const Card c = s.card(hand, i);
    ++hand_count[c.is_joker() ? kJokers : size_t(c.rank())];
  }
  std::array<int, kSideSlots> used{};  // cards taken from each side stack's top
  int best = need - 1;
  // The fewest ranks left unfilled from `rank` up to need - 1.
  const auto fill = [&](auto& self, int rank, int missing) -> int {
    if (rank >= need || missing >= best) return missing;
    int result = std::numeric_limits<int>::max();
    bool found = false;
    for (int k = 0; k < kSideSlots; ++k) {
      const PileId side = s.side_of(seat, k);
      const int left = s.size(side) - used[size_t(k)];
      if (left <= 0) continue;
      const Card c = s.card(side, left - 1);
      if (c.is_joker() ? rank >= 2 : c.rank() == rank) {
        found = true;
        ++used[size_t(k)];
        result = std::min(result, self(self, rank + 1, missing));
        --used[size_t(k)];
        if (!c.is_joker()) break;  // the first side stack with the rank (a shortcut)
      }
    }
    const size_t from_hand = hand_count[size_t(rank)] > 0           ? size_t(rank)
                             : rank >= 2 && hand_count[kJokers] > 0 ? kJokers
                                                                    : 0;
    if (from_hand != 0) {
      found = true;
      --hand_count[from_hand];
      result = std::min(result, self(self, rank + 1, missing));
      ++hand_count[from_hand];
    }
    if (!found) result = self(self, rank + 1, missing + 1);
    return result;
  };
  bool empty_place = false;
  std::array<bool, 14> tried{};
  for (int k = 0; k < s.centers(); ++k) {
    const int r = center_rank(s, State::center(k));
    if (r == 0) empty_place = true;
    if (r == 0 || r >= need || tried[size_t(r)]) continue;
    tried[size_t(r)] = true;
    best = std::min(best, fill(fill, r + 1, 0));
  }
  if (empty_place) best = std::min(best, fill(fill, 1, 0));
  return best;
}

}  // namespace rb::spite
