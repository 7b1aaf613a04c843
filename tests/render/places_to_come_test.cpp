// A place whose pile comes later (TableTalk::place_shown false: Single-deck Russian Bank's tableau
// piles 5 to 8 before the dealer's first turn) is not drawn at all, bare cloth, not an empty place
// to fill (a review found even a faint outline read as one); once its pile is there it is drawn as
// any other. Painted into SDL's software renderer.
#include <catch2/catch.hpp>
#include <tuple>

#include "app/flow/session.hpp"
#include "app_fixture.hpp"
#include "painted_surface.hpp"
#include "render/card_art.hpp"
#include "render/table_painter.hpp"

namespace rb::render {
namespace {

// The table painted, and the colours of a place's left edge, middle and the cloth beside it.
struct PlacePixels {
  test::Rgb edge, middle, cloth;
};

PlacePixels place_pixels(const app::AppModel& m, int pile) {
  const test::Surface surface = test::painted(m, [&](const DrawKit& kit) { paint_table(kit, m); });
  const app::Rect r = m.layout.place(pile).base;
  const int y = r.y + r.h / 3;  // (above the place's label, if any)
  return {test::rgb_at(surface.get(), r.x, y), test::rgb_at(surface.get(), r.x + r.w / 2, y),
          test::rgb_at(surface.get(), r.right() + 3, y)};
}

}  // namespace

TEST_CASE("a place to come is bare cloth; once there, an empty place", "[table]") {
  for (const auto& [w, h, dpr] : {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 2.0}}) {
    INFO(w << "x" << h);
    app::AppModel m = rb::test::app_table("game=single-deck-russian-bank&seed=7");
    m.viewport = app::Viewport{w, h, dpr};
    m.measure = &art::text_width;
    app::lay_out(m);
    constexpr int kPileFive = 4;
    REQUIRE_FALSE(m.state().talk()->place_shown(kPileFive));
    const PlacePixels to_come = place_pixels(m, kPileFive);
    CHECK(to_come.middle == to_come.cloth);  // no empty place's fill
    CHECK(to_come.edge == to_come.cloth);    // nor outline
    // A place on the table (the other seat's waste, empty at the deal) is filled.
    constexpr int kWasteB = 11;
    REQUIRE(m.state().talk()->place_shown(kWasteB));
    REQUIRE(m.state().talk()->pile_size(kWasteB) == 0);
    const PlacePixels shown = place_pixels(m, kWasteB);
    CHECK_FALSE(shown.middle == shown.cloth);
  }
}

}  // namespace rb::render
