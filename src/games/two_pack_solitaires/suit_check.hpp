// Internal to the solver: a proof that a House in the Wood or House on the Hill position is lost,
// from one suit alone.
//
// Take away every card but one suit's (26 cards, some home): every move of that suit's cards in
// the whole game is still a move there (a fan's top card of the suit is the top card of what is
// left of that fan, and it goes onto a card of its own suit), so a won game plays that suit home
// there too. When that small game of one suit cannot be won, neither can the position. It is
// searched to the end (200 positions at most unless told; a search that runs out answers "may"),
// and its answers are kept by the key of what is left of the suit.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "fan_deadlock.hpp"
#include "position_set.hpp"

namespace rb::tps {

class SuitCheck {
 public:
  // `work`: the most positions per small game (the tests search theirs to the end).
  explicit SuitCheck(bool hill, int64_t work = 200) : hill_(hill), most_work_(work) {}

  // Whether the cards of `suit` on the fans (faces suit * 13 + rank - 1) could all still go home
  // with the other suits' cards gone, its foundations at `home` (House in the Wood: the two
  // heights; House on the Hill: the up pile's and the down pile's). False: the position is lost.
  template <size_t Fans>
  bool may_finish(const std::array<std::array<uint8_t, kFanDepth>, Fans>& fans,
                  const std::array<uint8_t, Fans>& sizes, int fan_count, int suit,
                  std::array<uint8_t, 2> home) {
    fan_count_ = 0;
    bool spread = true;  // every fan holds at most one card of the suit: all are tops
    for (int f = 0; f < fan_count; ++f) {
      uint8_t& n = size_[size_t(fan_count_)];
      n = 0;
      for (int i = 0; i < sizes[size_t(f)]; ++i) {
        const uint8_t face = fans[size_t(f)][size_t(i)];
        if (face / 13 == suit) fans_[size_t(fan_count_)][n++] = uint8_t(face % 13 + 1);
      }
      if (n > 0) {
        spread = spread && n == 1;
        ++fan_count_;
      }
    }
    if (spread) return true;
    home_ = home;
    return answer();
  }

 private:
  static constexpr int kMaxFans = 26;

  bool answer();  // the small game on the table below, or its answer kept
  bool search();  // true: won, or the work ran out
  uint64_t key() const;

  bool hill_;
  int64_t most_work_;
  int fan_count_ = 0;
  std::array<std::array<uint8_t, kMaxFans + 1>, kMaxFans> fans_{};  // ranks, bottom first
  std::array<uint8_t, kMaxFans> size_{};
  std::array<uint8_t, 2> home_{};
  int64_t work_ = 0;
  PositionSet seen_;        // the small game's positions met
  PositionSet lost_, may_;  // the small games answered
};

}  // namespace rb::tps
