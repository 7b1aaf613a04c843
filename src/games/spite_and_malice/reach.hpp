// How far a seat is from playing its payoff card: measures of a position that the computer's
// judges share (players.cpp's hand-made one and win_chance's learned one).
#pragma once

#include "state.hpp"

namespace rb::spite {

// How far a payoff card of rank `rank` is from the center: the fewest cards that must go onto a
// stack (or an empty place) before it fits.
int distance_to_center(const State& s, int rank);

// How many of the cards that lead a center stack up to the seat's payoff card the seat cannot give
// from its own cards (its hand, its side stacks from the top down, jokers for any rank above the
// ace), on the best stack or an empty place: 0 when its payoff card can be reached with what it
// holds.
int shortfall(const State& s, int seat);

}  // namespace rb::spite
