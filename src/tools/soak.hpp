// The long soak run of the engine (selfplay --soak N): games across presets and bots with every
// invariant checked after every action and every record replayed.
#pragma once

#include <cstdint>

namespace rb {

// Plays `games` games on `threads` threads; prints a summary. Returns 0, or 1 at the first
// violation (printed with the game's record).
int run_soak(long games, uint64_t seed, int threads);

}  // namespace rb
