// How a game's table is arranged, for the shared layout (src/app/ui/layout.hpp) to size and place:
// its piles on a grid of card-sized cells, in a wide shape (landscape windows) and a tall one
// (phones held upright). A column or row holding a fanned pile gets the room the window leaves
// over for its fan; a wide gutter may separate groups of columns or rows; each seat has a free
// cell for its name and counts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rb {

// Which way a pile's cards spread from its bottom card (none: squared). `spread`: to the right over
// the free cells after it, to the row's end, a cell apart while they fit (a hand laid out whole).
enum class Fan : uint8_t { none, left, right, up, down, spread };

struct TableCell {
  int pile = -1;  // the game's pile number (unused for a seat's cell)
  int column = 0, row = 0;
  Fan fan = Fan::none;
  // The most cards a fanned pile ever holds (a hand of five), so that its column or row takes no
  // more room than they need; 0: any number. A sideways fan of so few spreads them up to half a
  // card apart where the table has the room (a hand shows its cards).
  uint8_t most_cards = 0;
};

// A small table in a block of a table's cells (a phone's view of another player's layout), laid
// out on a grid of its own at the largest card size the block holds.
struct TableInset {
  int column = 0, row = 0, columns = 1, rows = 1;  // the block, in the table's cells
  int grid_columns = 0, grid_rows = 0;             // the inset's own grid
  std::vector<TableCell> piles;                    // on that grid
};

struct TableArrangement {
  int columns = 0, rows = 0;
  std::vector<int> wide_gap_before_columns;  // columns with a wide gutter on their left
  std::vector<int> wide_gap_before_rows;     // rows with a wide gutter above them
  std::vector<TableCell> piles;              // every pile shown (a pile not listed is hidden)
  std::vector<TableCell> seats;              // [seat]: its free cell
  std::vector<TableInset> insets;            // piles shown small (each pile once in the table)
};

// A pile as players know it.
struct PileInfo {
  std::string code;           // "c1", "wa": its short name in the test hook and logs
  std::string word;           // "Center", "House", "reserve"
  int number = 0;             // "House 3" (0: not numbered)
  int owner = -1;             // the seat whose pile it is ("Your reserve"); -1: shared
  bool foundation = false;    // built up from the ace: a double click or C sends a card there
  bool from_king = false;     // a foundation built down from the king instead: its place shows K
  bool count_badge = false;   // squared piles that show how many cards they hold
  bool word_badge = false;    // a squared pile named on its card without a count (one kept secret)
  bool number_badge = false;  // a fanned pile named on its top card ("House 3"), as moves name it
  bool fanned = false;        // shows its whole run (house piles); others show their top card
  bool off_table = false;     // may be left out of a shape although it holds cards: cards out of
                              // play, or a hand its owner's box counts
  bool hand = false;  // a hand: its owner takes any of its cards alone; card_at gives them as the
                      // owner sees them, and the table shows them face down to every other seat
};

struct TableArrangements {
  int pile_count = 0;
  TableArrangement wide, tall;
  std::vector<PileInfo> piles;  // [pile]
  bool one_back = false;  // decks go by twos, each two with one back (a player's two packs are one)
};

}  // namespace rb
