// Pishe Pasha at the table: how each action is made (drag, click, the Stop button), the table's
// words for actions, hints, Stops, seats and the end in the seats' voices, what each pile is
// called (table_words.cpp); its computer levels as a person chooses them
// (levels_and_keys.cpp). Its rules page, options' sentences and keys are data files (rules/,
// options.txt).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "state.hpp"

namespace rb::pishe_pasha {

ActionLook action_look(const State& state, const Action& action);
std::string action_label(const Action& action);
std::string action_words(const State& before, const Action& action, const Voices& voices);
std::string hint_words(const State& state, const Action& action, const Voices& voices);
// A Stop's judgement now, in words; `missed` gets the missed play of a Stop that would be upheld.
CallVerdict stop_words(const State& state, const Action& stop, const Voices& voices,
                       Action* missed);
std::vector<SeatLine> seat_lines(const State& state, Player seat);
std::string end_summary(const State& state, const Voices& voices);
// The result as the table words it, with seat letters ("A wins: all cards played (21 points)";
// "" while playing): describe_result in the table's language.
std::string result_words(const State& state);
std::vector<PileInfo> pile_infos();
std::span<const PlayerLevel> player_levels();

}  // namespace rb::pishe_pasha
