// A match of multiple solitaire (match.hpp) as a GameState of the two-pack solitaires' modules:
// made when the rules' mode is not `alone` (two_pack_solitaires_game.cpp), with its record, table,
// words, clock and computer seats.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/game.hpp"
#include "match.hpp"

namespace rb::tps {

std::unique_ptr<GameState> new_match_state(const Rules& rules, uint64_t seed);
// The match a record replays to; nullptr and `error` when it does not. `game`: the game's rules.
std::unique_ptr<GameState> load_match_record(std::string_view text, const Rules& game,
                                             std::string* error);
// The match of a state, when it is one (else nullptr).
const Match* match_of(const GameState& state);
// A computer seat for a match: its level's MatchBot (name: "ai1".., "greedy", "random").
std::unique_ptr<SeatPlayer> make_match_player(std::string_view name, uint64_t seed);

}  // namespace rb::tps
