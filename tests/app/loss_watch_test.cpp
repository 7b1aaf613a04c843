// "Say when a deal can't be won" (Settings::tell_lost, loss_watch.hpp) on a real table of House in
// the Wood: the address option read and refused, the menu's row, a deal the solver proves lost
// said at its start, a move that loses a deal that could be won said at once, and moves along
// the winning line and undos back to it said nothing of. Every test lets the table's clock run
// until what it needs has come, within a bound no search comes near.
#include "app/flow/loss_watch.hpp"

#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/take_back.hpp"
#include "app/ui/panels.hpp"
#include "app_fixture.hpp"
#include "core/solver_walk.hpp"

using namespace rb;
using namespace rb::app;

namespace {

constexpr const char* kCannotBeWon = "This deal cannot be won.";
constexpr const char* kMoveLost = "No longer winnable: that move lost a deal that could be won.";

// Lets the table's clock run until the watch has nothing left to do.
void until_watch_rests(AppModel& m, double& now) {
  for (int i = 0; i < 100000 && watching_for_loss(m); ++i) update(m, now += 10);
}

// Lets the table's clock run until the message line says `words` (or the watch rests).
void until_said(AppModel& m, double& now, const std::string& words) {
  for (int i = 0; i < 100000 && m.ui.message != words && watching_for_loss(m); ++i) {
    update(m, now += 10);
  }
}

ActionCode parsed(const AppModel& m, const char* text) {
  std::string error;
  const std::optional<ActionCode> action = m.game->parse_action(text, &error);
  REQUIRE(action.has_value());
  return *action;
}

}  // namespace

TEST_CASE("tell_lost: an address option, on or off, kept with the other settings") {
  Settings s;
  CHECK_FALSE(s.tell_lost);
  CHECK(apply_query("game=house-in-the-wood&tell_lost=on", s).empty());
  CHECK(s.tell_lost);
  CHECK(settings_query(s).find("&tell_lost=on") != std::string::npos);
  Settings back;
  CHECK(apply_query(settings_query(s), back).empty());
  CHECK(back.tell_lost);
  CHECK(apply_query("tell_lost=0", s).empty());
  CHECK_FALSE(s.tell_lost);
  CHECK(settings_query(s).find("tell_lost") == std::string::npos);
  CHECK(apply_query("tell_lost=maybe", s) ==
        std::vector<std::string>{
            "tell_lost \"maybe\" is not on or off: use 1 or 0 (yes/no, on/off, true/false)"});
  CHECK_FALSE(s.tell_lost);  // (a refused value keeps the one before)
}

TEST_CASE("tell_lost: the menu's row, for a one-player game, applies at once") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=8");
  perform(m, Intent::press(WidgetId::menu), 0);
  REQUIRE(find_widget(panel_buttons(m), WidgetId::tell_lost_on) != nullptr);
  CHECK(find_widget(panel_buttons(m), WidgetId::tell_lost_off)->chosen);
  press(m, WidgetId::tell_lost_on, 0);
  CHECK(m.chosen.tell_lost);
  CHECK(m.settings.tell_lost);
  CHECK(find_widget(panel_buttons(m), WidgetId::tell_lost_on)->chosen);
  // Deal 8 is lost from the start (the solver proves it at once): said, with the menu closed.
  perform(m, Intent::press(WidgetId::close), 0);
  double now = 0;
  until_said(m, now, kCannotBeWon);
  CHECK(m.ui.message == kCannotBeWon);

  AppModel two = test::app_table("game=russian-bank");
  perform(two, Intent::press(WidgetId::menu), 0);
  CHECK(find_widget(panel_buttons(two), WidgetId::tell_lost_on) == nullptr);
}

TEST_CASE("tell_lost: a deal the solver proves lost is said at its start; then the table rests") {
  // House in the Wood's deal 8: the solver proves it lost without a move (`selfplay --solve
  // 300000 --game house-in-the-wood --each` says "not-winnable" of it).
  AppModel m = test::app_table("game=house-in-the-wood&seed=8&tell_lost=on");
  double now = 0;
  REQUIRE(watching_for_loss(m));
  until_said(m, now, kCannotBeWon);
  CHECK(m.ui.message == kCannotBeWon);
  CHECK(m.ui.tone == MessageTone::hint);
  until_watch_rests(m, now);
  CHECK_FALSE(watching_for_loss(m));
  CHECK(next_wakeup_ms(m, now) < 0);  // nothing left to think of: the page stays idle

  // Restarted: said again. Without the option: nothing said, nothing searched.
  restart_deal(m, now);
  until_said(m, now, kCannotBeWon);
  CHECK(m.ui.message == kCannotBeWon);
  AppModel quiet = test::app_table("game=house-in-the-wood&seed=8");
  CHECK_FALSE(watching_for_loss(quiet));
  update(quiet, now += 10);
  CHECK(quiet.ui.message.starts_with("New game: "));
}

TEST_CASE(
    "tell_lost: a move that loses a deal that could be won is said; the line's moves are not") {
  // House in the Wood's deal 37, winnable. The table plays the two aces of t28 and t29 by itself
  // (the solver's line starts with them too); then, among others:
  //   t3: 2S  AD  10D     t8:  2H  QS  QH     t15: 6D  7C  KH     t23: 8D  8C  JD
  // The solver's line goes on with the 10 of diamonds from t3 onto the jack of diamonds of t23.
  // The king of hearts from t15 onto the queen of hearts of t8 loses the deal: the solver proves
  // the table after it lost.
  AppModel m = test::app_table("game=house-in-the-wood&seed=37&tell_lost=on");
  double now = 0;
  until_watch_rests(m, now);
  REQUIRE(m.loss_watch.seen_winnable);
  const std::unique_ptr<GameState> winnable = m.game->clone();

  // The losing move, taken back before the watch has looked: nothing is said.
  REQUIRE(human_action(m, parsed(m, "move t15 t8"), now).empty());
  REQUIRE(undo(m, now).empty());
  until_watch_rests(m, now);
  CHECK(m.ui.message.starts_with("Undone: "));
  CHECK(m.loss_watch.seen_winnable);

  // Made and left: said as soon as the solver has proved it.
  REQUIRE(human_action(m, parsed(m, "move t15 t8"), now).empty());
  until_said(m, now, kMoveLost);
  CHECK(m.ui.message == kMoveLost);
  CHECK(m.ui.tone == MessageTone::hint);
  until_watch_rests(m, now);
  CHECK(next_wakeup_ms(m, now) < 0);

  // Undone: back on the winning line, known without a new search, and nothing more is said.
  REQUIRE(undo(m, now).empty());
  CHECK(m.game->same_as(*winnable));
  update(m, now += 10);
  CHECK(m.loss_watch.seen_winnable);
  CHECK_FALSE(m.loss_watch.solver);
  CHECK(m.ui.message.starts_with("Undone: "));

  // A move along the line: no search, nothing said.
  REQUIRE(human_action(m, parsed(m, "move t3 t23"), now).empty());
  update(m, now += 10);
  CHECK(m.loss_watch.seen_winnable);
  CHECK_FALSE(m.loss_watch.solver);
  until_watch_rests(m, now);
  CHECK(m.ui.message.empty());
}

TEST_CASE("tell_lost: a move off the line after which the line's moves still win needs no search") {
  // House in the Wood's deal 37 again, played along the winning line until two of its moves can
  // be made the other way round: the second is made first. The line's moves, that one left out,
  // still win from there, so the watch knows the table winnable at its first look, with that
  // line and no search (the table plays no card home by itself here: it would make the first
  // move too, back onto the line).
  AppModel m = test::app_table("game=house-in-the-wood&seed=37&tell_lost=on&auto_move=no");
  double now = 0;
  until_watch_rests(m, now);
  REQUIRE(m.loss_watch.seen_winnable);
  bool swapped = false;
  for (int made = 0; made < 60 && !swapped && m.loss_watch.line.size() >= 2; ++made) {
    const std::vector<ActionCode> line = m.loss_watch.line;
    std::unique_ptr<GameState> second_first = m.game->clone();
    const std::optional<std::vector<ActionCode>> expected =
        line[0] != line[1] && second_first->apply(line[1]).empty()
            ? mended_line(*second_first, line)
            : std::nullopt;
    if (expected) {
      const int searches = m.loss_watch.searches;
      REQUIRE(human_action(m, line[1], now).empty());
      for (int i = 0; i < 1000 && auto_step_due(m); ++i) update(m, now += 10);
      update(m, now += 10);
      CHECK(m.loss_watch.seen_winnable);
      CHECK_FALSE(m.loss_watch.solver);
      CHECK(m.loss_watch.line == *expected);
      CHECK(m.loss_watch.searches == searches);
      swapped = true;
      break;
    }
    REQUIRE(human_action(m, line[0], now).empty());
    until_watch_rests(m, now);
    REQUIRE(m.loss_watch.seen_winnable);
  }
  CHECK(swapped);
}

TEST_CASE("tell_lost: moves along the line and undos back along it need no search") {
  // House in the Wood's deal 37: three of the line's moves, then three undos: every table is on
  // the line the deal's search found, and no other search is made.
  AppModel m = test::app_table("game=house-in-the-wood&seed=37&tell_lost=on&auto_move=no");
  double now = 0;
  until_watch_rests(m, now);
  REQUIRE(m.loss_watch.seen_winnable);
  const int searches = m.loss_watch.searches;
  for (int i = 0; i < 3; ++i) {
    const std::vector<ActionCode> line = m.loss_watch.line;
    REQUIRE(m.loss_watch.line_at < line.size());
    REQUIRE(human_action(m, line[m.loss_watch.line_at], now).empty());
    until_watch_rests(m, now);
    CHECK(m.loss_watch.seen_winnable);
  }
  for (int i = 0; i < 3; ++i) {
    REQUIRE(undo(m, now).empty());
    until_watch_rests(m, now);
    CHECK(m.loss_watch.seen_winnable);
  }
  CHECK(m.loss_watch.searches == searches);
}
