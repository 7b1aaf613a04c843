// Judging positions for the search: a static value (cards each side still has to get rid of), and
// greedy play of a turn, which the search's roll-outs use on sampled deals before judging.
#pragma once

#include "games/russian_bank/engine/state.hpp"
#include "greedy_policy.hpp"

namespace rb::russian_bank {

// The value of a position for `me`: large and positive for a win; otherwise the opponent's cards
// left minus one's own (stock cards count double, as in the score), plus small positional terms.
double static_value(const State& state, Player me);

// A way of choosing among one's own actions (own_actions): greedy_action, or a variant of it.
using TurnPolicy = Action (*)(const State& state, const ActionList& actions);

// Plays the policy's actions until the turn passes from `player` (or the game ends, or
// `max_actions` is reached). Returns the number of actions applied.
int play_turn(State& state, Player player, int max_actions, TurnPolicy policy = greedy_action);

}  // namespace rb::russian_bank
