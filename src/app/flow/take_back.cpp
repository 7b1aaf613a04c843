// Undo, redo and the table's own safe moves (see take_back.hpp). An undo deals the game again
// and replays its record but for the actions taken back, so the table is exactly what the game
// was then; its cards fly back from where they lay.
#include "app/flow/take_back.hpp"

#include "app/flow/session.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "app/ui/animation.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

std::string refuse(AppModel& m, const std::string& why) {
  say(m, sentence(why), MessageTone::refused);
  m.ui.dirty = true;
  return why;
}

// How many of each card lie face up on the table (of `piles` piles: TableTalk::table() is not
// asked for each look, as it builds the whole table's arrangement).
std::vector<int> face_up_counts(const GameState& s, int piles) {
  std::vector<int> counts;
  for (int pile = 0; pile < piles; ++pile) {
    for (int i = 0; i < s.talk()->pile_size(pile); ++i) {
      const CardFace face = s.talk()->card_at(pile, i);
      if (!face.face_up) continue;
      if (size_t(face.card) >= counts.size()) counts.resize(size_t(face.card) + 1, 0);
      ++counts[size_t(face.card)];
    }
  }
  return counts;
}

// Whether a card lies face up in `after` more times than in `before`: one was turned up (or
// drawn into a hand) and seen.
bool turned_up(const std::vector<int>& before, const std::vector<int>& after) {
  for (size_t card = 0; card < after.size(); ++card) {
    if (after[card] > (card < before.size() ? before[card] : 0)) return true;
  }
  return false;
}

// Replays the record's actions from `seen`'s on its game, moving its floor; false when one is
// refused.
bool replay_for_floor(AppModel::UndoFloorSeen& seen, const std::vector<ActionCode>& actions) {
  GameState& s = *seen.game;
  for (size_t i = seen.actions; i < actions.size(); ++i) {
    const bool own =
        s.actor(actions[i]) == kHumanSeat && s.talk()->look(actions[i]).gesture != Gesture::call;
    if (!s.apply(actions[i]).empty()) return false;
    std::vector<int> now_up = face_up_counts(s, seen.piles);
    if (!own || turned_up(seen.face_up, now_up)) seen.floor = i + 1;
    seen.face_up = std::move(now_up);
  }
  seen.actions = actions.size();
  return true;
}

}  // namespace

// A game of several seats, turn by turn, against the computer: where casual undo may be on.
bool casual_undo_possible(const AppModel& m) {
  return m.game->seat_count() > 1 && !m.game->all_at_once() &&
         m.settings.seats == Seats::human_vs_computer && !people_here(m);
}

bool casual_undo_table(const AppModel& m) {
  return m.settings.casual_undo && casual_undo_possible(m);
}

size_t undo_floor(const AppModel& m) {
  const std::vector<ActionCode> actions = m.game->engine()->record_actions();
  std::optional<AppModel::UndoFloorSeen>& seen = m.undo_floor_seen;
  // (FNV-1a over the seed and the actions; the record seen last may be this one's beginning.)
  uint64_t record = 1469598103934665603ull ^ m.game_seed;
  bool goes_on = seen && seen->actions == 0 && seen->record == record;
  for (size_t i = 0; i < actions.size(); ++i) {
    record = (record ^ actions[i]) * 1099511628211ull;
    goes_on = goes_on || (seen && i + 1 == seen->actions && seen->record == record);
  }
  if (seen && seen->actions == actions.size() && seen->record == record) return seen->floor;
  // On from the game as the record seen last left it (the same game: else from the deal).
  if (goes_on && replay_for_floor(*seen, actions) && seen->game->same_as(*m.game)) {
    seen->record = record;
    return seen->floor;
  }
  std::unique_ptr<GameState> dealt = m.game->engine()->dealt();
  const int piles = int(dealt->talk()->table().piles.size());
  std::vector<int> face_up = face_up_counts(*dealt, piles);
  seen = AppModel::UndoFloorSeen{0, 0, 0, std::move(dealt), std::move(face_up), piles};
  if (!replay_for_floor(*seen, actions)) {  // (a record replays)
    seen.reset();
    return actions.size();
  }
  seen->record = record;
  return seen->floor;
}

std::string why_no_take_back(const AppModel& m) {
  // (A review steps through the game with its own buttons: the table is not the game's.)
  if (m.review) return why_human_waits(m, false);
  // (An online game's actions are the server's to keep.)
  if (m.game->engine() == nullptr) return std::string(tr("undo is not offered at an online table"));
  if (m.lesson) return std::string(tr("undo is not offered during the lesson"));
  if (m.game->seat_count() != 1 && !casual_undo_table(m)) {
    return std::string(
        casual_undo_possible(m)
            ? tr("undo is off: the menu's Undo turns it on for casual games against the computer")
            : tr("undo is for games of one player, and casual games against the computer"));
  }
  if (m.ui.paused) return std::string(tr("the game is paused"));
  if (computer_plays(m, kHumanSeat)) return std::string(tr("the computer is playing your seat"));
  return "";
}

std::string why_no_undo_now(const AppModel& m) {
  if (std::string why = why_no_take_back(m); !why.empty()) return why;
  if (m.game->seat_count() == 1) {
    // (Cards that went home by themselves from the deal are no action of the player's.)
    const size_t count = size_t(m.game->talk()->action_count());
    for (size_t i = 0; i < count; ++i) {
      if (!made_by_table(m, i)) return "";
    }
    return std::string(tr("nothing to undo: the cards are as they were dealt"));
  }
  if (m.game->over()) return std::string(tr("the game is over"));
  if (m.game->seat_in_turn() != kHumanSeat)
    return std::string(tr("undo takes back your own actions in your turn"));
  if (size_t(m.game->talk()->action_count()) <= undo_floor(m)) {
    return std::string(m.game->talk()->action_count() == 0
                           ? tr("nothing to undo: the cards are as they were dealt")
                           : tr("nothing to undo in this turn: undo never goes past a card "
                                "turned face up, a knock or Stop, or the other side's play"));
  }
  return "";
}

std::string undo(AppModel& m, double now) {
  if (std::string why = why_no_undo_now(m); !why.empty()) return refuse(m, why);
  const std::vector<ActionCode> actions = m.game->engine()->record_actions();
  size_t keep = actions.size();
  while (keep > 0) {
    --keep;
    const bool automatic = made_by_table(m, keep);
    m.redo.push_back({actions[keep], automatic});
    if (!automatic) break;
  }
  std::unique_ptr<GameState> back = m.game->engine()->dealt();
  for (size_t i = 0; i < keep; ++i) back->apply(actions[i]);

  const Pace pace = pace_for(m.settings);
  m.ui.flights.items.clear();
  m.ui.flights.add(flights_between(*m.game, *back, m.layout,
                                   FlightTimes{now, pace.human_move_ms, pace.flip_ms}, kHumanSeat));
  const std::string words = back->talk()->action_words(actions[keep], voices(m));
  // (The end was counted: the game played on is in no statistics again, nor abandoned.)
  m.ended_once = m.ended_once || m.game->over();
  m.game = std::move(back);
  m.pending_call.reset();  // (a call judges the latest action: not one taken back)
  if (m.automatic.size() > keep) m.automatic.resize(keep);
  m.auto_held = true;
  m.end_at_ms = -1;
  m.ui.end_panel_dismissed = false;
  m.ui.outline.reset();
  m.ui.hand.selected.reset();
  if (m.ui.panel == Panel::end) m.ui.panel = Panel::none;
  say(m, tr_fill("Undone: {0}", {sentence(lower_first(words))}), MessageTone::info);
  m.ui.dirty = true;
  return "";
}

std::string why_no_redo_now(const AppModel& m) {
  if (std::string why = why_no_take_back(m); !why.empty()) return why;
  if (m.redo.empty()) return std::string(tr("nothing to redo"));
  if (m.game->seat_count() > 1 && m.game->seat_in_turn() != kHumanSeat) {
    return std::string(tr("redo makes your own actions again in your turn"));
  }
  return "";
}

std::string redo(AppModel& m, double now) {
  if (std::string why = why_no_redo_now(m); !why.empty()) return refuse(m, why);
  const std::string words = m.game->talk()->action_words(m.redo.back().action, voices(m));
  do {
    const AppModel::TakenBack next = m.redo.back();
    m.redo.pop_back();
    m.automatic.resize(size_t(m.game->talk()->action_count()), false);
    if (!play_action(m, next.action, now, false).empty()) {
      m.redo.clear();  // (cannot happen: the same actions from the same table)
      break;
    }
    m.automatic.push_back(next.automatic);
  } while (!m.redo.empty() && m.redo.back().automatic);
  say(m, tr_fill("Redone: {0}", {sentence(lower_first(words))}), MessageTone::info);
  m.auto_held = false;
  return "";
}

bool made_by_table(const AppModel& m, size_t index) {
  return index < m.automatic.size() && m.automatic[index] != 0;
}

bool auto_step_due(const AppModel& m) {
  return !m.auto_held && !m.lesson && !m.game->over() && m.game->seat_count() == 1 &&
         !m.ui.paused && !computer_plays(m, kHumanSeat) && m.ui.panel == Panel::none &&
         m.game->engine() && m.game->engine()->safe_auto_action().has_value();
}

bool auto_step(AppModel& m, double now) {
  if (m.ui.flights.any() || m.ui.hand.dragging || !auto_step_due(m)) return false;
  const ActionCode action = *m.game->engine()->safe_auto_action();
  m.automatic.resize(size_t(m.game->talk()->action_count()), false);
  if (!play_action(m, action, now, true).empty()) return false;
  m.automatic.push_back(true);
  return true;
}

}  // namespace rb::app
