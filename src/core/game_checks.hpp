// Checks that hold for every game, whatever its rules: every card lies in exactly one pile, and a
// game's record round-trips and replays to the same state. The conformance tests and the
// self-play tool's soak use them.
#pragma once

#include <string>

#include "game.hpp"

namespace rb {

// "" when every card of the game lies in exactly one pile; else which card does not.
std::string card_census_problem(const GameModule& game, const GameState& state);
// "" when the table's arrangement is whole: every pile that holds cards shown in both shapes, each
// in a cell of its own inside the grid, and a free cell for every seat.
std::string table_problem(const GameState& state);
// "" when the state's record text loads back to an equal state and writes the same text again.
std::string record_problem(const GameModule& game, const GameState& state);
// The census, and the game's own invariants.
std::string soundness_problem(const GameModule& game, const GameState& state);

}  // namespace rb
