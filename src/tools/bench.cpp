// `selfplay bench`: engine throughput on positions from real games. Prints legal-action generations
// per second, applied actions per second (apply on a copy), and state copies per second.
#include <chrono>
#include <cstdio>
#include <vector>

#include "match.hpp"

namespace {

using namespace rb;
using Clock = std::chrono::steady_clock;

std::vector<State> sample_positions(int games) {
  std::vector<State> positions;
  auto a = make_bot("greedy"), b = make_bot("random");
  for (Preset preset : {Preset::house, Preset::scarne}) {
    for (int g = 0; g < games; ++g) {
      play_match(preset_rules(preset), 1000 + g, *a, *b, 17 + g, {},
                 [&](const State& s, const Action&) {
                   if (!s.over()) positions.push_back(s);
                   return std::string();
                 });
    }
  }
  return positions;
}

template <typename F>
double per_second(long operations, F&& body) {
  const auto start = Clock::now();
  body();
  return static_cast<double>(operations) /
         std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int bench_main() {
  const std::vector<State> positions = sample_positions(40);
  std::vector<ActionList> lists(positions.size());
  for (size_t i = 0; i < positions.size(); ++i) legal_actions(positions[i], lists[i]);
  const long n = static_cast<long>(positions.size());
  const int rounds = 20;
  long sink = 0;
  const double generations = per_second(n * rounds, [&] {
    ActionList list;
    for (int r = 0; r < rounds; ++r) {
      for (const State& s : positions) {
        legal_actions(s, list);
        sink += list.size();
      }
    }
  });
  long applied = 0;
  for (const ActionList& l : lists) applied += l.size();
  const double applies = per_second(applied * 4, [&] {
    for (int r = 0; r < 4; ++r) {
      for (size_t i = 0; i < positions.size(); ++i) {
        for (const Action& a : lists[i]) {
          State copy = positions[i];
          apply_legal(copy, a);
          sink += copy.turn();
        }
      }
    }
  });
  const double copies = per_second(n * rounds, [&] {
    for (int r = 0; r < rounds; ++r) {
      for (const State& s : positions) {
        State copy = s;
        sink += copy.size(0);
      }
    }
  });
  std::printf("positions %ld (from %d greedy-vs-random games), state size %zu bytes\n", n, 80,
              sizeof(State));
  std::printf("legal-action generations per second: %.0f\n", generations);
  std::printf("applied actions per second (copy + apply): %.0f\n", applies);
  std::printf("state copies per second: %.0f\n", copies);
  std::printf("(checksum %ld)\n", sink);
  return 0;
}
