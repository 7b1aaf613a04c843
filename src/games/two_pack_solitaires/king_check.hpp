// Internal to the solver: a proof that a House in the Wood position is lost, from where its kings
// lie.
//
// A king moves only onto a queen of its suit or home onto a foundation at the queen, and from a
// queen only on to the other queen or home. Call a suit done when its two foundations have
// reached the queen (all its cards but the kings home). A king with a card of suit t (not a
// king) below it must leave its place before t is done, and from then on it lies on a queen or
// is home; when its own suit is done (with t or after it), its queens are home, so the king is.
// But until a suit is done at most one of its foundations is at the queen, and that one takes
// one king. So when two kings of a suit must have left before it is done (or one, with a king of
// the suit home already), it can never be done. The suits are done one after the other in some
// order; a position where every order fails so is lost.
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
  // Bit `done` of `can`: the suits of `done` can be done first, in some order, none of them asking
  // more kings home than it can take (`done` growing: a set's smaller sets come before it).
  uint32_t can = 1;
  for (int done = 1; done < 16; ++done) {
    for (int suit = 0; suit < 4; ++suit) {
      if (!(done >> suit & 1) || !(can >> (done ^ 1 << suit) & 1)) continue;
      int must_leave = 0;
      for (int k = 0; k < kings; ++k) {
        must_leave += king_suit[size_t(k)] == suit && (below[size_t(k)] & done);
      }
      const auto& heights = home[size_t(suit)];
      const int kings_home = (heights[0] == 13) + (heights[1] == 13);
      // (A suit done already takes its kings home at any time.)
      if (std::min(heights[0], heights[1]) >= 12 || must_leave == 0 ||
          must_leave + kings_home < 2) {
        can |= uint32_t(1) << done;
      }
    }
  }
  return !(can >> 15 & 1);
}

}  // namespace rb::tps
