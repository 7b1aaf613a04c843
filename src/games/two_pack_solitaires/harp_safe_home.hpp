// Internal to the solver: when a Harp card may go to a foundation without anything else tried
// (safe_to_foundation), because no line needs it on the piles.
//
// On a pile, a card C of rank r takes the cards of rank r-1 of the other colour (the Ys), a Y takes
// those of rank r-2 of C's colour, and so on. Send C home now and change a winning line so that
// every card it lays on C, or on a card so kept off the piles, stays off them: a card of the hand
// and the waste stays there (when the hand and the waste are a set, talon_is_a_set, it can be
// played from there whenever the line moves it on), and a card whose suit's both foundations have
// reached the rank below it (so one of them always takes it while it is not home) goes home
// instead, and then every card the line lays on it anywhere stays off too. Every other move of the
// line is made as before. So C is safe when every card not home of rank r-1 of the other colour is
// in the hand and the waste or can always go home, and so, rank by rank down to the aces (which can
// always go home and take nothing), are the cards that could be laid on those.
#pragma once

#include "state.hpp"

namespace rb::tps {

// True when no winning line needs `card` (a card that fits a foundation now) on the piles.
bool harp_safe_home(const State& state, Card card);

}  // namespace rb::tps
