// Single-deck Russian Bank's table arrangement (see table.hpp).
#include "table.hpp"

#include "state.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace sdrb;

TableArrangement wide_table() {
  TableArrangement t;
  t.columns = 4;
  t.rows = 4;
  t.wide_gap_before_columns = {1, 3};
  t.piles = {
      {reserve_of(1), 0, 0}, {waste_of(1), 0, 1}, {waste_of(0), 3, 2}, {reserve_of(0), 3, 3}};
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({tableau_pile(i), 1, i, Fan::left});
    t.piles.push_back({tableau_pile(4 + i), 2, i, Fan::right});
  }
  t.seats = {{-1, 3, 1}, {-1, 0, 2}};  // (each box beside its seat's waste)
  return t;
}

TableArrangement tall_table() {
  TableArrangement t;
  t.columns = 4;
  t.rows = 4;
  t.wide_gap_before_rows = {1, 3};
  t.piles = {
      {reserve_of(1), 0, 0}, {waste_of(1), 1, 0}, {waste_of(0), 2, 3}, {reserve_of(0), 3, 3}};
  for (int i = 0; i < 4; ++i) {
    t.piles.push_back({tableau_pile(4 + i), i, 1, Fan::up});
    t.piles.push_back({tableau_pile(i), i, 2, Fan::down});
  }
  t.seats = {{-1, 0, 3}, {-1, 3, 0}};
  return t;
}

}  // namespace

TableArrangements single_deck_russian_bank_table() {
  return {kPileCount, wide_table(), tall_table(), pile_infos()};
}

}  // namespace rb
