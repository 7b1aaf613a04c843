// What the table says when something happens (see table_talk.hpp).
#include "app/table_talk.hpp"

#include "app/wording.hpp"

namespace rb::app {
namespace {

std::string turn_words(const State& s) {
  if (s.over()) return "";
  return s.turn() == kPlayerA ? "Your turn." : "The computer's turn.";
}

// Who acted, as the message line says it. (When the computer plays both seats, the seats go by
// their decks' colours.)
std::string actor_name(const AppModel& m, Player p) {
  if (m.settings.seats == Seats::computer_both) return p == kPlayerA ? "Blue" : "Red";
  return seat_name(p);
}

}  // namespace

void say(AppModel& m, std::string text, MessageTone tone, bool sticky) {
  m.ui.message = std::move(text);
  m.ui.tone = tone;
  m.ui.message_sticky = sticky;
  m.ui.dirty = true;
}

void announce_turn_change(AppModel& m, Player turn_before, double now) {
  if (m.game.over() || m.game.turn() == turn_before) return;
  const Pace pace = pace_for(m.settings);
  m.ui.banner.text = m.game.turn() == kPlayerA ? "Your turn" : "Computer's turn";
  m.ui.banner.start_ms = now;
  m.ui.banner.duration_ms = m.settings.speed == Speed::instant ? 0 : 700 + pace.turn_pause_ms;
}

void announce_knock(AppModel& m, const KnockVerdict& verdict, Player knocker) {
  const std::string call = m.game.rules().classic() ? "called Stop" : "knocked";
  std::string text = actor_name(m, knocker) + " " + call + " - " + from_human_seat(verdict.reason);
  if (!verdict.justified && m.game.rules().knock_penalty_after > 0 && !verdict.penalty) {
    text += " (wrong knocks: " + std::to_string(m.game.unjustified_knocks(knocker)) + " of " +
            std::to_string(m.game.rules().knock_penalty_after) + ")";
  }
  text = sentence(text) + " " + turn_words(m.game);
  if (verdict.justified) {
    m.ui.outline = Outline{OutlineKind::missed, verdict.missed.from, verdict.missed.to, true};
  }
  say(m, text, MessageTone::knock, true);
}

void narrate(AppModel& m, const State& before, const Action& action, Player actor) {
  if (action.kind == ActionKind::move) {
    m.ui.outline = Outline{OutlineKind::computer, action.from, action.to, true};
  }
  if (m.ui.message_sticky) return;
  std::string text;
  const std::string who = actor_name(m, actor);
  switch (action.kind) {
    case ActionKind::move:
      text = who + " moved " + action_words(before, action);
      break;
    case ActionKind::turn_up:
      text = who + " turned up the " + card_name(m.game.top(reserve_of(actor)).card);
      break;
    case ActionKind::turn_over:
      text = who + " turned the waste over";
      break;
    case ActionKind::pass:
      text = who + " ended the turn";
      break;
    default:
      return;
  }
  say(m, sentence(text), MessageTone::info);
}

}  // namespace rb::app
