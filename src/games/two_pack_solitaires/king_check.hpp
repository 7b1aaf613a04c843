// Internal to the solver: a proof that a House in the Wood position is lost, from where its kings
// lie.
//
// A king moves only onto a queen of its suit or home onto a foundation at the queen, and from a
// queen it moves on only to the other queen or home. Take the moment a suit's last card below the
// king goes home (its two foundations at the queen, "the suit done"): a king that had to leave its
// place by then (a card of that suit below the king, or of a suit done before it, must be home
// by then) lies on a queen or is home, and a queen under a king is not home: so it is home. But
// until a suit is done one of its foundations at most is at the queen, and takes one king. So when
// two kings of a suit must leave before it is done (or one must, and a king of the suit is home
// already), the suit can never be done. The suits are done one after the other in some order; a
// position where every order fails so is lost.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "fan_deadlock.hpp"

namespace rb::tps {

// `fans[f][0..sizes[f])`: the fans' faces (suit * 13 + rank - 1), bottom first; `home`: the two
// foundations' heights per suit. True when the kings prove the position lost.
template <size_t Fans>
bool kings_block(const std::array<std::array<uint8_t, kFanDepth>, Fans>& fans,
                 const std::array<uint8_t, Fans>& sizes, int fan_count,
                 const std::array<std::array<uint8_t, 2>, 4>& home) {
  // Per king on the fans: its suit, and the suits of the cards below it but kings (bit per suit).
  std::array<uint8_t, 8> king_suit{}, below{};
  int kings = 0;
  uint8_t blocking = 0;  // the suits of the cards that some king lies on
  for (int f = 0; f < fan_count; ++f) {
    uint8_t suits = 0;
    for (int i = 0; i < sizes[size_t(f)]; ++i) {
      const uint8_t face = fans[size_t(f)][size_t(i)];
      if (face % 13 != 12) {
        suits = uint8_t(suits | 1 << (face / 13));
      } else if (kings < 8) {
        king_suit[size_t(kings)] = uint8_t(face / 13);
        below[size_t(kings++)] = suits;
        blocking = uint8_t(blocking | suits);
      }
    }
  }
  if (blocking == 0) return false;
  // Whether the suits done in the order `order` leave each suit at most the kings it can take.
  const auto order_fails = [&](const std::array<uint8_t, 4>& order) {
    uint8_t done = 0;
    for (const uint8_t suit : order) {
      done = uint8_t(done | 1 << suit);
      if (std::min(home[suit][0], home[suit][1]) >= 12) continue;  // done already: kings go home
      int must_leave = 0;
      for (int k = 0; k < kings; ++k)
        must_leave += king_suit[size_t(k)] == suit && (below[size_t(k)] & done);
      const int kings_home = (home[suit][0] == 13) + (home[suit][1] == 13);
      if (must_leave > 0 && must_leave + kings_home >= 2) return true;
    }
    return false;
  };
  std::array<uint8_t, 4> order = {0, 1, 2, 3};
  do {
    if (!order_fails(order)) return false;
  } while (std::next_permutation(order.begin(), order.end()));
  return true;
}

}  // namespace rb::tps
