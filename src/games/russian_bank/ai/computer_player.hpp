// The computer's seat: decides its actions and knocks from observations only, at a level. It keeps
// the plan of its turn and plays it out while the table follows it, so a turn's moves stay
// consistent (and it never shuffles cards back and forth). Also answers hints for the human.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/random.hpp"
#include "games/russian_bank/engine/state.hpp"
#include "levels.hpp"
#include "turn_search.hpp"

namespace rb::russian_bank {

class ComputerPlayer {
 public:
  ComputerPlayer(int level_number, uint64_t seed);

  // The action of the player in turn (the computer's seat). `state` may be the full state: the
  // player reads only its observation.
  Action choose(const State& state);
  // The same in slices: works until `work` more actions have been applied in its search, and
  // returns the decision once there is one. Call again with the same state until then.
  std::optional<Action> think(const State& state, int64_t work);
  // Whether to knock now on the other player's last action (asked once per action of theirs).
  bool wants_knock(const State& state, Player me);
  const Level& level() const { return *level_; }
  const SearchResult& last_search() const { return last_search_; }

 private:
  const Level* level_;
  Random random_;
  uint64_t seed_;
  std::optional<Action> decide(const State& view, int64_t work);
  std::optional<Action> decide_quickly(const State& view);
  Action take_from_plan(const State& view);
  ActionList fresh(const State& view, const ActionList& actions) const;

  std::vector<Action> plan_;
  std::unique_ptr<TurnSearch> search_;  // a search in progress, for `searching_for_`
  State searching_for_;
  State expected_;  // the observation the next planned action was meant for
  SearchResult last_search_;
  int moves_turn_ = 0;                     // the turn moved_this_turn_ belongs to
  std::vector<uint32_t> moved_this_turn_;  // this turn's moves from house to house (left_pile)
  std::vector<uint64_t> seen_this_turn_;   // the positions this turn has been in (position_key)
  std::vector<Action> overlooked_;         // center moves a slip left, not overlooked again
  uint64_t knock_checked_ = 0;             // the position whose last action was already considered
};

// "What would a strong player do now?" for the player in turn (the top level's search).
Action hint(const State& state, uint64_t seed = 1);

}  // namespace rb::russian_bank
