// Hidden information in the two-pack solitaires: the face-down cards (the hand, and Harp's
// face-down tableau cards). The player sees them only as counts, so what is hidden is which
// unseen card lies in which face-down place.
#pragma once

#include "core/random.hpp"
#include "state.hpp"

namespace rb::tps {

// The face-down cards put in their places in card order, so that two states that differ only in
// hidden cards become equal.
void canonicalize_unseen(State& state);
// The face-down cards dealt again at random among their places (a determinization).
void shuffle_unseen(State& state, Random& random);

}  // namespace rb::tps
