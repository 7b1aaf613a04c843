// Where a position's search runs. Natively, in the wasm tools and in the browser's solver worker
// it runs in the program itself (solver_here.cpp: the solver of solver.hpp); the browser's page of
// these games leaves the solver out, for its weight, and asks the worker
// (solver_elsewhere.cpp: core/solve_request.hpp). The build links one of the two.
#pragma once

#include <cstdint>
#include <memory>

#include "core/game.hpp"
#include "state.hpp"

namespace rb::tps {

// `position` as the game interface has it, and `own` as the rules have it.
std::unique_ptr<GameSolver> position_solver(const GameState& position, const State& own,
                                            int64_t budget);

}  // namespace rb::tps
