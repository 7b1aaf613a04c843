// The position's search in this program (see position_solver.hpp).
#include "core/recorded_game.hpp"
#include "kit.hpp"
#include "position_solver.hpp"

namespace rb::tps {

std::unique_ptr<GameSolver> position_solver(const GameState&, const State& own, int64_t budget) {
  return std::make_unique<KitSolver<Kit, std::unique_ptr<Solver>>>(
      std::make_unique<Solver>(own, budget));
}

}  // namespace rb::tps
