// The two-pack solitaires' players: a random player; the rule book's greedy play (a card to a
// foundation first, then a move that turns a face-down card, the waste's top to the tableau, a
// build that frees a card for a foundation or empties a pile, then the hand, then a redeal, and
// the game ended when none of these is left); and the computer ("ai1" .. "ai3"), which tries each
// action on a few guessed deals of the face-down cards, plays greedily on from it, and takes the
// action with the most foundation cards on average at the end (higher levels: more guesses, longer
// play; a race has its own search, extra/match_players.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "state.hpp"

namespace rb::tps {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action choose(const State& state) = 0;
  // The same in slices: about `work` units (a hundred a greedy action tried), and the decision
  // once there is one (the same as choose's); called again with the same state until then.
  virtual std::optional<Action> think(const State& state, int64_t work) {
    (void)work;
    return choose(state);
  }
};

// The rule book's greedy choice.
Action greedy_action(const State& state);
// Whether greedy play would ever take the action: it is not one of the moves it passes over as
// gaining nothing (a card shifted from pile to pile with nothing shown, freed or emptied).
bool greedy_considers(const State& state, const Action& action);

struct Level {
  std::string_view name;  // the menu's name (marked for tr())
  int samples;            // guessed deals of the face-down cards per decision
  int rollout_cap;        // actions of greedy play after the action tried, at most
};
inline constexpr int kLevelCount = 3;
const Level& level(int number);  // 1 .. kLevelCount

// "random", "greedy", "ai1" .. "ai3"; nullptr for another name.
std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed);
std::vector<std::string> player_names();

}  // namespace rb::tps
