// What the table says when something happens: the message line (a refusal, a hint, the
// computer's move in words, a knock's verdict, which stays until the player acts), the outline of
// the computer's last move or a knock's missed move, and the banner when the turn changes hands.
#pragma once

#include <string>

#include "app/app_model.hpp"

namespace rb::app {

// Sets the message line.
void say(AppModel& model, std::string text, MessageTone tone, bool sticky = false);
// The banner ("Your turn") when the turn has passed since `turn_before`.
void announce_turn_change(AppModel& model, Player turn_before, double now_ms);
// Who knocked and the verdict (knock_verdict's reason), with the missed move outlined.
void announce_knock(AppModel& model, const KnockVerdict& verdict, Player knocker);
// A computer seat's action in words ("The computer moved the 7 of hearts from ... to ..."),
// outlined on the table; `before` is the table before it.
void narrate(AppModel& model, const State& before, const Action& action, Player actor);

}  // namespace rb::app
