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

TableArrangement congress_tall() {
  TableArrangement t;
  t.columns = 4;
  t.rows = 5;
  t.wide_gap_before_rows = {1, 3};
  t.piles = {{kHand, 0, 0}, {kWaste, 1, 0}};
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({foundation_pile(i), i, 1});
    t.piles.push_back({foundation_pile(4 + i), i, 2});
    t.piles.push_back({tableau_pile(i), i, 3, Fan::down});
    t.piles.push_back({tableau_pile(4 + i), i, 4, Fan::down});
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

TableArrangement harp_tall() {
  TableArrangement t;
  t.columns = 9;
  t.rows = 3;
  t.wide_gap_before_rows = {2};
  t.piles = {{kHand, 0, 0}, {kWaste, 1, 0}};
  for (int i = 0; i < 8; ++i) t.piles.push_back({foundation_pile(i), i, 1});
  for (int i = 0; i < 9; ++i) t.piles.push_back({tableau_pile(i), i, 2, Fan::down});
  t.seats = {{-1, 8, 0}};
  return t;
}

// Rows of fans fanning down under a row of foundations, `per_row` fans a row.
TableArrangement fan_rows(int columns, int first_foundation_column, int fans, int per_row) {
  TableArrangement t;
  t.columns = columns;
  t.rows = 1 + (fans + per_row - 1) / per_row;
  t.wide_gap_before_rows = {1};
  for (int i = 0; i < 8; ++i)
    t.piles.push_back({foundation_pile(i), first_foundation_column + i, 0});
  for (int i = 0; i < fans; ++i) {
    t.piles.push_back({tableau_pile(i), i % per_row, 1 + i / per_row, Fan::down});
  }
  return t;
}

TableArrangement house_wide() {
  TableArrangement t = fan_rows(12, 2, kMaxTableau, 12);
  t.seats = {{-1, 11, 0}};
  return t;
}

TableArrangement house_tall() {
  TableArrangement t = fan_rows(8, 0, kMaxTableau, 7);
  t.seats = {{-1, 7, 1}};
  return t;
}

TableArrangement intelligence_wide() {
  TableArrangement t = fan_rows(10, 2, 18, 9);
  t.piles.push_back({kHand, 0, 0});
  t.seats = {{-1, 9, 1}};
  return t;
}

TableArrangement intelligence_tall() {
  TableArrangement t = fan_rows(8, 0, 18, 6);
  t.piles.push_back({kHand, 7, 1});
  t.seats = {{-1, 7, 2}};
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
  return table;
}

}  // namespace rb::tps
