// The turn's banner ("Computer's turn") lies inside the window, its words smaller where they would
// not fit: on an upright phone Pishe Pasha's foundations sit left of the middle, and the banner
// across them ran off the window's left edge. Painted into SDL's software renderer.
#include <catch2/catch.hpp>

#include "app/flow/session.hpp"
#include "app_fixture.hpp"
#include "painted_surface.hpp"
#include "render/card_art.hpp"
#include "render/hud_painter.hpp"

namespace rb::render {

TEST_CASE("the turn's banner lies inside the window on a phone", "[table]") {
  app::AppModel m = rb::test::app_table("game=pishe-pasha&seed=7");
  m.viewport = app::Viewport{390, 844, 2};
  m.measure = &art::text_width;
  app::lay_out(m);
  m.ui.banner = app::Banner{"Computer's turn", 0, 1000};
  const app::Layout& layout = m.layout;
  // The hud painted on black with the banner at its fullest (between its fade in and out), and
  // without it: the pixels that differ are the banner's.
  const auto paint = [&](double now) {
    return test::painted(m, [&](const DrawKit& kit) { paint_hud(kit, m, now); });
  };
  const test::Surface with = paint(300), without = paint(5000);
  const auto differs = [&](int x, int y) {
    return !(test::rgb_at(with.get(), x, y) == test::rgb_at(without.get(), x, y));
  };
  int left = layout.width, right = -1, rows = 0;
  for (int y = 0; y < layout.height; ++y) {
    int row_left = -1, row_right = -1;
    for (int x = 0; x < layout.width; ++x) {
      if (!differs(x, y)) continue;
      if (row_left < 0) row_left = x;
      row_right = x;
    }
    if (row_left < 0) continue;
    ++rows;
    left = std::min(left, row_left);
    right = std::max(right, row_right);
  }
  INFO("rows " << rows << ", from x " << left << " to " << right << " of " << layout.width);
  REQUIRE(rows > 10);  // (it was painted)
  // (With a margin from the window's edges: it touched the left one.)
  CHECK(left >= layout.width * 0.02);
  CHECK(right <= layout.width * 0.98);
}

}  // namespace rb::render
