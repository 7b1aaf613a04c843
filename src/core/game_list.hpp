// The registered games: the one list through which the shared code (tools, tests, app) reaches
// every game. Each game adds itself with one line in src/games/all_games.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"

namespace rb {

// Every game, the default (Russian Bank) first.
const std::vector<const GameModule*>& all_games();
// The game of that address name, or nullptr.
const GameModule* find_game(std::string_view name);
// "russian-bank, pishe-pasha": the names, for messages.
std::string game_names();
// The game a record's first line names ("<game>-record ..."), or nullptr.
const GameModule* game_of_record(std::string_view text);

}  // namespace rb
