// Single-deck Russian Bank behind the game module interface (core/game.hpp).
#pragma once

#include "core/game.hpp"

namespace rb {

const GameModule& single_deck_russian_bank_game();

}  // namespace rb
