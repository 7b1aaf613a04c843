// The guided first game at the table ("Learn" in the menu, the address option learn=on): the
// game's lesson file (core/lesson.hpp) is asked for like a rules page; when it comes, its deal is
// dealt against the computer and the table leads the person through its steps: the step's words
// in the message line, its places outlined, the person's other actions refused with the step's
// words, the computer making its scripted part (and otherwise the rule book's greedy play), no
// call it was not scripted to make. After the last step the game goes on as a normal one against
// the chosen level. New game, or Stop lesson in the menu, leaves it at any time.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/flow/app_model.hpp"

namespace rb::app {

// Asks for the lesson of the game in play (the platform reads its file: rules_page.hpp).
void want_lesson(AppModel& model);
// The lesson file to ask for now ("" : none); marks it asked.
std::string lesson_file_to_ask(AppModel& model);
// The lesson file's answer: starts the lesson, or says why it cannot. False: not the lesson's file.
bool lesson_file_read(AppModel& model, std::string_view file, std::string_view text);
bool lesson_file_failed(AppModel& model, std::string_view file, std::string_view error);
// Leaves the lesson: the game goes on as a normal one.
void stop_lesson(AppModel& model);
// Says where the guided game is (a first visit's words), where the game on the table has one.
void invite_to_learn(AppModel& model);

// "" when the person's action is their step's, else the step's words again (a refusal).
std::string lesson_refusal(const AppModel& model, ActionCode action);
// After an action applied to `before`: the step it did is done.
void lesson_saw(AppModel& model, const GameState& before, ActionCode action);
// The action of computer seat `seat` now when the lesson scripts it (its step), else nothing.
std::optional<ActionCode> lesson_computer_action(const AppModel& model, int seat);
// The person's step's action now, which the computer waits for (the person may make it out of
// turn: a call); nothing when no step of the person's is open.
std::optional<ActionCode> lesson_person_action(const AppModel& model);
// Whether the computer may make its own calls (not in a lesson, whose calls are scripted).
bool lesson_lets_computer_call(const AppModel& model);
// The words of the person's step now ("" : none).
std::string lesson_words(const AppModel& model);
// Outlines the places of the person's step when it is theirs to make (each tick).
void outline_lesson_step(AppModel& model);

}  // namespace rb::app
