// Internal to the solver: the Luby sequence (1, 1, 2, 1, 1, 2, 4, 1, ...), the budgets of the
// searches' restarts in units of positions: mostly short searches, now and then a long one.
#pragma once

#include <cstdint>

namespace rb::tps {

// The unit of the restarts' budgets, in positions.
inline constexpr int64_t kRestartUnit = 2000;

// The i-th term, from 1.
inline int64_t luby(int64_t i) {
  for (int64_t k = 1;; ++k) {
    const int64_t full = (int64_t(1) << k) - 1;
    if (i == full) return int64_t(1) << (k - 1);
    if (i < full) return luby(i - (full >> 1));
  }
}

}  // namespace rb::tps
