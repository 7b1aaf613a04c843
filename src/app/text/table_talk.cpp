// What the table says when something happens (see table_talk.hpp).
#include "app/text/table_talk.hpp"

#include <algorithm>
#include <utility>

#include "app/text/wording.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

std::string turn_words(const AppModel& m) {
  if (m.game->over()) return "";
  return whose_turn(m) + ".";
}

// A call's verdict, kept until the player acts, and whose turn it is now. (When the computer
// plays every seat nobody acts: the next move's words replace it.)
void say_verdict(AppModel& m, std::string verdict) {
  say(m, verdict + " " + turn_words(m), MessageTone::call,
      m.settings.seats != Seats::computer_both);
  m.ui.call_words = std::move(verdict);
}

}  // namespace

void say(AppModel& m, std::string_view text, MessageTone tone, bool sticky) {
  m.ui.message = text;
  m.ui.tone = tone;
  m.ui.message_sticky = sticky;
  m.ui.message_quiet = false;
  m.ui.call_words.clear();
  m.ui.dirty = true;
}

void announce_turn_change(AppModel& m, const GameState& before, double now) {
  const int turn_before = before.seat_in_turn();
  const bool new_turn = m.game->seat_in_turn() != turn_before ||
                        m.game->talk()->turn_number() != before.talk()->turn_number();
  if (m.game->over() || !new_turn) return;
  // (A call's verdict stays; the words after it say whose turn it is now. Until a person here
  // acts; in a later turn than the call's of a seat no person here plays, until its next move is
  // told: kept through the computer's further turns, a verdict hid their moves, and "you miss your
  // next turn" read on into the turn after the one missed.)
  if (m.ui.message_sticky && !m.ui.call_words.empty()) {
    say_verdict(m, m.ui.call_words);
    const bool later_turn = m.game->talk()->turn_number() != m.ui.call_turn;
    if (later_turn && !persons_seat(m, m.game->seat_in_turn())) m.ui.message_sticky = false;
  }
  if (m.game->seat_in_turn() == turn_before) return;
  const Pace pace = pace_for(m.settings);
  // (Short: "Computer's turn" rather than "The computer's turn".)
  const bool computer = voices(m)[size_t(m.game->seat_in_turn())].subject == tr("The computer");
  std::string words = computer ? std::string(tr("Computer's turn")) : whose_turn(m);
  m.ui.banner.text = words;
  // (Once the move's cards have landed: a review saw "Your turn" over the computer's last card
  // still on its way.)
  m.ui.banner.start_ms = m.ui.flights.end_ms(now);
  m.ui.banner.duration_ms = m.settings.speed == Speed::instant ? 0 : 700 + pace.turn_pause_ms;
}

void outline_action(AppModel& m, const GameState& state, ActionCode action, OutlineKind kind) {
  const ActionLook look = state.talk()->look(action);
  if (look.gesture == Gesture::move) {
    // (The computer's move is outlined once made: its card has left the pile.)
    const int index = kind == OutlineKind::computer ? -1 : look.from_index;
    m.ui.outline = Outline{kind, look.from, look.to, true, index};
  } else if (look.gesture == Gesture::tap) {
    // (A tap that sends a card somewhere, as Congress's hand into a space: there too.)
    m.ui.outline = Outline{kind, look.from, std::max(look.to, 0), look.to >= 0};
  }
}

void announce_call(AppModel& m, const CallVerdict& verdict) {
  if (verdict.justified && verdict.missed) {
    // The missed action as it was open before the call: only its piles matter.
    const ActionLook look = m.game->talk()->look(*verdict.missed);
    if (look.gesture == Gesture::move) {
      m.ui.outline = Outline{OutlineKind::missed, look.from, look.to, true};
    }
  }
  say_verdict(m, sentence(verdict.words));
  m.ui.call_turn = m.game->talk()->turn_number();
  m.ui.call_ms = m.now_ms;
}

void narrate(AppModel& m, const GameState& before, ActionCode action) {
  const ActionLook look = before.talk()->look(action);
  if (look.gesture == Gesture::move) outline_action(m, before, action, OutlineKind::computer);
  // (A call's verdict gives way to the moves after it once it has been read, or the game ends: a
  // review found the computer's knock kept through its whole turn that followed, none of its
  // moves told, and behind the end.)
  if (!m.ui.call_words.empty() && (m.game->over() || m.now_ms - m.ui.call_ms >= kVerdictReadMs)) {
    m.ui.message_sticky = false;
  }
  if (m.ui.message_sticky) return;
  if (look.gesture == Gesture::call || look.gesture == Gesture::none) return;
  say(m, sentence(before.talk()->action_words(action, voices(m))), MessageTone::info);
}

}  // namespace rb::app
