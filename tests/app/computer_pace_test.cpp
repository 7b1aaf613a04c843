// The computer's pace at the table: the pause between two of its actions in one turn, shorter in
// a long turn (app/flow/session.cpp's computer_step).
#include <catch2/catch.hpp>

#include "app/flow/session.hpp"
#include "app_fixture.hpp"

using namespace rb::app;

TEST_CASE("a long computer turn goes faster: half the pause after 12 actions, none after 24") {
  // (A review watched Master's first turn of 146 actions for 102 s.) Master plays both seats of
  // Scarne at normal speed until a turn of more than 24 actions has been seen.
  Settings settings;
  REQUIRE(apply_query("seats=auto&level=5&preset=scarne&speed=normal&seed=3", settings).empty());
  AppModel m = rb::test::app_table(settings);
  const double pause = pace_for(m.settings).computer_pause_ms;
  REQUIRE(pause > 0);
  double now = 0;
  int actions = m.game->talk()->action_count();
  int longest = 0;
  for (int tick = 0; tick < 200000 && longest <= 24 && !m.game->over(); ++tick) {
    now += 10;
    update(m, now);
    if (m.game->talk()->action_count() == actions) continue;
    actions = m.game->talk()->action_count();
    if (m.computer_run < 2) continue;  // (a turn's first action waits for the turn's pause too)
    INFO("action " << actions << ", the turn's " << m.computer_run << "th");
    const double waited = m.computer_at_ms - m.ui.flights.end_ms(now);
    CHECK(waited == (m.computer_run > 24 ? 0 : m.computer_run > 12 ? pause / 2 : pause));
    longest = std::max(longest, m.computer_run);
  }
  CHECK(longest > 24);
}
