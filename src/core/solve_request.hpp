// A position's search asked of another program, as text: the browser's page of a game whose
// solver is left out of it (its weight) asks the game's solver worker
// (src/platform/worker/solver_client.cpp on the page, src/platform/worker/solver_worker.cpp in the
// worker), which answers with the same search the game runs natively.
//  request: "<budget>\n<the position's record text>"
//  answer:  "<verdict> <positions>[ <action>...]" (0 unknown, 1 winnable, 2 not winnable; the
//           winning line's action codes) or "error <why>"
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"

namespace rb {

std::string solve_request(const GameState& position, int64_t budget);
// Searches the request's position with its game's solver (of this build's game list) to the end.
std::string answer_solve_request(std::string_view request);

struct SolveAnswer {
  SolveVerdict verdict = SolveVerdict::unknown;
  int64_t positions = 0;
  std::vector<ActionCode> line;
  std::string error;  // why there is no answer ("" when there is one)
};
// The answer to a request about `position`. A line that does not replay from it to a win, or an
// answer that cannot be read, is an error (verdict unknown).
SolveAnswer read_solve_answer(std::string_view answer, const GameState& position);

// The search of `position` run elsewhere: defined by the platform of a build whose game's module
// asks for it (the browser's page: the game's solver worker); nullptr when it cannot run.
std::unique_ptr<GameSolver> solver_elsewhere(const GameState& position, int64_t budget);

}  // namespace rb
