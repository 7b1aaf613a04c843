// `selfplay --solve BUDGET --game G --deals N`: the game's solver on N deals, each with a budget
// of BUDGET positions: how many it answered either way, within 1 s, the solve times, the winnable
// share. Every "winnable" line is played through the game interface and must win.
#include "solve_report.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace rb {

int print_solve_report(const GameModule& game, const DealRules& rules, int64_t budget, long deals,
                       uint64_t seed) {
  long winnable = 0, lost = 0, unknown = 0, within_second = 0;
  std::vector<double> times;
  for (long d = 0; d < deals; ++d) {
    const uint64_t deal = seed + uint64_t(d);
    std::unique_ptr<GameState> state = game.new_game(rules.preset, rules.options, deal, nullptr);
    std::unique_ptr<GameSolver> solver = state ? game.solver(*state, budget) : nullptr;
    if (!solver) {
      std::printf("%s has no solver\n", std::string(game.name()).c_str());
      return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    while (!solver->run(budget)) {
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    times.push_back(ms);
    switch (solver->verdict()) {
      case SolveVerdict::winnable: {
        ++winnable;
        std::unique_ptr<GameState> replay = state->clone();
        for (ActionCode action : solver->line()) {
          if (std::string refused = replay->apply(action); !refused.empty()) {
            std::printf("deal %llu: the solver's line is refused: %s\n",
                        static_cast<unsigned long long>(deal), refused.c_str());
            return 1;
          }
        }
        if (!replay->over() || replay->winner() != 0) {
          std::printf("deal %llu: the solver's line does not win\n",
                      static_cast<unsigned long long>(deal));
          return 1;
        }
        break;
      }
      case SolveVerdict::not_winnable:
        ++lost;
        break;
      case SolveVerdict::unknown:
        ++unknown;
        break;
    }
    if (solver->verdict() != SolveVerdict::unknown && ms <= 1000) ++within_second;
  }
  std::sort(times.begin(), times.end());
  const auto at = [&](double q) {
    return times[std::min(times.size() - 1, size_t(q * double(times.size())))];
  };
  const double n = double(deals);
  std::printf("%s, %ld deals from %llu, budget %lld positions\n", std::string(game.name()).c_str(),
              deals, static_cast<unsigned long long>(seed), static_cast<long long>(budget));
  std::printf("winnable %ld (%.1f%%), not winnable %ld (%.1f%%), unknown %ld (%.1f%%)\n", winnable,
              100 * double(winnable) / n, lost, 100 * double(lost) / n, unknown,
              100 * double(unknown) / n);
  std::printf("answered within 1 s: %.1f%%; solve time median %.1f ms, p95 %.1f ms, max %.1f ms\n",
              100 * double(within_second) / n, at(0.5), at(0.95), times.back());
  return 0;
}

}  // namespace rb
