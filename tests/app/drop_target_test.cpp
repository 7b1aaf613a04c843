// Tests of choosing the drop target (src/app/drop_target): the pile whose place (all its fan may
// cover) the dropped card's rectangle overlaps most, not the one under the pointer; nothing when
// it barely touches a pile.
#include "app/input/drop_target.hpp"

#include <catch2/catch.hpp>

#include "games/russian_bank/russian_bank_game.hpp"
#include "games/russian_bank/table.hpp"
#include "table_builder.hpp"

using rb::app::Rect;

namespace {

const rb::russian_bank::State kState =
    rb::test::make_state("turn a\nh1: 6C\nwa: 5H\nra: 2C\nrb: 5D'\n");
// The table as the app sees it: behind the game interface.
const std::unique_ptr<rb::GameState> kGame =
    rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, kState);

}  // namespace

TEST_CASE("the overlap of two rectangles") {
  CHECK(rb::app::overlap_area(Rect{0, 0, 10, 10}, Rect{5, 5, 10, 10}) == 25);
  CHECK(rb::app::overlap_area(Rect{0, 0, 10, 10}, Rect{10, 0, 10, 10}) == 0);
  CHECK(rb::app::overlap_area(Rect{0, 0, 10, 10}, Rect{2, 2, 3, 3}) == 9);
}

TEST_CASE("a card over two piles goes to the one it covers most") {
  const rb::app::Layout layout =
      rb::app::compute_layout(1280, 800, 1, rb::russian_bank::russian_bank_table(kState.rules()));
  const Rect c1 = rb::app::top_rect(layout, *kGame, rb::russian_bank::center_pile(0));
  const Rect c2 = rb::app::top_rect(layout, *kGame, rb::russian_bank::center_pile(1));
  // Mostly on center pile 1, a little on center pile 2 below it.
  Rect card = c1;
  card.y += c1.h / 3;
  CHECK(rb::app::drop_target(layout, card) == rb::russian_bank::center_pile(0));
  // Mostly on center pile 2.
  card.y = c2.y - c2.h / 3;
  CHECK(rb::app::drop_target(layout, card) == rb::russian_bank::center_pile(1));
  // The pointer may lie over center pile 1 while the card covers center pile 5 most: the card
  // decides (grabbed at its left edge, dropped with most of it to the right).
  const Rect c5 = rb::app::top_rect(layout, *kGame, rb::russian_bank::center_pile(4));
  card = c5;
  card.x -= c5.w / 4;
  CHECK(rb::app::drop_target(layout, card) == rb::russian_bank::center_pile(4));
}

TEST_CASE("a card that barely touches a pile is dropped nowhere") {
  const rb::app::Layout layout =
      rb::app::compute_layout(1280, 800, 1, rb::russian_bank::russian_bank_table(kState.rules()));
  Rect card = rb::app::top_rect(layout, *kGame, rb::russian_bank::center_pile(0));
  card.y -= card.h - card.h / 10;  // a tenth of it over the pile, the rest above the table
  CHECK_FALSE(rb::app::drop_target(layout, card).has_value());
}

TEST_CASE("a house pile is judged by all its fan may cover, its covered cards too") {
  const rb::russian_bank::State state =
      rb::test::make_state("turn a\nh1: KC QH JC 10H 9C\nwa: 8H\nrb: 5D'\n");
  const auto game = rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, state);
  const rb::app::Layout layout =
      rb::app::compute_layout(1280, 800, 1, rb::russian_bank::russian_bank_table(state.rules()));
  const Rect top = rb::app::top_rect(layout, *game, rb::russian_bank::house_pile(0));
  CHECK(top == rb::app::card_rect(layout, rb::russian_bank::house_pile(0), 4, 5));
  CHECK(rb::app::drop_target(layout, top) == rb::russian_bank::house_pile(0));
  // Over its covered cards, at the fan's first card, it goes there too (a review found such a
  // card flying back: players aim at the pile, not its last card).
  const Rect first = rb::app::card_rect(layout, rb::russian_bank::house_pile(0), 0, 5);
  REQUIRE(rb::app::overlap_area(first, top) < long(first.w) * first.h / 8);
  CHECK(rb::app::drop_target(layout, first) == rb::russian_bank::house_pile(0));
}
