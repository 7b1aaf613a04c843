// Hints and demos from the solver when the game has one (see solver_player.hpp).
#include "app/flow/solver_player.hpp"

#include <algorithm>

#include "core/solver_walk.hpp"

namespace rb::app {
namespace {

// After a search without a line, the level's player plays this many actions before the next
// search (the deal is known better with more cards home).
constexpr int kActionsBetweenSearches = 8;
// The positions one search may visit: about a second natively, a few in the browser.
constexpr int64_t kSolveBudget = 300000;

}  // namespace

SolverPlayer::SolverPlayer(const GameModule& module, std::unique_ptr<SeatPlayer> fallback,
                           int64_t budget)
    : module_(module), fallback_(std::move(fallback)), budget_(budget) {}

std::optional<ActionCode> SolverPlayer::next_of_line(const GameState& state) {
  if (!on_line_ || next_ >= line_.size() || !state.same_as(*on_line_)) return std::nullopt;
  const ActionCode action = line_[next_++];
  if (!on_line_->apply(action).empty()) {
    on_line_.reset();  // (cannot happen: the solver's line was replayed before it was given)
    return std::nullopt;
  }
  return action;
}

// The next action of the line mended from `state`, when the table has left the line and its moves
// still win from there: those from the last one given (its hint not played) or after it; else
// none, and the line is left (a search starts at once).
std::optional<ActionCode> SolverPlayer::mended_next(const GameState& state) {
  if (!solvers_linked() || solver_ || !on_line_ || state.same_as(*on_line_)) return std::nullopt;
  on_line_.reset();
  for (size_t from = next_ - std::min<size_t>(next_, 1); from <= next_; ++from) {
    if (std::optional<std::vector<ActionCode>> mended =
            mended_line(state, std::span(line_).subspan(std::min(from, line_.size())))) {
      line_ = std::move(*mended);
      next_ = 0;
      on_line_ = state.clone();
      return next_of_line(state);
    }
  }
  retry_at_ = -1;
  return std::nullopt;
}

std::optional<ActionCode> SolverPlayer::think(const GameState& state, int64_t work) {
  gave_from_line_ = true;
  if (const std::optional<ActionCode> action = next_of_line(state)) return action;
  if (const std::optional<ActionCode> action = mended_next(state)) return action;
  if (solver_ && !state.same_as(*solving_)) solver_.reset();
  if (!solver_ && state.talk()->action_count() >= retry_at_) {
    solver_ = solvers_linked() ? module_.solver(state, budget_) : nullptr;
    searches_ += solver_ ? 1 : 0;
    solving_ = state.clone();
    if (!solver_) retry_at_ = 1 << 30;  // the game has no solver
  }
  if (solver_) {
    if (!solver_->run(work)) return std::nullopt;
    verdict_ = solver_->verdict();
    if (verdict_ == SolveVerdict::winnable) line_ = solver_->line();
    solver_.reset();
    if (verdict_ == SolveVerdict::winnable) {
      next_ = 0;
      on_line_ = state.clone();
      if (const std::optional<ActionCode> action = next_of_line(state)) return action;
    }
    retry_at_ = state.talk()->action_count() + kActionsBetweenSearches;
  }
  gave_from_line_ = false;
  return fallback_->think(state, work);
}

ActionCode SolverPlayer::choose(const GameState& state) {
  // (For the tools, natively, where the search runs here and ends. The browser's page never calls
  // this: a search asked of its solver worker could not answer while it waited.)
  for (;;) {
    if (const std::optional<ActionCode> action = think(state, 1 << 20)) return *action;
  }
}

std::unique_ptr<SolverPlayer> make_table_player(const GameModule& module, int level,
                                                uint64_t seed) {
  return std::make_unique<SolverPlayer>(
      module, module.make_player("ai" + std::to_string(level), seed), kSolveBudget);
}

}  // namespace rb::app
