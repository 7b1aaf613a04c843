// Tests of the table layout (src/app/layout.*): for the window sizes players use, every pile has a
// place inside the window, no two places overlap, the cards are as large as a player can read on a
// phone, fans keep inside their place, and the browser hook's JSON names every pile.
#include "app/ui/layout.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/ui/layout_json.hpp"
#include "games/russian_bank/engine/state.hpp"
#include "games/russian_bank/russian_bank_game.hpp"
#include "games/russian_bank/table.hpp"

using rb::app::compute_layout;
using rb::app::Layout;
using rb::app::Rect;
using rb::app::TableShape;

namespace {

struct Window {
  double w, h;
};
const std::vector<Window> kWindows = {{1280, 800}, {1920, 1080}, {390, 844},  {844, 390},
                                      {800, 600},  {360, 640},   {1024, 1366}};
const std::vector<double> kRatios = {1, 1.5, 2, 3};

std::vector<rb::russian_bank::PileId> shown_piles(const Layout& layout) {
  std::vector<rb::russian_bank::PileId> piles;
  for (int p = 0; p < rb::russian_bank::kPileCount; ++p) {
    if (layout.places[p].shown) piles.push_back(rb::russian_bank::PileId(p));
  }
  return piles;
}

bool inside(const Rect& r, const Layout& layout) {
  return r.x >= 0 && r.y >= 0 && r.right() <= layout.width && r.bottom() <= layout.height;
}

std::string describe(const Layout& layout) {
  return std::to_string(layout.css_width) + "x" + std::to_string(layout.css_height) + " @" +
         std::to_string(layout.dpr);
}

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("every pile has a place inside the window and no two places overlap") {
  for (const rb::russian_bank::Preset preset :
       {rb::russian_bank::Preset::house, rb::russian_bank::Preset::scarne}) {
    const rb::russian_bank::Rules rules = rb::russian_bank::preset_rules(preset);
    for (const Window& window : kWindows) {
      for (const double dpr : kRatios) {
        const Layout layout =
            compute_layout(window.w, window.h, dpr, rb::russian_bank::russian_bank_table(rules));
        INFO(describe(layout) << " preset " << rb::russian_bank::preset_name(preset));
        const auto piles = shown_piles(layout);
        CHECK(piles.size() == (rules.stock_size > 0 ? 22u : 20u));
        for (size_t i = 0; i < piles.size(); ++i) {
          const rb::app::PilePlace& a = layout.place(piles[i]);
          INFO("pile " << rb::russian_bank::pile_code(piles[i]));
          CHECK(inside(a.area, layout));
          CHECK(a.base.w == layout.card_width);
          CHECK(a.base.h == layout.card_height);
          for (size_t j = i + 1; j < piles.size(); ++j) {
            INFO("and pile " << rb::russian_bank::pile_code(piles[j]));
            CHECK_FALSE(a.area.overlaps(layout.place(piles[j]).area));
          }
        }
      }
    }
  }
}

TEST_CASE("a phone shows cards a player can read, in portrait and landscape") {
  const rb::russian_bank::Rules rules =
      rb::russian_bank::preset_rules(rb::russian_bank::Preset::house);
  struct Phone {
    Window window;
    double least_card_width;  // CSS pixels
  };
  for (const Phone& phone : {Phone{{390, 844}, 68}, Phone{{844, 390}, 58}, Phone{{360, 640}, 50}}) {
    for (const double dpr : {1.0, 2.0, 3.0}) {
      const Layout layout = compute_layout(phone.window.w, phone.window.h, dpr,
                                           rb::russian_bank::russian_bank_table(rules));
      INFO(describe(layout));
      CHECK(layout.css(layout.card_width) >= phone.least_card_width);
    }
  }
  CHECK(compute_layout(390, 844, 3, rb::russian_bank::russian_bank_table(rules)).shape ==
        TableShape::tall);
  CHECK(compute_layout(844, 390, 3, rb::russian_bank::russian_bank_table(rules)).shape ==
        TableShape::wide);
}

TEST_CASE("cards are as large as the window allows") {
  const rb::russian_bank::Rules rules =
      rb::russian_bank::preset_rules(rb::russian_bank::Preset::house);
  const Layout desktop = compute_layout(1920, 1080, 1, rb::russian_bank::russian_bank_table(rules));
  CHECK(desktop.shape == TableShape::wide);
  // Four rows of cards fill most of the height.
  CHECK(4 * desktop.card_height >= 0.85 * desktop.height);
  const Layout laptop = compute_layout(1280, 800, 1, rb::russian_bank::russian_bank_table(rules));
  CHECK(laptop.shape == TableShape::wide);
  CHECK(laptop.card_height >= 170);
  // The same window at twice the pixel ratio has cards twice as many pixels wide (within a unit).
  const Layout sharp = compute_layout(1280, 800, 2, rb::russian_bank::russian_bank_table(rules));
  CHECK(sharp.width == 2560);
  CHECK(sharp.card_width >= 2 * laptop.card_width - 5);
  CHECK(sharp.card_width <= 2 * laptop.card_width + 5);
}

TEST_CASE("cards keep the art's 5:7 shape, so they are rasterized without stretching") {
  for (const Window& window : kWindows) {
    const Layout layout =
        compute_layout(window.w, window.h, 1.25,
                       rb::russian_bank::russian_bank_table(
                           rb::russian_bank::preset_rules(rb::russian_bank::Preset::house)));
    CHECK(layout.card_width * 7 == layout.card_height * 5);
  }
}

TEST_CASE("player B sits at the top, player A at the bottom, the center piles between") {
  const rb::russian_bank::Rules rules =
      rb::russian_bank::preset_rules(rb::russian_bank::Preset::house);
  for (const Window& window : kWindows) {
    const Layout layout =
        compute_layout(window.w, window.h, 1, rb::russian_bank::russian_bank_table(rules));
    INFO(describe(layout));
    const Rect rb_place =
        layout.place(rb::russian_bank::reserve_of(rb::russian_bank::kPlayerB)).area;
    const Rect ra_place =
        layout.place(rb::russian_bank::reserve_of(rb::russian_bank::kPlayerA)).area;
    const Rect c1 = layout.place(rb::russian_bank::center_pile(0)).area;
    const Rect c8 = layout.place(rb::russian_bank::center_pile(7)).area;
    CHECK(rb_place.y <= c1.y);
    CHECK(ra_place.bottom() >= c8.bottom());
    CHECK(rb_place.y < ra_place.y);
    // The center piles are in the middle third of the window, both ways.
    const int middle_x = (c1.x + c8.right()) / 2, middle_y = (c1.y + c8.bottom()) / 2;
    CHECK(middle_x > layout.width / 3);
    CHECK(middle_x < 2 * layout.width / 3);
    CHECK(middle_y > layout.height / 3);
    CHECK(middle_y < 2 * layout.height / 3);
  }
}

TEST_CASE("a house pile's fan stays in its place and shows every card of a long run") {
  const rb::russian_bank::Rules rules =
      rb::russian_bank::preset_rules(rb::russian_bank::Preset::house);
  for (const Window& window : kWindows) {
    const Layout layout =
        compute_layout(window.w, window.h, 2, rb::russian_bank::russian_bank_table(rules));
    INFO(describe(layout));
    for (int h = 0; h < rb::russian_bank::kHouseCount; ++h) {
      const rb::russian_bank::PileId pile = rb::russian_bank::house_pile(h);
      const rb::app::PilePlace& place = layout.place(pile);
      REQUIRE(place.fan_step > 0);
      for (const int count : {1, 4, 13}) {
        const Rect top = rb::app::card_rect(layout, pile, count - 1, count);
        CHECK(inside(top, layout));
        CHECK(top.x >= place.area.x);
        CHECK(top.right() <= place.area.right());
        CHECK(top.bottom() <= place.area.bottom());
      }
      // A run of four shows each card's rank at least (an up or down fan's full step shows the
      // suit under it too, 2.5 units to the rank's 2); king to ace still shows a strip.
      const Rect second = rb::app::card_rect(layout, pile, 1, 4);
      const int second_step = std::abs(second.x - place.base.x) + std::abs(second.y - place.base.y);
      CHECK(second_step <= place.fan_step);
      CHECK(5 * second_step >= 4 * place.fan_step);
      const Rect long_second = rb::app::card_rect(layout, pile, 1, 13);
      CHECK(std::abs(long_second.x - place.base.x) + std::abs(long_second.y - place.base.y) >=
            place.fan_step / 5);
    }
  }
}

TEST_CASE("pile_at finds the pile under a point and nothing in a gutter") {
  const Layout layout =
      compute_layout(1280, 800, 1,
                     rb::russian_bank::russian_bank_table(
                         rb::russian_bank::preset_rules(rb::russian_bank::Preset::house)));
  for (const rb::russian_bank::PileId pile : shown_piles(layout)) {
    const Rect base = layout.place(pile).base;
    const auto hit = rb::app::pile_at(layout, base.x + base.w / 2, base.y + base.h / 2);
    REQUIRE(hit.has_value());
    CHECK(*hit == pile);
  }
  const Rect c1 = layout.place(rb::russian_bank::center_pile(0)).area;
  CHECK_FALSE(rb::app::pile_at(layout, c1.x + c1.w / 2, c1.bottom() + layout.gap / 2));
  CHECK_FALSE(rb::app::pile_at(layout, 0, 0));
}

TEST_CASE("the test hook's JSON lists every shown pile with its card count, in CSS pixels") {
  // x, y, w, h: where the bottom card lies; "area": all the pile may cover (a house pile's fan).
  const rb::russian_bank::State state =
      rb::russian_bank::deal(rb::russian_bank::preset_rules(rb::russian_bank::Preset::house), 1, 2);
  const Layout layout =
      compute_layout(390, 844, 2, rb::russian_bank::russian_bank_table(state.rules()));
  const std::string json = rb::app::layout_json(
      layout, *rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, state));
  CHECK(json.rfind("{\"css_width\":390,\"css_height\":844,\"dpr\":2,\"table_rgb\":[", 0) == 0);
  CHECK(count_of(json, "\"id\":") == 20);
  for (const char* id :
       {"\"c1\"", "\"c8\"", "\"h1\"", "\"h8\"", "\"ra\"", "\"rb\"", "\"wa\"", "\"wb\""}) {
    CHECK(count_of(json, id) == 1);
  }
  CHECK(count_of(json, "\"sa\"") == 0);
  CHECK(count_of(json, "\"area\":{\"x\":") == 20);
  CHECK(count_of(json, "\"cards\":47") == 2);  // both reserves after the deal
  CHECK(count_of(json, "\"cards\":1") == 10);  // eight house piles and two wastes
  // At DPR 2 a device pixel is half a CSS pixel: 1011 device px -> 505.5.
  const int x = layout.place(rb::russian_bank::reserve_of(rb::russian_bank::kPlayerA)).base.x;
  const std::string css_x = std::to_string(x / 2) + (x % 2 != 0 ? ".5" : "");
  CHECK(count_of(json, "{\"id\":\"ra\",\"x\":" + css_x + ",") == 1);
}

// A table of 3 x 2 cells, the right two cells of its first row an inset holding a small table of
// four piles on a 4 x 1 grid of its own:
//   [0] [ 2 3 4 5 ]
//   [1]  .   .
TEST_CASE("an inset's piles lie small inside its block of cells, clear of the other places") {
  rb::TableArrangements table;
  table.pile_count = 6;
  table.wide.columns = table.tall.columns = 3;
  table.wide.rows = table.tall.rows = 2;
  table.wide.piles = {{0, 0, 0}, {1, 0, 1}};
  rb::TableInset inset{1, 0, 2, 1, 4, 1, {{2, 0, 0}, {3, 1, 0}, {4, 2, 0}, {5, 3, 0}}};
  table.wide.insets = {inset};
  table.tall = table.wide;
  for (const Window& window : kWindows) {
    const Layout layout = compute_layout(window.w, window.h, 2, table, 40);
    const Rect own = layout.place(0).base;
    for (int pile = 2; pile < 6; ++pile) {
      const Rect r = layout.place(pile).base;
      CAPTURE(window.w, window.h, pile);
      REQUIRE(layout.place(pile).shown);
      CHECK(r.w < layout.card_width);
      CHECK(r.h * 5 == r.w * 7);
      CHECK(r.x >= own.right());
      CHECK(r.bottom() <= own.bottom());
      CHECK_FALSE(r.overlaps(own));
      CHECK_FALSE(r.overlaps(layout.place(1).base));
      if (pile > 2) CHECK(r.x >= layout.place(pile - 1).base.right());
    }
  }
}

TEST_CASE("a spread pile lays its cards side by side over the free cells to its row's end") {
  // Row 0: piles 0, 1, 2; row 1: pile 3 spread from the first cell over the two free ones.
  rb::TableArrangements table;
  table.pile_count = 4;
  table.wide.columns = 3;
  table.wide.rows = 2;
  table.wide.piles = {{0, 0, 0}, {1, 1, 0}, {2, 2, 0}, {3, 0, 1, rb::Fan::spread}};
  table.tall = table.wide;
  for (const Window& window : kWindows) {
    CAPTURE(window.w, window.h);
    const Layout layout = compute_layout(window.w, window.h, 2, table, 40);
    // Its area reaches the last column's right edge; three cards lie as the row above does.
    CHECK(layout.place(3).area.right() == layout.place(2).base.right());
    for (int i = 0; i < 3; ++i) {
      CHECK(rb::app::card_rect(layout, 3, i, 3).x == layout.place(i).base.x);
    }
    // More cards than cells: they overlap, within the area.
    CHECK(rb::app::card_rect(layout, 3, 4, 5).right() <= layout.place(3).area.right());
  }
}
