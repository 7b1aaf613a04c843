// The solver's word on a lost deal (Settings::tell_lost, the menu's "Unwinnable: Say so"): in a
// one-player game with a solver (GameModule::solver), the solver searches the deal, in slices
// between frames, and the table says so when it proves the deal lost. Once it has found a winning
// line, a move along that line needs no search, nor one after which the line's moves still win
// (core/solver_walk.hpp's mended_line); a move that leaves it has its result searched, and
// when that result is proved lost the table says at once that the move lost a deal that could be
// won. A search of a move's result is dropped when the table changes first (another move, an
// undo); the deal's own search goes on, as its answer is about the deal. Each search is bounded;
// one that runs out of its budget says nothing, and the moves after it are not searched.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/game.hpp"

namespace rb::app {

struct AppModel;

struct LossWatch {
  uint64_t deal = 0;                     // AppModel::deals_started of the deal watched (0: none)
  std::unique_ptr<GameState> seen;       // the table as the watch last looked at it
  bool seen_winnable = false;            // `seen` lies on the winning line
  std::unique_ptr<GameState> line_from;  // the last position proved winnable, and its line
  std::vector<ActionCode> line;
  size_t line_at = 0;                    // the place on it the table was last seen at
  std::unique_ptr<GameSolver> solver;    // the search going on, of `searching`
  std::unique_ptr<GameState> searching;  //
  bool after_move = false;               // `searching` is a move's result, not the deal
  int searches = 0;                      // started for this deal
};

// One look at the table and one slice of search; called every tick.
void watch_for_loss(AppModel& model);
// Whether the watch has work to do at the next tick (a search, or a table it has not looked at).
bool watching_for_loss(const AppModel& model);

}  // namespace rb::app
