// The solver's walk along a one-player game's record (see solver_walk.hpp).
#include "solver_walk.hpp"

#include <algorithm>

namespace rb {
namespace {

// Positions for one search: a deal's and each move's that left the winning line.
constexpr int64_t kWalkBudget = 500000;

}  // namespace

std::optional<std::vector<ActionCode>> mended_line(const GameState& position,
                                                   std::span<const ActionCode> line) {
  std::unique_ptr<GameState> at = position.clone();
  std::vector<ActionCode> mended;
  for (size_t step = 0; step < line.size() && !at->over(); ++step) {
    if (at->apply(line[step]).empty()) mended.push_back(line[step]);
  }
  if (!at->over() || at->winner() != 0) return std::nullopt;
  return mended;
}

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

// Whether the line's moves still to come win from `position` as mended_line plays them: then
// that is the line from there.
bool SolverWalk::mend_line(const GameState& position) {
  std::optional<std::vector<ActionCode>> mended =
      mended_line(position, std::span(line_).subspan(std::min(line_step_, line_.size())));
  if (!mended) return false;
  line_ = std::move(*mended);
  line_at_ = position.clone();
  line_step_ = 0;
  return true;
}

}  // namespace rb
