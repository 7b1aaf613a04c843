// The registered games: the one list through which the shared code (tools, tests, app) reaches
// every game. Each game adds itself with one line in cmake/games.cmake (RB_GAMES), from which the
// build writes this list. A build may hold only some of them (a browser bundle holds one): the
// family still names every game, and all_games() lists those that are here.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"

namespace rb {

// A game of the family: its address name, title, and its module when it is in this build.
struct GameEntry {
  std::string_view name;   // "pishe-pasha"
  std::string_view title;  // "Pishe Pasha"
  const GameModule& (*module)() = nullptr;
};
// Every game of the family, the default first (written by the build from cmake/games.cmake).
const std::vector<GameEntry>& game_family();
// The games in this build, in the family's order.
const std::vector<const GameModule*>& all_games();
// The entry of a game of the family by its name, or nullptr.
const GameEntry* family_entry(std::string_view name);
// The first game of the list: the one played when none is named.
const GameModule& default_game();
// The game of that address name, or nullptr.
const GameModule* find_game(std::string_view name);
// "russian-bank, pishe-pasha": the names, for messages.
std::string game_names();
// The game a record's first line names ("<game>-record ..."), or nullptr.
const GameModule* game_of_record(std::string_view text);

}  // namespace rb
