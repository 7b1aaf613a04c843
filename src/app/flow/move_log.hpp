// The moves of the game so far, in words, for the Moves panel: what every seat did, told as the
// table told it when it was made ("Computer C moved the 5 of hearts from its hand to center stack
// 2."), so that a player who looked away, or could not follow three computers' turns, can read
// them again.
#pragma once

#include <string>
#include <vector>

#include "app/flow/app_model.hpp"

namespace rb::app {

// Whether the table offers the moves so far (the menu's Moves so far, a press on the message
// line): where others move too and the game's record is here (not online, nor a solitaire).
bool moves_offered(const AppModel& model);
// The last `most` moves, oldest first: the game replayed from its deal, each action in the
// table's voices. Empty when the game is played elsewhere (online: its record is the server's).
std::vector<std::string> moves_so_far(const AppModel& model, size_t most);

}  // namespace rb::app
