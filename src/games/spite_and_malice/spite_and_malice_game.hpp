// Spite and Malice behind the game module interface (core/game.hpp).
#pragma once

#include "core/game.hpp"

namespace rb {

const GameModule& spite_and_malice_game();

}  // namespace rb
