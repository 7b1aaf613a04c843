// What the table says when something happens: the message line (a refusal, a hint, the
// computer's move in words, a call's verdict, which stays until the player acts), the outline of
// the computer's last move or a call's missed move, and the banner when the turn changes hands.
#pragma once

#include <string>

#include "app/flow/app_model.hpp"

namespace rb::app {

// How long a call's verdict stays before the moves after it are told over it; the computer's next
// action waits as long (a computer that took over a turn by its call played it unseen).
constexpr double kVerdictReadMs = 4000;

// Sets the message line.
void say(AppModel& model, std::string_view text, MessageTone tone, bool sticky = false);
// The banner ("Your turn") when the turn has passed to another seat since `before`; a call's
// verdict said again at a new turn.
void announce_turn_change(AppModel& model, const GameState& before, double now_ms);
// A call's verdict (judged before it was made), with the missed action outlined.
void announce_call(AppModel& model, const CallVerdict& verdict);
// A computer seat's action in words ("The computer moved the 7 of hearts from ... to ..."),
// outlined on the table; `before` is the table before it.
void narrate(AppModel& model, const GameState& before, ActionCode action);
// Outlines an action's piles (a move's two, a click's one); nothing for other actions.
void outline_action(AppModel& model, const GameState& state, ActionCode action, OutlineKind kind);

}  // namespace rb::app
