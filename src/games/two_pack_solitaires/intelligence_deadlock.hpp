// Internal to the solver: proofs that an Intelligence position with no redeal left is lost, the
// House in the Wood proofs on its fans (its rules of play are the same): some card can never move
// again (fan_deadlock.hpp; a card in the hand counts as free, since the hand deals it onto an
// emptied fan), or the kings block the suits (king_check.hpp; the hand's kings are left out: dealt
// later, they only add to that).
#pragma once

#include "state.hpp"

namespace rb::tps {

// True when the position is proved lost (asked only once no redeal is left: a redeal deals the
// fans again).
bool intelligence_lost(const State& state);

}  // namespace rb::tps
