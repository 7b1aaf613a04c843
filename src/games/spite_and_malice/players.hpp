// Spite and Malice's players: a uniform random player, the rule book's greedy play, and the
// computer at three levels, which decides from what its seat sees: it deals the hidden cards
// again a number of times (shuffle_hidden on a copy) and, in each such world, searches its whole
// turn (every order of plays to the center, then ending the turn or which card goes onto which
// side stack), scoring where the turn leaves it: payoff cards played, what the next players can
// reach from the center, its side stacks and jokers (the levels table in players.cpp). The top
// level deals the others' hands as their last turn's play allows (shuffle_hidden's
// others_play_what_fits: a seat that played greedily holds no card that fitted then), and with
// three or four seats judges by each seat's chance of winning, learned from greedy games
// (win_chance.hpp). It chooses among whole plans rather than move by move: every sequence of its
// moves up to where the turn ends or a hidden card comes to light (a refilled hand, the next
// payoff card), played in the same worlds, the next seat's greedy reply after it; the plan best
// on average is played through. With three or four seats its best few plans are then played on
// in more worlds through the next two seats' greedy turns and judged there; that judgment and the
// first one, half each, choose among them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "state.hpp"

namespace rb::spite {

class Bot {
 public:
  virtual ~Bot() = default;
  // The action of the player in turn.
  virtual Action choose(const State& state) = 0;
  // The same in slices of about `work` search steps; the decision once there is one.
  virtual std::optional<Action> think(const State& state, int64_t work) {
    (void)work;
    return choose(state);
  }
};

// The rule book's greedy play, for the player in turn:
//  1. a compulsory ace or two, the payoff card's first;
//  2. the payoff card to the center whenever it fits;
//  3. a joker only when it lets the payoff card follow at once (onto a stack two below it);
//  4. every other natural card that fits the center, side-stack tops before hand cards;
//  5. then the highest natural card of the hand that a side stack takes (jokers last)
//     onto a side stack: one whose top is the same rank, else one rank above it, else an empty
//     slot, else any that takes it; when none takes a card, the turn ends.
Action greedy_action(const State& state);

struct Level {
  std::string_view name;       // for the menu (core/translation.hpp's tr() where shown)
  int samples = 1;             // worlds of the hidden cards per decision
  int node_budget = 100;       // positions searched per world
  bool danger = false;         // weighs what the other players can reach from the center
  bool reply = false;          // plays the next player's greedy turn in each world before scoring
  bool reads_hands = false;    // deals the others only hands that their last turn's play allows
  bool learned_judge = false;  // with three or four seats, judges by win_chance (win_chance.hpp)
  bool plans = false;          // chooses among whole plans of its turn, each judged in every world
  int round_plans = 0;   // with 3 or 4 seats: the best plans judged again after others' turns:
  int round_turns = 0;   // ... the next this many seats' greedy turns,
  int round_worlds = 0;  // ... in this many more worlds
};
inline constexpr int kLevelCount = 3;
const Level& level(int number);  // 1 .. kLevelCount

// "random", "greedy", "ai1" .. "ai3"; nullptr for another name.
std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed);
std::vector<std::string> player_names();

}  // namespace rb::spite
