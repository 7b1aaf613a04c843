// `selfplay --times LEVEL`: how long the computer takes per decision in any game. Plays games of
// the level against the rule book's greedy play in every other seat (the level's seat going
// round) and times every decision it makes. Prints the median, 95th and 99th percentiles and the
// slowest.
#include "decision_times.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "game_match.hpp"

namespace rb {

int print_decision_times(const GameModule& game, const DealRules& rules, const std::string& player,
                         long games, uint64_t seed) {
  std::vector<double> millis;
  const int seat_count = std::max(1, seat_count_of(game, rules));
  for (long g = 0; g < games; ++g) {
    const int timed_seat = static_cast<int>(g % seat_count);
    const std::vector<std::string> seats =
        one_against_others(seat_count, timed_seat, player, "greedy");
    const auto timed = [&](SeatPlayer& seat_player, const GameState& state, int seat) {
      if (seat != timed_seat) return seat_player.choose(state);
      const auto start = std::chrono::steady_clock::now();
      const ActionCode action = seat_player.choose(state);
      millis.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count());
      return action;
    };
    const GameMatch m = play_game(game, rules, seed * 31 + static_cast<uint64_t>(g), seats,
                                  seed + static_cast<uint64_t>(g), nullptr, timed);
    if (!m.final_state || !m.violation.empty()) {
      std::fprintf(stderr, "game %ld: %s\n", g, m.violation.c_str());
      return 1;
    }
  }
  auto pct = [](std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
  };
  std::printf("%s, preset %s, %d seats, %s against greedy, %ld games, %zu decisions\n",
              std::string(game.name()).c_str(), rules.preset.c_str(), seat_count, player.c_str(),
              games, millis.size());
  std::printf("decisions: median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
              pct(millis, 0.5), pct(millis, 0.95), pct(millis, 0.99), pct(millis, 1.0));
  return 0;
}

}  // namespace rb
