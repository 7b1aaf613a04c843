// Tests of what a frame must redraw. The model: picking a card up changes the table (it leaves
// its pile, targets light up); each later move of the pointer only moves the card, and so do
// cards in flight (UiState::moved, not dirty). The software renderer (render/blit): the part of
// the window where two frames' draw lists differ, grown until no scaled copy crosses its edge.
#include <catch2/catch.hpp>

#include "app/flow/session.hpp"
#include "app/input/pointer_input.hpp"
#include "app_fixture.hpp"
#include "render/blit.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;
using rb::render::DrawList;
using rb::render::DrawOp;

namespace {

// A finished draw list (z-order keys as record_draws() makes them) from ops given as
// {what, x, y, w, h, scaled}.
DrawList draws(std::initializer_list<DrawOp> ops) {
  DrawList list;
  render::record_draws(&list);
  for (const DrawOp& op : ops) list.push_back(op);
  render::record_draws(nullptr);
  return list;
}

bool same(const SDL_Rect& a, const SDL_Rect& b) {
  return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

}  // namespace

// Table (house): the human (A) in turn with the 5 of hearts on the waste.
//   wa: 5H   ra: 2C 8D (face down)   wb: 10C   rb: 5D 6D
TEST_CASE("dragging a card: the pick-up changes the table, each move only moves the card") {
  AppModel m = test::app_table(test::instant());
  rb::test::set_table(m, test::make_state("turn a\nwa: 5H\nra: 2C 8D\nwb: 10C'\nrb: 5D' 6D'\n"));
  m.ui.dirty = false;
  const Rect card = top_rect(m.layout, *m.game, waste_of(kPlayerA));
  pointer_down(m, card.x + 10, card.y + 20, 0);
  pointer_move(m, card.x + 60, card.y + 20, 0);  // past the drag threshold: picked up
  REQUIRE(m.ui.hand.dragging);
  CHECK(m.ui.dirty);
  m.ui.dirty = m.ui.moved = false;
  pointer_move(m, card.x + 90, card.y + 40, 0);
  CHECK(m.ui.moved);
  CHECK_FALSE(m.ui.dirty);
}

TEST_CASE("cards in flight mark the model as moved") {
  AppModel m = test::app_table(test::instant());
  Flight flight;
  flight.from = Rect{100, 100, 80, 112};
  flight.to = Rect{500, 300, 80, 112};
  flight.duration_ms = 100;
  m.ui.flights.add({flight});
  m.ui.dirty = m.ui.moved = false;
  update(m, 50);
  CHECK(m.ui.moved);
}

TEST_CASE("the changed parts: where the draw lists differ, none when they are the same") {
  const DrawOp felt{1, 0, {0, 0, 1000, 800}, false};
  const DrawOp pile{2, 0, {100, 100, 80, 112}, false};
  const DrawOp card_here{3, 0, {300, 100, 80, 112}, false};
  const DrawOp card_there{8, 0, {340, 120, 80, 112}, false};  // (`what` holds the place)
  CHECK(render::changed_parts(draws({felt, pile, card_here}), draws({felt, pile, card_here}))
            .empty());
  // The card moved: where it was and where it is, as one part (they meet).
  std::vector<SDL_Rect> parts =
      render::changed_parts(draws({felt, pile, card_here}), draws({felt, pile, card_there}));
  REQUIRE(parts.size() == 1);
  CHECK(same(parts[0], SDL_Rect{300, 100, 120, 132}));
  // The same ops in another order where they overlap: both redrawn.
  const DrawOp over_pile{4, 0, {120, 120, 80, 112}, false};
  parts = render::changed_parts(draws({felt, pile, over_pile}), draws({felt, over_pile, pile}));
  REQUIRE(parts.size() == 1);
  CHECK(same(parts[0], SDL_Rect{100, 100, 100, 132}));
  // Changes far apart stay apart.
  const DrawOp message_old{6, 0, {400, 5, 300, 20}, false};
  const DrawOp message_new{7, 0, {380, 5, 340, 20}, false};
  parts = render::changed_parts(draws({felt, message_old, card_here}),
                                draws({felt, message_new, card_there}));
  CHECK(parts.size() == 2);
}

TEST_CASE("a changed part grows until no scaled copy crosses its edge") {
  const DrawOp felt{1, 0, {0, 0, 1000, 800}, false};
  const DrawOp stretched_outline{5, 0, {250, 50, 200, 300}, true};
  const DrawOp card_here{3, 0, {300, 100, 80, 112}, false};
  const DrawOp card_there{8, 0, {310, 100, 80, 112}, false};
  const std::vector<SDL_Rect> parts = render::changed_parts(
      draws({felt, stretched_outline, card_here}), draws({felt, stretched_outline, card_there}));
  REQUIRE(parts.size() == 1);
  CHECK(same(parts[0], SDL_Rect{250, 50, 200, 300}));
}

TEST_CASE("at most kMostParts parts: the nearest are joined") {
  DrawList before, now;
  std::vector<DrawOp> old_ops, new_ops;
  for (int i = 0; i < 10; ++i) {
    old_ops.push_back(DrawOp{uint64_t(100 + i), 0, {i * 100, 0, 10, 10}, false});
    new_ops.push_back(DrawOp{uint64_t(200 + i), 0, {i * 100, 0, 10, 10}, false});
  }
  render::record_draws(&before);
  before.assign(old_ops.begin(), old_ops.end());
  render::record_draws(nullptr);
  render::record_draws(&now);
  now.assign(new_ops.begin(), new_ops.end());
  render::record_draws(nullptr);
  const std::vector<SDL_Rect> parts = render::changed_parts(before, now);
  CHECK(parts.size() == render::kMostParts);
  int covered = 0;
  for (const SDL_Rect& part : parts) covered += part.w * part.h;
  CHECK(covered >= 10 * 100);  // every change is inside some part
}
