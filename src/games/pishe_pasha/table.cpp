// Pishe Pasha's table arrangement (see table.hpp).
#include "table.hpp"

#include "state.hpp"
#include "table_words.hpp"

namespace rb {

TableArrangements pishe_pasha_table() {
  using namespace pishe_pasha;
  TableArrangement t;
  t.columns = 4;
  t.rows = 3;
  t.wide_gap_before_rows = {1, 2};
  t.piles = {
      {reserve_of(1), 0, 0}, {waste_of(1), 1, 0}, {waste_of(0), 2, 2}, {reserve_of(0), 3, 2}};
  for (int i = 0; i < kCenterCount; ++i) t.piles.push_back({center_pile(i), i, 1});
  t.seats = {{-1, 1, 2}, {-1, 2, 0}};  // (each box beside its seat's waste)
  // A phone: three columns, the centers two by two with the seats' boxes beside them (four
  // columns made cards a third smaller).
  TableArrangement tall;
  tall.columns = 3;
  tall.rows = 4;
  tall.wide_gap_before_rows = {1, 3};
  tall.piles = {
      {reserve_of(1), 0, 0}, {waste_of(1), 1, 0}, {waste_of(0), 1, 3}, {reserve_of(0), 2, 3}};
  for (int i = 0; i < kCenterCount; ++i) tall.piles.push_back({center_pile(i), i % 2, 1 + i / 2});
  tall.seats = {{-1, 2, 2}, {-1, 2, 1}};
  return {kPileCount, t, tall, pile_infos()};
}

}  // namespace rb
