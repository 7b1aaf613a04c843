// The soak run: many games across every preset and many bot pairings, checking every invariant
// after every action, that each record's text parses back to the same record, and that replaying
// it reaches the same final state. Stops at the first violation and prints the game's record.
#include "soak.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

#include "games/russian_bank/engine/invariants.hpp"
#include "match.hpp"

namespace rb {
namespace {

struct Pairing {
  const char* a;
  const char* b;
};

// Cheap bots play most games; the computer's lower levels (which search) take one game in 16.
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
    {"ai1", "ai2"},
}};
constexpr std::array<Preset, 3> kPresets = {Preset::house, Preset::scarne, Preset::ultimate};

// "" when game `index` is sound, else what went wrong with its record.
std::string play_checked(long index, uint64_t seed, long& actions) {
  const Preset preset = kPresets[size_t(index) % kPresets.size()];
  const Pairing& pairing = kPairings[size_t(index / 3) % kPairings.size()];
  const uint64_t game_seed = seed + uint64_t(index);
  auto a = make_bot(pairing.a, game_seed * 2 + 1);
  auto b = make_bot(pairing.b, game_seed * 2 + 2);
  const auto check = [](const State& state, const Action&) { return check_invariants(state); };
  const MatchResult m =
      play_match(preset_rules(preset), game_seed, *a, *b, game_seed * 7919 + 1, {}, check);
  actions += long(m.record.actions.size());
  const std::string where = "game " + std::to_string(index) + " (" + preset_name(preset) + ", " +
                            pairing.a + " vs " + pairing.b + ", seed " + std::to_string(game_seed) +
                            ")";
  if (!m.violation.empty()) {
    return where + ": invariant broken after action " + std::to_string(m.record.actions.size()) +
           ": " + m.violation + "\n" + write_record(m.record);
  }
  if (m.aborted) return where + ": did not end within the action limit\n" + write_record(m.record);
  const std::string text = write_record(m.record);
  const ReplayOutcome replayed = replay_text(text);
  if (!replayed.ok) return where + ": its record does not replay: " + replayed.error.message;
  if (!(replayed.state == m.final_state)) {
    return where + ": replaying its record reaches another state\n" + text;
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
  auto worker = [&] {
    long actions = 0;
    for (long g = next++; g < games && !failed; g = next++) {
      std::string problem = play_checked(g, seed, actions);
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
      "soak: %ld games (house, scarne, ultimate; random, greedy, ai1/ai2), %ld actions, "
      "invariants checked after every action, every record replayed: 0 violations, %.1f s "
      "(%.0f games/s, %d threads)\n",
      done.load(), actions_total.load(), seconds, double(done.load()) / seconds, threads);
  return 0;
}

}  // namespace rb
