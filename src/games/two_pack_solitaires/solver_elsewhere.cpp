// The position's search asked of the browser's solver worker (see position_solver.hpp).
#include "core/solve_request.hpp"
#include "position_solver.hpp"

namespace rb::tps {

std::unique_ptr<GameSolver> position_solver(const GameState& position, const State&,
                                            int64_t budget) {
  return solver_elsewhere(position, budget);
}

}  // namespace rb::tps
