// `selfplay bench`: a game's throughput on positions from real games (the greedy play against the
// random player in every preset), through the game interface as the shared code uses it. Prints
// legal-action generations per second, applied actions per second (copy + apply) and state copies
// per second.
#include "bench.hpp"

#include <chrono>
#include <cstdio>
#include <vector>

#include "game_match.hpp"

namespace rb {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kGamesPerPreset = 40;

std::vector<std::unique_ptr<GameState>> sample_positions(const GameModule& game) {
  std::vector<std::unique_ptr<GameState>> positions;
  for (std::string_view preset : game.presets()) {
    for (int g = 0; g < kGamesPerPreset; ++g) {
      play_game(game, preset, 1000 + static_cast<uint64_t>(g), {"greedy", "random"},
                17 + static_cast<uint64_t>(g), [&](const GameState& state, ActionCode) {
                  if (!state.over()) positions.push_back(state.clone());
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

int bench_main(const GameModule& game) {
  const std::vector<std::unique_ptr<GameState>> positions = sample_positions(game);
  std::vector<std::vector<ActionCode>> lists(positions.size());
  long applied = 0;
  for (size_t i = 0; i < positions.size(); ++i) {
    positions[i]->legal_actions(lists[i]);
    applied += static_cast<long>(lists[i].size());
  }
  const long n = static_cast<long>(positions.size());
  const int rounds = 20;
  long sink = 0;
  const double generations = per_second(n * rounds, [&] {
    std::vector<ActionCode> list;
    for (int r = 0; r < rounds; ++r) {
      for (const auto& state : positions) {
        state->legal_actions(list);
        sink += static_cast<long>(list.size());
      }
    }
  });
  const double applies = per_second(applied * 4, [&] {
    for (int r = 0; r < 4; ++r) {
      for (size_t i = 0; i < positions.size(); ++i) {
        for (ActionCode action : lists[i]) {
          const std::unique_ptr<GameState> copy = positions[i]->clone();
          sink += static_cast<long>(copy->apply(action).size());
        }
      }
    }
  });
  const double copies = per_second(n * rounds, [&] {
    for (int r = 0; r < rounds; ++r) {
      for (const auto& state : positions) sink += state->clone()->seat_in_turn();
    }
  });
  std::printf("%s: %ld positions (greedy against random, %d games per preset)\n",
              std::string(game.name()).c_str(), n, kGamesPerPreset);
  std::printf("legal-action generations per second: %.0f\n", generations);
  std::printf("applied actions per second (copy + apply): %.0f\n", applies);
  std::printf("state copies per second: %.0f\n", copies);
  std::printf("(checksum %ld)\n", sink);
  return 0;
}

}  // namespace rb
