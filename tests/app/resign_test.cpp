// Resigning (the menu's Resign, app/flow/session.hpp may_resign and resign): a game of turns that
// has resigning offers it in the menu; the first press asks for a second, anything else between
// disarms it; the second ends the game for the other seat, in the record, at any time (the
// computer's turn too), and the end panel offers the coach's Review. Spite and Malice and the
// solitaires, without resigning, lessons and demos have no Resign; the embedding page's "action
// resign a" does the same.
#include <catch2/catch.hpp>

#include "app/flow/api_commands.hpp"
#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/text/wording.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"

using namespace rb;
using namespace rb::app;

namespace {

const Widget* menu_widget(const AppModel& m, WidgetId id) {
  static PanelView view;
  view = panel_view(m);
  return find_widget(view.widgets, id);
}

// Opens the menu and clicks Resign in it, as a player would (it must be there).
void click_resign(AppModel& m, double now) {
  if (m.ui.panel != Panel::menu) perform(m, Intent::press(WidgetId::menu), now);
  REQUIRE(m.ui.panel == Panel::menu);
  const PanelView view = panel_view(m);
  const Widget* resign = find_widget(view.widgets, WidgetId::resign);
  REQUIRE(resign != nullptr);
  const Intent intent = test::click(m, test::middle(resign->rect), now);
  REQUIRE(intent == Intent::press(WidgetId::resign));
  perform(m, intent, now);
}

void run_until_end_panel(AppModel& m, double& now) {
  for (int i = 0; i < 100 && m.ui.panel != Panel::end; ++i) {
    now += 100;
    update(m, now);
  }
}

}  // namespace

TEST_CASE("resign: Russian Bank's menu resigns on a second press, and the game is the computer's") {
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  double now = 0;
  // Some of the game played first, so that the record has moves before the resignation.
  std::unique_ptr<SeatPlayer> greedy = m.module().make_player("ai1", 5);
  for (int i = 0; i < 400 && m.game->talk()->action_count() < 6; ++i) {
    if (human_may_act(m)) REQUIRE(human_action(m, greedy->choose(*m.game), now) == "");
    now += 50;
    update(m, now);
  }
  REQUIRE_FALSE(m.game->over());
  const size_t played = m.game->engine()->record_actions().size();

  click_resign(m, now);
  CHECK_FALSE(m.game->over());
  CHECK(m.ui.message == "This gives the game up: it counts as lost. Press again to give it up.");
  CHECK(menu_widget(m, WidgetId::resign)->text == "Press again to give up");
  // Another button between disarms it.
  perform(m, Intent::press(WidgetId::speed_fast), now);
  CHECK(menu_widget(m, WidgetId::resign)->text == "Resign");
  click_resign(m, now);
  CHECK_FALSE(m.game->over());
  click_resign(m, now);
  REQUIRE(m.game->over());
  CHECK(m.game->winner() == 1);
  CHECK(m.game->points_of(kHumanSeat) <= 0);
  const std::vector<ActionCode> actions = m.game->engine()->record_actions();
  REQUIRE(actions.size() == played + 1);
  CHECK(m.game->action_text(actions.back()) == "resign a");
  // The record reads back to the same resigned game.
  std::string error;
  const std::unique_ptr<GameState> loaded =
      m.module().load_record(m.game->engine()->record_text(), &error);
  REQUIRE(loaded);
  CHECK(loaded->same_as(*m.game));

  run_until_end_panel(m, now);
  REQUIRE(m.ui.panel == Panel::end);
  CHECK(m.game->talk()->result_text().find("resigned") != std::string::npos);
  // Told from the person's side: they resigned (not "the other player").
  CHECK(result_words(m) == "The computer wins. You resigned.");
  CHECK(result_reason(m) == "You resigned.");
  CHECK(menu_widget(m, WidgetId::review) != nullptr);
  // The menu of a game over has no Resign.
  perform(m, Intent::press(WidgetId::menu), now);
  CHECK(menu_widget(m, WidgetId::resign) == nullptr);
}

TEST_CASE("resign: in the computer's turn too, and from the embedding page") {
  AppModel m = test::app_table(test::instant(Seats::computer_waits));
  double now = 0;
  // The person passes at once: the turn is B's, whom nobody plays here.
  while (human_may_act(m)) {
    const auto pass = m.game->parse_action("pass", nullptr);
    REQUIRE(pass);
    if (human_action(m, *pass, now) != "") {
      // (Not a pass yet: a card must be played first; the greedy player plays it.)
      std::unique_ptr<SeatPlayer> greedy = m.module().make_player("ai1", 5);
      REQUIRE(human_action(m, greedy->choose(*m.game), now) == "");
    }
  }
  REQUIRE(m.game->seat_in_turn() == 1);
  REQUIRE(may_resign(m));
  // A resignation for the other seat is not the person's to make.
  CHECK(run_api_command(m, "action resign b", now) == "that is not yours to do");
  CHECK_FALSE(m.game->over());
  CHECK(run_api_command(m, "action resign a", now) == "");
  REQUIRE(m.game->over());
  CHECK(m.game->winner() == 1);
  CHECK_FALSE(may_resign(m));
  CHECK(resign(m, now) != "");  // (over: nothing more to give up)
}

TEST_CASE("resign: only where the game has it and the person plays it here") {
  for (const char* query : {"game=spite-and-malice", "game=congress"}) {
    AppModel m = test::app_table(std::string(query));
    INFO(query);
    CHECK_FALSE(may_resign(m));
    perform(m, Intent::press(WidgetId::menu), 0);
    CHECK(menu_widget(m, WidgetId::resign) == nullptr);
  }
  for (const char* query : {"game=pishe-pasha", "game=single-deck-russian-bank"}) {
    AppModel m = test::app_table(std::string(query));
    INFO(query);
    CHECK(may_resign(m));
    REQUIRE(resign(m, 0) == "");
    CHECK(m.game->winner() == 1);
    CHECK(m.game->talk()->result_text().find("resigned") != std::string::npos);
  }
  // The computer playing both seats (a demo): nothing for the person to give up.
  AppModel both = test::app_table(test::instant(Seats::computer_both));
  CHECK_FALSE(may_resign(both));
}

TEST_CASE("resign: a casual game's end panel offers no Undo that could not take anything back") {
  Settings settings = test::instant(Seats::human_vs_computer);
  settings.casual_undo = true;
  AppModel m = test::app_table(settings);
  double now = 0;
  std::unique_ptr<SeatPlayer> greedy = m.module().make_player("ai1", 5);
  for (int i = 0; i < 50 && m.game->talk()->action_count() < 2; ++i) {
    if (human_may_act(m)) REQUIRE(human_action(m, greedy->choose(*m.game), now) == "");
  }
  REQUIRE(resign(m, now) == "");
  run_until_end_panel(m, now);
  REQUIRE(m.ui.panel == Panel::end);
  CHECK(menu_widget(m, WidgetId::undo) == nullptr);
  CHECK(menu_widget(m, WidgetId::close) != nullptr);  // (Look at the table)
}

TEST_CASE("the end: the message line says the result, not the last move") {
  // (A review read the computer's last move on the message line under "The computer wins".)
  AppModel m = test::app_table("seats=auto&level=1&speed=instant&seed=3");
  double now = 0;
  for (int i = 0; i < 20000 && m.ui.panel != Panel::end; ++i) {
    now += 100;
    update(m, now);
  }
  REQUIRE(m.game->over());
  REQUIRE(m.ui.panel == Panel::end);
  CHECK(m.ui.message.empty());
  CHECK(status_words(m) == result_words(m));
}
