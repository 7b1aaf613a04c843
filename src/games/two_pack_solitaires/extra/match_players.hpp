// The computer in a match (match.hpp). In a race it plays a card home as soon as it sees one that
// goes (a beginner overlooks some), else the rule book's greedy play in its own layout, else it
// turns its hand or waits for the foundations to change, but never ends its game; it sees its own
// cards as a player does (greedy play looks only at face-up cards) and the foundations. In the
// other modes it is its level's player on its own game. Its pace is its level's (or the rules'
// computer_pace).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "../players.hpp"
#include "core/random.hpp"
#include "match.hpp"

namespace rb::tps {

// The computer's mean time per action in a match, in ms (multiple-solitaire.md, section 5).
double match_pace_ms(const Rules& rules, int level);

class MatchBot {
 public:
  MatchBot(int level, uint64_t seed);
  // Its action for `seat` now, or none when it has nothing to do.
  std::optional<MatchAction> choose(const Match& match, int seat);

 private:
  std::optional<MatchAction> race_action(const Match& match, int seat);
  int level_;
  Random random_;
  std::unique_ptr<Bot> own_;  // its level's player of the game alone
};

}  // namespace rb::tps
