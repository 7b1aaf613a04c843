// One suit alone (see suit_check.hpp).
#include "suit_check.hpp"

#include "state.hpp"

namespace rb::tps {

uint64_t SuitCheck::key() const {
  uint64_t key = 0;
  for (int f = 0; f < fan_count_; ++f) {
    uint64_t hash = 0x51c3;
    for (int i = 0; i < size_[size_t(f)]; ++i)
      hash = mix_key(hash * 16 + fans_[size_t(f)][size_t(i)]);
    if (size_[size_t(f)] > 0) key += mix_key(hash);  // the fans in any order
  }
  uint8_t a = home_[0], b = home_[1];
  if (!hill_ && a < b) std::swap(a, b);  // House in the Wood's two foundations are alike
  return key + mix_key(0xf00d00 + uint64_t(a) * 16 + b) + (hill_ ? 1 : 0);
}

bool SuitCheck::answer() {
  const uint64_t start = key();
  if (lost_.contains(start)) return false;
  if (may_.contains(start)) return true;
  seen_.clear();
  work_ = most_work_;
  const bool may = search();
  (may ? may_ : lost_).seen_before(start);
  return may;
}

bool SuitCheck::search() {
  if (home_[0] + home_[1] == 2 * kKing) return true;
  if (--work_ < 0) return true;  // not known: "may"
  if (seen_.seen_before(key())) return false;
  // To a foundation first.
  for (int f = 0; f < fan_count_; ++f) {
    uint8_t& n = size_[size_t(f)];
    if (n == 0) continue;
    const uint8_t rank = fans_[size_t(f)][size_t(n - 1)];
    for (int slot = 0; slot < 2; ++slot) {
      const bool fits = hill_ ? (slot == 0 ? home_[0] < kKing && rank == home_[0] + 1
                                           : home_[1] < kKing && rank == kKing - home_[1])
                              : rank == home_[size_t(slot)] + 1;
      if (!fits) continue;
      if (!hill_ && slot == 1 && home_[0] == home_[1]) continue;  // the same as slot 0
      --n;
      ++home_[size_t(slot)];
      const bool won = search();
      --home_[size_t(slot)];
      fans_[size_t(f)][n++] = rank;  // (a card moved onto this fan meanwhile wrote over it)
      if (won) return true;
      // House in the Wood: a card whose other foundation has the rank below is safe to send
      // home, and nothing else need be tried from here (as in the main search).
      if (!hill_ && home_[size_t(1 - slot)] + 1 >= rank) return false;
    }
  }
  // Onto another fan's top, one rank either side; not a card alone on its fan (as in the main
  // search: moving it only covers a card).
  for (int f = 0; f < fan_count_; ++f) {
    uint8_t& n = size_[size_t(f)];
    if (n < 2) continue;
    const uint8_t rank = fans_[size_t(f)][size_t(n - 1)];
    for (int g = 0; g < fan_count_; ++g) {
      uint8_t& m = size_[size_t(g)];
      if (g == f || m == 0) continue;
      const uint8_t on = fans_[size_t(g)][size_t(m - 1)];
      if (on != rank + 1 && on + 1 != rank) continue;
      --n;
      fans_[size_t(g)][m++] = rank;
      const bool won = search();
      --m;
      fans_[size_t(f)][n++] = rank;
      if (won) return true;
    }
  }
  return false;
}

}  // namespace rb::tps
