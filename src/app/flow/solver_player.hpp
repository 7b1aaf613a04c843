// The player the table uses for hints and for a demo of the player's own seat: in a game with a
// solver (GameModule::solver) it searches the position with the whole deal known and, when the
// position is winnable, plays the winning line; otherwise (no solver, "not winnable" or the
// budget spent) it plays as the game's top computer level. Off its line (the person's own moves
// since its last hint) it plays the line mended there when that still wins (core's mended_line),
// without a search. It thinks in slices, as every seat player at the table does.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "core/game.hpp"

namespace rb::app {

class SolverPlayer : public SeatPlayer {
 public:
  // `fallback`: the level's player; `budget`: the positions one solve may search.
  SolverPlayer(const GameModule& module, std::unique_ptr<SeatPlayer> fallback, int64_t budget);

  std::optional<ActionCode> think(const GameState& state, int64_t work) override;
  ActionCode choose(const GameState& state) override;
  std::optional<ActionCode> call_out(const GameState&, int) override { return std::nullopt; }

  // What the last finished search of a position said (unknown before any, and without a solver).
  SolveVerdict verdict() const { return verdict_; }
  // How many searches it has started.
  int searches() const { return searches_; }
  // The winning line's actions after the one given last (none off the line).
  std::span<const ActionCode> line_ahead() const {
    if (!on_line_ || !gave_from_line_) return {};
    return std::span<const ActionCode>(line_).subspan(next_);
  }

 private:
  std::optional<ActionCode> next_of_line(const GameState& state);
  std::optional<ActionCode> mended_next(const GameState& state);

  const GameModule& module_;
  std::unique_ptr<SeatPlayer> fallback_;
  int64_t budget_;
  std::unique_ptr<GameSolver> solver_;  // the search going on, of `solving_`
  std::unique_ptr<GameState> solving_;  //
  std::vector<ActionCode> line_;        // a winning line, from `on_line_`
  size_t next_ = 0;                     // its next action
  std::unique_ptr<GameState> on_line_;  // the position the next action is played from
  int retry_at_ = -1;                   // no new search before this action count
  bool gave_from_line_ = false;         // the last action given was the line's
  SolveVerdict verdict_ = SolveVerdict::unknown;
  int searches_ = 0;
};

// The table's player for a level (1..): the level's player, led by the solver when there is one.
std::unique_ptr<SolverPlayer> make_table_player(const GameModule& module, int level, uint64_t seed);

}  // namespace rb::app
