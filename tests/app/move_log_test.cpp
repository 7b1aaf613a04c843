// The moves so far (app/flow/move_log.hpp): a player of three- and four-seat Spite and Malice
// could not follow the computers' turns (a player's review); the menu's Moves so far, and a press
// on the message line, open a panel that tells every seat's moves again, newest first, in the
// words the table told them.
#include "app/flow/move_log.hpp"

#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/text/wording.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "core/voices.hpp"

using namespace rb;
using namespace rb::app;

namespace {

// Plays each seat's first legal action that is not a call (the person's through the table, the
// computers' as the computer's), until `seat` has just made `moves` actions after the person's.
void play_until_seat_moved(AppModel& m, int seat, int moves) {
  int made = 0;
  for (int step = 0; step < 500 && !m.game->over() && made < moves; ++step) {
    std::vector<ActionCode> legal;
    m.game->legal_actions(legal);
    const int in_turn = m.game->seat_in_turn();
    std::optional<ActionCode> action;
    for (const ActionCode a : legal) {
      if (m.game->actor(a) == in_turn && m.game->talk()->look(a).gesture != Gesture::call) {
        action = a;
        break;
      }
    }
    REQUIRE(action);
    const std::string refused =
        in_turn == 0 ? human_action(m, *action, 0) : any_action(m, *action, 0);
    REQUIRE(refused.empty());
    if (in_turn == seat) ++made;
  }
  REQUIRE(made == moves);
}

bool menu_offers_moves(AppModel& m) {
  press(m, WidgetId::menu, 0);
  bool offered = false;
  for (const Widget& w : panel_buttons(m)) offered = offered || w.id == WidgetId::moves;
  press(m, WidgetId::close, 0);
  return offered;
}

}  // namespace

TEST_CASE("moves so far: every seat's moves told again, newest first, in the table's words") {
  AppModel m = test::app_table("game=spite-and-malice&players=3&seats=wait&seed=5");
  m.settings.seats = Seats::human_vs_computer;
  play_until_seat_moved(m, 2, 2);  // computer C's second move just made
  // Each move as the table told it, from the state before it.
  const std::vector<ActionCode> record = m.game->engine()->record_actions();
  std::vector<std::string> expected;
  std::unique_ptr<GameState> at = m.game->engine()->dealt();
  for (const ActionCode a : record) {
    expected.push_back(sentence(at->talk()->action_words(a, voices(m))));
    REQUIRE(at->apply(a).empty());
  }
  const std::vector<std::string> told = moves_so_far(m, 1000);
  CHECK(told == expected);
  REQUIRE(told.size() >= 3);
  CHECK(told.back().starts_with("Computer C "));
  CHECK(moves_so_far(m, 2) == std::vector<std::string>(expected.end() - 2, expected.end()));

  // A press on the message line opens the panel (the game waits), its words the newest first.
  CHECK(menu_offers_moves(m));
  const auto line = test::middle(toolbar_view(m).message);
  const Intent pressed = test::click(m, line);
  REQUIRE(pressed.kind == Intent::Kind::widget);
  CHECK(pressed.widget == WidgetId::moves);
  press(m, pressed.widget, 0);
  REQUIRE(m.ui.panel == Panel::moves);
  CHECK(panel_pauses_game(m.ui.panel));
  const PanelView view = panel_view(m);
  REQUIRE_FALSE(view.lines.empty());
  CHECK(told.back().starts_with(view.lines[0].text));
  press(m, WidgetId::close, 0);
  CHECK(m.ui.panel == Panel::none);
}

TEST_CASE("moves so far: not offered alone (a solitaire) nor online, none before the first") {
  AppModel solitaire = test::app_table("game=harp&seed=3");
  CHECK_FALSE(moves_offered(solitaire));
  CHECK_FALSE(menu_offers_moves(solitaire));
  AppModel fresh = test::app_table("game=russian-bank&seats=wait&seed=3");
  CHECK(moves_offered(fresh));
  CHECK(moves_so_far(fresh, 60).empty());
  press(fresh, WidgetId::moves, 0);
  REQUIRE(fresh.ui.panel == Panel::moves);
  const PanelView view = panel_view(fresh);
  REQUIRE_FALSE(view.lines.empty());
  CHECK(view.lines[0].text == "No moves yet.");
}
