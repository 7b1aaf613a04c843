// The soak run: many games of every game and preset between many pairings of players, checking
// every game's soundness after every action, that each record's text loads back and replays to
// the same final state. Stops at the first violation and prints the game's record.
#include "soak.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

#include "core/game_checks.hpp"
#include "core/game_list.hpp"
#include "game_match.hpp"

namespace rb {
namespace {

struct Pairing {
  const char* a;
  const char* b;
};

// Cheap players play most games; the computer's two lowest levels take one game in 16.
constexpr std::array<Pairing, 16> kPairings = {{
    {"random", "random"},
    {"random", "greedy"},
    {"greedy", "random"},
    {"greedy", "greedy"},
    {"random", "random"},
    {"random", "greedy"},
    {"greedy", "random"},
    {"greedy", "greedy"},
    {"random", "random"},
    {"random", "greedy"},
    {"greedy", "random"},
    {"greedy", "greedy"},
    {"random", "random"},
    {"greedy", "greedy"},
    {"random", "greedy"},
    {"", ""},  // the computer's two lowest levels
}};
// Every (game, preset) in turn.
struct Variant {
  const GameModule* game;
  std::string_view preset;
};
std::vector<Variant> variants() {
  std::vector<Variant> list;
  for (const GameModule* game : all_games()) {
    for (std::string_view preset : game->presets()) list.push_back({game, preset});
  }
  return list;
}

// "" when game `index` is sound, else what went wrong with its record.
std::string play_checked(const std::vector<Variant>& all, long index, uint64_t seed,
                         long& actions) {
  const Variant& variant = all[size_t(index) % all.size()];
  const Pairing& pairing = kPairings[size_t(index / long(all.size())) % kPairings.size()];
  const std::vector<std::string> names = variant.game->player_names();
  const std::string a = *pairing.a ? pairing.a : names.at(2),
                    b = *pairing.b ? pairing.b : names.at(3);
  const uint64_t game_seed = seed + uint64_t(index);
  const GameModule& game = *variant.game;
  const auto check = [&](const GameState& state, ActionCode) {
    return soundness_problem(game, state);
  };
  const GameMatch m =
      play_game(game, variant.preset, game_seed, {a, b}, game_seed * 7919 + 1, check);
  actions += m.actions;
  const std::string where = "game " + std::to_string(index) + " (" + std::string(game.name()) +
                            ", " + std::string(variant.preset) + ", " + a + " vs " + b + ", seed " +
                            std::to_string(game_seed) + ")";
  if (!m.final_state) return where + ": " + m.violation;
  const std::string record = m.final_state->engine()->record_text();
  if (!m.violation.empty()) {
    return where + ": broken after action " + std::to_string(m.actions) + ": " + m.violation +
           "\n" + record;
  }
  if (m.aborted) return where + ": did not end within the action limit\n" + record;
  if (std::string problem = record_problem(game, *m.final_state); !problem.empty()) {
    return where + ": " + problem + "\n" + record;
  }
  return {};
}

}  // namespace

int run_soak(long games, uint64_t seed, int threads) {
  std::atomic<long> next{0}, done{0}, actions_total{0};
  std::atomic<bool> failed{false};
  std::mutex lock;
  std::string failure;
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Variant> all = variants();
  auto worker = [&] {
    long actions = 0;
    for (long g = next++; g < games && !failed; g = next++) {
      std::string problem = play_checked(all, g, seed, actions);
      if (!problem.empty()) {
        std::lock_guard<std::mutex> guard(lock);
        if (!failed.exchange(true)) failure = std::move(problem);
        break;
      }
      const long finished = ++done;
      if (finished % 100000 == 0) {
        std::lock_guard<std::mutex> guard(lock);
        std::printf("  %ld games...\n", finished);
        std::fflush(stdout);
      }
    }
    actions_total += actions;
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < std::max(1, threads); ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (failed) {
    std::printf("SOAK FAILED: %s\n", failure.c_str());
    return 1;
  }
  std::printf(
      "soak: %ld games (%s; every preset; random, greedy, the two lowest levels), %ld actions, "
      "soundness checked after every action, every record replayed: 0 violations, %.1f s "
      "(%.0f games/s, %d threads)\n",
      done.load(), game_names().c_str(), actions_total.load(), seconds,
      double(done.load()) / seconds, threads);
  return 0;
}

}  // namespace rb
