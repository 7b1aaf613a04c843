// Matches against the computer (multiple solitaire, extra/) as a part a build may leave out: every
// native build has them; the browser's page of the solitaires leaves them out, for its weight
// (no_extra.cpp stands in there), and then offers no `mode` option. The modules reach the
// matches through these hooks only.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/game.hpp"
#include "rules.hpp"

namespace rb::tps {

struct MatchModes {
  std::unique_ptr<GameState> (*new_state)(const Rules& rules, uint64_t seed);
  // The match a record replays to; nullptr and `error` when it does not.
  std::unique_ptr<GameState> (*load_record)(std::string_view text, const Rules& game,
                                            std::string* error);
  std::unique_ptr<SeatPlayer> (*make_player)(std::string_view name, uint64_t seed);
};

// The matches, or nullptr where this build has none.
const MatchModes* match_modes();

// The mode an option line of a record names ("option mode common"), alone when none.
Mode record_mode(std::string_view text);

}  // namespace rb::tps
