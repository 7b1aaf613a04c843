// Russian Bank at the table: how each action is made (drag, click, button), and the table's words
// for actions, hints, knocks, seats and the end, in the seats' voices and the table's language.
#pragma once

#include <string>
#include <vector>

#include "core/game.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::russian_bank {

ActionLook action_look(const State& state, const Action& action);
std::string action_label(const Action& action);
std::string call_label(const Rules& rules);
std::string action_words(const State& before, const Action& action, const Voices& voices);
std::string hint_words(const State& state, const Action& action, const Voices& voices);
// A reason of apply() or a result in the voices' words: the seats' piles that the engine names in
// seat letters ("B's waste is empty") in the table's words ("the computer's waste is empty").
std::string in_voices(std::string text, const Voices& voices);
// `missed` gets the missed move of a justified knock.
CallVerdict knock_words(const State& state, const Action& knock, const Voices& voices,
                        Action* missed);
std::vector<SeatLine> seat_lines(const State& state, Player seat);
std::string end_summary(const State& state, const Voices& voices);
std::vector<PileInfo> pile_infos();

}  // namespace rb::russian_bank
