// Pishe Pasha's table for the shared layout: the four center piles in the middle row, B (the
// computer) across the top and A (the person) along the bottom, each player's reserve on their own
// right-hand side, and each player's free cell for their name and counts. The wastes are squared
// (only their top card matters). The same grid serves wide and tall windows.
//
//   rb wb .. B
//   c1 c2 c3 c4
//   A  .. wa ra
#pragma once

#include "core/table.hpp"

namespace rb {

TableArrangements pishe_pasha_table();

}  // namespace rb
