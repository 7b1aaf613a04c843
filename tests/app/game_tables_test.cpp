// Every registered game's table, laid out by the shared layout on a desktop, a laptop and a phone
// both ways: every pile and seat cell inside the window, none overlapping another, and cards large
// enough to read (a little smaller with three or four seats); Pishe Pasha's phone table in three
// columns.
#include <catch2/catch.hpp>
#include <tuple>

#include "app/ui/layout.hpp"
#include "core/game_list.hpp"

namespace rb::app {
namespace {

TEST_CASE("every game's table fits the window without overlaps", "[layout]") {
  struct Window {
    double w, h, dpr;
    int least_card_width;  // device pixels
  };
  const Window windows[] = {{1280, 800, 1, 90},
                            {1920, 1080, 1, 110},
                            {390, 844, 3, 150},
                            {844, 390, 3, 120},
                            {360, 640, 2, 80}};
  for (const GameModule* game : all_games()) {
    for (std::string_view preset : game->presets()) {
      const std::unique_ptr<GameState> state = game->new_game(preset, {}, 1, nullptr);
      REQUIRE(state);
      for (const Window& window : windows) {
        const Layout layout = compute_layout(window.w, window.h, window.dpr, state->talk()->table(),
                                             toolbar_height_css(window.w, window.h));
        INFO(game->name() << " " << preset << " " << window.w << "x" << window.h);
        // A table of three or four seats holds up to twice the piles of one of two; its cards
        // may be smaller (the least width for two, times 0.85), and the tests of every game's
        // pictures show them still read at a glance. A table of more than 30 piles (House in the
        // Wood's 35 fans and 8 foundations) may have them smaller still (0.7): with fans at
        // least a few cards deep it cannot have two-seat cards on any screen.
        const double seats_factor = state->talk()->table().pile_count > 30 ? 0.7
                                    : state->seat_count() <= 2             ? 1.0
                                                                           : 0.85;
        CHECK(layout.card_width >= int(window.least_card_width * seats_factor));
        std::vector<Rect> taken(layout.seat.begin(), layout.seat.end());
        CHECK(static_cast<int>(layout.seat.size()) == state->seat_count());
        for (const PilePlace& place : layout.places) {
          if (place.shown) taken.push_back(place.area);
        }
        for (size_t i = 0; i < taken.size(); ++i) {
          const Rect& r = taken[i];
          CHECK(r.x >= 0);
          CHECK(r.y >= layout.toolbar.bottom());
          CHECK(r.right() <= layout.width);
          CHECK(r.bottom() <= layout.height);
          for (size_t j = i + 1; j < taken.size(); ++j) CHECK_FALSE(r.overlaps(taken[j]));
        }
      }
    }
  }
}

// Pishe Pasha's table (two squared piles a seat and four centers) takes a phone's width in three
// columns: four made its cards a third smaller and left half the screen empty.
// Harp alone takes it in five columns (its nine piles five and four; six columns laid them six and
// three, with smaller cards).
TEST_CASE("Pishe Pasha's and Harp's cards on a phone fill three and five columns of it",
          "[layout]") {
  for (const auto& [name, columns] : {std::pair{"pishe-pasha", 3}, std::pair{"harp", 5}}) {
    INFO(name);
    const GameModule* game = find_game(name);
    REQUIRE(game != nullptr);
    const std::unique_ptr<GameState> state =
        game->new_game(game->presets().front(), {}, 1, nullptr);
    REQUIRE(state);
    const Layout layout =
        compute_layout(390, 844, 3, state->talk()->table(), toolbar_height_css(390, 844));
    CHECK(layout.card_width * columns >= int(layout.width * 0.82));
  }
}

// Spite and Malice's hand of five, fanned sideways on a desktop and a phone held sideways, shows
// each card's half (it showed a corner index's width, a fifth of the card, with room to spare).
TEST_CASE("Spite and Malice's hand fans its cards half a card apart where there is room",
          "[layout]") {
  const GameModule* game = find_game("spite-and-malice");
  REQUIRE(game != nullptr);
  const std::unique_ptr<GameState> state = game->new_game("two", {}, 31, nullptr);
  REQUIRE(state);
  for (const auto& [w, h, dpr] : {std::tuple{1280, 800, 1}, std::tuple{844, 390, 3}}) {
    INFO(w << "x" << h);
    const Layout layout =
        compute_layout(w, h, dpr, state->talk()->table(), toolbar_height_css(w, h));
    REQUIRE(layout.shape == TableShape::wide);
    int hand = -1;  // the person's hand: the pile holding five face-up cards on its place's row
    for (int pile = 0; pile < int(layout.places.size()); ++pile) {
      const PilePlace& place = layout.places[size_t(pile)];
      if (place.shown && place.fan_dx == 1) hand = pile;
    }
    REQUIRE(hand >= 0);
    const Rect first = card_rect(layout, hand, 0, 5), second = card_rect(layout, hand, 1, 5);
    CHECK(second.x - first.x >= layout.card_width * 2 / 5);
    CHECK(card_rect(layout, hand, 4, 5).right() <= layout.places[size_t(hand)].area.right());
  }
}

}  // namespace
}  // namespace rb::app
