// The turn's banner ("Computer's turn") lies inside the window, its words smaller where they would
// not fit: on an upright phone Pishe Pasha's foundations sit left of the middle, and the banner
// across them ran off the window's left edge. Painted into SDL's software renderer.
#include <catch2/catch.hpp>
#include <cstdint>

#include "app/flow/session.hpp"
#include "app_fixture.hpp"
#include "render/card_art.hpp"
#include "render/draw_kit.hpp"
#include "render/hud_painter.hpp"
#include "render/render_cache.hpp"

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
    SDL_Surface* surface =
        SDL_CreateRGBSurfaceWithFormat(0, layout.width, layout.height, 32, SDL_PIXELFORMAT_RGB888);
    REQUIRE(surface != nullptr);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer != nullptr);
    RenderCache cache;
    paint_hud(DrawKit{renderer, cache, layout}, m, now);
    SDL_RenderFlush(renderer);
    SDL_DestroyRenderer(renderer);
    return surface;
  };
  SDL_Surface* with = paint(300);
  SDL_Surface* without = paint(5000);
  const auto differs = [&](int x, int y) {
    const auto* a = static_cast<const uint8_t*>(with->pixels) + y * with->pitch + x * 4;
    const auto* b = static_cast<const uint8_t*>(without->pixels) + y * without->pitch + x * 4;
    return a[0] != b[0] || a[1] != b[1] || a[2] != b[2];
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
  SDL_FreeSurface(with);
  SDL_FreeSurface(without);
  INFO("rows " << rows << ", from x " << left << " to " << right << " of " << layout.width);
  REQUIRE(rows > 10);  // (it was painted)
  // (With a margin from the window's edges: it touched the left one.)
  CHECK(left >= layout.width * 0.02);
  CHECK(right <= layout.width * 0.98);
}

}  // namespace rb::render
