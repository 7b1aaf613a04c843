// The solver's walk along a one-player game's record, for the coach: a game alone can be lost by
// one move long before its end, which play-outs a few moves deep do not see. From the deal, and
// again after each move that leaves the winning line the solver found, the solver
// (GameModule::solver) searches the position, until a move's result is not won: that move is the
// one after which the deal was lost (proved), or after which the solver finds no win (its budget
// spent), the line's move there the better one. Each move before it kept the deal winnable. A move
// that leaves the line asks for no search when the line's moves still to come, those the table
// refuses left out, win from where it leads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "game.hpp"

namespace rb {

// The moves of `line` played from `position` in their order, those the table refuses left out,
// when they win the game (of one seat): a winning line mended after a move that left it (a card
// sent home early, two moves made the other way round), found without a search. nullopt when they
// do not win.
std::optional<std::vector<ActionCode>> mended_line(const GameState& position,
                                                   std::span<const ActionCode> line);

class SolverWalk {
 public:
  // Walks `actions`, a record played from `dealt` (nothing to do unless the game has one seat and
  // a solver).
  SolverWalk(const GameModule& module, const GameState& dealt, std::vector<ActionCode> actions);
  // Searches about `work` more positions; true once the walk is over.
  bool run(int64_t work);
  // The winning line's move instead of the record's action `index`, when the deal was won before
  // that action and not after it (proved lost, or no win found: loss_proved).
  std::optional<ActionCode> better_than_loss(size_t index) const {
    return lost_at_ == index ? std::optional(better_) : std::nullopt;
  }
  bool loss_proved() const { return loss_proved_; }
  // How many of the record's actions the walk has passed (all of them once it is over).
  size_t walked() const { return solver_ ? next_ : actions_.size(); }
  // How many of the record's first actions each left a deal the solver still wins (no mistake,
  // whatever play-outs say of them).
  size_t kept_winnable() const { return kept_winnable_; }
  // How many searches the walk has started (the deal's included).
  int searches() const { return searches_; }

 private:
  bool follow(const GameState& position);
  bool mend_line(const GameState& position);

  const GameModule& module_;
  std::vector<ActionCode> actions_;
  size_t next_ = 0;                     // actions walked
  std::unique_ptr<GameState> at_;       // the position after them
  std::unique_ptr<GameSolver> solver_;  // searching `at_` (null: the walk is over)
  std::unique_ptr<GameState> line_at_;  // a position of the winning line the game is at, its
  size_t line_step_ = 0;                // place in the line, and the line
  std::vector<ActionCode> line_;        //
  ActionCode better_ = 0;               // the line's move before the move searched
  size_t lost_at_ = SIZE_MAX;           // the action after which no win is known (none: SIZE_MAX)
  bool loss_proved_ = false;
  size_t kept_winnable_ = 0;
  int searches_ = 0;
};

}  // namespace rb
