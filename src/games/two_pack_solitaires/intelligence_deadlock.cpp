// Intelligence's proofs of a loss (see intelligence_deadlock.hpp).
#include "intelligence_deadlock.hpp"

#include <array>

#include "fan_deadlock.hpp"
#include "king_check.hpp"

namespace rb::tps {

bool intelligence_lost(const State& s) {
  constexpr size_t kFans = size_t(tableau_count(Game::intelligence));
  std::array<std::array<uint8_t, kFanDepth>, kFans> fans;
  std::array<uint8_t, kFans> sizes{};
  const int count = tableau_count(s.game());
  for (int f = 0; f < count; ++f) {
    const PileId pile = tableau_pile(f);
    if (s.size(pile) > kFanDepth) return false;
    sizes[size_t(f)] = uint8_t(s.size(pile));
    for (int i = 0; i < s.size(pile); ++i) {
      fans[size_t(f)][size_t(i)] = uint8_t(s.card(pile, i).id % kCardsPerDeck);
    }
  }
  // Each suit's two foundations' heights (an empty one 0); a face may go home now when one of
  // its suit's foundations is one rank below it (faces: suit * 13 + rank - 1).
  std::array<std::array<uint8_t, 2>, 4> home{};
  for (PileId f = 0; f < kFoundations; ++f) {
    if (s.empty(f)) continue;
    auto& heights = home[size_t(s.card(f, 0).suit())];
    heights[heights[0] == 0 ? 0 : 1] = uint8_t(s.size(f));
  }
  uint64_t home_now = 0, in_hand = 0;
  for (size_t suit = 0; suit < 4; ++suit) {
    for (const uint8_t height : home[suit]) {
      if (height < 13) home_now |= uint64_t(1) << (suit * 13 + height);
    }
  }
  for (int i = 0; i < s.size(kHand); ++i) {
    in_hand |= uint64_t(1) << (s.card(kHand, i).id % kCardsPerDeck);
  }
  return frozen_card_exists(fans, sizes, count, home_now, in_hand) ||
         kings_block(fans, sizes, count, home);
}

}  // namespace rb::tps
