// The greedy policy of seed 001's five questions, asked in order: play to the center; pass a card
// to the opponent's waste; free a house pile for one's own cards; play one's own cards to the
// houses; turn up (else end the turn). The self-play bot and the AI's fast roll-outs both use it.
#pragma once

#include "games/russian_bank/engine/state.hpp"

namespace rb::russian_bank {

// The greedy choice for the player in turn, among `actions` (that player's legal actions, no
// knocks).
Action greedy_action(const State& state, const ActionList& actions);

// The legal actions of the player in turn, without any knock.
void own_actions(const State& state, ActionList& out);

}  // namespace rb::russian_bank
