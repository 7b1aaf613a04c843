// Single-deck Russian Bank at the table: how each action is made (drag, click), the table's words
// (in its language, core/translation.hpp) for actions, hints, seats and the end in the seats'
// voices, what each pile is called (table_words.cpp); its computer levels as a person chooses
// them (levels_and_keys.cpp). Its rules page, options' sentences and keys are data files (rules/,
// options.txt).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "state.hpp"

namespace rb::sdrb {

ActionLook action_look(const State& state, const Action& action);
std::string action_label(const Action& action);
std::string action_words(const State& before, const Action& action, const Voices& voices);
std::string hint_words(const State& state, const Action& action, const Voices& voices);
// A reason of apply() or a result in the seats' voices ("A's waste is empty" -> "your waste is
// empty"); the other texts as speak_seats words them.
std::string in_voices(std::string text, const Voices& voices);
std::vector<SeatLine> seat_lines(const State& state, Player seat);
std::string end_summary(const State& state, const Voices& voices);
std::vector<PileInfo> pile_infos();
std::span<const PlayerLevel> player_levels();

}  // namespace rb::sdrb
