// The solver's walk along a one-player game's record (see solver_walk.hpp).
#include "solver_walk.hpp"

namespace rb {
namespace {

// Positions for one search: a deal's and each move's that left the winning line.
constexpr int64_t kWalkBudget = 500000;

}  // namespace

SolverWalk::SolverWalk(const GameModule& module, const GameState& dealt,
                       std::vector<ActionCode> actions)
    : module_(module), actions_(std::move(actions)), at_(dealt.clone()) {
  if (dealt.seat_count() == 1) {
    solver_ = module.solver(*at_, kWalkBudget);
    searches_ = solver_ ? 1 : 0;
  }
}

bool SolverWalk::run(int64_t work) {
  if (!solver_) return true;
  if (!solver_->run(work)) return false;
  const SolveVerdict verdict = solver_->verdict();
  if (verdict != SolveVerdict::winnable) {
    if (line_at_) {  // (a move's result, won before it: that move is where the win went)
      lost_at_ = next_ - 1;
      loss_proved_ = verdict == SolveVerdict::not_winnable;
    }
    solver_.reset();
    return true;
  }
  kept_winnable_ = next_;
  line_ = solver_->line();
  line_at_ = at_->clone();
  line_step_ = 0;
  solver_.reset();
  // Along the game while it keeps to the line (a position of it, whatever the order of moves).
  while (next_ < actions_.size()) {
    const ActionCode better = line_step_ < line_.size() ? line_[line_step_] : 0;
    at_->apply(actions_[next_++]);
    if (!follow(*at_) && !mend_line(*at_)) {
      better_ = better;
      solver_ = module_.solver(*at_, kWalkBudget);
      ++searches_;
      return false;
    }
    kept_winnable_ = next_;
  }
  return true;
}

// Whether `position` is the line's position the game was at or one the line leads to from there
// (it goes on from there when it is).
bool SolverWalk::follow(const GameState& position) {
  std::unique_ptr<GameState> at = line_at_->clone();
  for (size_t step = line_step_;; ++step) {
    if (at->same_as(position)) {
      line_at_ = std::move(at);
      line_step_ = step;
      return true;
    }
    if (step == line_.size() || !at->apply(line_[step]).empty()) return false;
  }
}

// Whether the line's moves still to come, played from `position` in their order with those the
// table refuses left out, win: then that is the line from there, found without a search (the move
// that left the line sent a card home early, or made one of the line's moves before its turn).
bool SolverWalk::mend_line(const GameState& position) {
  std::unique_ptr<GameState> at = position.clone();
  std::vector<ActionCode> mended;
  for (size_t step = line_step_; step < line_.size() && !at->over(); ++step) {
    if (at->apply(line_[step]).empty()) mended.push_back(line_[step]);
  }
  if (!at->over() || at->winner() != 0) return false;
  line_ = std::move(mended);
  line_at_ = position.clone();
  line_step_ = 0;
  return true;
}

}  // namespace rb
