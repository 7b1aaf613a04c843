// The computer in a match (match.hpp). In a race the lower levels play a card home as soon as they
// see one that goes (a beginner overlooks some), else the rule book's greedy play in their own
// layout, else they turn the hand or wait for the foundations to change; the top level searches:
// it tries each of its actions on guessed deals of the cards nobody sees, plays both seats on
// greedily from there a dozen actions each, and takes the action that leaves it furthest ahead in
// cards home (what to play home first, what the other could take). None ends its game; each sees
// only what a player sees (its own face-up cards, the other's, the foundations). In the other modes
// it is its level's player on its own game. Its pace is its level's (or the rules' computer_pace).
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

struct RaceThought;

class MatchBot {
 public:
  MatchBot(int level, uint64_t seed);
  ~MatchBot();
  // Its action for `seat` now, or none when it has nothing to do.
  std::optional<MatchAction> choose(const Match& match, int seat);
  // The same in slices of about `work` units (actions listed and applied in its play-outs): none
  // also while it is still deciding (thinking()); call again with the same match until then.
  std::optional<MatchAction> think(const Match& match, int seat, int64_t work);
  bool thinking() const;

 private:
  std::optional<MatchAction> race_action(const Match& match, int seat);
  int level_;
  Random random_;
  std::unique_ptr<Bot> own_;              // its level's player of the game alone
  std::unique_ptr<RaceThought> thought_;  // a race's decision under way
};

}  // namespace rb::tps
