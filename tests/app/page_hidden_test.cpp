// A race (a game played all at once) stops when the page is hidden: the menu opens over it, the
// game's clock and the computer stop, and closing the menu goes on. Games in turns are left alone.
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app_fixture.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

TEST_CASE("a race stops with the menu open while the page is hidden, and goes on after") {
  AppModel m = test::app_table("game=congress&mode=common&seed=11");
  REQUIRE(m.game->all_at_once());
  m.test_pace_ms = 200;  // the computer acts every 200 ms
  double now = 0;
  for (; now < 5000; now += 50) update(m, now);
  REQUIRE(m.game->talk()->action_count() > 0);  // the computer plays while the page shows

  page_hidden(m, now);  // (what was due by now is played)
  const int before = m.game->talk()->action_count();
  CHECK(m.ui.panel == Panel::menu);
  CHECK_FALSE(m.clock_running);
  const double clock = m.clock_ms;
  CHECK(clock >= 4900);
  for (const double hidden_until = now + 60000; now < hidden_until; now += 500) update(m, now);
  CHECK(m.game->talk()->action_count() == before);  // nobody played while it was hidden
  CHECK(m.clock_ms == clock);                       // and no time passed in the race

  press(m, WidgetId::menu, now);  // the person closes the menu: the race goes on
  CHECK(m.ui.panel == Panel::none);
  for (const double back_until = now + 5000; now < back_until; now += 50) update(m, now);
  CHECK(m.game->talk()->action_count() > before);
  CHECK(m.clock_ms > clock + 4000);
}

TEST_CASE("a game in turns or alone is not stopped when the page is hidden") {
  for (const char* query : {"game=congress&seed=11", "game=russian-bank&seed=3"}) {
    AppModel m = test::app_table(query);
    page_hidden(m, 1000);
    CHECK(m.ui.panel == Panel::none);
    CHECK_FALSE(m.ui.paused);
  }
}

TEST_CASE("once the person's game of a match is over, the computer finishes its own at once") {
  for (const char* mode : {"comparative", "identical"}) {
    INFO(mode);
    Settings settings;
    REQUIRE(apply_query(std::string("game=harp&seed=3&mode=") + mode, settings).empty());
    settings.speed = Speed::normal;
    AppModel m = test::app_table(settings);
    REQUIRE(m.game->seat_games() != nullptr);
    m.test_pace_ms = 2000;  // the computer's pace while the person plays: an action in 2 s
    double now = 0;
    for (; now < 10000; now += 50) update(m, now);
    const int early = m.game->talk()->action_count();
    CHECK(early < 20);  // it keeps its pace while the person plays
    const std::optional<ActionCode> end = m.game->parse_action("a end", nullptr);
    REQUIRE(end);
    REQUIRE(human_action(m, *end, now).empty());
    REQUIRE_FALSE(m.game->may_act(kHumanSeat));
    // A minute later the computer's game is over too, far beyond 30 actions at its pace.
    for (const double until = now + 60000; now < until; now += 50) update(m, now);
    CHECK(m.game->seat_games()->seat_game(1) != nullptr);
    CHECK(m.game->talk()->action_count() > early + 30);
  }
}

TEST_CASE("once the person's race is over, its end comes without the computer's pace") {
  // Harp raced on common foundations: the person ends their game while the computer's next
  // action is due seconds later. The next tick plays it and more (a review watched the end panel
  // come 3-5 s after the person's last move), and the race is over within a few ticks.
  Settings settings;
  REQUIRE(apply_query("game=harp&seed=3&mode=common", settings).empty());
  settings.speed = Speed::normal;
  AppModel m = test::app_table(settings);
  REQUIRE(m.game->all_at_once());
  m.test_pace_ms = 2000;
  double now = 0;
  for (; now < 10000; now += 50) update(m, now);
  const std::optional<ActionCode> end = m.game->parse_action("a end", nullptr);
  REQUIRE(end);
  REQUIRE(human_action(m, *end, now).empty());
  REQUIRE_FALSE(m.game->may_act(kHumanSeat));
  REQUIRE_FALSE(m.game->over());
  const int at_end = m.game->talk()->action_count();
  update(m, now += 50);
  CHECK(m.game->talk()->action_count() >= at_end + 2);
  int ticks = 1;
  for (; ticks < 200 && !m.game->over(); ++ticks) update(m, now += 50);
  CHECK(m.game->over());
  CHECK(ticks <= (m.game->talk()->action_count() - at_end) / 8 + 10);
}
