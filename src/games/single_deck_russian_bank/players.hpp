// Single-deck Russian Bank's players: a random player, the rule book's greedy play (each card to
// the tableau where it fits, else onto the opponent's waste, else into a space, else the turned
// card onto your own waste; no moves within the tableau), and the computer at three levels, which
// searches every way of playing the rest of the turn up to the next card turned or the turn's
// end; the first level judges the ends by the cards left alone, the second also by what the next
// card is likely to find, the third looks past the next card for the best few (the levels table
// in players.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "state.hpp"

namespace rb::sdrb {

class Bot {
 public:
  virtual ~Bot() = default;
  // The action of the player in turn.
  virtual Action choose(const State& state) = 0;
};

// The rule book's greedy choice among the player in turn's actions.
Action greedy_action(const State& state);

struct Level {
  // As the menu shows it (marked with tr_mark: translated there).
  std::string_view name;
  int node_budget;  // positions the search of the turn visits at most
  bool plain;       // judges a position by the cards left alone
  int leaves;       // the best ends of the turn looked at again past the next card (0: none)
  int samples;      // cards that may come next, tried for each of them
};
inline constexpr int kLevelCount = 3;
const Level& level(int number);  // 1 .. kLevelCount

// "random", "greedy", "ai1" .. "ai3"; nullptr for another name.
std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed);
std::vector<std::string> player_names();

}  // namespace rb::sdrb
