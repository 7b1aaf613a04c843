// The whole state as text: every pile's cards and every counter, for logs, bug reports and the
// browser tests (a reloaded game must have the very same text). Not a save format: games are
// saved as records (record.hpp).
#pragma once

#include <string>

#include "state.hpp"

namespace rb::russian_bank {

// One line per pile, bottom card first: "h1: 9S 8H'" ("'": deck B; "~": face down; "-": empty),
// then the turn, counters and result, and the state's hash (which also covers what the lines do
// not show, such as the last action's verdict). Two states have the same text only if they are
// equal (up to a hash collision).
std::string state_text(const State& state);

}  // namespace rb::russian_bank
