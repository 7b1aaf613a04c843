// Tests of the motion rectangles (src/app/motion): what a frame in which only cards moved must
// redraw. Picking a card up redraws the whole table (it leaves its pile, targets light up); then
// each move of the pointer only moves it, and its rectangle, with room for its shadow, is where
// it was and is; a flying card's rectangle follows its flight.
#include "app/motion.hpp"

#include <catch2/catch.hpp>

#include "app/pointer_input.hpp"
#include "app/session.hpp"
#include "app_fixture.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::app;

namespace {

bool holds(const Rect& outer, const Rect& inner) {
  return outer.x <= inner.x && outer.y <= inner.y && outer.right() >= inner.right() &&
         outer.bottom() >= inner.bottom();
}

}  // namespace

// Table (house): the human (A) in turn with the 5 of hearts on the waste and house pile 1 empty.
//   h1: (empty)   wa: 5H   ra: 2C 8D (face down)
TEST_CASE("dragging a card: the pick-up redraws everything, each move only the card") {
  AppModel m = test::app_table(test::instant());
  m.game = test::make_state("turn a\nwa: 5H\nra: 2C 8D\nwb: 10C'\nrb: 5D' 6D'\n");
  m.ui.dirty = false;
  const Rect card = top_rect(m.layout, m.game, waste_of(kPlayerA));
  pointer_down(m, card.x + 10, card.y + 20, 0);
  pointer_move(m, card.x + 60, card.y + 20, 0);  // past the drag threshold: picked up
  REQUIRE(m.ui.hand.dragging);
  CHECK(m.ui.dirty);
  m.ui.dirty = m.ui.moved = false;
  pointer_move(m, card.x + 90, card.y + 40, 0);
  CHECK(m.ui.moved);
  CHECK_FALSE(m.ui.dirty);
  const std::vector<Rect> rects = motion_rects(m, 0);
  REQUIRE(rects.size() == 1);
  CHECK(holds(rects[0], held_card_rect(m)));
  CHECK(rects[0].w > held_card_rect(m).w);  // room for the lifted card's shadow
}

TEST_CASE("a flying card's rectangle follows it; the bounding rectangle holds all") {
  AppModel m = test::app_table(test::instant());
  Flight flight;
  flight.card = Card{3};
  flight.from = Rect{100, 100, 80, 112};
  flight.to = Rect{500, 300, 80, 112};
  flight.start_ms = 0;
  flight.duration_ms = 100;
  m.ui.flights.add({flight});
  const Rect at_start = motion_rects(m, 0).at(0), at_end = motion_rects(m, 100).at(0);
  CHECK(holds(at_start, flight.from));
  CHECK(holds(at_end, flight.to));
  CHECK_FALSE(holds(at_start, flight.to));
  const Rect both = bounding_rect({at_start, at_end});
  CHECK(holds(both, at_start));
  CHECK(holds(both, at_end));
  CHECK(bounding_rect({}).w == 0);
  // Cards in flight mark the model as moved, not dirty: the rest of the table stands still.
  m.ui.dirty = m.ui.moved = false;
  update(m, 50);
  CHECK(m.ui.moved);
}
