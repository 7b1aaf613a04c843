// `selfplay --times PLAYER`: the computer's time per decision (see decision_times.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "core/game.hpp"
#include "game_match.hpp"

namespace rb {

int print_decision_times(const GameModule& game, const DealRules& rules, const std::string& player,
                         long games, uint64_t seed);

}  // namespace rb
