// Hidden information in Pishe Pasha: the face-down reserve cards that nobody has seen yet. Both
// players know the same things (every turned card was seen by both), so what is hidden is the
// order of the unseen cards among the unseen places of the two reserves.
#pragma once

#include "core/random.hpp"
#include "state.hpp"

namespace rb::pishe_pasha {

// The unseen cards put in their places in card order, so that two states that differ only in
// hidden order become equal.
void canonicalize_unseen(State& state);
// The unseen cards dealt again at random among their places (a determinization).
void shuffle_unseen(State& state, Random& random);

}  // namespace rb::pishe_pasha
