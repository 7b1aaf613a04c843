// Spite and Malice's table for the shared layout, built for the state's seat count: each seat's
// box, payoff pile, four side stacks (fanned, every card visible; the others' squared with their
// top card and a count in games of three or four) and hand (fanned for the person; face down to
// the others). The person (seat A) sits at the bottom, the others above in seat order; the center
// stacks and the draw pile lie between. The cards a game does not use (a pile of its own, so that
// every card is always somewhere) are not shown.
//
//   wide, two seats:                        tall, four seats:
//   B  pb sb1 sb2 sb3 sb4 .. .. hb          B   pb  sb1 sb2 sb3 sb4
//   c1 c2 c3  c4  c5  c6  c7 c8 dr          C   pc  sc1 sc2 sc3 sc4
//   A  pa sa1 sa2 sa3 sa4 .. .. ha->        D   pd  sd1 sd2 sd3 sd4
//                                           dr  c1  c2  c3  c4  c5
//   wide, three or four seats:                  c6  ..  c10 / c11 c12
//   .. B  pb sb1 .. sb4 .. hb .. .. ..      A   pa  sa1 sa2 sa3 sa4
//   c1 c2 .. .. .. .. .. .. .. c12 dr       ha->
//   .. A  pa sa1 .. sa4 .. ha ha ha ha ha
//   (side stacks fan down)
#include "core/translation.hpp"
#include "table_words.hpp"

namespace rb::spite {

int table_pile_count(const State& s) {
  return s.pile_count() + (kUnusedCardsPile ? 1 : 0);
}

PileId unused_pile(const State& s) {
  return PileId(s.pile_count());
}

namespace {

// Whether the others' side stacks lie squared (their top card and a count) rather than fanned:
// with three or four players, so that every seat's block is one row and the cards stay large.
bool others_squared(const State& s) {
  return s.seats() > 2;
}

// Landscape. Each seat's block is a row: its box, payoff pile and four side stacks, and its hand.
// The others sit above in seat order, the person below; the center stacks and the draw pile (the
// last column) lie between in one row. With two players that row is the blocks' width (eight
// stacks), the hands one column apart from the side stacks, the person's laid out whole in five
// columns of its own (a review found the cards of a fan there hidden by the one picked up). With
// three or four (twelve stacks) the row is wider than the blocks, which lie over its middle, the
// person's hand laid out whole from there to the row's end: the table's width is used and its
// rows are few (its cards large).
// Side stacks fan down (with three or four players only the person's).
TableArrangement wide(const State& s) {
  const int n = s.seats();
  const int per_row = s.centers();
  const int last = std::max(6, per_row);  // the draw pile's column
  // (More than two players: the blocks over the stacks' middle.)
  const bool wider = per_row > 8;
  // (The hands one column apart from the side stacks, so that the person's reads as a hand.)
  const int indent = wider ? last - 2 * kSideSlots - 3 : 0;
  const int hand_column = indent + kSideSlots + 3;
  TableArrangement t;
  t.columns = wider ? last + 1 : hand_column + kHandSize;
  t.rows = n + 1;
  t.seats.resize(size_t(n));
  const auto block = [&](int seat, int row) {
    const Fan sides = seat != 0 && others_squared(s) ? Fan::none : Fan::down;
    t.seats[size_t(seat)] = {-1, indent, row, Fan::none};
    t.piles.push_back({s.payoff_of(seat), indent + 1, row, Fan::none});
    for (int k = 0; k < kSideSlots; ++k) {
      t.piles.push_back({s.side_of(seat, k), indent + 2 + k, row, sides});
    }
    const Fan hand = seat != 0 ? Fan::none : Fan::spread;
    t.piles.push_back({s.hand_of(seat), hand_column, row, hand, kHandSize});
  };
  for (int seat = 1; seat < n; ++seat) block(seat, seat - 1);
  const int first_center_row = n - 1;
  for (int k = 0; k < s.centers(); ++k) {
    t.piles.push_back({State::center(k), k, first_center_row, Fan::none});
  }
  t.piles.push_back({State::draw_pile(), last, first_center_row, Fan::none});
  block(0, t.rows - 1);
  t.wide_gap_before_rows = {first_center_row, t.rows - 1};
  return t;
}

// A phone held upright, six columns. Another seat's block: its box, payoff pile and, with two
// players, its hand on one row and its side stacks fanned down on the next; with three or four,
// one row of box, payoff and squared side stacks (its hand is counted in its box). The draw pile
// and the center stacks beside it, five to a row, follow; the person's box, payoff and side stacks
// (fanned down), and the person's hand, laid out across the last row, close the table.
TableArrangement tall(const State& s) {
  const int n = s.seats();
  constexpr int kColumns = 6;
  const bool squared = others_squared(s);
  // The draw pile in the first column, the center stacks five to a row beside it.
  const int center_rows = (s.centers() + kColumns - 2) / (kColumns - 1);
  const int other_rows = squared ? 1 : 2;
  TableArrangement t;
  t.columns = kColumns;
  t.rows = other_rows * (n - 1) + center_rows + 2;
  t.seats.resize(size_t(n));
  for (int seat = 1; seat < n; ++seat) {
    const int row = other_rows * (seat - 1);
    t.seats[size_t(seat)] = {-1, 0, row, Fan::none};
    t.piles.push_back({s.payoff_of(seat), 1, row, Fan::none});
    if (squared) {
      for (int k = 0; k < kSideSlots; ++k) {
        t.piles.push_back({s.side_of(seat, k), 2 + k, row, Fan::none});
      }
    } else {
      t.piles.push_back({s.hand_of(seat), 2, row, Fan::none});
      for (int k = 0; k < kSideSlots; ++k) {
        t.piles.push_back({s.side_of(seat, k), 1 + k, row + 1, Fan::down});
      }
    }
  }
  const int first_center_row = other_rows * (n - 1);
  t.piles.push_back({State::draw_pile(), 0, first_center_row, Fan::none});
  for (int k = 0; k < s.centers(); ++k) {
    t.piles.push_back({State::center(k), 1 + k % (kColumns - 1),
                       first_center_row + k / (kColumns - 1), Fan::none});
  }
  const int mine = t.rows - 2;
  t.seats[0] = {-1, 0, mine, Fan::none};
  t.piles.push_back({s.payoff_of(0), 1, mine, Fan::none});
  for (int k = 0; k < kSideSlots; ++k) t.piles.push_back({s.side_of(0, k), 2 + k, mine, Fan::down});
  t.piles.push_back({s.hand_of(0), 0, mine + 1, Fan::spread});
  t.wide_gap_before_rows = {first_center_row, mine};
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
        info.word = tr_mark("Draw pile");
        info.count_badge = true;
        break;
      case PileKind::center:
        info.word = tr_mark("Center");
        info.number = pile;
        info.foundation = true;
        break;
      case PileKind::payoff:
        info.word = tr_mark("payoff pile");
        info.count_badge = s.rules().show_payoff_count;
        info.word_badge = !info.count_badge;  // (its name at least: the pile that wins the game)
        break;
      case PileKind::hand:
        info.word = tr_mark("hand");
        info.hand = true;
        info.fanned = info.owner == 0;
        info.count_badge = info.owner != 0;
        info.off_table = info.owner != 0 && others_squared(s);  // (counted in its owner's box)
        break;
      case PileKind::side:
        info.word = tr_mark("side stack");
        info.number = s.side_number(pile) + 1;
        info.fanned = info.owner == 0 || !others_squared(s);
        info.count_badge = !info.fanned;
        break;
    }
  }
  if (kUnusedCardsPile) {
    PileInfo& box = table.piles[unused_pile(s)];
    box.code = "xx";
    box.word = tr_mark("Cards not in this game");
    box.off_table = true;
  }
  return table;
}

}  // namespace rb::spite
