// How a game's table is arranged, for the shared layout (src/app/layout.hpp) to size and place:
// its piles on a grid of card-sized cells, in a wide shape (landscape windows) and a tall one
// (phones held upright). A column or row holding a fanned pile gets the room the window leaves
// over for its fan; a wide gutter may separate groups of columns or rows; each seat has a free
// cell for its name and counts.
#pragma once

#include <cstdint>
#include <vector>

namespace rb {

// Which way a pile's cards spread from its bottom card (none: squared).
enum class Fan : uint8_t { none, left, right, up, down };

struct TableCell {
  int pile = -1;  // the game's pile number (unused for a seat's cell)
  int column = 0, row = 0;
  Fan fan = Fan::none;
};

struct TableArrangement {
  int columns = 0, rows = 0;
  std::vector<int> wide_gap_before_columns;  // columns with a wide gutter on their left
  std::vector<int> wide_gap_before_rows;     // rows with a wide gutter above them
  std::vector<TableCell> piles;              // every pile shown (a pile not listed is hidden)
  std::vector<TableCell> seats;              // [seat]: its free cell
};

struct TableArrangements {
  int pile_count = 0;
  TableArrangement wide, tall;
};

}  // namespace rb
