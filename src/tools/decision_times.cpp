// `selfplay --times LEVEL`: how long the computer takes per decision. Plays games of the level
// against the greedy bot and times every decision of the computer's (searches and plan steps
// alike). Prints the median, 95th and 99th percentiles and the slowest, with the search sizes.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "games/russian_bank/ai/computer_player.hpp"
#include "match.hpp"

namespace rb {

int print_decision_times(const Rules& rules, int level_number, long games, uint64_t seed) {
  std::vector<double> millis;
  std::vector<double> search_millis;
  int64_t positions = 0, nodes = 0, searches = 0;
  for (long g = 0; g < games; ++g) {
    ComputerPlayer computer(level_number, seed + static_cast<uint64_t>(g));
    auto greedy = make_bot("greedy");
    Random random(seed + static_cast<uint64_t>(g));
    State s =
        deal(rules, seed * 31 + static_cast<uint64_t>(g), seed * 17 + static_cast<uint64_t>(g));
    const Player computer_seat = static_cast<Player>(g % 2);
    for (int step = 0; step < 20000 && !s.over(); ++step) {
      const Player watcher = other(s.turn());
      if (watcher == computer_seat ? computer.wants_knock(s, watcher)
                                   : greedy->wants_knock(s, watcher, random)) {
        apply_legal(s, Action::knock(watcher));
        continue;
      }
      if (s.turn() != computer_seat) {
        apply_legal(s, greedy->choose(s, random));
        continue;
      }
      const int64_t before = computer.last_search().nodes + computer.last_search().positions;
      const auto start = std::chrono::steady_clock::now();
      const Action a = computer.choose(s);
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
      millis.push_back(ms);
      if (computer.last_search().nodes + computer.last_search().positions != before) {
        search_millis.push_back(ms);
        ++searches;
        positions += computer.last_search().positions;
        nodes += computer.last_search().nodes;
      }
      apply_legal(s, a);
    }
  }
  auto pct = [](std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
  };
  std::printf("level %d (%s), %ld games, %zu decisions, %lld searches\n", level_number,
              level(level_number).name, games, millis.size(), static_cast<long long>(searches));
  std::printf("all decisions: median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
              pct(millis, 0.5), pct(millis, 0.95), pct(millis, 0.99), pct(millis, 1.0));
  std::printf("searches only: median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
              pct(search_millis, 0.5), pct(search_millis, 0.95), pct(search_millis, 0.99),
              pct(search_millis, 1.0));
  if (searches > 0) {
    std::printf("average search: %.0f positions, %.0f actions applied\n",
                static_cast<double>(positions) / static_cast<double>(searches),
                static_cast<double>(nodes) / static_cast<double>(searches));
  }
  return 0;
}

}  // namespace rb
