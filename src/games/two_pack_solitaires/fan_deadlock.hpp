// Internal to the solver: a proof that a House in the Wood, House on the Hill or (with no redeal
// left) Intelligence position is lost, because some card on the fans can never move again.
//
// A fan's card moves only from the top: home, or onto a fan's top card of its suit one rank
// above or below it. So a card Y that cannot go home now moves only after one of the four cards
// one rank either side of it in its suit (its neighbours) has come free: to take Y on a fan it
// must be a top, and for a foundation to come to take Y it must go home (House in the Wood's
// foundations want the rank below, House on the Hill's down piles the rank above). A set S of
// cards none of which can go home now, each with every neighbour still on the fans lying under
// some card of S, can never move: the first of them to move would need a neighbour free, and
// every neighbour is still covered by a card of S that has not moved. A position with such a
// set (the largest one, found by taking cards out until the rest hold together) is lost.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace rb::tps {

inline constexpr int kFanDepth = 40;  // the most cards a fan can hold in the fan search

// `fans[f][0..sizes[f])`: the fans' faces (suit * 13 + rank - 1), bottom first. `home_now`: bit
// `face` set when that face may go to a foundation now. `elsewhere`: bit `face` set when a copy
// lies neither on the fans nor home (Intelligence's hand, which deals it onto an emptied fan): such
// a neighbour is not covered. True when some card can never move.
template <size_t Fans>
bool frozen_card_exists(const std::array<std::array<uint8_t, kFanDepth>, Fans>& fans,
                        const std::array<uint8_t, Fans>& sizes, int fan_count, uint64_t home_now,
                        uint64_t elsewhere = 0) {
  // Where each face lies on the fans (at most its two copies).
  struct Place {
    uint8_t fan = 0, index = 0;
  };
  std::array<std::array<Place, 2>, 52> places{};
  std::array<uint8_t, 52> copies{};
  std::array<uint64_t, Fans> in_set{};  // bit i: the fan's i-th card is in S
  for (int f = 0; f < fan_count; ++f) {
    for (int i = 0; i < sizes[size_t(f)]; ++i) {
      const uint8_t face = fans[size_t(f)][size_t(i)];
      if (copies[face] < 2) places[face][copies[face]++] = {uint8_t(f), uint8_t(i)};
      if (!(home_now >> face & 1)) in_set[size_t(f)] |= uint64_t(1) << i;
    }
  }
  // The highest index of a card of S per fan: a card below it is covered.
  const auto cover = [&](int f) {
    const uint64_t bits = in_set[size_t(f)];
    return bits == 0 ? -1 : 63 - __builtin_clzll(bits);
  };
  const auto covered = [&](uint8_t face) {
    if (elsewhere >> face & 1) return false;
    for (int c = 0; c < copies[face]; ++c) {
      const Place p = places[face][size_t(c)];
      if (p.index >= cover(p.fan)) return false;
    }
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (int f = 0; f < fan_count; ++f) {
      for (uint64_t bits = in_set[size_t(f)]; bits != 0; bits &= bits - 1) {
        const int i = __builtin_ctzll(bits);
        const uint8_t face = fans[size_t(f)][size_t(i)];
        const int rank = face % 13 + 1;
        const bool held =
            (rank == 1 || covered(uint8_t(face - 1))) && (rank == 13 || covered(uint8_t(face + 1)));
        if (!held) {
          in_set[size_t(f)] &= ~(uint64_t(1) << i);
          changed = true;
        }
      }
    }
  }
  for (int f = 0; f < fan_count; ++f) {
    if (in_set[size_t(f)] != 0) return true;
  }
  return false;
}

}  // namespace rb::tps
