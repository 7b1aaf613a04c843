// Hidden information: the face-down cards that neither player has ever seen. Both players know the
// same things (every face-up card, and where seen cards went), so what is hidden is the order of
// the unseen cards of each deck among that deck's unseen places (its owner's reserve and stock).
#pragma once

#include <cstdint>

#include "core/random.hpp"
#include "state.hpp"

namespace rb::russian_bank {

// Puts the unseen cards of each deck into that deck's unseen places in a canonical order (sorted),
// so two states that differ only in hidden order become equal.
void canonicalize_unseen(State& state);
// Deals the unseen cards of each deck into its unseen places in a random order (determinization).
void shuffle_unseen(State& state, Random& random);
// The number of unseen cards of a deck.
int unseen_count(const State& state, int deck);

}  // namespace rb::russian_bank
