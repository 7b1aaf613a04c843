// Where every pile of the table lies, computed from the window size alone (no SDL, no state).
//
// Two table shapes, chosen by which gives the larger cards:
//   wide (landscape)                          tall (phone portrait)
//   rb  ←←←h1  c1 c5  h5→→→                    rb wb
//   wb  ←←←h2  c2 c6  h6→→→  sa                 ↑  ↑  ↑  ↑
//   sb  ←←←h3  c3 c7  h7→→→  wa                h5 h6 h7 h8
//       ←←←h4  c4 c8  h8→→→  ra                c1 c2 c3 c4
//                                              c5 c6 c7 c8
//                                              h1 h2 h3 h4
//                                               ↓  ↓  ↓  ↓
//                                                    wa ra
// A strip across the top (`toolbar`, optional) holds the buttons and the message line; the table
// is laid out below it. Each player's row or column has one free cell (`seat`), where the
// player's name, cards left and knock count are shown.
// Player B (the computer) sits at the top, player A (the human) at the bottom; each player's
// reserve, waste and stock are on their own right-hand side, as at a real table. Stocks are placed
// only when the rules have one. House piles fan outward, away from the center piles, as a real
// table is laid out: the card art has its index in two opposite corners, so a fan to the left or
// upward still shows every card's rank and suit (upside down).
//
// Coordinates are whole device pixels (CSS pixels x devicePixelRatio), so cards rasterized at the
// card size are drawn 1:1 and stay sharp; `css()` converts back for the browser test hook.
#pragma once

#include <array>
#include <optional>

#include "games/russian_bank/engine/piles.hpp"
#include "games/russian_bank/engine/rules.hpp"

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

// One pile's place. A fanned pile (a house pile) spreads its cards from `base` along
// (fan_dx, fan_dy), at most `fan_step` pixels apart and never beyond `area`.
struct PilePlace {
  bool shown = false;  // stocks are hidden when the rules have none
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
  std::array<PilePlace, kPileCount> places{};
  Rect toolbar;              // empty when no strip was asked for
  std::array<Rect, 2> seat;  // [player]: the free card-sized cell beside the player's piles

  const PilePlace& place(PileId pile) const { return places[pile]; }
  double css(int device_pixels) const { return device_pixels / dpr; }
};

// The table for a window of css_width x css_height CSS pixels at the given devicePixelRatio,
// below a toolbar `toolbar_css` CSS pixels high (0: none).
Layout compute_layout(double css_width, double css_height, double dpr, const Rules& rules,
                      double toolbar_css = 0);

// How high the toolbar is for a window of that CSS size: a finger's width, less on small screens.
double toolbar_height_css(double css_width, double css_height);

// Where the card at `index` (0 = bottom) of a pile holding `count` cards is drawn.
Rect card_rect(const Layout& layout, PileId pile, int index, int count);

// The pile whose place contains the device pixel (x, y), if any.
std::optional<PileId> pile_at(const Layout& layout, int x, int y);

}  // namespace rb::app
