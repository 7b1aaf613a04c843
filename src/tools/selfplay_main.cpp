// Command-line tool for the engine:
//   selfplay [--preset P] [--games N] [--seed S] [--a BOT] [--b BOT] [--no-check] [--save-first F]
//       plays games between bots (random, greedy), checking every invariant after every action and
//       that each record replays to the same final state; prints wins per seat, draws, lengths,
//       scores.
//   selfplay --tournament [--preset P] [--deals N] [--a BOT] [--b BOT] [--threads T]
//       paired deals (each played twice, seats swapped) between two bots: wins, draws, margin, 95%
//       CI
//   selfplay --ladder [--preset P] [--deals N]   greedy, ai1..ai5 against their neighbours, Elo
//   table selfplay --times LEVEL [--preset P] [--games N]   the computer's time per decision
//   selfplay --soak N [--seed S] [--threads T]   N games across presets and bots, invariants
//       checked after every action and every record replayed (the reliability soak)
//   selfplay replay FILE      checks a game record and prints its result
//   selfplay bench            prints engine throughput (legal-action generations and applies per
//   second)
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "games/russian_bank/engine/invariants.hpp"
#include "match.hpp"
#include "soak.hpp"
#include "tournament.hpp"

namespace {

using namespace rb;

struct Options {
  Preset preset = Preset::house;
  long games = 1000;
  uint64_t seed = 1;
  std::string bot_a = "greedy", bot_b = "greedy";
  bool check = true;
  std::string save_first;
  bool tournament = false, ladder = false;
  long soak_games = 0;
  int times_level = 0;
  long deals = 200;
  int threads = 2;
};

int usage(const char* problem) {
  std::fprintf(
      stderr,
      "%s\nusage: selfplay [--preset house|scarne|ultimate] [--games N] [--seed S] "
      "[--a BOT] [--b BOT] [--no-check] [--save-first FILE]\n"
      "       selfplay --tournament [--preset P] [--deals N] [--a BOT] [--b BOT] [--threads T]\n"
      "       selfplay --ladder [--preset P] [--deals N]\n"
      "       selfplay --soak N [--seed S] [--threads T]\n"
      "       (BOT: random, greedy, ai1 .. ai5)\n"
      "       selfplay replay FILE\n       selfplay bench\n",
      problem);
  return 2;
}

std::string check_action(const State& state, const Action&) {
  return check_invariants(state);
}

int run_selfplay(const Options& o) {
  auto a = make_bot(o.bot_a), b = make_bot(o.bot_b);
  if (!a || !b) return usage("unknown bot");
  const Rules rules = preset_rules(o.preset);
  long wins[2] = {0, 0}, draws = 0, aborted = 0, blocked = 0, total_actions = 0, total_score = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long g = 0; g < o.games; ++g) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(g);
    const MatchResult m = play_match(rules, seed, *a, *b, seed * 7919 + 1, {},
                                     o.check ? ActionCheck(check_action) : ActionCheck());
    if (!m.violation.empty()) {
      std::printf("VIOLATION in game seed %llu after %zu actions: %s\n%s",
                  static_cast<unsigned long long>(seed), m.record.actions.size(),
                  m.violation.c_str(), write_record(m.record).c_str());
      return 1;
    }
    if (o.check) {
      const ReplayOutcome replayed = replay(m.record);
      if (!replayed.ok || !(replayed.state == m.final_state)) {
        std::printf("REPLAY MISMATCH in game seed %llu: %s\n",
                    static_cast<unsigned long long>(seed), replayed.error.message.c_str());
        return 1;
      }
    }
    if (g == 0 && !o.save_first.empty()) std::ofstream(o.save_first) << write_record(m.record);
    total_actions += static_cast<long>(m.record.actions.size());
    const Result& r = m.final_state.result();
    if (m.aborted) ++aborted;
    if (r.outcome == Outcome::blocked) ++blocked;
    if (r.winner) {
      ++wins[*r.winner];
      total_score += r.score;
    } else if (!m.aborted) {
      ++draws;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const long decided = wins[0] + wins[1];
  const auto d = [](long v) { return static_cast<double>(v); };
  std::printf("preset %s, %ld games, A=%s B=%s, seeds %llu..%llu\n", preset_name(o.preset).c_str(),
              o.games, o.bot_a.c_str(), o.bot_b.c_str(), static_cast<unsigned long long>(o.seed),
              static_cast<unsigned long long>(o.seed + static_cast<uint64_t>(o.games) - 1));
  std::printf("wins A %ld (%.1f%%), wins B %ld (%.1f%%), draws %ld, blocked %ld, aborted %ld\n",
              wins[0], o.games ? 100.0 * d(wins[0]) / d(o.games) : 0.0, wins[1],
              o.games ? 100.0 * d(wins[1]) / d(o.games) : 0.0, draws, blocked, aborted);
  std::printf("average length %.1f actions, average winner's score %.1f\n",
              o.games ? d(total_actions) / d(o.games) : 0.0,
              decided ? d(total_score) / d(decided) : 0.0);
  std::printf("invariants %s after every action; %.2f s (%.0f actions/s)\n",
              o.check ? "checked" : "NOT checked", seconds, d(total_actions) / seconds);
  return 0;
}

int run_replay(const char* path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  const ReplayOutcome outcome = replay_text(text.str());
  if (!outcome.ok) {
    std::printf("%s:%d: %s\n", path, outcome.error.line, outcome.error.message.c_str());
    return 1;
  }
  if (const std::string problem = check_invariants(outcome.state); !problem.empty()) {
    std::printf("%s: invariant broken: %s\n", path, problem.c_str());
    return 1;
  }
  std::printf("%s: ok, %d actions, %s\n", path, outcome.state.action_count(),
              describe(outcome.state.result(), outcome.state.rules()).c_str());
  return 0;
}

}  // namespace

int bench_main();
namespace rb {
int print_decision_times(const Rules& rules, int level_number, long games, uint64_t seed);
}

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "replay") == 0) {
    return argc == 3 ? run_replay(argv[2]) : usage("replay takes one file");
  }
  if (argc >= 2 && std::strcmp(argv[1], "bench") == 0) return bench_main();
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--no-check") {
      o.check = false;
    } else if (arg == "--tournament") {
      o.tournament = true;
    } else if (arg == "--ladder") {
      o.ladder = true;
    } else if (has_value && arg == "--deals") {
      o.deals = std::atol(argv[++i]);
    } else if (has_value && arg == "--soak") {
      o.soak_games = std::atol(argv[++i]);
    } else if (has_value && arg == "--times") {
      o.times_level = std::atoi(argv[++i]);
    } else if (has_value && arg == "--threads") {
      o.threads = std::atoi(argv[++i]);
    } else if (!has_value) {
      return usage(("missing value after " + arg).c_str());
    } else if (arg == "--preset") {
      if (!parse_preset(argv[++i], o.preset)) return usage("unknown preset");
    } else if (arg == "--games") {
      o.games = std::atol(argv[++i]);
    } else if (arg == "--seed") {
      o.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--a") {
      o.bot_a = argv[++i];
    } else if (arg == "--b") {
      o.bot_b = argv[++i];
    } else if (arg == "--save-first") {
      o.save_first = argv[++i];
    } else {
      return usage(("unknown argument " + arg).c_str());
    }
  }
  if (o.times_level > 0) {
    return print_decision_times(preset_rules(o.preset), o.times_level, o.games, o.seed);
  }
  if (o.soak_games > 0) return run_soak(o.soak_games, o.seed, o.threads);
  if (o.tournament) {
    if (!make_bot(o.bot_a) || !make_bot(o.bot_b)) return usage("unknown bot");
    print_pairing(
        play_pairing(preset_rules(o.preset), o.bot_a, o.bot_b, o.deals, o.seed, o.threads));
    return 0;
  }
  if (o.ladder) {
    print_ladder(preset_rules(o.preset), {"greedy", "ai1", "ai2", "ai3", "ai4", "ai5"}, o.deals,
                 o.seed, o.threads);
    return 0;
  }
  return run_selfplay(o);
}
