// The table layout: finds the largest card size at which every cell of the game's arrangement fits
// the window in its wide or tall shape (see layout.hpp), then places the piles on a grid built
// from that size.
#include "app/ui/layout.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rb::app {
namespace {

// Every length is a multiple of the unit k: a card is 5k x 7k, like the 250 x 350 card art.
struct Metrics {
  int k = 0;
  int card_w = 0, card_h = 0;
  int gap = 0;         // between neighbouring places
  int wide_gap = 0;    // between groups of places (the arrangement's wide gutters)
  int margin = 0;      // between the outermost places and the window's edge
  int fan_step_x = 0;  // how much of a card a sideways fan shows: a corner index's width
  int fan_step_y = 0;  // how much of a card an up or down fan shows: the corner's rank and suit
  int least_fan_step_y = 0;  // the least it shows for the cards to fit: the rank (the suit cut)
};

Metrics metrics_for(int k) {
  auto part = [k](double f, int least) { return std::max(least, int(std::lround(k * f))); };
  return {.k = k,
          .card_w = 5 * k,
          .card_h = 7 * k,
          .gap = part(0.5, 2),
          .wide_gap = part(1.5, 4),
          .margin = part(0.8, 3),
          .fan_step_x = part(1.15, 2),
          .fan_step_y = part(2.5, 2),
          .least_fan_step_y = part(2.0, 2)};
}

// Fans must show at least this many cards above the base card at full step to be worth having
// (sideways room is cheaper than height, so sideways fans get more), and never need more than a
// run from king to ace.
constexpr int kMinSidewaysFanSteps = 4;
constexpr int kMinUpDownFanSteps = 3;
constexpr int kMaxFanSteps = 12;

bool sideways(Fan fan) {
  return fan == Fan::left || fan == Fan::right;
}
bool up_down(Fan fan) {
  return fan == Fan::up || fan == Fan::down;
}

// One direction of the grid (columns, or rows): which tracks take a fan's room, and which have a
// wide gutter before them.
struct Axis {
  int tracks = 0;
  std::vector<uint8_t> fanned, wide_before;  // 0 or 1 per track
  std::vector<int> most_steps;               // per fanned track: the steps its fans ever need
  int fan_count() const { return int(std::count(fanned.begin(), fanned.end(), uint8_t(1))); }
  // The margins, the cards and the gutters: everything but the fans' room.
  int fixed(const Metrics& m, int card) const {
    int length = 2 * m.margin + tracks * card;
    for (int i = 1; i < tracks; ++i) length += wide_before[size_t(i)] ? m.wide_gap : m.gap;
    return length;
  }
  // The room each track's fans take beyond their base cards: the fans' share of what is left
  // over, up to what the track's fans ever need.
  std::vector<int> rooms(int length, const Metrics& m, int card, int step) const {
    const int fans = fan_count();
    const int share = fans == 0 ? 0 : std::max(0, (length - fixed(m, card)) / fans);
    std::vector<int> room(size_t(tracks), 0);
    for (size_t i = 0; i < size_t(tracks); ++i) {
      if (fanned[i]) room[i] = std::min(share, most_steps[i] * step);
    }
    return room;
  }
  // Where each track starts, from `start`, with its room added to each fanned track.
  std::vector<int> starts(const Metrics& m, int card, int start,
                          const std::vector<int>& room) const {
    std::vector<int> at(size_t(tracks), start);
    for (int i = 1; i < tracks; ++i) {
      const int before = card + room[size_t(i - 1)];
      at[size_t(i)] = at[size_t(i - 1)] + before + (wide_before[size_t(i)] ? m.wide_gap : m.gap);
    }
    return at;
  }
};

struct Grid {
  Axis columns, rows;
};

Grid grid_of(const TableArrangement& t) {
  const auto empty_axis = [](int tracks) {
    return Axis{tracks, std::vector<uint8_t>(size_t(tracks)), std::vector<uint8_t>(size_t(tracks)),
                std::vector<int>(size_t(tracks))};
  };
  Grid g{empty_axis(t.columns), empty_axis(t.rows)};
  for (int c : t.wide_gap_before_columns) g.columns.wide_before[size_t(c)] = 1;
  for (int r : t.wide_gap_before_rows) g.rows.wide_before[size_t(r)] = 1;
  for (const TableCell& cell : t.piles) {
    int steps = cell.most_cards > 0 ? std::min(cell.most_cards - 1, kMaxFanSteps) : kMaxFanSteps;
    // (A sideways fan of few cards, a hand, takes the room to lie about half a card apart where the
    // table has it: 12/5 of a corner index's steps. Its cards then share out their room.)
    if (sideways(cell.fan) && cell.most_cards > 0) steps = steps * 12 / 5;
    Axis* axis = sideways(cell.fan) ? &g.columns : up_down(cell.fan) ? &g.rows : nullptr;
    if (axis == nullptr) continue;
    const size_t track = size_t(axis == &g.columns ? cell.column : cell.row);
    axis->fanned[track] = 1;
    axis->most_steps[track] = std::max(axis->most_steps[track], steps);
  }
  return g;
}

bool fits(const Grid& g, const Metrics& m, int width, int height) {
  return g.columns.fixed(m, m.card_w) +
                 g.columns.fan_count() * kMinSidewaysFanSteps * m.fan_step_x <=
             width &&
         g.rows.fixed(m, m.card_h) + g.rows.fan_count() * kMinUpDownFanSteps * m.least_fan_step_y <=
             height;
}

int largest_unit(const Grid& g, int width, int height) {
  for (int k = std::min(width / 5, height / 7); k > 1; --k) {
    if (fits(g, metrics_for(k), width, height)) return k;
  }
  return 1;
}

// The part of the window below the toolbar (or an inset's block of cells).
struct Area {
  int top = 0, width = 0, height = 0, left = 0;
};

void place(Layout& layout, const TableArrangement& t, const Grid& g, const Metrics& m, Area a);

// An inset's piles at the largest card size its block of cells holds.
void place_inset(Layout& layout, const TableInset& inset, const Rect& block) {
  TableArrangement small;
  small.columns = inset.grid_columns;
  small.rows = inset.grid_rows;
  small.piles = inset.piles;
  const Grid g = grid_of(small);
  place(layout, small, g, metrics_for(largest_unit(g, block.w, block.h)),
        Area{block.y, block.w, block.h, block.x});
}

void place(Layout& layout, const TableArrangement& t, const Grid& g, const Metrics& m, Area a) {
  const int w = m.card_w, h = m.card_h;
  const std::vector<int> rooms_x = g.columns.rooms(a.width, m, w, m.fan_step_x);
  const std::vector<int> rooms_y = g.rows.rooms(a.height, m, h, m.fan_step_y);
  const int used_w = g.columns.fixed(m, w) + std::accumulate(rooms_x.begin(), rooms_x.end(), 0);
  const int used_h = g.rows.fixed(m, h) + std::accumulate(rooms_y.begin(), rooms_y.end(), 0);
  const std::vector<int> xs =
      g.columns.starts(m, w, a.left + (a.width - used_w) / 2 + m.margin, rooms_x);
  const std::vector<int> ys =
      g.rows.starts(m, h, a.top + (a.height - used_h) / 2 + m.margin, rooms_y);
  const auto cell_rect = [&](const TableCell& cell) {
    return Rect{xs[size_t(cell.column)], ys[size_t(cell.row)], w, h};
  };
  for (const TableCell& cell : t.piles) {
    const Rect r = cell_rect(cell);
    const int room_x = rooms_x[size_t(cell.column)], room_y = rooms_y[size_t(cell.row)];
    PilePlace& p = layout.places[size_t(cell.pile)];
    p = {.shown = true, .area = r, .base = r};
    switch (cell.fan) {
      case Fan::none:
        break;
      case Fan::left:
        p.area.w += room_x;
        p.base.x += room_x;
        p.fan_dx = -1;
        p.fan_step = cell.most_cards > 0 ? w : m.fan_step_x;
        break;
      case Fan::right:
        p.area.w += room_x;
        p.fan_dx = 1;
        p.fan_step = cell.most_cards > 0 ? w : m.fan_step_x;
        break;
      case Fan::spread:
        p.area.w = xs.back() + w - r.x;
        p.fan_dx = 1;
        p.fan_step = size_t(cell.column) + 1 < xs.size() ? xs[size_t(cell.column) + 1] - r.x : w;
        break;
      case Fan::up:
        p.area.h += room_y;
        p.base.y += room_y;
        p.fan_dy = -1;
        p.fan_step = m.fan_step_y;
        break;
      case Fan::down:
        p.area.h += room_y;
        p.fan_dy = 1;
        p.fan_step = m.fan_step_y;
        break;
    }
  }
  for (const TableCell& cell : t.seats) layout.seat.push_back(cell_rect(cell));
  for (const TableInset& inset : t.insets) {
    const Rect first = cell_rect({-1, inset.column, inset.row});
    const Rect last = cell_rect({-1, inset.column + inset.columns - 1, inset.row + inset.rows - 1});
    place_inset(layout, inset,
                Rect{first.x, first.y, last.right() - first.x, last.bottom() - first.y});
  }
}

}  // namespace

double toolbar_height_css(double css_width, double css_height) {
  const double usual = std::clamp(std::min(css_width, css_height) * 0.06, 36.0, 46.0);
  // (A phone held upright, whose table is as wide as the screen lets it be, gives its bar a little
  // of the height it has over: the message holds a line more beside the buttons.)
  return css_width < kNarrowBarCss && css_height > 1.6 * css_width ? std::max(usual, 48.0) : usual;
}

Layout compute_layout(double css_width, double css_height, double dpr,
                      const TableArrangements& table, double toolbar_css) {
  Layout layout;
  layout.css_width = css_width;
  layout.css_height = css_height;
  layout.dpr = dpr > 0 ? dpr : 1;
  // (The small nudge keeps 853.33 x 1.5 from flooring to one pixel short.)
  layout.width = std::max(1, int(std::floor(css_width * layout.dpr + 1e-6)));
  layout.height = std::max(1, int(std::floor(css_height * layout.dpr + 1e-6)));
  layout.places.assign(size_t(table.pile_count), PilePlace{});

  const int bar = std::clamp(int(std::lround(toolbar_css * layout.dpr)), 0, layout.height / 4);
  const Area area{bar, layout.width, std::max(1, layout.height - bar)};
  if (bar > 0) layout.toolbar = Rect{0, 0, layout.width, bar};

  const Grid wide_grid = grid_of(table.wide), tall_grid = grid_of(table.tall);
  const int wide_k = largest_unit(wide_grid, area.width, area.height);
  const int tall_k = largest_unit(tall_grid, area.width, area.height);
  // The shape that suits the window's orientation, unless the other gives clearly larger cards.
  const bool landscape = area.width >= area.height;
  const bool wide = landscape ? 10 * wide_k >= 9 * tall_k : 9 * wide_k > 10 * tall_k;
  const Metrics m = metrics_for(wide ? wide_k : tall_k);

  layout.shape = wide ? TableShape::wide : TableShape::tall;
  layout.card_width = m.card_w;
  layout.card_height = m.card_h;
  layout.corner_radius = std::max(1, int(std::lround(m.card_w * 14.0 / 250.0)));
  layout.gap = m.gap;
  place(layout, wide ? table.wide : table.tall, wide ? wide_grid : tall_grid, m, area);
  return layout;
}

Rect card_rect(const Layout& layout, int pile, int index, int count) {
  const PilePlace& place = layout.place(pile);
  Rect r = place.base;
  if (place.fan_step == 0 || count < 2) return r;
  const int room = place.fan_dx != 0 ? place.area.w - place.base.w : place.area.h - place.base.h;
  const int step = std::min(place.fan_step, room / (count - 1));
  r.x += place.fan_dx * step * index;
  r.y += place.fan_dy * step * index;
  return r;
}

Rect uncovered_card_rect(const Layout& layout, int pile, int index, int count) {
  Rect r = card_rect(layout, pile, index, count);
  if (index + 1 >= count) return r;
  const Rect next = card_rect(layout, pile, index + 1, count);
  if (next.x > r.x) r.w = std::min(r.w, next.x - r.x);
  if (next.x < r.x) r.w -= next.right() - r.x, r.x = next.right();
  if (next.y > r.y) r.h = std::min(r.h, next.y - r.y);
  if (next.y < r.y) r.h -= next.bottom() - r.y, r.y = next.bottom();
  return r;
}

std::optional<int> pile_at(const Layout& layout, int x, int y) {
  for (size_t p = 0; p < layout.places.size(); ++p) {
    const PilePlace& place = layout.places[p];
    if (place.shown && place.area.contains(x, y)) return int(p);
  }
  return std::nullopt;
}

}  // namespace rb::app
