// Russian Bank behind the game module interface (core/game.hpp): its presets, deal, records and
// players, for the shared tools and the conformance tests.
#pragma once

#include <memory>

#include "core/game.hpp"
#include "games/russian_bank/engine/state.hpp"
#include "games/russian_bank/record.hpp"

namespace rb {

const GameModule& russian_bank_game();

}  // namespace rb

namespace rb::russian_bank {

// For code that knows the game (its tests, its tools): the engine's state inside a GameState of
// Russian Bank, a GameState made of a record and the state it leads to, and action codes.
const State& russian_bank_state(const GameState& state);
std::unique_ptr<GameState> russian_bank_state_of(const Record& record, const State& state);
ActionCode russian_bank_code(const Action& action);
Action russian_bank_action(ActionCode code);

}  // namespace rb::russian_bank
