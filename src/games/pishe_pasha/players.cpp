// Pishe Pasha's players (see players.hpp).
#include "players.hpp"

#include <algorithm>
#include <array>

#include "core/player_names.hpp"
#include "core/translation.hpp"
#include "hidden.hpp"

namespace rb::pishe_pasha {

namespace {

constexpr std::array<Level, kLevelCount> kLevels = {{
    {tr_mark("Beginner"), 0, 0, 0.25, 0.5},
    {tr_mark("Club player"), 16, 8, 0.05, 0.9},
    {tr_mark("Master"), 64, 40, 0.0, 1.0},
}};

bool chance(Random& random, double rate) {
  return rate > 0 && static_cast<double>(random.below(1000000)) < rate * 1000000.0;
}

// The player in turn's actions that miss no compulsory play.
std::vector<Action> proper_actions(const State& state) {
  std::vector<Action> actions;
  own_actions(state, actions);
  std::erase_if(actions, [&](const Action& a) { return missed_play(state, a).has_value(); });
  return actions;
}

class RandomPlayer : public Bot {
 public:
  explicit RandomPlayer(uint64_t seed) : random_(seed) {}
  Action choose(const State& state) override {
    std::vector<Action> actions;
    own_actions(state, actions);
    return actions[random_.below(uint32_t(actions.size()))];
  }
  // Calls Stop now and then, rightly or not, so that every case happens in play-outs.
  std::optional<Action> call_out(const State& state, Player me) override {
    if (!stop_verdict(state, me).allowed || random_.below(6) != 0) return std::nullopt;
    return Action::stop(me, random_.below(2) == 0);
  }

 private:
  Random random_;
};

class GreedyPlayer : public Bot {
 public:
  Action choose(const State& state) override { return greedy_action(state); }
  std::optional<Action> call_out(const State& state, Player me) override {
    if (!stop_verdict(state, me).upheld) return std::nullopt;
    return Action::stop(me, true);
  }
};

// Plays `turns` more turns of the greedy play for both players (or to the end).
void roll_out(State& state, int turns) {
  const int until = state.turn_number() + turns;
  while (!state.over() && state.turn_number() < until) apply(state, greedy_action(state));
}

// How good the position is for `me`: the game's end, else the cards the opponent has left less
// mine.
double value_for(const State& state, Player me) {
  if (state.over()) {
    if (!state.winner()) return 0;
    const double won = 100.0 + state.score();
    return *state.winner() == me ? won : -won;
  }
  return state.cards_left(other(me)) - state.cards_left(me);
}

class ComputerPlayer : public Bot {
 public:
  ComputerPlayer(int number, uint64_t seed) : level_(level(number)), random_(seed) {}

  Action choose(const State& state) override {
    std::vector<Action> actions = proper_actions(state);
    if (chance(random_, level_.overlook_rate)) {
      std::vector<Action> all;
      own_actions(state, all);
      if (all.size() > actions.size()) {  // a compulsory play exists: overlook it
        for (const Action& a : all) {
          if (missed_play(state, a)) return a;
        }
      }
    }
    if (level_.samples == 0) return greedy_action(state);
    if (actions.size() == 1) return actions[0];
    return best(state, actions, state.turn());
  }

  std::optional<Action> call_out(const State& state, Player me) override {
    if (!stop_verdict(state, me).upheld || !chance(random_, level_.stop_rate)) return std::nullopt;
    if (level_.samples == 0) return Action::stop(me, true);
    return best(state, {Action::stop(me, false), Action::stop(me, true)}, me);
  }

 private:
  // The action with the best average value over the same sampled deals of the unseen cards.
  Action best(const State& state, const std::vector<Action>& actions, Player me) {
    std::vector<double> total(actions.size(), 0.0);
    for (int sample = 0; sample < level_.samples; ++sample) {
      State world = state;
      shuffle_unseen(world, random_);
      for (size_t i = 0; i < actions.size(); ++i) {
        State next = world;
        apply(next, actions[i]);
        roll_out(next, level_.horizon_turns);
        total[i] += value_for(next, me);
      }
    }
    return actions[size_t(std::max_element(total.begin(), total.end()) - total.begin())];
  }

  const Level& level_;
  Random random_;
};

}  // namespace

Action greedy_action(const State& state) {
  std::vector<Action> actions;
  own_actions(state, actions);
  const Player p = state.turn();
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && is_center(a.to)) return a;
  }
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && a.to == waste_of(other(p))) return a;
  }
  return actions.back();  // the turned card onto your waste, or turn up the next
}

const Level& level(int number) {
  return kLevels[size_t(std::clamp(number, 1, kLevelCount) - 1)];
}

std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed) {
  const int level = player_level_of(name, kLevelCount);
  if (level == kRandomPlayer) return std::make_unique<RandomPlayer>(seed);
  if (level == kGreedyPlayer) return std::make_unique<GreedyPlayer>();
  if (level > 0) return std::make_unique<ComputerPlayer>(level, seed);
  return nullptr;
}

std::vector<std::string> player_names() {
  return player_names_up_to(kLevelCount);
}

}  // namespace rb::pishe_pasha
