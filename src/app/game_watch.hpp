// Watches the game in play from outside the session and says what happened since the last look:
// a new deal (and whether the game before it was abandoned), each action with who made it, each
// knock with its verdict, and the end of the game. The platform turns these into saves, statistics
// and the embed API's events, so the session itself knows nothing of storage or host pages.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/app_model.hpp"

namespace rb::app {

enum class GameEventKind : uint8_t {
  new_game,   // a deal started (or restarted); `abandoned` says the one before was left unfinished
  action,     // an action other than a knock
  knock,      // a knock or Stop, with its verdict
  game_over,  // the result is decided
};

struct GameEvent {
  GameEventKind kind = GameEventKind::action;
  Player by = kPlayerA;    // who acted or knocked
  std::string action;      // the action's text form ("move h2 c1")
  std::string card;        // the card moved or turned up ("7H"), when there is one
  bool justified = false;  // knock: the knocked action broke a rule
  std::string missed;      // knock: the move that should have been made
  bool abandoned = false;  // new_game: the previous game had a move of the human and no result
  Preset abandoned_preset = Preset::house;  // new_game: that game's preset and level
  int abandoned_level = 0;
  Result result;            // game_over
  std::string description;  // game_over: "A wins: ..." (engine wording)
  // A sentence for a screen reader, from the human's seat ("The computer moved the 7 of hearts
  // from its waste to house pile 3.", "You knocked: ..."); empty for new_game.
  std::string words;
};

struct GameWatch {
  bool started = false;
  Record record;  // the record as last seen
  State state;    // where it led
  int level = 0;  // of the game last seen
};

// Compares the model with what `watch` saw last time, returns the events in order and remembers
// the model's game. The first call reports a new_game and takes the game as it stands (perhaps
// resumed from a save, perhaps finished) as seen: no action or game_over events for its past.
std::vector<GameEvent> watch_game(GameWatch& watch, const AppModel& model);

// Whether the human (seat A) has made an action in this record.
bool human_has_acted(const Record& record);

}  // namespace rb::app
