// Watches the game in play from outside the session and says what happened since the last look:
// a new deal (and whether the game before it was abandoned), each action with who made it, each
// call (knock, Stop) with its verdict, and the end of the game. The platform turns these into
// saves, statistics and the embed API's events, so the session itself knows nothing of storage or
// host pages.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/flow/app_model.hpp"

namespace rb::app {

enum class GameEventKind : uint8_t {
  new_game,   // a deal started (or restarted); `abandoned` says the one before was left unfinished
  action,     // an action other than a call
  call,       // a call (knock, Stop), with its verdict
  game_over,  // the result is decided
  undo,       // actions were taken back (take_back.hpp): the game stands where its record ends
};

struct GameEvent {
  GameEventKind kind = GameEventKind::action;
  int by = 0;              // the seat that acted or called
  std::string action;      // the action's text form ("move h2 c1")
  std::string card;        // the card moved or turned up ("7H"), when there is one
  bool automatic = false;  // action: the table made it by itself (a safe card sent home)
  bool justified = false;  // call: the called action broke a rule
  std::string missed;      // call: the action that should have been made
  bool abandoned = false;  // new_game: the previous game had a move of the human and no result
  std::string abandoned_preset;  // new_game: that game's preset and level
  int abandoned_level = 0;
  bool ended_before = false;  // game_over: this deal ended before an undo (counted then)
  int winner = -1;            // game_over: the winning seat (-1: a draw)
  bool won_here = false;      // game_over: a person at this screen won (their tune, not the loss)
  int score = 0;              // game_over: the winner's points
  // A sentence for a screen reader, from the human's seat ("The computer moved the 7 of hearts
  // from its waste to house pile 3.", "You knocked: ...", at the end the table's result "The
  // computer wins. You resigned."); empty for new_game.
  std::string words;
};

struct GameWatch {
  bool started = false;
  Settings deal;                     // the game, preset, options and deal number last seen
  std::unique_ptr<GameState> state;  // where it led
  std::vector<ActionCode> actions;   // its actions
  int level = 0;                     // of the game last seen
  uint64_t deals_started = 0;        // AppModel::deals_started when it was seen
  bool ended = false;                // the game seen has ended once (an undo may go on with it)
  bool human_acted = false;          // the human made an action in it
  bool uncounted = false;            // it counts in no statistics (AppModel::uncounted)
};

// Compares the model with what `watch` saw last time, returns the events in order and remembers
// the model's game. The first call reports a new_game and takes the game as it stands (perhaps
// resumed from a save, perhaps finished) as seen: no action or game_over events for its past.
std::vector<GameEvent> watch_game(GameWatch& watch, const AppModel& model);

// Whether the human (seat 0) made an action in the game's record.
bool human_has_acted(const GameState& game);
// Whether `game`, left now for another, counts as abandoned (a loss in the statistics): unfinished,
// the human has acted in it, and it counts at all (not `uncounted`, a lesson's or one the demo
// played in; not one between `people_here` at one screen).
bool counts_as_abandoned(const GameState& game, bool uncounted, bool people_here);

}  // namespace rb::app
