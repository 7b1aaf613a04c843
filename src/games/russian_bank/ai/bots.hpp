// Players for self-play and tests: a uniform random player, a greedy player that asks seed 001's
// five questions in order, and the computer opponent at each level. All choose among the engine's
// legal actions only.
#pragma once

#include <memory>
#include <string>

#include "core/random.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::russian_bank {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string name() const = 0;
  // The action of the player in turn (never the opponent's knock).
  virtual Action choose(const State& state, Random& random) = 0;
  // Whether `me` knocks now on the other player's last action (called before each action).
  virtual bool wants_knock(const State& state, Player me, Random& random) = 0;
};

// "random", "greedy", or a computer level "ai1".."ai5"; nullptr for an unknown name.
// `seed` seeds the computer player's own generator.
std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed = 1);

}  // namespace rb::russian_bank
