// Simple computer players for self-play and tests: a uniform random player and a greedy player that
// asks seed 001's five questions in order. Both choose among the engine's legal actions only.
#pragma once

#include <memory>
#include <string>

#include "engine/random.hpp"
#include "engine/state.hpp"

namespace rb {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string name() const = 0;
  // The action of the player in turn (never the opponent's knock).
  virtual Action choose(const State& state, Random& random) = 0;
  // Whether `me` knocks now on the other player's last action (called before each action).
  virtual bool wants_knock(const State& state, Player me, Random& random) = 0;
};

// "random" or "greedy"; nullptr for an unknown name.
std::unique_ptr<Bot> make_bot(const std::string& name);

// The legal actions of the player in turn, without any knock.
void own_actions(const State& state, ActionList& out);

}  // namespace rb
