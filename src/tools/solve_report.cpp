// `selfplay --solve BUDGET --game G --deals N [--threads T] [--list-winnable] [--each]
// [--seconds S]`: the game's solver on N deals, each with a budget of BUDGET positions (and of S
// seconds, when given): how many it answered either
// way, within 1 s (or S), the solve times, the winnable share; with --list-winnable the deal
// numbers proved winnable (one a line, after the summary, in order), with --each a line per deal.
// Every "winnable" line is played through the game interface and must win. With T threads, T deals
// are solved at once (each deal's time is its own thread's).
#include "solve_report.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace rb {

namespace {

struct DealAnswer {
  SolveVerdict verdict = SolveVerdict::unknown;
  double ms = 0;
  int64_t positions = 0;
  size_t line_actions = 0;  // the winning line as a player is shown it
  double line_ms = 0;       // the time to show it (its polish)
  std::string problem;      // a line that was refused or did not win
};

// The solver's slice between two looks at the clock (positions).
constexpr int64_t kSlice = 2000;

DealAnswer solve_deal(const GameModule& game, const DealRules& rules, int64_t budget,
                      double seconds, uint64_t deal) {
  DealAnswer answer;
  std::unique_ptr<GameState> state = game.new_game(rules.preset, rules.options, deal, nullptr);
  std::unique_ptr<GameSolver> solver = state ? game.solver(*state, budget) : nullptr;
  if (!solver) {
    answer.problem = std::string(game.name()) + " has no solver";
    return answer;
  }
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed_ms = [&] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
  };
  bool answered = false;
  while (!answered && (seconds <= 0 || elapsed_ms() < seconds * 1000)) {
    answered = solver->run(seconds > 0 ? kSlice : budget);
  }
  answer.ms = elapsed_ms();
  answer.verdict = answered ? solver->verdict() : SolveVerdict::unknown;
  answer.positions = solver->positions();
  if (answer.verdict != SolveVerdict::winnable) return answer;
  std::unique_ptr<GameState> replay = state->clone();
  const auto line_start = std::chrono::steady_clock::now();
  const std::vector<ActionCode> line = solver->line();
  answer.line_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - line_start)
          .count();
  answer.line_actions = line.size();
  for (ActionCode action : line) {
    if (std::string refused = replay->apply(action); !refused.empty()) {
      answer.problem =
          "deal " + std::to_string(deal) + ": the solver's line is refused: " + refused;
      return answer;
    }
  }
  if (!replay->over() || replay->winner() != 0) {
    answer.problem = "deal " + std::to_string(deal) + ": the solver's line does not win";
  }
  return answer;
}

const char* verdict_word(SolveVerdict verdict) {
  switch (verdict) {
    case SolveVerdict::winnable:
      return "winnable";
    case SolveVerdict::not_winnable:
      return "not-winnable";
    case SolveVerdict::unknown:
      break;
  }
  return "unknown";
}

}  // namespace

int print_solve_report(const GameModule& game, const DealRules& rules,
                       const SolveReportOptions& options) {
  const long deals = options.deals;
  if (deals <= 0) return 2;
  std::vector<DealAnswer> answers(static_cast<size_t>(deals));
  std::atomic<long> next{0};
  std::mutex print;
  const auto work = [&] {
    for (long d = next++; d < deals; d = next++) {
      const uint64_t deal = options.seed + uint64_t(d);
      answers[size_t(d)] = solve_deal(game, rules, options.budget, options.seconds, deal);
      if (options.each) {
        const DealAnswer& a = answers[size_t(d)];
        const std::lock_guard<std::mutex> lock(print);
        std::printf("deal %llu: %s, %lld positions, %.1f ms\n",
                    static_cast<unsigned long long>(deal), verdict_word(a.verdict),
                    static_cast<long long>(a.positions), a.ms);
        std::fflush(stdout);
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::max(1, options.threads); ++t) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();

  // Answered "within 1 s", or within the time limit when one is given.
  const double limit_ms = options.seconds > 0 ? options.seconds * 1000 : 1000;
  long winnable = 0, lost = 0, unknown = 0, within_limit = 0;
  std::vector<double> times;
  for (const DealAnswer& a : answers) {
    if (!a.problem.empty()) {
      std::printf("%s\n", a.problem.c_str());
      return a.verdict == SolveVerdict::winnable ? 1 : 2;
    }
    times.push_back(a.ms);
    winnable += a.verdict == SolveVerdict::winnable;
    lost += a.verdict == SolveVerdict::not_winnable;
    unknown += a.verdict == SolveVerdict::unknown;
    within_limit += a.verdict != SolveVerdict::unknown && a.ms <= limit_ms;
  }
  std::sort(times.begin(), times.end());
  const auto at = [&](double q) {
    return times[std::min(times.size() - 1, size_t(q * double(times.size())))];
  };
  const double n = double(deals);
  std::printf("%s, %ld deals from %llu, budget %lld positions", std::string(game.name()).c_str(),
              deals, static_cast<unsigned long long>(options.seed),
              static_cast<long long>(options.budget));
  if (options.seconds > 0) std::printf(" or %g s", options.seconds);
  std::printf(", %d thread(s)\n", std::max(1, options.threads));
  // Each share worked out once, so that one number prints alike on every line.
  const double share = double(winnable) / n, lost_share = double(lost) / n,
               unknown_share = double(unknown) / n;
  std::printf("winnable %ld (%.1f%%), not winnable %ld (%.1f%%), unknown %ld (%.1f%%)\n", winnable,
              100 * share, lost, 100 * lost_share, unknown, 100 * unknown_share);
  // The share of deals proved winnable, with its 95% interval (the normal approximation, as the
  // tournaments'); the unknown deals may add at most their own share.
  const double half = 1.96 * std::sqrt(share * (1 - share) / n);
  std::printf(
      "winnable share %.1f%%, 95%% interval %.1f-%.1f%% (and up to %.1f%% more: the unknown)\n",
      100 * share, 100 * std::max(0.0, share - half), 100 * std::min(1.0, share + half),
      100 * unknown_share);
  std::printf("answered within %g s: %.1f%%; solve time median %.1f ms, p95 %.1f ms, max %.1f ms\n",
              limit_ms / 1000, 100 * (double(within_limit) / n), at(0.5), at(0.95), times.back());
  std::vector<double> line_ms;
  double line_actions = 0;
  for (const DealAnswer& a : answers) {
    if (a.verdict != SolveVerdict::winnable) continue;
    line_ms.push_back(a.line_ms);
    line_actions += double(a.line_actions);
  }
  if (!line_ms.empty()) {
    std::sort(line_ms.begin(), line_ms.end());
    std::printf(
        "winning lines as shown: %.0f actions on average, made ready in median %.1f ms, "
        "max %.1f ms\n",
        line_actions / double(line_ms.size()), line_ms[line_ms.size() / 2], line_ms.back());
  }
  if (options.list_winnable) {
    std::printf("deals proved winnable:\n");
    for (long d = 0; d < deals; ++d) {
      if (answers[size_t(d)].verdict == SolveVerdict::winnable) {
        std::printf("%llu\n", static_cast<unsigned long long>(options.seed + uint64_t(d)));
      }
    }
  }
  return 0;
}

}  // namespace rb
