// Implementation of position values and greedy play (see evaluate.hpp).
#include "evaluate.hpp"

#include "greedy_policy.hpp"

namespace rb::russian_bank {

namespace {

double burden(const State& s, Player p) {
  return s.size(reserve_of(p)) + s.size(waste_of(p)) + 2.0 * s.size(stock_of(p));
}

}  // namespace

double static_value(const State& s, Player me) {
  if (s.over()) {
    const Result& r = s.result();
    if (!r.winner) return 0.0;
    const double margin = 1000.0 + r.score;
    return *r.winner == me ? margin : -margin;
  }
  const Player them = other(me);
  double value = burden(s, them) - burden(s, me);
  // A card on one's own waste is one more to play later and a target for the opponent's loading.
  value -= 0.15 * s.size(waste_of(me));
  value += 0.15 * s.size(waste_of(them));
  // Missing a turn is worth about a turn's play.
  if (s.misses_next_turn(me)) value -= 3.0;
  if (s.misses_next_turn(them)) value += 3.0;
  return value;
}

int play_turn(State& s, Player player, int max_actions, TurnPolicy policy) {
  int applied = 0;
  ActionList actions;
  while (!s.over() && s.turn() == player && applied < max_actions) {
    own_actions(s, actions);
    apply_legal(s, policy(s, actions));
    ++applied;
  }
  return applied;
}

}  // namespace rb::russian_bank
