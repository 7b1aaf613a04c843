// Pishe Pasha's players: a uniform random player, the rule book's greedy play (every card to the
// center it fits, else onto the opponent's waste, else the turned card onto your own waste; Stop
// whenever the opponent missed a compulsory play), and the computer at three levels, which
// samples the cards nobody has seen and looks a few turns ahead (the levels table in players.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "state.hpp"

namespace rb::pishe_pasha {

class Bot {
 public:
  virtual ~Bot() = default;
  // The action of the player in turn.
  virtual Action choose(const State& state) = 0;
  // A Stop that `me` calls now on the other player's last action, if any.
  virtual std::optional<Action> call_out(const State& state, Player me) = 0;
};

// The rule book's greedy choice among the player in turn's actions.
Action greedy_action(const State& state);

struct Level {
  std::string_view name;  // the menu's words (translated where shown)
  int samples;            // deals of the unseen cards per decision (0: the greedy play)
  int horizon_turns;      // how many turns each look-ahead plays
  double overlook_rate;   // chance of missing a compulsory play (so the person gets to Stop)
  double stop_rate;       // chance of calling Stop when the person missed one
};
inline constexpr int kLevelCount = 3;
const Level& level(int number);  // 1 .. kLevelCount

// "random", "greedy", "ai1" .. "ai3"; nullptr for another name.
std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed);
std::vector<std::string> player_names();

}  // namespace rb::pishe_pasha
