// The two-pack solitaires' table arrangements (see table.hpp).
#include "table.hpp"

#include "state.hpp"
#include "table_words.hpp"

namespace rb::tps {

namespace {

TableArrangement congress_wide() {
  TableArrangement t;
  t.columns = 5;
  t.rows = 4;
  t.wide_gap_before_columns = {1, 3, 4};
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({tableau_pile(i), 0, i, Fan::left});
    t.piles.push_back({foundation_pile(i), 1, i});
    t.piles.push_back({foundation_pile(4 + i), 2, i});
    t.piles.push_back({tableau_pile(4 + i), 3, i, Fan::right});
  }
  t.piles.push_back({kHand, 4, 0});
  t.piles.push_back({kWaste, 4, 1});
  t.seats = {{-1, 4, 3}};
  return t;
}

// The left piles (L1..L4) on the left half, two rows of two, and the right ones on the right.
TableArrangement congress_tall() {
  TableArrangement t;
  t.columns = 4;
  t.rows = 5;
  t.wide_gap_before_rows = {1, 3};
  t.piles = {{kHand, 0, 0}, {kWaste, 1, 0}};
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({foundation_pile(i), i, 1});
    t.piles.push_back({foundation_pile(4 + i), i, 2});
    t.piles.push_back({tableau_pile(i), i % 2, 3 + i / 2, Fan::down});
    t.piles.push_back({tableau_pile(4 + i), 2 + i % 2, 3 + i / 2, Fan::down});
  }
  t.seats = {{-1, 3, 0}};
  return t;
}

TableArrangement harp_wide() {
  TableArrangement t;
  t.columns = 10;
  t.rows = 2;
  t.wide_gap_before_columns = {2};
  t.wide_gap_before_rows = {1};
  t.piles = {{kHand, 0, 0}, {kWaste, 1, 0}};
  for (int i = 0; i < 8; ++i) t.piles.push_back({foundation_pile(i), 2 + i, 0});
  for (int i = 0; i < 9; ++i) t.piles.push_back({tableau_pile(i), i, 1, Fan::down});
  t.seats = {{-1, 9, 1}};
  return t;
}

// Five cards across a phone: the hand, the waste and f1..f3, then f4..f8; the tableau in rows of
// five and four, the player's box after the second.
TableArrangement harp_tall() {
  TableArrangement t;
  t.columns = 5;
  t.rows = 4;
  t.wide_gap_before_rows = {2};
  t.piles = {{kHand, 0, 0}, {kWaste, 1, 0}};
  for (int i = 0; i < 8; ++i) t.piles.push_back({foundation_pile(i), (2 + i) % 5, (2 + i) / 5});
  for (int i = 0; i < 9; ++i) t.piles.push_back({tableau_pile(i), i % 5, 2 + i / 5, Fan::down});
  t.seats = {{-1, 4, 3}};
  return t;
}

// Six cards across: the tableau in rows of six and three (a match's phone layout).
TableArrangement harp_tall_six() {
  TableArrangement t;
  t.columns = 6;
  t.rows = 4;
  t.wide_gap_before_rows = {2};
  t.piles = {{kHand, 0, 0}, {kWaste, 1, 0}};
  for (int i = 0; i < 4; ++i) t.piles.push_back({foundation_pile(i), 2 + i, 0});
  for (int i = 4; i < 8; ++i) t.piles.push_back({foundation_pile(i), i - 2, 1});
  for (int i = 0; i < 9; ++i) t.piles.push_back({tableau_pile(i), i % 6, 2 + i / 6, Fan::down});
  t.seats = {{-1, 0, 1}};
  return t;
}

// Rows of fans fanning down, `per_row` fans a row, under the foundations: a row of them when
// `columns` holds eight, else the first `columns` of them in the first row and the rest in the
// second (whose other cells `extra` fills).
TableArrangement fan_rows(int columns, int first_foundation_column, int fans, int per_row) {
  TableArrangement t;
  t.columns = columns;
  const int foundation_rows = first_foundation_column + 8 <= columns ? 1 : 2;
  t.rows = foundation_rows + (fans + per_row - 1) / per_row;
  t.wide_gap_before_rows = {foundation_rows};
  for (int i = 0; i < 8; ++i) {
    const int at = first_foundation_column + i;
    t.piles.push_back({foundation_pile(i), at % columns, at / columns});
  }
  for (int i = 0; i < fans; ++i) {
    t.piles.push_back({tableau_pile(i), i % per_row, foundation_rows + i / per_row, Fan::down});
  }
  return t;
}

TableArrangement house_wide() {
  TableArrangement t = fan_rows(12, 2, kMaxTableau, 12);
  t.seats = {{-1, 11, 0}};
  return t;
}

// Seven cards across a phone: f1..f4 and the player's box, then f5..f8 (House on the Hill's up
// piles over its down piles, never one foundation alone on a row), then five rows of seven fans.
TableArrangement house_tall() {
  TableArrangement t = fan_rows(7, 0, kMaxTableau, 7);
  for (int i = 0; i < 8; ++i) t.piles[size_t(i)] = {foundation_pile(i), i % 4, i / 4};
  t.seats = {{-1, 6, 0}};
  return t;
}

TableArrangement intelligence_wide() {
  TableArrangement t = fan_rows(10, 2, 18, 9);
  t.piles.push_back({kHand, 0, 0});
  t.seats = {{-1, 9, 1}};
  return t;
}

// Six across: f1..f6, then f7, f8, the hand and the player's box, then three rows of six fans.
TableArrangement intelligence_tall() {
  TableArrangement t = fan_rows(6, 0, 18, 6);
  t.piles.push_back({kHand, 4, 1});
  t.seats = {{-1, 5, 1}};
  return t;
}

}  // namespace

TableArrangements table_of(Game game) {
  TableArrangements table;
  table.pile_count = pile_count(game);
  switch (game) {
    case Game::congress:
      table.wide = congress_wide();
      table.tall = congress_tall();
      break;
    case Game::harp:
      table.wide = harp_wide();
      table.tall = harp_tall();
      break;
    case Game::house_in_the_wood:
    case Game::house_on_the_hill:
      table.wide = house_wide();
      table.tall = house_tall();
      break;
    case Game::intelligence:
      table.wide = intelligence_wide();
      table.tall = intelligence_tall();
      break;
  }
  table.piles = pile_infos(game);
  table.one_back = true;  // the two packs are shuffled together: one back for both
  return table;
}

TableArrangement match_seat_tall(Game game) {
  return game == Game::harp ? harp_tall_six() : table_of(game).tall;
}

}  // namespace rb::tps
