// The order the solver's search tries a position's actions in, best first (solver.hpp): a rank
// per action, each game's own.
#pragma once

#include <cstdint>

#include "state.hpp"

namespace rb::tps {

// The rank of `a` at `s` (lower first). `homeward`: the faces that can go to a foundation now
// (bit per face), which Congress's order asks.
int search_rank(const State& s, const Action& a, uint64_t homeward);

}  // namespace rb::tps
