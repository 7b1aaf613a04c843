// Russian Bank behind the game module interface (core/game.hpp): its presets, deal, records and
// players, for the shared tools and the conformance tests.
#pragma once

#include "core/game.hpp"

namespace rb {

const GameModule& russian_bank_game();

}  // namespace rb
