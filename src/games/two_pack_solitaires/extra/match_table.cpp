// A match's table (see match_table.hpp).
#include "match_table.hpp"

#include "../table.hpp"
#include "../table_words.hpp"
#include "core/translation.hpp"

namespace rb::tps {

namespace {

int own_piles(Game game) {  // a race seat's piles on the table: all but its foundations
  return pile_count(game) - kFoundations;
}

// The common foundation shown where a race seat's layout has its foundation `f`: the first seat's
// eight places, then the second's (House on the Hill: up piles 0..7, down piles 8..15, the first
// seat's of each suit first).
int place_of(Game game, int seat, int f) {
  if (game != Game::house_on_the_hill) return seat * kFoundations + f;
  return f < 4 ? seat * 4 + f : 8 + seat * 4 + (f - 4);
}

int ceil_div(int a, int b) {
  return (a + b - 1) / b;
}

// Puts a seat's layout (a game's own arrangement) into `out` at a column and row.
void put_layout(const Match& m, int seat, const TableArrangement& own, int column, int row,
                TableArrangement& out) {
  for (const TableCell& cell : own.piles) {
    const PileId pile = PileId(cell.pile);
    const int at = m.race() && is_foundation(pile)
                       ? table_pile_of_shared(place_of(m.rules().game, seat, pile))
                       : table_pile_of(m, seat, pile);
    if (at >= 0) out.piles.push_back({at, cell.column + column, cell.row + row, cell.fan});
  }
  for (const int gap : own.wide_gap_before_columns)
    out.wide_gap_before_columns.push_back(gap + column);
  if (column == 0) {
    for (const int gap : own.wide_gap_before_rows) out.wide_gap_before_rows.push_back(gap + row);
  }
  if (!own.seats.empty()) {
    TableCell box = own.seats[0];
    box.column += column;
    box.row += row;
    out.seats[size_t(seat)] = box;
  }
}

// The boxes of `seats` (from `first`) in free cells from a column and row, down then across.
void put_boxes(int first, int seats, int column, int row, int rows, TableArrangement& out) {
  for (int i = 0; first + i < seats; ++i) {
    out.seats[size_t(first + i)] = {-1, column + i / rows, row + i % rows};
  }
}

TableArrangement wide_shape(const Match& m, const TableArrangements& own) {
  TableArrangement t;
  t.seats.resize(size_t(m.seats()));
  if (shown_seats(m) == 1) {  // identical: the person's layout as alone, the others' boxes beside
    const TableArrangement& base = own.wide;
    const int extra = ceil_div(m.seats() - 1, base.rows);
    t.columns = base.columns + extra;
    t.rows = base.rows;
    put_layout(m, 0, base, 0, 0, t);
    t.wide_gap_before_columns.push_back(base.columns);
    put_boxes(1, m.seats(), base.columns, 0, base.rows, t);
    return t;
  }
  const TableArrangement& base = own.tall;  // two layouts side by side, each as on a phone
  const int rest = m.seats() - 2;           // computers whose layouts are not shown
  t.columns = 2 * base.columns + (rest > 0 ? ceil_div(rest, base.rows) : 0);
  t.rows = base.rows;
  put_layout(m, 0, base, 0, 0, t);
  put_layout(m, 1, base, base.columns, 0, t);
  t.wide_gap_before_columns.push_back(base.columns);
  if (rest > 0) {
    t.wide_gap_before_columns.push_back(2 * base.columns);
    put_boxes(2, m.seats(), 2 * base.columns, 0, base.rows, t);
  }
  return t;
}

// The second seat's layout, small, in a block of the table's cells: its own piles (in a race, not
// the foundations, which are the table's).
TableInset small_layout(const Match& m, const TableArrangement& own, int column, int row,
                        int columns, int rows) {
  TableInset inset{column, row, columns, rows, own.columns, own.rows, {}};
  for (const TableCell& cell : own.piles) {
    const int at = table_pile_of(m, 1, PileId(cell.pile));
    if (at >= 0) inset.piles.push_back({at, cell.column, cell.row, cell.fan});
  }
  return inset;
}

TableArrangement tall_shape(const Match& m) {
  const TableArrangement base = match_seat_tall(m.rules().game);
  TableArrangement t;
  t.seats.resize(size_t(m.seats()));
  t.columns = base.columns;
  // Above the person's layout: in a race the other seat's eight foundation places, then the
  // other seats' boxes; when the other's layout is shown, it is there too, small, in the cells
  // left over and one more row.
  const int places = m.race() ? kFoundations : 0;
  const int used = places + m.seats() - 1;
  const bool small = shown_seats(m) == 2;
  const int extra_rows = ceil_div(used, base.columns) + (small ? 1 : 0);
  t.rows = base.rows + extra_rows;
  if (small) {
    const int row = (used - 1) / base.columns, column = (used - 1) % base.columns + 1;
    t.insets.push_back(column < base.columns
                           ? small_layout(m, base, column, row, base.columns - column, 2)
                           : small_layout(m, base, 0, row + 1, base.columns, 1));
  }
  for (int f = 0; f < places; ++f) {
    t.piles.push_back(
        {table_pile_of_shared(place_of(m.rules().game, 1, f)), f % base.columns, f / base.columns});
  }
  for (int seat = 1; seat < m.seats(); ++seat) {
    const int cell = places + seat - 1;
    t.seats[size_t(seat)] = {-1, cell % base.columns, cell / base.columns};
  }
  put_layout(m, 0, base, 0, extra_rows, t);
  t.wide_gap_before_rows.push_back(extra_rows);
  return t;
}

}  // namespace

int shown_seats(const Match& m) {
  return m.rules().mode == Mode::identical && !m.people_apart() ? 1 : 2;
}

int tabled_seats(const Match& m) {
  return m.people_apart() ? m.seats() : shown_seats(m);
}

int match_pile_count(const Match& m) {
  const Game g = m.rules().game;
  return m.race() ? kSharedFoundations + 2 * own_piles(g) : tabled_seats(m) * pile_count(g);
}

MatchPile match_pile(const Match& m, int table_pile) {
  const Game g = m.rules().game;
  if (m.race()) {
    if (table_pile < kSharedFoundations) return {-1, 0, table_pile};
    const int n = table_pile - kSharedFoundations;
    return {n / own_piles(g), PileId(kFoundations + n % own_piles(g)), -1};
  }
  return {table_pile / pile_count(g), PileId(table_pile % pile_count(g)), -1};
}

int table_pile_of(const Match& m, int seat, PileId pile) {
  const Game g = m.rules().game;
  if (seat < 0 || seat >= tabled_seats(m) || pile >= pile_count(g)) return -1;
  if (m.race()) {
    if (is_foundation(pile)) return -1;
    return kSharedFoundations + seat * own_piles(g) + (pile - kFoundations);
  }
  return seat * pile_count(g) + pile;
}

int table_pile_of_shared(int shared) {
  return shared;
}

TableArrangements match_table(const Match& m) {
  const Game g = m.rules().game;
  const TableArrangements own = table_of(g);
  TableArrangements table;
  table.pile_count = match_pile_count(m);
  table.one_back = true;  // each player's two packs show one back: the first's, the second's
  table.wide = wide_shape(m, own);
  table.tall = tall_shape(m);
  const std::vector<PileInfo> infos = pile_infos(g);
  table.piles.resize(size_t(table.pile_count));
  for (int at = 0; at < table.pile_count; ++at) {
    const MatchPile where = match_pile(m, at);
    PileInfo& info = table.piles[size_t(at)];
    if (where.shared >= 0) {
      const bool hill = g == Game::house_on_the_hill;
      info.code = "f" + std::to_string(where.shared + 1);
      info.word =
          hill ? (where.shared < 8 ? tr_mark("Up") : tr_mark("Down")) : tr_mark("Foundation");
      info.number = hill ? where.shared % 8 + 1 : where.shared + 1;
      info.foundation = true;
      continue;
    }
    info = infos[where.pile];
    info.owner = where.seat;
    if (where.seat > 0) {
      info.code = std::string(1, kSeatLetters[where.seat]) + info.code;
      info.off_table = true;  // (a phone shows the computer's layout small, or its box)
    }
  }
  return table;
}

}  // namespace rb::tps
