// Russian Bank's table arrangement (see table.hpp).
#include "table.hpp"

#include "games/russian_bank/engine/piles.hpp"
#include "games/russian_bank/table_words.hpp"

namespace rb::russian_bank {

namespace {

TableArrangement wide_table(bool stocks) {
  // Columns: B's, house left (fanning left), center 1, center 2, house right (fanning right), A's.
  TableArrangement t;
  t.columns = 6;
  t.rows = 4;
  t.wide_gap_before_columns = {2, 4};
  t.piles = {{reserve_of(kPlayerB), 0, 0},
             {waste_of(kPlayerB), 0, 1},
             {waste_of(kPlayerA), 5, 2},
             {reserve_of(kPlayerA), 5, 3}};
  if (stocks) {
    t.piles.push_back({stock_of(kPlayerB), 0, 2});
    t.piles.push_back({stock_of(kPlayerA), 5, 1});
  }
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({center_pile(i), 2, i});
    t.piles.push_back({center_pile(4 + i), 3, i});
    t.piles.push_back({house_pile(i), 1, i, Fan::left});
    t.piles.push_back({house_pile(4 + i), 4, i, Fan::right});
  }
  // Each seat's box beside its own piles: next to its waste, or where the stocks take those
  // places, at the column's far end (a review: a box at the far end read as the other seat's).
  t.seats = {{-1, 5, stocks ? 0 : 1}, {-1, 0, stocks ? 3 : 2}};
  return t;
}

TableArrangement tall_table(bool stocks) {
  // Rows: B's, house (fanning up), center 1, center 2, house (fanning down), A's.
  TableArrangement t;
  t.columns = 4;
  t.rows = 6;
  t.wide_gap_before_rows = {2, 4};
  t.piles = {{reserve_of(kPlayerB), 0, 0},
             {waste_of(kPlayerB), 1, 0},
             {waste_of(kPlayerA), 2, 5},
             {reserve_of(kPlayerA), 3, 5}};
  if (stocks) {
    t.piles.push_back({stock_of(kPlayerB), 2, 0});
    t.piles.push_back({stock_of(kPlayerA), 1, 5});
  }
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({center_pile(i), i, 2});
    t.piles.push_back({center_pile(4 + i), i, 3});
    t.piles.push_back({house_pile(4 + i), i, 1, Fan::up});
    t.piles.push_back({house_pile(i), i, 4, Fan::down});
  }
  t.seats = {{-1, 0, 5}, {-1, 3, 0}};
  return t;
}

}  // namespace

TableArrangements russian_bank_table(const Rules& rules) {
  const bool stocks = rules.stock_size > 0;
  return {kPileCount, wide_table(stocks), tall_table(stocks), pile_infos()};
}

}  // namespace rb::russian_bank
