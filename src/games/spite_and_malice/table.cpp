// Spite and Malice's table for the shared layout, built for the state's seat count. Each seat's
// block is one row (wide) or two (tall): its name and counts, its payoff pile, its four side
// stacks (fanned, every card visible) and its hand (fanned; face down to the others). The person
// (seat A) sits at the bottom, the others above in seat order; the center stacks and the draw
// pile lie between.
//
//   wide, two seats:                      tall, two seats:
//   B  pb sb1 sb2 sb3 sb4 hb .. ..        B   pb  hb  .. .. ..
//   c1 c2 c3  c4  c5  c6  c7 c8 dr        sb1 sb2 sb3 sb4 .. ..
//   A  pa sa1 sa2 sa3 sa4 ha .. xx        dr  c1  c2  c3  c4 c5
//                                         c6  c7  c8  .. .. ..
//                                         A   pa  ha  .. .. ..
//                                         sa1 sa2 sa3 sa4 .. xx
#include "table_words.hpp"

namespace rb::spite {

int table_pile_count(const State& s) {
  return s.pile_count() + (kUnusedCardsPile ? 1 : 0);
}

PileId unused_pile(const State& s) {
  return PileId(s.pile_count());
}

namespace {

// Places the unused cards' pile in the last free cell.
void place_unused(const State& s, TableArrangement& t) {
  if (!kUnusedCardsPile) return;
  for (int row = t.rows - 1; row >= 0; --row) {
    for (int column = t.columns - 1; column >= 0; --column) {
      bool taken = false;
      for (const TableCell& c : t.piles) taken |= c.column == column && c.row == row;
      for (const TableCell& c : t.seats) taken |= c.column == column && c.row == row;
      if (!taken) {
        t.piles.push_back({unused_pile(s), column, row, Fan::none});
        return;
      }
    }
  }
}

TableArrangement wide(const State& s) {
  const int n = s.seats();
  const int per_row = s.centers() <= 8 ? s.centers() : (s.centers() + 1) / 2;
  const int center_rows = (s.centers() + per_row - 1) / per_row;
  TableArrangement t;
  t.columns = std::max(8, per_row + 1);
  t.rows = n - 1 + center_rows + 1;
  t.seats.resize(size_t(n));
  const auto block = [&](int seat, int row, Fan fan) {
    t.seats[size_t(seat)] = {-1, 0, row, Fan::none};
    t.piles.push_back({s.payoff_of(seat), 1, row, Fan::none});
    for (int k = 0; k < kSideSlots; ++k) t.piles.push_back({s.side_of(seat, k), 2 + k, row, fan});
    t.piles.push_back({s.hand_of(seat), 6, row, Fan::right});
  };
  for (int seat = 1; seat < n; ++seat) block(seat, seat - 1, Fan::down);
  const int first_center_row = n - 1;
  for (int k = 0; k < s.centers(); ++k) {
    t.piles.push_back({State::center(k), k % per_row, first_center_row + k / per_row, Fan::none});
  }
  t.piles.push_back({State::draw_pile(), per_row, first_center_row, Fan::none});
  block(0, t.rows - 1, Fan::up);
  t.wide_gap_before_rows = {first_center_row, t.rows - 1};
  place_unused(s, t);
  return t;
}

TableArrangement tall(const State& s) {
  const int n = s.seats();
  constexpr int kColumns = 6;
  const int center_cells = s.centers() + 1;  // and the draw pile
  const int center_rows = (center_cells + kColumns - 1) / kColumns;
  TableArrangement t;
  t.columns = kColumns;
  t.rows = 2 * n + center_rows;
  t.seats.resize(size_t(n));
  const auto block = [&](int seat, int row, Fan fan) {
    t.seats[size_t(seat)] = {-1, 0, row, Fan::none};
    t.piles.push_back({s.payoff_of(seat), 1, row, Fan::none});
    t.piles.push_back({s.hand_of(seat), 2, row, Fan::right});
    for (int k = 0; k < kSideSlots; ++k) t.piles.push_back({s.side_of(seat, k), k, row + 1, fan});
  };
  for (int seat = 1; seat < n; ++seat) block(seat, 2 * (seat - 1), Fan::down);
  const int first_center_row = 2 * (n - 1);
  t.piles.push_back({State::draw_pile(), 0, first_center_row, Fan::none});
  for (int k = 0; k < s.centers(); ++k) {
    t.piles.push_back(
        {State::center(k), (k + 1) % kColumns, first_center_row + (k + 1) / kColumns, Fan::none});
  }
  block(0, t.rows - 2, Fan::up);
  t.wide_gap_before_rows = {first_center_row, t.rows - 2};
  place_unused(s, t);
  return t;
}

}  // namespace

TableArrangements table_of(const State& s) {
  TableArrangements table;
  table.pile_count = table_pile_count(s);
  table.wide = wide(s);
  table.tall = tall(s);
  table.piles.resize(size_t(table.pile_count));
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    PileInfo& info = table.piles[pile];
    info.code = pile_code(s, pile);
    info.owner = s.owner(pile);
    switch (s.kind(pile)) {
      case PileKind::draw:
        info.word = "Draw pile";
        info.count_badge = true;
        break;
      case PileKind::center:
        info.word = "Center";
        info.number = pile;
        info.foundation = true;
        break;
      case PileKind::payoff:
        info.word = "payoff pile";
        info.count_badge = s.rules().show_payoff_count;
        break;
      case PileKind::hand:
        info.word = "hand";
        info.hand = true;
        info.fanned = true;
        break;
      case PileKind::side:
        info.word = "side stack";
        info.number = s.side_number(pile) + 1;
        info.fanned = true;
        break;
    }
  }
  if (kUnusedCardsPile) {
    PileInfo& box = table.piles[unused_pile(s)];
    box.code = "xx";
    box.word = "Cards not in this game";
  }
  return table;
}

}  // namespace rb::spite
