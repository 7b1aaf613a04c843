// `selfplay --solve BUDGET`: the game's solver over deals (see solve_report.cpp).
#pragma once

#include <cstdint>

#include "core/game.hpp"
#include "game_match.hpp"

namespace rb {

int print_solve_report(const GameModule& game, const DealRules& rules, int64_t budget, long deals,
                       uint64_t seed);

}  // namespace rb
