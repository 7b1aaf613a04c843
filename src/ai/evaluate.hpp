// Judging positions for the search: a static value (cards each side still has to get rid of), and
// a roll-out that plays the turn out with the greedy policy on a sampled deal before judging.
#pragma once

#include "engine/random.hpp"
#include "engine/state.hpp"

namespace rb {

// The value of a position for `me`: large and positive for a win; otherwise the opponent's cards
// left minus one's own (stock cards count double, as in the score), plus small positional terms.
double static_value(const State& state, Player me);

// Plays greedy actions for whoever is in turn until the turn passes from `player` (or the game
// ends, or `max_actions` is reached). Returns the number of actions applied.
int greedy_play_turn(State& state, Player player, int max_actions);

// Samples the unseen cards, lets the game run greedily to the start of `me`'s next turn and returns
// the static value there. `cost` grows by the actions applied.
double rollout_value(const State& observation, Player me, Random& random, int64_t& cost);

}  // namespace rb
