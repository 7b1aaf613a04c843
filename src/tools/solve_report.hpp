// `selfplay --solve BUDGET`: the game's solver over deals (see solve_report.cpp).
#pragma once

#include <cstdint>

#include "core/game.hpp"
#include "game_match.hpp"

namespace rb {

struct SolveReportOptions {
  int64_t budget = 0;  // positions per deal
  long deals = 200;    // deals seed, seed + 1, ...
  uint64_t seed = 1;
  int threads = 1;             // deals solved at once
  bool list_winnable = false;  // --list-winnable: the deal numbers proved winnable, one a line
  bool each = false;           // --each: a line per deal (verdict, positions, time)
  double seconds = 0;          // --seconds S: a deal still unknown after S seconds stays unknown
};

int print_solve_report(const GameModule& game, const DealRules& rules,
                       const SolveReportOptions& options);

}  // namespace rb
