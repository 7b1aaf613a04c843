// Where the pips of a number card (two to ten) sit on the card: the classic layouts.
#pragma once

#include <vector>

namespace rb::art {

struct PipPlace {
  double x = 0, y = 0;       // centre, in card units (250 x 350)
  bool upside_down = false;  // pips below the middle of the card point the other way
};

// The pips of a card of rank 2..10, in card units; empty for other ranks.
std::vector<PipPlace> pip_places(int rank);

}  // namespace rb::art
