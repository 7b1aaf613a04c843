// Undo, redo and the table's own safe moves (see take_back.hpp). An undo deals the game again
// and replays its record but for the actions taken back, so the table is exactly what the game
// was then; its cards fly back from where they lay.
#include "app/take_back.hpp"

#include "app/animation.hpp"
#include "app/session.hpp"
#include "app/table_talk.hpp"
#include "app/wording.hpp"

namespace rb::app {
namespace {

bool made_by_table(const AppModel& m, size_t index) {
  return index < m.automatic.size() && m.automatic[index] != 0;
}

std::string refuse(AppModel& m, const std::string& why) {
  say(m, sentence(why), MessageTone::refused);
  m.ui.dirty = true;
  return why;
}

}  // namespace

std::string why_no_take_back(const AppModel& m) {
  if (m.game->seat_count() != 1) return "undo is for games of one player";
  if (m.ui.paused) return "the game is paused";
  if (computer_plays(m, kHumanSeat)) return "the computer is playing your seat";
  return "";
}

std::string undo(AppModel& m, double now) {
  if (std::string why = why_no_take_back(m); !why.empty()) return refuse(m, why);
  const std::vector<ActionCode> actions = m.game->record_actions();
  if (actions.empty()) return refuse(m, "nothing to undo: the cards are as they were dealt");
  size_t keep = actions.size();
  while (keep > 0) {
    --keep;
    const bool automatic = made_by_table(m, keep);
    m.redo.push_back({actions[keep], automatic});
    if (!automatic) break;
  }
  std::unique_ptr<GameState> back = m.game->dealt();
  for (size_t i = 0; i < keep; ++i) back->apply(actions[i]);

  const Pace pace = pace_for(m.settings);
  m.ui.flights.items.clear();
  m.ui.flights.add(flights_between(*m.game, *back, m.layout,
                                   FlightTimes{now, pace.human_move_ms, pace.flip_ms}, kHumanSeat));
  const std::string words = back->action_words(actions[keep], voices(m));
  m.game = std::move(back);
  if (m.automatic.size() > keep) m.automatic.resize(keep);
  m.auto_held = true;
  m.end_at_ms = -1;
  m.ui.end_panel_dismissed = false;
  m.ui.outline.reset();
  m.ui.hand.selected.reset();
  if (m.ui.panel == Panel::end) m.ui.panel = Panel::none;
  say(m, "Undone: " + sentence(lower_first(words)), MessageTone::info);
  m.ui.dirty = true;
  return "";
}

std::string redo(AppModel& m, double now) {
  if (std::string why = why_no_take_back(m); !why.empty()) return refuse(m, why);
  if (m.redo.empty()) return refuse(m, "nothing to redo");
  say(m, "", MessageTone::info);
  do {
    const AppModel::TakenBack next = m.redo.back();
    m.redo.pop_back();
    m.automatic.resize(size_t(m.game->action_count()), false);
    if (!play_action(m, next.action, now, false).empty()) {
      m.redo.clear();  // (cannot happen: the same actions from the same table)
      break;
    }
    m.automatic.push_back(next.automatic);
  } while (!m.redo.empty() && m.redo.back().automatic);
  m.auto_held = false;
  return "";
}

bool auto_step_due(const AppModel& m) {
  return !m.auto_held && !m.game->over() && m.game->seat_count() == 1 && !m.ui.paused &&
         !computer_plays(m, kHumanSeat) && m.ui.panel == Panel::none &&
         m.game->safe_auto_action().has_value();
}

bool auto_step(AppModel& m, double now) {
  if (m.ui.flights.any() || m.ui.hand.dragging || !auto_step_due(m)) return false;
  const ActionCode action = *m.game->safe_auto_action();
  m.automatic.resize(size_t(m.game->action_count()), false);
  if (!play_action(m, action, now, true).empty()) return false;
  m.automatic.push_back(true);
  return true;
}

}  // namespace rb::app
