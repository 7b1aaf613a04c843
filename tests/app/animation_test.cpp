// Tests of the animation timing (src/app/animation, settings' pace): easing, where a flying card
// is at the start, middle and end, the scale-x flip of a card turned up, flights made from the
// difference of two tables, speeds from instant to slow, and reduced motion.
#include "app/ui/animation.hpp"

#include <catch2/catch.hpp>

#include "app/storage/settings.hpp"
#include "games/russian_bank/russian_bank_game.hpp"
#include "games/russian_bank/table.hpp"
#include "table_builder.hpp"

namespace {

// A scripted table as the app sees a game: behind the game interface.
std::unique_ptr<rb::GameState> wrap(const rb::russian_bank::State& state) {
  return rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, state);
}

}  // namespace

using rb::app::Flight;
using rb::app::Rect;

TEST_CASE("easing starts and ends at rest and passes the middle at half time") {
  CHECK(rb::app::ease(0) == 0);
  CHECK(rb::app::ease(1) == 1);
  CHECK(rb::app::ease(0.5) == Approx(0.5));
  CHECK(rb::app::ease(0.1) < 0.1);  // slow start
  CHECK(rb::app::ease(0.9) > 0.9);  // slow end
  CHECK(rb::app::ease(-1) == 0);
  CHECK(rb::app::ease(2) == 1);
}

TEST_CASE("a flying card is at its source, halfway, then at its place") {
  Flight f;
  f.from = Rect{0, 0, 50, 70};
  f.to = Rect{200, 100, 50, 70};
  f.start_ms = 1000;
  f.duration_ms = 300;
  CHECK(rb::app::pose_at(f, 900).rect == f.from);  // not started: still at the source
  CHECK(rb::app::pose_at(f, 1000).rect == f.from);
  CHECK(rb::app::pose_at(f, 1150).rect == Rect{100, 50, 50, 70});
  CHECK(rb::app::pose_at(f, 1150).moving);
  CHECK(rb::app::pose_at(f, 1300).rect == f.to);
  CHECK_FALSE(rb::app::pose_at(f, 1300).moving);
  CHECK_FALSE(rb::app::finished(f, 1299));
  CHECK(rb::app::finished(f, 1300));
  CHECK(rb::app::progress(f, 1075) == Approx(0.25));
}

TEST_CASE("a card turned over flips: full width, edge-on at half time, full width again") {
  Flight f;
  f.from = f.to = Rect{10, 10, 50, 70};
  f.face_up_from = false;
  f.face_up_to = true;
  f.duration_ms = 200;
  CHECK(rb::app::pose_at(f, 0).x_scale == Approx(1));
  CHECK_FALSE(rb::app::pose_at(f, 50).face_up);  // the back shows until it is edge-on
  CHECK(rb::app::pose_at(f, 100).x_scale == Approx(0).margin(1e-9));
  CHECK(rb::app::pose_at(f, 150).face_up);
  CHECK(rb::app::pose_at(f, 200).x_scale == Approx(1));
}

TEST_CASE("flights are made from the difference of two tables") {
  const rb::russian_bank::State before =
      rb::test::make_state("turn a\nh1: 6C\nwa: 5H\nra: 2C 8D\nrb: 5D'\n");
  const rb::app::Layout layout = rb::app::compute_layout(
      1280, 800, 1, rb::russian_bank::russian_bank_table(before.rules()), 44);
  const rb::app::FlightTimes times{500, 300, 200};

  rb::russian_bank::State moved = before;
  REQUIRE(rb::russian_bank::apply(moved, rb::test::move("wa", "h1")).empty());
  auto flights = rb::app::flights_between(*wrap(before), *wrap(moved), layout, times, 0);
  REQUIRE(flights.size() == 1);
  CHECK(flights[0].pile == rb::russian_bank::house_pile(0));
  CHECK(flights[0].index == 1);
  CHECK(flights[0].from == rb::app::card_rect(layout, rb::russian_bank::waste_of(0), 0, 1));
  CHECK(flights[0].to == rb::app::card_rect(layout, rb::russian_bank::house_pile(0), 1, 2));
  CHECK(flights[0].start_ms == 500);
  CHECK(flights[0].duration_ms == 300);

  rb::russian_bank::State turned = before;
  REQUIRE(rb::russian_bank::apply(turned, rb::russian_bank::Action::turn_up()).empty());
  flights = rb::app::flights_between(*wrap(before), *wrap(turned), layout, times, 0);
  REQUIRE(flights.size() == 1);
  CHECK_FALSE(flights[0].face_up_from);
  CHECK(flights[0].face_up_to);
  CHECK(flights[0].from == flights[0].to);
  CHECK(flights[0].duration_ms == 200);

  // Instant: nothing flies.
  CHECK(rb::app::flights_between(*wrap(before), *wrap(moved), layout, {500, 0, 0}, 0).empty());
}

TEST_CASE("turning a long waste over flies only its top few cards") {
  std::string spec = "turn a\nrb: 5D'\nwa:";
  for (const char* card : {"AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"}) {
    spec += std::string(" ") + card;
  }
  const rb::russian_bank::State before = rb::test::make_state(spec + "\n");
  rb::russian_bank::State after = before;
  REQUIRE(rb::russian_bank::apply(after, rb::russian_bank::Action::turn_over()).empty());
  const rb::app::Layout layout =
      rb::app::compute_layout(1280, 800, 1, rb::russian_bank::russian_bank_table(before.rules()));
  const auto flights =
      rb::app::flights_between(*wrap(before), *wrap(after), layout, {0, 300, 200}, 0);
  CHECK(flights.size() == 6);
  for (size_t i = 1; i < flights.size(); ++i) CHECK(flights[i - 1].index < flights[i].index);
  CHECK(flights.back().index == 9);  // the top card lands last
}

TEST_CASE("finished flights are dropped, and a pile knows how many cards are landing on it") {
  rb::app::Flights flights;
  Flight a;
  a.pile = rb::russian_bank::house_pile(0);
  a.duration_ms = 100;
  Flight b = a;
  b.pile = rb::russian_bank::center_pile(0);
  b.duration_ms = 300;
  flights.add({a, b});
  CHECK(flights.landing_on(rb::russian_bank::house_pile(0)) == 1);
  CHECK(flights.end_ms(0) == 300);
  CHECK_FALSE(flights.prune(50));
  CHECK(flights.prune(100));
  CHECK(flights.landing_on(rb::russian_bank::house_pile(0)) == 0);
  CHECK(flights.any());
  CHECK(flights.prune(300));
  CHECK_FALSE(flights.any());
}

TEST_CASE("speeds run from instant to slow; reduced motion slides nothing but keeps the pace") {
  rb::app::Settings s;
  s.speed = rb::app::Speed::instant;
  const rb::app::Pace instant = rb::app::pace_for(s);
  CHECK(instant.computer_move_ms == 0);
  CHECK(instant.computer_pause_ms == 0);
  CHECK(instant.flip_ms == 0);
  double last = 0;
  for (const auto speed : {rb::app::Speed::fast, rb::app::Speed::normal, rb::app::Speed::slow}) {
    s.speed = speed;
    const rb::app::Pace pace = rb::app::pace_for(s);
    CHECK(pace.computer_move_ms > last);
    CHECK(pace.computer_move_ms >= pace.human_move_ms);
    last = pace.computer_move_ms;
  }
  s.speed = rb::app::Speed::normal;
  s.reduced_motion = true;
  const rb::app::Pace calm = rb::app::pace_for(s);
  CHECK(calm.computer_move_ms == 0);
  CHECK(calm.human_move_ms == 0);
  CHECK(calm.flip_ms == 0);
  CHECK(calm.computer_pause_ms > 0);  // the computer's moves can still be followed
}

TEST_CASE("settings are read from a URL query") {
  rb::app::Settings s;
  CHECK(
      rb::app::apply_query("?preset=scarne&level=Expert&speed=fast&seed=42&seats=wait", s).empty());
  CHECK(s.preset == "scarne");
  CHECK(s.level == 4);
  CHECK(s.speed == rb::app::Speed::fast);
  CHECK(s.seed == 42);
  CHECK(s.seats == rb::app::Seats::computer_waits);
  CHECK(rb::app::apply_query("level=Club%20player&reduced_motion=1", s).empty());
  CHECK(s.level == 3);
  CHECK(s.reduced_motion);
  CHECK(rb::app::apply_query("level=9&speed=slow", s) ==
        std::vector<std::string>{"level \"9\" is not a level: use 1-5 or Beginner, Novice, "
                                 "Club player, Expert, Master"});
  CHECK(s.speed == rb::app::Speed::slow);  // the other pairs still apply
}
