// Internal to the solver: a proof that a Harp position is lost, because some cards on its piles
// can never move again.
//
// A card Y on a pile (face up or down) that is not a king and cannot go home now moves only onto
// a card one rank above it of the other colour that is a pile's top (its parents), or home once a
// card one rank below it of its suit has gone home (its predecessors). A king alone goes to a
// space, and a king-headed group takes the cards on its king along, so cards that lie in a run on
// a king are left out; a face-down card is never in such a run (it is turned up only as the top
// card, with face-down cards or nothing under it). Take a set S of such cards where every parent
// and every predecessor of each card of S that is not home already lies on a pile under some card
// of S (a card in the hand or the waste counts as free: it may come to the table). None of S can
// move first: it would need a card that a card of S still covers. So when such a set exists (the
// largest one, found by taking cards out until the rest hold together) the position is lost.
#pragma once

#include "state.hpp"

namespace rb::tps {

// True when some cards on Harp's piles can never move again.
bool harp_frozen(const State& state);
// The same with the hand's and the waste's faces known (`talon`: talon_faces of `state`).
bool harp_frozen(const State& state, uint64_t talon);

}  // namespace rb::tps
