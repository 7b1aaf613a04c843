// A search asked as text (core/solve_request.hpp, how the browser's page asks its game's solver
// worker): the answer read back is the solver's own, for every game with a solver, on deals and on
// positions played into; bad requests and bad answers are errors, never a wrong answer.
#include "core/solve_request.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/game_list.hpp"

namespace rb {
namespace {

// `position` searched here, as its game's solver answers.
SolveAnswer searched_here(const GameModule& game, const GameState& position, int64_t budget) {
  std::unique_ptr<GameSolver> solver = game.solver(position, budget);
  REQUIRE(solver);
  while (!solver->run(1 << 20)) {
  }
  SolveAnswer answer;
  answer.verdict = solver->verdict();
  answer.positions = solver->positions();
  answer.line = solver->line();
  return answer;
}

TEST_CASE("solve requests: the answer read back is the solver's own, on every game with one",
          "[solve_request]") {
  int games_with_solver = 0;
  int verdicts[3] = {0, 0, 0};
  for (const GameModule* game : all_games()) {
    std::unique_ptr<GameState> probe = game->new_game(game->presets()[0], {}, 1, nullptr);
    REQUIRE(probe);
    if (!game->solver(*probe, 1)) continue;
    ++games_with_solver;
    for (uint64_t deal = 1; deal <= 4; ++deal) {
      std::unique_ptr<GameState> position = game->new_game(game->presets()[0], {}, deal, nullptr);
      REQUIRE(position);
      // The deal, then the position after a few of its first legal actions.
      for (int moves = 0; moves < 2; ++moves) {
        const SolveAnswer here = searched_here(*game, *position, 20000);
        const std::string answer_text = answer_solve_request(solve_request(*position, 20000));
        const SolveAnswer there = read_solve_answer(answer_text, *position);
        INFO(game->name() << " deal " << deal << " moves " << moves << ": " << answer_text);
        CHECK(there.error == "");
        CHECK(there.verdict == here.verdict);
        CHECK(there.positions == here.positions);
        CHECK(there.line == here.line);
        ++verdicts[int(there.verdict)];
        std::vector<ActionCode> actions;
        for (int i = 0; i < 3 && !position->over(); ++i) {
          position->legal_actions(actions);
          REQUIRE(!actions.empty());
          REQUIRE(position->apply(actions.back()) == "");
        }
      }
    }
  }
  CHECK(games_with_solver >= 5);
  // Both winnable and unsettled answers came through (this budget proves few deals lost).
  CHECK(verdicts[int(SolveVerdict::winnable)] > 0);
  CHECK(verdicts[int(SolveVerdict::unknown)] + verdicts[int(SolveVerdict::not_winnable)] > 0);
}

TEST_CASE("solve requests: a lost deal's proof comes back as not winnable", "[solve_request]") {
  // House in the Wood's deal 8 is proved lost (the browser test of tell_lost says so too).
  const GameModule* game = find_game("house-in-the-wood");
  REQUIRE(game != nullptr);
  std::unique_ptr<GameState> deal = game->new_game("standard", {}, 8, nullptr);
  REQUIRE(deal);
  const SolveAnswer answer =
      read_solve_answer(answer_solve_request(solve_request(*deal, 300000)), *deal);
  CHECK(answer.error == "");
  CHECK(answer.verdict == SolveVerdict::not_winnable);
  CHECK(answer.line.empty());
}

TEST_CASE("solve requests: bad requests are answered with an error", "[solve_request]") {
  const auto is_error = [](const std::string& answer) { return answer.rfind("error ", 0) == 0; };
  CHECK(is_error(answer_solve_request("")));
  CHECK(is_error(answer_solve_request("lots\nhouse-in-the-wood-record")));
  CHECK(is_error(answer_solve_request("1000\nnot a record at all")));
  CHECK(is_error(answer_solve_request("1000\nhouse-in-the-wood-record v9 nonsense\n")));
  // A game without a solver.
  const GameModule& first = default_game();
  std::unique_ptr<GameState> other = first.new_game(first.presets()[0], {}, 3, nullptr);
  REQUIRE(other);
  if (!first.solver(*other, 1)) CHECK(is_error(answer_solve_request(solve_request(*other, 10))));
}

TEST_CASE("solve requests: an answer that cannot be trusted is read as no answer",
          "[solve_request]") {
  const GameModule* game = find_game("house-in-the-wood");
  REQUIRE(game != nullptr);
  std::unique_ptr<GameState> deal = game->new_game("standard", {}, 37, nullptr);
  REQUIRE(deal);
  const std::string good = answer_solve_request(solve_request(*deal, 300000));
  const SolveAnswer answer = read_solve_answer(good, *deal);
  REQUIRE(answer.error == "");
  REQUIRE(answer.verdict == SolveVerdict::winnable);
  REQUIRE(answer.line.size() > 2);
  const std::string positions = std::to_string(answer.positions);
  std::string short_line = "1 " + positions;  // the line without its last action: no win
  for (size_t i = 0; i + 1 < answer.line.size(); ++i)
    short_line += " " + std::to_string(answer.line[i]);
  const std::vector<std::string> bad = {
      "",
      "1",
      "7 10",
      "x 10",
      "error the solver could not be loaded",
      short_line,
      "1 " + positions + " 4294967295",                         // an action refused
      "2 " + positions + " " + std::to_string(answer.line[0]),  // a line without a win
      "1 10 99999999999",
      "0 1234567890123456789012",  // a number too long to be a count
  };
  for (const std::string& text : bad) {
    INFO(text);
    const SolveAnswer read = read_solve_answer(text, *deal);
    CHECK(read.error != "");
    CHECK(read.verdict == SolveVerdict::unknown);
    CHECK(read.line.empty());
  }
}

}  // namespace
}  // namespace rb
