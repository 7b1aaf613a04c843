// The random and greedy bots (see bots.hpp).
#include "games/russian_bank/ai/bots.hpp"

#include "games/russian_bank/ai/computer_player.hpp"
#include "games/russian_bank/ai/greedy_policy.hpp"

namespace rb::russian_bank {

namespace {

class RandomBot : public Bot {
 public:
  std::string name() const override { return "random"; }
  Action choose(const State& state, Random& random) override {
    ActionList actions;
    own_actions(state, actions);
    return actions.items[random.below(static_cast<uint32_t>(actions.size()))];
  }
  // Knocks now and then, justly or not, so that every knock case happens in play-outs.
  bool wants_knock(const State& state, Player me, Random& random) override {
    return knock_verdict(state, me).allowed && random.below(8) == 0;
  }
};

class GreedyBot : public Bot {
 public:
  std::string name() const override { return "greedy"; }

  Action choose(const State& s, Random&) override {
    ActionList actions;
    own_actions(s, actions);
    return greedy_action(s, actions);
  }

  // Knocks exactly when the other player's last action overlooked a mandatory move.
  bool wants_knock(const State& state, Player me, Random&) override {
    return knock_verdict(state, me).justified;
  }
};

class ComputerBot : public Bot {
 public:
  ComputerBot(int level_number, uint64_t seed)
      : player_(level_number, seed), number_(level_number) {}
  std::string name() const override { return "ai" + std::to_string(number_); }
  Action choose(const State& state, Random&) override { return player_.choose(state); }
  bool wants_knock(const State& state, Player me, Random&) override {
    return player_.wants_knock(state, me);
  }

 private:
  ComputerPlayer player_;
  int number_;
};

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "greedy") return std::make_unique<GreedyBot>();
  if (name.size() == 3 && name.starts_with("ai") && name[2] >= '1' && name[2] < '1' + kLevelCount) {
    return std::make_unique<ComputerBot>(name[2] - '0', seed);
  }
  return nullptr;
}

}  // namespace rb::russian_bank
