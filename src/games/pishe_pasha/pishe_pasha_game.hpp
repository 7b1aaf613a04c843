// Pishe Pasha behind the game module interface (core/game.hpp).
#pragma once

#include "core/game.hpp"

namespace rb {

const GameModule& pishe_pasha_game();

}  // namespace rb
