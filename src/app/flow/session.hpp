// The flow of a game at the table: new games and restarts, the human's actions (checked by the
// game, refused with its reason), the computer's actions at a pace a person can follow, calls
// (knock, Stop) from every side with the missed action outlined, the turn changing hands, and
// the end of the game. Every applied action goes into the game's record and starts the flights
// that animate it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/flow/hints.hpp"
#include "app/input/gesture_actions.hpp"
#include "app/storage/saved_game.hpp"
#include "app/text/table_talk.hpp"

namespace rb::app {

// Deals a new game with these settings (a seed of 0 picks one from the clock).
void new_game(AppModel& model, const Settings& settings, double now_ms);
// The same deal again, from the start.
void restart_deal(AppModel& model, double now_ms);
// Whether the person at the screen may give this game up (Resign in the menu): a game of turns
// that has resigning, on, here (not online, not a lesson, a review or a replay), their seat
// played by them. resign() gives it up: "" or why not (said).
bool may_resign(const AppModel& model);
std::string resign(AppModel& model, double now_ms);
// The table replays a seat's own game of the game in play (GameState::seat_game: at the end of a
// match, the computer's game) from its deal: Redo plays its next action. "" or why not (said).
std::string replay_seat_game(AppModel& model, int seat, double now_ms);
// Back from the replay to the game in play. "" or why not.
std::string end_replay(AppModel& model, double now_ms);
// The game of a save that parsed, as it was left: table, turn and counters.
// `welcome`: say that the game is as it was left (not on a page opened for an online table, which
// the online part replaces at once).
void resume_game(AppModel& model, const SavedGame& saved, double now_ms, bool welcome = true);
// The host page pauses the game (the computer waits, moves are refused) or lets it go on.
void set_paused(AppModel& model, bool paused, double now_ms);

// A demo: the computer plays the player's seat of a one-player game (the solver's line when it
// finds one), from where the game stands; toggle_demo starts and stops it.
bool demo_running(const AppModel& model);
void toggle_demo(AppModel& model, double now_ms);

// Whether the computer plays seat `seat` in this game.
bool computer_plays(const AppModel& model, int seat);
// The computer's player of seat `seat`, or null when a person plays it.
SeatPlayer* seat_player(AppModel& model, int seat);
// How much the computer thinks per tick (actions applied in its search): a few milliseconds, so
// the table keeps drawing while it plans.
constexpr int64_t kThinkPerTick = 12000;
// The human may move cards now: their turn, the game on, no panel open.
bool human_may_act(const AppModel& model);
// Why the human cannot act now ("wait: it is the computer's turn"), or "" when they can.
std::string why_human_waits(const AppModel& model, bool calling);

// The human wants this action. `drop` is where a dragged card was let go (it settles from there
// instead of sliding from its pile). Returns "" when applied, else the game's reason (also shown
// in the message line).
std::string human_action(AppModel& model, ActionCode action, double now_ms,
                         const std::optional<Rect>& drop = std::nullopt);
// Applies an action for whoever it belongs to ("" or the game's reason) and starts its flights,
// sounds and the other seats' calls on it.
std::string play_action(AppModel& model, ActionCode action, double now_ms, bool by_computer,
                        const std::optional<Rect>& drop = std::nullopt);
// Plays an action for whoever it belongs to, as the test hook does.
std::string any_action(AppModel& model, ActionCode action, double now_ms);

// Flights that bring the cards a hand took from `pile` (its top card, or the card at `index`
// and, but from a hand, the cards above it) home, from where they were let go (`from`: where the
// first of them lies).
std::vector<Flight> taken_cards_flights(const AppModel& model, int pile, int index,
                                        const Rect& from, double now_ms, double ms);
// A change of the game on the table (m.game, from `before`), as it is shown: its cards' flights,
// and where a card the person dragged was dropped (they go on from there).
struct Change {
  std::vector<Flight> flights;
  std::optional<Rect> drop;
  int drop_pile = -1, drop_index = -1;
  std::string words;  // said on the table ("" : nothing; a call's verdict is said by its own)
};
// Shows a change on the table, for a local action and for a view from the server alike: the
// cards fly (a dropped card from where it was dropped), its sounds, its words, whose turn it is
// now, and when the end panel opens.
void show_change(AppModel& model, const GameState& before, Change change, double now_ms);

// The flights of the cards a hand let go at `drop` (taken from `pile` of `before`: the card at
// `index`, or the top one, and, but from a hand, the cards above it) start from there and settle.
void settle_dropped_cards(const AppModel& model, const GameState& before, int pile, int index,
                          const Rect& drop, std::vector<Flight>& flights);
// Sends the top card of `pile` (or the card at `from_index`) to a foundation that takes it (a
// double click).
void send_to_center(AppModel& model, int pile, double now_ms, int from_index = -1);
// Advances the clock: finished flights, the computer's calls and actions when due, the end panel.
void update(AppModel& model, double now_ms);
// Opens the end of a game's panel (its result, Review, New game), its first button focused when
// the keyboard's focus shows: when it is due after the end, and again at the person's asking.
void show_end_panel(AppModel& model);
// The next moment update() has something to do without input (-1: nothing until an event).
double next_wakeup_ms(const AppModel& model, double now_ms);

// The pile the keyboard starts on: the human's first pile whose top card shows (a waste), else
// the first pile of the table.
int first_focus(const AppModel& model);
}  // namespace rb::app
