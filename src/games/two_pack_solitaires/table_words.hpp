// The two-pack solitaires at the table: how each action is made (drag, click, a button), the
// table's words for actions, hints, the player's box and the end, what each pile is called
// (table_words.cpp); the computer's level as a person chooses it
// (levels_and_keys.cpp). Each game's rules page, and the options' sentences and keys, are data
// files (rules/, options.txt).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "state.hpp"

namespace rb::tps {

ActionLook action_look(const State& state, const Action& action);
std::string action_label(const State& state, const Action& action);
std::string action_words(const State& before, const Action& action, const Voices& voices);
std::string hint_words(const State& state, const Action& action, const Voices& voices);
std::vector<SeatLine> seat_lines(const State& state);
std::string end_summary(const State& state, const Voices& voices);
std::vector<PileInfo> pile_infos(Game game);
std::span<const PlayerLevel> player_levels();

}  // namespace rb::tps
