// The coach's Review: after a game (or on a record the embedding page gives), the table steps
// through the game move by move while the coach (core/game_review.hpp) looks for the player's
// mistakes in slices, a few milliseconds a frame. At a mistake the message line says what was
// wrong and by how much, and the better move is outlined on the table. Back and Next step, Next
// mistake jumps; closing it brings back the game as it was. A finished review's summary ("3
// mistakes, 1 missed knock") goes into the statistics.
#pragma once

#include <string>

#include "app/flow/app_model.hpp"

namespace rb::app {

// Why the game on the table cannot be reviewed now ("" when it can): a match's is the player's
// own game, once it is over.
std::string why_no_review(const AppModel& model);
// Starts reviewing the game on the table (or `record`'s game when it is given: a record of this
// game's module). "" or why not (also said).
std::string start_review(AppModel& model, double now_ms, const std::string& record = "");
// Steps the table `delta` actions through the game (clamped to its deal and its end).
void review_step(AppModel& model, int delta, double now_ms);
// To the next (`forward`) or the previous position where the coach found a mistake.
void review_to_mistake(AppModel& model, bool forward, double now_ms);
// Whether Next mistake has somewhere to go: a finding after the table's move, or the coach still
// looking.
bool review_has_mistake_after(const AppModel& model);
// Whether a mistake found lies before the move shown (Previous mistake goes there).
bool review_has_mistake_before(const AppModel& model);
// Back to the game as it was.
void end_review(AppModel& model, double now_ms);
// The table speaks another language: the coach looks at the game again, to say its findings in
// it (a review found them in the language they were first written in).
void review_in_new_language(AppModel& model);
// Goes on with the coach's search, one slice a tick; counts the summary once it is done.
void think_of_review(AppModel& model);
// The message line's words for where the review stands.
std::string review_words(const AppModel& model);

}  // namespace rb::app
