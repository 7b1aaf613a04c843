// What the computer player may know: the observation. Every face-up card, the size of every pile,
// and where each card that was ever face up went; never the order of unseen face-down cards (its
// own included). The AI decides from the observation only, so two states that differ only in hidden
// order give it the same view and, with the same seed, the same decision.
#pragma once

#include "games/russian_bank/engine/hidden.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::russian_bank {

// The public view of a state: unseen face-down cards in a canonical order.
State observe(const State& state);

// One possible true state consistent with an observation (unseen cards dealt at random).
State determinize(const State& observation, Random& random);

}  // namespace rb::russian_bank
