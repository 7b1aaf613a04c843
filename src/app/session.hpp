// The flow of a game at the table: new games and restarts, the human's actions (checked by the
// engine, refused with its reason), the computer's actions at a pace a person can follow, knocks
// from both sides with the missed move outlined, the turn changing hands, and the end of the
// game. Every applied action goes into the record and starts the flights that animate it.
#pragma once

#include <optional>
#include <string>

#include "app/app_model.hpp"
#include "app/hints.hpp"
#include "app/saved_game.hpp"
#include "app/table_talk.hpp"

namespace rb::app {

// Deals a new game with these settings (a seed of 0 picks one from the clock).
void new_game(AppModel& model, const Settings& settings, double now_ms);
// The same deal again, from the start.
void restart_deal(AppModel& model, double now_ms);
// The game of a save that parsed, as it was left: table, turn and counters.
void resume_game(AppModel& model, const SavedGame& saved, double now_ms);
// The host page pauses the game (the computer waits, moves are refused) or lets it go on.
void set_paused(AppModel& model, bool paused, double now_ms);

// Whether the computer moves seat `p` in this game.
bool computer_plays(const AppModel& model, Player p);
// The human may move cards now: their turn, the game on, no panel open.
bool human_may_act(const AppModel& model);
// Why the human cannot act now ("wait: it is the computer's turn"), or "" when they can.
std::string why_human_waits(const AppModel& model, bool knocking);

// The human (seat A) wants this action. `drop` is where a dragged card was let go (it settles
// from there instead of sliding from its pile). Returns "" when applied, else the engine's reason
// (also shown in the message line).
std::string human_action(AppModel& model, Action action, double now_ms,
                         const std::optional<Rect>& drop = std::nullopt);
// Plays an action for whoever is in turn (or a knock for its player), as the test hook does.
std::string any_action(AppModel& model, const Action& action, double now_ms);

// Sends the top card of `pile` to a center pile that takes it (a double click).
void send_to_center(AppModel& model, PileId pile, double now_ms);
// Advances the clock: finished flights, the computer's knock and actions when due, the end panel.
void update(AppModel& model, double now_ms);
// The next moment update() has something to do without input (-1: nothing until an event).
double next_wakeup_ms(const AppModel& model, double now_ms);

// The card moves the player in turn may make from `pile` now (the legal targets while holding).
std::vector<PileId> legal_targets(const State& state, PileId from);

}  // namespace rb::app
