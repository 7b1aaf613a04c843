// Watching a one-player game for the deal that cannot be won and the move that loses it, in
// slices between frames (see loss_watch.hpp).
#include "app/flow/loss_watch.hpp"

#include <algorithm>

#include "app/flow/app_model.hpp"
#include "app/flow/take_back.hpp"
#include "app/text/table_talk.hpp"
#include "core/solver_walk.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

// Positions for one search (as a deal's share of deal_search.cpp's search).
constexpr int64_t kLossSearchBudget = 150000;
constexpr int64_t kLossSearchPerTick = 12000;  // positions between two frames

bool loss_watched(const AppModel& m) {
  return solvers_linked() && m.settings.tell_lost && m.game->seat_count() == 1 &&
         m.game->engine() != nullptr && !m.game->over() && !m.replay_of;
}

// Starts searching `position`; without a solver, takes it as seen and known nothing of.
void search_position(const AppModel& m, LossWatch& w, std::unique_ptr<GameState> position,
                     bool after_move) {
  w.solver = m.module().solver(*position, kLossSearchBudget);
  ++w.searches;
  w.after_move = after_move;
  (w.solver ? w.searching : w.seen) = std::move(position);
}

// Whether `state` is the position the winning line starts from or one it leads to (where it is
// on the line is kept: an undo along it is known too), or the line's moves from the place last
// seen, those refused left out, win from it (mended_line: the line is then those from there).
bool on_winning_line(LossWatch& w, const GameState& state) {
  if (!w.line_from) return false;
  const std::unique_ptr<GameState> at = w.line_from->clone();
  for (size_t i = 0;; ++i) {
    if (at->same_as(state)) {
      w.line_at = i;
      return true;
    }
    if (i == w.line.size() || !at->apply(w.line[i]).empty()) break;
  }
  std::optional<std::vector<ActionCode>> mended =
      mended_line(state, std::span(w.line).subspan(std::min(w.line_at, w.line.size())));
  if (!mended) return false;
  w.line = std::move(*mended);
  w.line_from = state.clone();
  w.line_at = 0;
  return true;
}

// The table is not as the watch last saw it: a move (or an undo) since.
void look_again(AppModel& m, LossWatch& w) {
  // (A search going on now is of a move's result, from a table that was winnable before it.)
  const bool was_winnable = w.seen_winnable || w.solver;
  w.solver.reset();
  w.seen = m.game->clone();
  w.seen_winnable = on_winning_line(w, *w.seen);
  if (was_winnable && !w.seen_winnable) search_position(m, w, m.game->clone(), true);
}

void search_done(AppModel& m, LossWatch& w) {
  const SolveVerdict verdict = w.solver->verdict();
  if (verdict == SolveVerdict::winnable) {
    w.line = w.solver->line();
    w.line_from = w.searching->clone();
    w.line_at = 0;
  } else if (verdict == SolveVerdict::not_winnable) {
    say(m,
        w.after_move ? tr("No longer winnable: that move lost a deal that could be won.")
                     : tr("This deal cannot be won."),
        MessageTone::hint);
  }
  w.seen = std::move(w.searching);
  w.seen_winnable = verdict == SolveVerdict::winnable;
  w.solver.reset();
}

bool table_unseen(const AppModel& m) {
  const LossWatch& w = m.loss_watch;
  return (!w.solver || w.after_move) && !auto_step_due(m) && !m.game->same_as(*w.seen);
}

}  // namespace

void watch_for_loss(AppModel& m) {
  if (!loss_watched(m)) return;
  LossWatch& w = m.loss_watch;
  if (w.deal != m.deals_started) {
    w = LossWatch{};
    w.deal = m.deals_started;
    search_position(m, w, m.game->engine()->dealt(), false);
  }
  if (table_unseen(m)) look_again(m, w);
  if (w.solver && w.solver->run(kLossSearchPerTick)) search_done(m, w);
}

bool watching_for_loss(const AppModel& m) {
  return loss_watched(m) &&
         (m.loss_watch.deal != m.deals_started || m.loss_watch.solver || table_unseen(m));
}

}  // namespace rb::app
