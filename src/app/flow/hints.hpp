// Hints for the human: "What would a strong player do now?" (the computer's top level, seeing
// only what the human sees), shown as an outline on the table and a sentence in the message line.
#pragma once

#include "app/flow/app_model.hpp"

namespace rb::app {

// Starts thinking of a hint (the human's turn only; otherwise says so).
void show_hint(AppModel& model, double now_ms);
// Goes on thinking, one slice per tick; shows the hint when it is ready, drops it when the table
// changed meanwhile.
void think_of_hint(AppModel& model);
// Drops the hint being thought out and the last hint's player (a new deal, a review).
void forget_hints(AppModel& model);

}  // namespace rb::app
