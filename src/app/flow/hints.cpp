// Hints: the solver's line when the game has one and it finds one, else the top level's search
// for the human's seat, thought out over a few ticks so the table never freezes (see hints.hpp).
#include "app/flow/hints.hpp"

#include "app/flow/session.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "core/game_review.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr int64_t kHintWorkPerTick = 12000;  // the game's units of search per tick

// The hint's action again and again on the winning line ahead (a solitaire's cards turned up one
// by one): how many times in all, and what comes after, so that a run of like hints has an end in
// sight (a review followed sixty "turn up" hints in a row). "" for fewer than three.
std::string run_ahead(const AppModel& m, ActionCode action, const SolverPlayer& hinter) {
  // (No winning lines: a page without a solver keeps the bytes. A tap only: a move of the same
  // piles again is another card's, which "3 times in a row" would misname: a review.)
  if (!solvers_linked() || m.game->talk()->look(action).gesture != Gesture::tap) return "";
  const std::span<const ActionCode> ahead = hinter.line_ahead();
  size_t again = 0;
  while (again < ahead.size() && ahead[again] == action) ++again;
  if (again < 2) return "";
  std::string then(tr("the game is won"));
  if (again < ahead.size()) {
    const std::unique_ptr<GameState> later = m.game->clone();
    for (size_t k = 0; k <= again; ++k) later->apply(action);
    then = better_move_words(*later, ahead[again], voices(m));  // (without its aside)
  }
  return " " + tr_count(long(again + 1),
                        "{0} time in a row, then: {1}.|{0} times in a row, then: {1}.", {then});
}

void present_hint(AppModel& m, ActionCode action, SolveVerdict verdict, const std::string& run) {
  outline_action(m, *m.game, action, OutlineKind::hint);
  const std::string words = m.game->engine()->hint_words(action, voices(m));
  say(m,
      sentence(verdict == SolveVerdict::winnable ? tr_fill("Hint (winnable): {0}", {words})
               : verdict == SolveVerdict::not_winnable
                   ? tr_fill("Hint (not winnable): {0}", {words})
                   : tr_fill("Hint: {0}", {words})) +
          run,
      MessageTone::hint);
}

}  // namespace

void show_hint(AppModel& m, double now) {
  (void)now;
  if (m.game->over()) {
    // The end's panel again (its result, Review, New game): no hint is left to give, and a
    // review found no way back to the panel once its "Look at the table" was pressed.
    m.ui.end_panel_dismissed = false;
    show_end_panel(m);
    return;
  }
  // (Online first: a match of solitaires there is against people, and the H key reaches this.)
  if (playing_online(m) || m.game->engine() == nullptr) {  // (the game's rules are the server's)
    say(m, tr("No hints at an online table."), MessageTone::hint);
    return;
  }
  if (m.game->all_at_once()) {
    // (A hint would help one side of a match only.)
    say(m, tr("No hints in a match against the computer."), MessageTone::hint);
    return;
  }
  if (!human_may_act(m)) {
    say(m, tr("Hints are given on your turn."), MessageTone::hint);
    return;
  }
  // The top level's search, thought out over a few ticks (see update()): the last hint's player
  // when the person played its hint, or when it has a solver's line (which it mends to where the
  // person's own moves led, when it still wins from there).
  if (m.last_hinter && ((m.last_hint_after && m.last_hint_after->same_as(*m.game)) ||
                        (solvers_linked() && !m.last_hinter->line_ahead().empty()))) {
    m.hinter = std::move(m.last_hinter);
  } else {
    m.hinter = make_table_player(m.module(), int(m.module().levels().size()),
                                 m.game_seed + uint64_t(m.game->talk()->action_count()));
  }
  m.last_hinter.reset();
  m.last_hint_after.reset();
  m.hint_for = m.game->clone();
  say(m, tr("Thinking of a hint..."), MessageTone::hint);
}

void forget_hints(AppModel& m) {
  m.hinter.reset();
  m.hint_for.reset();
  m.last_hinter.reset();
  m.last_hint_after.reset();
}

void think_of_hint(AppModel& m) {
  if (!m.hinter) return;
  if (!m.hint_for || !m.hint_for->same_as(*m.game) || !human_may_act(m)) {
    m.hinter.reset();  // the table changed first
    return;
  }
  if (const std::optional<ActionCode> a = m.hinter->think(*m.game, kHintWorkPerTick)) {
    present_hint(m, *a, m.hinter->verdict(), run_ahead(m, *a, *m.hinter));
    m.last_hint_after = m.game->clone();
    if (m.last_hint_after->apply(*a).empty()) {
      m.last_hinter = std::move(m.hinter);
    } else {
      m.last_hint_after.reset();
    }
    m.hinter.reset();
  }
}

}  // namespace rb::app
