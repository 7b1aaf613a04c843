// `selfplay --review PLAYER`: the coach's time to review a whole game (see review_times.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "core/game.hpp"
#include "game_match.hpp"

namespace rb {

int print_review_times(const GameModule& game, const DealRules& rules, const std::string& player,
                       long games, uint64_t seed);

}  // namespace rb
