// The long soak run (selfplay --soak N): games of every registered game and preset between many
// pairings of players, with every game's soundness checked after every action and every record
// replayed.
#pragma once

#include <cstdint>

namespace rb {

// Plays `games` games on `threads` threads; prints a summary. Returns 0, or 1 at the first
// violation (printed with the game's record).
int run_soak(long games, uint64_t seed, int threads);

}  // namespace rb
