// Matches against the computer (multiple solitaire, extra/) as a part a build may leave out: every
// native build has them; the browser's bundle of the solitaires leaves them out, for its weight
// (no_extra.cpp stands in there), and its page loads the solitaires' extra bundle, which has
// them (and no solver), for a match. The modules reach the matches through these hooks only.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "rules.hpp"

namespace rb::tps {

struct MatchModes {
  std::unique_ptr<GameState> (*new_state)(const Rules& rules, uint64_t seed);
  // The match a record replays to; nullptr and `error` when it does not; `match` false when the
  // record is of a game alone.
  std::unique_ptr<GameState> (*load_record)(std::string_view text, const Rules& game,
                                            std::string* error, bool* match);
  // A computer seat for a game alone (`alone`) or a match, as the state it is given is.
  std::unique_ptr<SeatPlayer> (*make_player)(std::unique_ptr<SeatPlayer> alone,
                                             std::string_view name, uint64_t seed);
  // GameModule::deal_problem of a match.
  std::string (*deal_problem)(const GameModule& module, const GameState& state,
                              std::string_view preset, const OptionValues& options, uint64_t seed,
                              bool* about_seed);
};

// The rows of a match's options, in every build (match_options.cpp).
void add_match_rows(std::vector<OptionRow>& rows);

// The matches, or nullptr where this build has none.
const MatchModes* match_modes();

}  // namespace rb::tps
