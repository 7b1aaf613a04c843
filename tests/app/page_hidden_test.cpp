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
