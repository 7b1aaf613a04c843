// Undo and redo, and the cards the table plays by itself. In a one-player game the player may
// take back actions one by one down to the deal and make them again; the cards the table played
// by itself after an action (GameState::safe_auto_action, when the game's rules ask for it) go
// back and come again with it. A new action of the player's forgets what was taken back.
#pragma once

#include <string>

#include "app/flow/app_model.hpp"

namespace rb::app {

// Why this table has no take-backs ("" when it has: a one-player game, or a casual game against
// the computer, where the player may take back their own actions in their turn, never past a card
// turned face up, a call (knock, Stop) or another seat's action).
std::string why_no_take_back(const AppModel& model);
// Why Undo does nothing now ("" when it takes an action back); and Redo.
std::string why_no_undo_now(const AppModel& model);
std::string why_no_redo_now(const AppModel& model);
// A game of several seats against the computer with casual undo on (Settings::casual_undo).
bool casual_undo_table(const AppModel& model);
// How many of the record's first actions a casual undo may not take back: up to the last one that
// was not the player's own, was a call, or turned a card face up.
size_t undo_floor(const AppModel& model);
// Takes back the player's last action (and the table's own after it); "" or why not (also said).
std::string undo(AppModel& model, double now_ms);
// Makes the last action taken back again (and the table's own after it); "" or why not.
std::string redo(AppModel& model, double now_ms);

// Plays one card the table plays by itself, when one is due now; true when it played one.
bool auto_step(AppModel& model, double now_ms);
// Whether auto_step has something to do as soon as the cards stop flying.
bool auto_step_due(const AppModel& model);
// Whether the record's action `index` was made by the table by itself (a safe card sent home).
bool made_by_table(const AppModel& model, size_t index);

}  // namespace rb::app
