// Where every pile of a game's table lies, computed from the window size and the game's table
// arrangement (core/table.hpp) alone (no SDL, no state). Of the game's two shapes, wide and tall,
// the one that suits the window is chosen, unless the other gives clearly larger cards; then the
// largest card size at which every cell fits (fans at least a few cards deep) is found, and the
// room left over goes to the fans, up to a full run from king to ace.
// A strip across the top (`toolbar`, optional) holds the buttons and the message line; the table
// is laid out below it.
//
// Coordinates are whole device pixels (CSS pixels x devicePixelRatio), so cards rasterized at the
// card size are drawn 1:1 and stay sharp; `css()` converts back for the browser test hook.
#pragma once

#include <cmath>
#include <optional>
#include <vector>

#include "core/table.hpp"

namespace rb::app {

struct Rect {
  int x = 0, y = 0, w = 0, h = 0;
  int right() const { return x + w; }
  int bottom() const { return y + h; }
  bool contains(int px, int py) const {
    return px >= x && px < right() && py >= y && py < bottom();
  }
  bool overlaps(const Rect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

enum class TableShape { wide, tall };

// One pile's place. A fanned pile spreads its cards from `base` along
// (fan_dx, fan_dy), at most `fan_step` pixels apart and never beyond `area`.
struct PilePlace {
  bool shown = false;  // false for a pile the arrangement leaves out (as stocks without a stock)
  Rect area;           // everything the pile may cover; what a drop or a click on it hits
  Rect base;           // the bottom card (and the outline of the empty place)
  int fan_dx = 0;
  int fan_dy = 0;
  int fan_step = 0;
};

struct Layout {
  double css_width = 0, css_height = 0, dpr = 1;
  int width = 0, height = 0;  // the drawable, in device pixels
  TableShape shape = TableShape::wide;
  int card_width = 0, card_height = 0;  // always 5:7, like the card art (250 x 350)
  int corner_radius = 0;                // of cards and empty places
  int gap = 0;                          // the narrowest gutter between two places
  std::vector<PilePlace> places;        // [pile]
  Rect toolbar;                         // empty when no strip was asked for
  int toolbar_rows = 1;  // the bar's rows: 1, or the buttons above and the words in 1-2 rows below
  std::vector<Rect> seat;  // [seat]: the free card-sized cell beside the seat's piles

  const PilePlace& place(int pile) const { return places[size_t(pile)]; }
  double css(int device_pixels) const { return device_pixels / dpr; }
  // Where an open panel's room begins: below the bar, or, in a bar of two rows, below its
  // buttons (the words' row is the panel's while it is open: the menu fits a phone as before).
  int panel_top() const {
    return toolbar_rows == 2 ? toolbar.y + toolbar_row_height() : toolbar.bottom();
  }
  // The height of one of the bar's rows (the buttons').
  int toolbar_row_height() const { return int(std::lround(toolbar.h / double(toolbar_rows))); }
};

// The table for a window of css_width x css_height CSS pixels at the given devicePixelRatio,
// below a toolbar `toolbar_css` CSS pixels high (0: none).
Layout compute_layout(double css_width, double css_height, double dpr,
                      const TableArrangements& table, double toolbar_css = 0);

// A toolbar narrower than this (CSS pixels) is a phone's.
inline constexpr double kNarrowBarCss = 600;

// How high the toolbar is for a window of that CSS size: a finger's width, less on small screens,
// a little more on a phone held upright.
double toolbar_height_css(double css_width, double css_height);

// Where the card at `index` (0 = bottom) of a pile holding `count` cards is drawn.
Rect card_rect(const Layout& layout, int pile, int index, int count);

// The part of that card that the card above it (in a fan) leaves showing.
Rect uncovered_card_rect(const Layout& layout, int pile, int index, int count);

// The pile whose place contains the device pixel (x, y), if any.
std::optional<int> pile_at(const Layout& layout, int x, int y);

}  // namespace rb::app
