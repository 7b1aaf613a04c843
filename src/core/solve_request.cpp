// A position's search asked of another program, as text (see solve_request.hpp).
#include "solve_request.hpp"

#include <cstdint>

#include "decimal_text.hpp"
#include "game_list.hpp"

namespace rb {
namespace {

// The number at `at` of `text` (at most INT64_MAX), moving `at` past it and one separator; false
// when there is none.
bool read_number(std::string_view text, size_t& at, uint64_t& out) {
  const char* end = text.data() + text.size();
  const auto [stop, problem] = read_whole(text.data() + at, end, out);
  if (problem != std::errc() || out > uint64_t(INT64_MAX) ||
      (stop != end && *stop != ' ' && *stop != '\n')) {
    return false;
  }
  at = size_t(stop - text.data()) + (stop != end ? 1 : 0);
  return true;
}

SolveAnswer failed(std::string why) {
  SolveAnswer answer;
  answer.error = std::move(why);
  return answer;
}

}  // namespace

std::string solve_request(const GameState& position, int64_t budget) {
  const GameEngine* engine = position.engine();
  return std::to_string(budget) + "\n" + (engine ? engine->record_text() : std::string());
}

std::string answer_solve_request(std::string_view request) {
  size_t at = 0;
  uint64_t budget = 0;
  if (!read_number(request, at, budget)) return "error the request has no budget";
  const std::string_view record = request.substr(at);
  const GameModule* module = game_of_record(record);
  if (module == nullptr) return "error the record names no game of this solver";
  std::string problem;
  const std::unique_ptr<GameState> position = module->load_record(record, &problem);
  if (!position) return "error " + problem;
  const std::unique_ptr<GameSolver> solver = module->solver(*position, int64_t(budget));
  if (!solver) return "error the game has no solver";
  while (!solver->run(int64_t(1) << 40)) {
  }
  std::string answer =
      std::to_string(int(solver->verdict())) + " " + std::to_string(solver->positions());
  for (const ActionCode action : solver->line()) answer += " " + std::to_string(action);
  return answer;
}

SolveAnswer read_solve_answer(std::string_view text, const GameState& position) {
  if (text.substr(0, 6) == "error ") return failed(std::string(text.substr(6)));
  SolveAnswer answer;
  size_t at = 0;
  uint64_t verdict = 0;
  uint64_t positions = 0;
  if (!read_number(text, at, verdict) || verdict > 2 || !read_number(text, at, positions)) {
    return failed("the solver's answer cannot be read");
  }
  answer.verdict = SolveVerdict(verdict);
  answer.positions = int64_t(positions);
  std::unique_ptr<GameState> replay = position.clone();
  while (at < text.size()) {
    uint64_t action = 0;
    if (!read_number(text, at, action) || action > UINT32_MAX ||
        !replay->apply(ActionCode(action)).empty()) {
      return failed("the solver's line does not replay");
    }
    answer.line.push_back(ActionCode(action));
  }
  if (answer.verdict == SolveVerdict::winnable && replay->winner() != 0) {
    return failed("the solver's line does not win");
  }
  if (answer.verdict != SolveVerdict::winnable && !answer.line.empty()) {
    return failed("the solver's answer has a line without a win");
  }
  return answer;
}

}  // namespace rb
