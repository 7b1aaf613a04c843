// Checks that a state is one the rules can reach: every one of the 104 cards in exactly one pile,
// legal face states, center piles built up in suit from the ace, house piles built down in
// alternating colours. Used after every action by the tests and the self-play tool.
#pragma once

#include <string>

#include "state.hpp"

namespace rb::russian_bank {

// Empty when the state is sound; otherwise what is wrong.
std::string check_invariants(const State& state);

}  // namespace rb::russian_bank
