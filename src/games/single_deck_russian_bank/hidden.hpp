// Hidden information in Single-deck Russian Bank: every face-down card of both reserves. A seat
// sees each reserve only as a count (and the turned card), so what is hidden is which unseen card
// lies in which face-down place of the two reserves.
#pragma once

#include "core/random.hpp"
#include "state.hpp"

namespace rb::sdrb {

// The face-down cards put in their places in card order, so that two states that differ only in
// hidden cards become equal.
void canonicalize_unseen(State& state);
// The face-down cards dealt again at random among their places (a determinization).
void shuffle_unseen(State& state, Random& random);

// Puts the face-down card `card` (of either reserve) on top of `player`'s reserve, in place of
// the face-down card there, which takes its place: a guess at the next card to be turned.
void bring_to_top(State& state, Player player, Card card);

}  // namespace rb::sdrb
