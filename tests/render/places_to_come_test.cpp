// A place whose pile comes later (TableTalk::place_shown false: Single-deck Russian Bank's tableau
// piles 5 to 8 before the dealer's first turn) is drawn as a faint outline on bare cloth, not as an
// empty place to fill; once its pile is there it is drawn as any other. Painted into SDL's
// software renderer.
#include <catch2/catch.hpp>
#include <cstdint>
#include <tuple>

#include "app/flow/session.hpp"
#include "app_fixture.hpp"
#include "render/card_art.hpp"
#include "render/draw_kit.hpp"
#include "render/render_cache.hpp"
#include "render/table_painter.hpp"

namespace rb::render {
namespace {

struct Rgb {
  int r = 0, g = 0, b = 0;
  int sum() const { return r + g + b; }
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

// The table painted, and the colours of a place's left edge, middle and the cloth beside it.
struct PlacePixels {
  Rgb edge, middle, cloth;
};

PlacePixels place_pixels(const app::AppModel& m, int pile) {
  const app::Layout& layout = m.layout;
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, layout.width, layout.height, 32, SDL_PIXELFORMAT_RGB888);
  REQUIRE(surface != nullptr);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(renderer != nullptr);
  RenderCache cache;
  paint_table(DrawKit{renderer, cache, layout}, m);
  SDL_RenderFlush(renderer);
  const auto at = [&](int x, int y) {
    const auto* p = static_cast<const uint8_t*>(surface->pixels) + y * surface->pitch + x * 4;
    return Rgb{p[2], p[1], p[0]};
  };
  const app::Rect r = layout.place(pile).base;
  const int y = r.y + r.h / 3;  // (above the place's label, if any)
  PlacePixels pixels{at(r.x, y), at(r.x + r.w / 2, y), at(r.right() + 3, y)};
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return pixels;
}

}  // namespace

TEST_CASE("a place to come is a faint outline on the cloth; once there, an empty place",
          "[table]") {
  for (const auto& [w, h, dpr] : {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 2.0}}) {
    INFO(w << "x" << h);
    app::AppModel m = rb::test::app_table("game=single-deck-russian-bank&seed=7");
    m.viewport = app::Viewport{w, h, dpr};
    m.measure = &art::text_width;
    app::lay_out(m);
    constexpr int kPileFive = 4;
    REQUIRE_FALSE(m.state().talk()->place_shown(kPileFive));
    const PlacePixels to_come = place_pixels(m, kPileFive);
    CHECK(to_come.middle == to_come.cloth);           // no empty place's fill
    CHECK(to_come.edge.sum() > to_come.cloth.sum());  // but a lighter outline
    // A place on the table (the other seat's waste, empty at the deal) is filled.
    constexpr int kWasteB = 11;
    REQUIRE(m.state().talk()->place_shown(kWasteB));
    REQUIRE(m.state().talk()->pile_size(kWasteB) == 0);
    const PlacePixels shown = place_pixels(m, kWasteB);
    CHECK_FALSE(shown.middle == shown.cloth);
  }
}

}  // namespace rb::render
