// The table layout: finds the largest card size at which every place fits the window in the wide
// or the tall arrangement (see layout.hpp), then places the piles on a grid built from that size.
#include "app/layout.hpp"

#include <algorithm>
#include <cmath>

namespace rb::app {
namespace {

// Every length is a multiple of the unit k: a card is 5k x 7k, like the 250 x 350 card art.
struct Metrics {
  int k = 0;
  int card_w = 0, card_h = 0;
  int gap = 0;         // between neighbouring places
  int wide_gap = 0;    // between the house piles and the center piles
  int margin = 0;      // between the outermost places and the window's edge
  int fan_step_x = 0;  // how much of a card a sideways fan shows: a corner index's width
  int fan_step_y = 0;  // how much of a card an up or down fan shows: rank and suit
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
          .fan_step_y = part(2.0, 2)};
}

// Fans must show at least this many cards above the base card at full step to be worth having
// (sideways room is cheaper than height, so wide tables give more), and never need more than a run
// from king to ace.
constexpr int kMinWideFanSteps = 4;
constexpr int kMinTallFanSteps = 3;
constexpr int kMaxFanSteps = 12;

// --- wide: player columns at the sides, four rows of house <- | center center | -> house ---

int wide_fixed_width(const Metrics& m) {
  return 2 * m.margin + 6 * m.card_w + 3 * m.gap + 2 * m.wide_gap;
}
int wide_height(const Metrics& m) {
  return 2 * m.margin + 4 * m.card_h + 3 * m.gap;
}
bool wide_fits(const Metrics& m, int width, int height) {
  return wide_fixed_width(m) + 2 * kMinWideFanSteps * m.fan_step_x <= width &&
         wide_height(m) <= height;
}

// --- tall: player rows at top and bottom, house rows fanning outward from two center rows ---

int tall_width(const Metrics& m) {
  return 2 * m.margin + 4 * m.card_w + 3 * m.gap;
}
int tall_fixed_height(const Metrics& m) {
  return 2 * m.margin + 6 * m.card_h + 3 * m.gap + 2 * m.wide_gap;
}
bool tall_fits(const Metrics& m, int width, int height) {
  return tall_width(m) <= width &&
         tall_fixed_height(m) + 2 * kMinTallFanSteps * m.fan_step_y <= height;
}

template <typename Fits>
int largest_unit(int width, int height, Fits fits) {
  for (int k = std::min(width / 5, height / 7); k > 1; --k) {
    if (fits(metrics_for(k), width, height)) return k;
  }
  return 1;
}

// The room a fan may use beyond its base card: what is left over, up to a full run.
int fan_room(int left_over, int step) {
  return std::clamp(left_over, 0, kMaxFanSteps * step);
}

void put(Layout& layout, PileId pile, Rect base) {
  layout.places[pile] = {.shown = true, .area = base, .base = base};
}

void put_fan(Layout& layout, PileId pile, Rect area, Rect base, int dx, int dy, int step) {
  layout.places[pile] = {
      .shown = true, .area = area, .base = base, .fan_dx = dx, .fan_dy = dy, .fan_step = step};
}

// The part of the window below the toolbar.
struct Area {
  int top = 0, width = 0, height = 0;
};

void place_wide(Layout& layout, const Metrics& m, bool stocks, Area a) {
  const int room = fan_room((a.width - wide_fixed_width(m)) / 2, m.fan_step_x);
  const int used_w = wide_fixed_width(m) + 2 * room;
  const int x0 = (a.width - used_w) / 2 + m.margin;
  const int y0 = a.top + (a.height - wide_height(m)) / 2 + m.margin;
  const int w = m.card_w, h = m.card_h;

  const int col_b = x0;
  const int house_left = col_b + w + m.gap;
  const int center_1 = house_left + w + room + m.wide_gap;
  const int center_2 = center_1 + w + m.gap;
  const int house_right = center_2 + w + m.wide_gap;
  const int col_a = house_right + w + room + m.gap;
  auto row = [&](int r) { return y0 + r * (h + m.gap); };
  auto card_at = [&](int x, int r) { return Rect{x, row(r), w, h}; };

  put(layout, reserve_of(kPlayerB), card_at(col_b, 0));
  put(layout, waste_of(kPlayerB), card_at(col_b, 1));
  put(layout, waste_of(kPlayerA), card_at(col_a, 2));
  put(layout, reserve_of(kPlayerA), card_at(col_a, 3));
  if (stocks) {
    put(layout, stock_of(kPlayerB), card_at(col_b, 2));
    put(layout, stock_of(kPlayerA), card_at(col_a, 1));
  }
  layout.seat[kPlayerB] = card_at(col_b, 3);
  layout.seat[kPlayerA] = card_at(col_a, 0);
  for (int i = 0; i < 4; ++i) {
    put(layout, center_pile(i), card_at(center_1, i));
    put(layout, center_pile(4 + i), card_at(center_2, i));
    put_fan(layout, house_pile(i), Rect{house_left, row(i), w + room, h},
            card_at(house_left + room, i), -1, 0, m.fan_step_x);
    put_fan(layout, house_pile(4 + i), Rect{house_right, row(i), w + room, h},
            card_at(house_right, i), 1, 0, m.fan_step_x);
  }
}

void place_tall(Layout& layout, const Metrics& m, bool stocks, Area a) {
  const int room = fan_room((a.height - tall_fixed_height(m)) / 2, m.fan_step_y);
  const int used_h = tall_fixed_height(m) + 2 * room;
  const int x0 = (a.width - tall_width(m)) / 2 + m.margin;
  const int y0 = a.top + (a.height - used_h) / 2 + m.margin;
  const int w = m.card_w, h = m.card_h;

  const int row_b = y0;
  const int house_top = row_b + h + m.gap;
  const int center_1 = house_top + h + room + m.wide_gap;
  const int center_2 = center_1 + h + m.gap;
  const int house_bottom = center_2 + h + m.wide_gap;
  const int row_a = house_bottom + h + room + m.gap;
  auto col = [&](int c) { return x0 + c * (w + m.gap); };
  auto card_at = [&](int c, int y) { return Rect{col(c), y, w, h}; };

  put(layout, reserve_of(kPlayerB), card_at(0, row_b));
  put(layout, waste_of(kPlayerB), card_at(1, row_b));
  put(layout, waste_of(kPlayerA), card_at(2, row_a));
  put(layout, reserve_of(kPlayerA), card_at(3, row_a));
  if (stocks) {
    put(layout, stock_of(kPlayerB), card_at(2, row_b));
    put(layout, stock_of(kPlayerA), card_at(1, row_a));
  }
  layout.seat[kPlayerB] = card_at(3, row_b);
  layout.seat[kPlayerA] = card_at(0, row_a);
  for (int i = 0; i < 4; ++i) {
    put(layout, center_pile(i), card_at(i, center_1));
    put(layout, center_pile(4 + i), card_at(i, center_2));
    put_fan(layout, house_pile(4 + i), Rect{col(i), house_top, w, h + room},
            card_at(i, house_top + room), 0, -1, m.fan_step_y);
    put_fan(layout, house_pile(i), Rect{col(i), house_bottom, w, h + room},
            card_at(i, house_bottom), 0, 1, m.fan_step_y);
  }
}

}  // namespace

double toolbar_height_css(double css_width, double css_height) {
  return std::clamp(std::min(css_width, css_height) * 0.06, 36.0, 46.0);
}

Layout compute_layout(double css_width, double css_height, double dpr, const Rules& rules,
                      double toolbar_css) {
  Layout layout;
  layout.css_width = css_width;
  layout.css_height = css_height;
  layout.dpr = dpr > 0 ? dpr : 1;
  // (The small nudge keeps 853.33 x 1.5 from flooring to one pixel short.)
  layout.width = std::max(1, int(std::floor(css_width * layout.dpr + 1e-6)));
  layout.height = std::max(1, int(std::floor(css_height * layout.dpr + 1e-6)));

  const int bar = std::clamp(int(std::lround(toolbar_css * layout.dpr)), 0, layout.height / 4);
  const Area area{bar, layout.width, std::max(1, layout.height - bar)};
  if (bar > 0) layout.toolbar = Rect{0, 0, layout.width, bar};

  const int wide_k = largest_unit(area.width, area.height, wide_fits);
  const int tall_k = largest_unit(area.width, area.height, tall_fits);
  // The shape that suits the window's orientation, unless the other gives clearly larger cards.
  const bool landscape = area.width >= area.height;
  const bool wide = landscape ? 10 * wide_k >= 9 * tall_k : 9 * wide_k > 10 * tall_k;
  const Metrics m = metrics_for(wide ? wide_k : tall_k);

  layout.shape = wide ? TableShape::wide : TableShape::tall;
  layout.card_width = m.card_w;
  layout.card_height = m.card_h;
  layout.corner_radius = std::max(1, int(std::lround(m.card_w * 14.0 / 250.0)));
  layout.gap = m.gap;
  const bool stocks = rules.stock_size > 0;
  if (wide) {
    place_wide(layout, m, stocks, area);
  } else {
    place_tall(layout, m, stocks, area);
  }
  return layout;
}

Rect card_rect(const Layout& layout, PileId pile, int index, int count) {
  const PilePlace& place = layout.place(pile);
  Rect r = place.base;
  if (place.fan_step == 0 || count < 2) return r;
  const int room = place.fan_dx != 0 ? place.area.w - place.base.w : place.area.h - place.base.h;
  const int step = std::min(place.fan_step, room / (count - 1));
  r.x += place.fan_dx * step * index;
  r.y += place.fan_dy * step * index;
  return r;
}

std::optional<PileId> pile_at(const Layout& layout, int x, int y) {
  for (int p = 0; p < kPileCount; ++p) {
    const PilePlace& place = layout.places[p];
    if (place.shown && place.area.contains(x, y)) return PileId(p);
  }
  return std::nullopt;
}

}  // namespace rb::app
