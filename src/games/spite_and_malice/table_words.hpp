// Spite and Malice at the table: where the piles sit for two, three or four seats (table.cpp);
// how each action is made (a drag or click from a hand card, a payoff top or a side top; the End
// turn button), the table's words for actions, hints, refusals, seats and the end in the seats'
// voices, what each pile is called (table_words.cpp); its computer levels as a person chooses
// them (levels_and_keys.cpp). Its rules page, options' sentences and keys are data files
// (rules/, options.txt).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "state.hpp"

namespace rb::spite {

// The cards of core/card.hpp that a game of this many seats does not use lie in a pile of their
// own, the last one, drawn face down out of the way, only so that the shared card census (which
// wants every id below the module's card_count() exactly once) holds. To be removed once the
// census counts a state's own cards (see the README of this folder).
inline constexpr bool kUnusedCardsPile = true;
int table_pile_count(const State& s);  // the state's piles, and the unused cards' pile if any
PileId unused_pile(const State& s);

TableArrangements table_of(const State& s);
ActionLook action_look(const State& s, const Action& action);
std::string action_label(const Action& action);
std::string action_words(const State& before, const Action& action, const Voices& voices);
std::string hint_words(const State& s, const Action& action, const Voices& voices);
// A reason of apply() or a result in the voices' words: each seat's pile as pile_name writes it
// ("A's side stack 1", in the table's language) as the seat's voice says it ("your side stack
// 1"), the rest through core/voices.hpp's speak_seats.
std::string in_voices(const State& s, std::string_view text, const Voices& voices);
std::vector<SeatLine> seat_lines(const State& s, int seat);
// Why a blocked game was blocked ("The draw pile ran out: the game is blocked."); "" for another.
std::string blocked_words(const State& s);
// The payoff cards left (and with three or four players the payments), after blocked_words.
std::string end_summary(const State& s, const Voices& voices);
std::span<const PlayerLevel> player_levels();

}  // namespace rb::spite
