// Command-line tool for every registered game (--game NAME; russian-bank by default):
//   selfplay [--game G] [--preset P] [--set NAME=VALUE] [--games N] [--seed S] [--a PLAYER]
//            [--b PLAYER] [--no-check] [--save-first F]
//       plays games between players (random, greedy, the computer's levels), checking the game's
//       soundness after every action and that each record replays to the same final state; prints
//       wins per seat, draws, lengths, scores.
//   selfplay --tournament [--game G] [--preset P] [--set NAME=VALUE] [--deals N] [--a PLAYER]
//            [--b PLAYER] [--threads T]
//       paired deals (each played once with A in each seat, B in the others): wins, draws,
//       margin, A's share of decided games with its 95% interval (and its fair share)
//   selfplay --ladder [--game G] [--preset P] [--set NAME=VALUE] [--deals N]   greedy and every
//       level against their neighbours, Elo-like table
//   selfplay --times PLAYER [--game G] [--preset P] [--set NAME=VALUE] [--games N]   the player's
//       time per decision (against greedy in the other seats)
//   selfplay --review PLAYER [--game G] [--preset P] [--set NAME=VALUE] [--games N]   the coach's
//       review of the player's games (against greedy): its findings and time per game
// (--set NAME=VALUE, repeatable: a rules option changed from the preset, as players=3.)
//   selfplay --soak N [--seed S] [--threads T]   N games across every game, preset and many
//       players, soundness checked after every action and every record replayed
//   selfplay replay FILE      checks a game record (of any game: its first line names it) and
//       prints its result
//   selfplay --lesson FILE [--deals N --seed S]   plays a lesson (learn/*.txt) through with many
//       choices of the person: where it gets stuck; with --deals, the deals where it never does
//   selfplay bench [--game G]  throughput: legal-action generations, applies and copies per second
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench.hpp"
#include "core/game_checks.hpp"
#include "core/game_list.hpp"
#include "decision_times.hpp"
#include "game_match.hpp"
#include "lesson_report.hpp"
#include "review_times.hpp"
#include "soak.hpp"
#include "solve_report.hpp"
#include "tournament.hpp"

namespace {

using namespace rb;

struct Options {
  const GameModule* game = nullptr;
  std::string preset;
  OptionValues options;  // --set NAME=VALUE: rules changed from the preset's
  long games = 1000;
  uint64_t seed = 1;
  std::string player_a = "greedy", player_b = "greedy";
  bool check = true;
  std::string save_first;
  std::string lesson;  // --lesson FILE
  bool tournament = false, ladder = false, bench = false;
  long soak_games = 0;
  std::string times_player;
  std::string review_player;  // --review
  int64_t solve_budget = 0;
  bool list_winnable = false, each_deal = false;  // --solve's --list-winnable, --each
  long deals = 200;
  bool deals_given = false;
  int threads = 2;
  double solve_seconds = 0;  // --solve's --seconds
};

int usage(const std::string& problem) {
  std::fprintf(
      stderr,
      "%s\nusage: selfplay [--game G] [--preset P] [--set NAME=VALUE] [--games N] [--seed S] [--a "
      "PLAYER] "
      "[--b PLAYER] [--no-check] [--save-first FILE]\n"
      "       selfplay --tournament [--game G] [--preset P] [--set NAME=VALUE] [--deals N] [--a "
      "PLAYER] "
      "[--b PLAYER] [--threads T]\n"
      "       selfplay --ladder [--game G] [--preset P] [--set NAME=VALUE] [--deals N]\n"
      "       selfplay --times PLAYER [--game G] [--preset P] [--set NAME=VALUE] [--games N]\n"
      "       selfplay --review PLAYER [--game G] [--preset P] [--set NAME=VALUE] [--games N]\n"
      "       selfplay --soak N [--seed S] [--threads T]\n"
      "       selfplay --solve BUDGET [--game G] [--set NAME=VALUE] [--deals N] [--seed S]\n"
      "                [--threads T] [--list-winnable] [--each] [--seconds S]\n"
      "       selfplay replay FILE\n       selfplay bench [--game G]\n"
      "       (G: %s; PLAYER: random, greedy, ai1 .. the game's top level)\n",
      problem.c_str(), game_names().c_str());
  return 2;
}

bool known_player(const GameModule& game, const std::string& name) {
  return game.make_player(name, 1) != nullptr;
}

int run_selfplay(const Options& o) {
  if (!o.lesson.empty()) {
    return print_lesson_report(o.lesson, o.deals_given ? o.deals : 0, o.seed);
  }
  const GameModule& game = *o.game;
  if (!known_player(game, o.player_a) || !known_player(game, o.player_b)) {
    return usage("unknown player");
  }
  long wins[2] = {0, 0}, draws = 0, aborted = 0, total_actions = 0, total_score = 0;
  long other_wins = 0;  // by seats after B (games of more than two)
  const auto start = std::chrono::steady_clock::now();
  const auto check = [&](const GameState& state, ActionCode) {
    return soundness_problem(game, state);
  };
  for (long g = 0; g < o.games; ++g) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(g);
    const GameMatch m = play_game(game, {o.preset, o.options}, seed, {o.player_a, o.player_b},
                                  seed * 7919 + 1, o.check ? GameCheck(check) : GameCheck());
    if (!m.final_state) return usage(m.violation);
    const std::string record = m.final_state->engine()->record_text();
    if (!m.violation.empty()) {
      std::printf("VIOLATION in game seed %llu after %ld actions: %s\n%s",
                  static_cast<unsigned long long>(seed), m.actions, m.violation.c_str(),
                  record.c_str());
      return 1;
    }
    if (o.check) {
      if (std::string problem = record_problem(game, *m.final_state); !problem.empty()) {
        std::printf("REPLAY MISMATCH in game seed %llu: %s\n%s",
                    static_cast<unsigned long long>(seed), problem.c_str(), record.c_str());
        return 1;
      }
    }
    if (g == 0 && !o.save_first.empty()) std::ofstream(o.save_first) << record;
    total_actions += m.actions;
    const int winner = m.final_state->winner();
    if (m.aborted) {
      ++aborted;
    } else if (winner >= 0) {
      ++(winner < 2 ? wins[winner] : other_wins);
      total_score += m.final_state->score();
    } else {
      ++draws;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const long decided = wins[0] + wins[1] + other_wins;
  const auto d = [](long v) { return static_cast<double>(v); };
  std::printf("%s, preset %s, %ld games, A=%s B=%s, seeds %llu..%llu\n",
              std::string(game.name()).c_str(), o.preset.c_str(), o.games, o.player_a.c_str(),
              o.player_b.c_str(), static_cast<unsigned long long>(o.seed),
              static_cast<unsigned long long>(o.seed + static_cast<uint64_t>(o.games) - 1));
  std::printf("wins A %ld (%.1f%%), wins B %ld (%.1f%%), draws %ld, aborted %ld\n", wins[0],
              o.games ? 100.0 * d(wins[0]) / d(o.games) : 0.0, wins[1],
              o.games ? 100.0 * d(wins[1]) / d(o.games) : 0.0, draws, aborted);
  if (other_wins > 0) std::printf("wins by the seats after B (as A, B, A...): %ld\n", other_wins);
  std::printf("average length %.1f actions, average winner's score %.1f\n",
              o.games ? d(total_actions) / d(o.games) : 0.0,
              decided ? d(total_score) / d(decided) : 0.0);
  std::printf("soundness %s after every action; %.2f s (%.0f actions/s)\n",
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
  const GameModule* game = game_of_record(text.str());
  if (!game) {
    std::printf("%s:1: not a record of a known game (%s)\n", path, game_names().c_str());
    return 1;
  }
  std::string error;
  const std::unique_ptr<GameState> state = game->load_record(text.str(), &error);
  if (!state) {
    std::printf("%s:%s\n", path, error.c_str());
    return 1;
  }
  if (const std::string problem = soundness_problem(*game, *state); !problem.empty()) {
    std::printf("%s: unsound: %s\n", path, problem.c_str());
    return 1;
  }
  const std::string end = !state->over()  ? "still in play"
                          : state->talk() ? state->talk()->result_text()
                                          : "over";
  std::printf("%s: ok, %s, %s\n", path, std::string(game->name()).c_str(), end.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "replay") == 0) {
    return argc == 3 ? run_replay(argv[2]) : usage("replay takes one file");
  }
  Options o;
  o.game = all_games().front();
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "bench" && i == 1) {
      o.bench = true;
    } else if (arg == "--no-check") {
      o.check = false;
    } else if (arg == "--tournament") {
      o.tournament = true;
    } else if (arg == "--ladder") {
      o.ladder = true;
    } else if (arg == "--list-winnable") {
      o.list_winnable = true;
    } else if (arg == "--each") {
      o.each_deal = true;
    } else if (!has_value) {
      return usage("missing value after " + arg);
    } else if (arg == "--game") {
      o.game = find_game(argv[++i]);
      if (!o.game) return usage("no game \"" + std::string(argv[i]) + "\"");
    } else if (arg == "--deals") {
      o.deals = std::atol(argv[++i]);
      o.deals_given = true;
    } else if (arg == "--soak") {
      o.soak_games = std::atol(argv[++i]);
    } else if (arg == "--times") {
      o.times_player = argv[++i];
      // A bare level number means that level ("--times 5": ai5).
      if (o.times_player.find_first_not_of("0123456789") == std::string::npos) {
        o.times_player = "ai" + o.times_player;
      }
    } else if (arg == "--review") {
      o.review_player = argv[++i];
    } else if (arg == "--solve") {
      o.solve_budget = std::atoll(argv[++i]);
    } else if (arg == "--seconds") {
      o.solve_seconds = std::atof(argv[++i]);
    } else if (arg == "--threads") {
      o.threads = std::atoi(argv[++i]);
    } else if (arg == "--preset") {
      o.preset = argv[++i];
    } else if (arg == "--set") {
      const std::string pair = argv[++i];
      const size_t equals = pair.find('=');
      if (equals == std::string::npos) return usage("--set takes NAME=VALUE");
      o.options.emplace_back(pair.substr(0, equals), pair.substr(equals + 1));
    } else if (arg == "--games") {
      o.games = std::atol(argv[++i]);
    } else if (arg == "--seed") {
      o.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--a") {
      o.player_a = argv[++i];
    } else if (arg == "--b") {
      o.player_b = argv[++i];
    } else if (arg == "--lesson") {
      o.lesson = argv[++i];
    } else if (arg == "--save-first") {
      o.save_first = argv[++i];
    } else {
      return usage("unknown argument " + arg);
    }
  }
  const GameModule& game = *o.game;
  if (o.bench) return bench_main(game);
  if (o.preset.empty()) o.preset = std::string(game.presets().front());
  if (std::string error; !game.new_game(o.preset, o.options, 1, &error)) return usage(error);
  const DealRules rules{o.preset, o.options};
  if (!o.times_player.empty()) {
    if (!known_player(game, o.times_player)) return usage("unknown player " + o.times_player);
    return print_decision_times(game, rules, o.times_player, o.games, o.seed);
  }
  if (!o.review_player.empty()) {
    if (!known_player(game, o.review_player)) return usage("unknown player " + o.review_player);
    return print_review_times(game, rules, o.review_player, o.games, o.seed);
  }
  if (o.solve_budget > 0) {
    const SolveReportOptions solve{o.solve_budget,  o.deals,     o.seed,         o.threads,
                                   o.list_winnable, o.each_deal, o.solve_seconds};
    return print_solve_report(game, rules, solve);
  }
  if (o.soak_games > 0) return run_soak(o.soak_games, o.seed, o.threads);
  if (o.tournament) {
    if (!known_player(game, o.player_a) || !known_player(game, o.player_b)) {
      return usage("unknown player");
    }
    print_pairing(play_pairing(game, rules, o.player_a, o.player_b, o.deals, o.seed, o.threads));
    return 0;
  }
  if (o.ladder) {
    std::vector<std::string> ladder;
    for (const std::string& name : game.player_names()) {
      if (name != "random") ladder.push_back(name);
    }
    print_ladder(game, rules, ladder, o.deals, o.seed, o.threads);
    return 0;
  }
  return run_selfplay(o);
}
