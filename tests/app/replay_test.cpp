// After a match of solitaires on the same deal, the person replays the computer's game on the
// table (GameState::seat_game): from the deal, Redo plays its moves in order to where it ended;
// the match stays the game in play (saves, statistics) and Back returns to it.
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/game_watch.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/input/keyboard_input.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "play_out.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

TEST_CASE("after a match on the same deal, the computer's game replays on the table") {
  Settings s;
  REQUIRE(apply_query("game=harp&mode=identical&seed=17", s).empty());
  s.speed = Speed::instant;
  AppModel m = test::app_table(s);
  GameWatch watch;
  watch_game(watch, m);
  test::play_out_in_turn(*m.game);
  double now = 1000;
  update(m, now);
  watch_game(watch, m);
  const std::string match_record = m.game->engine()->record_text();
  const std::unique_ptr<GameState> theirs = m.game->seat_games()->seat_game(1);
  REQUIRE(theirs);

  press(m, WidgetId::watch_other, now);
  REQUIRE(m.replay_of);
  CHECK(m.game->seat_count() == 1);
  CHECK(m.game->talk()->action_count() == 0);  // from the deal
  CHECK(m.redo.size() == theirs->engine()->record_actions().size());
  for (size_t i = 0; i < theirs->engine()->record_actions().size(); ++i) {
    REQUIRE(redo(m, now) == "");
    now += 10;
    update(m, now);
  }
  CHECK(m.game->same_as(*theirs));      // move for move where the computer's game ended
  CHECK(redo(m, now) != "");            // and nothing more
  CHECK(watch_game(watch, m).empty());  // the match waits: no events, nothing counted

  press(m, WidgetId::watch_other, now);  // Back to the match
  CHECK_FALSE(m.replay_of);
  CHECK(m.game->engine()->record_text() == match_record);
  CHECK(m.ui.panel == Panel::end);
  CHECK(watch_game(watch, m).empty());
}

// Whether the toolbar shows a button.
bool has_button(const AppModel& m, WidgetId id) {
  const std::vector<Widget> widgets = toolbar_view(m).widgets;
  return std::any_of(widgets.begin(), widgets.end(), [&](const Widget& w) { return w.id == id; });
}

TEST_CASE("the computer's game replayed is watched: Back and Esc return to the match") {
  Settings s;
  REQUIRE(apply_query("game=congress&mode=comparative&seed=5", s).empty());
  s.speed = Speed::instant;
  AppModel m = test::app_table(s);
  test::play_out_in_turn(*m.game);
  update(m, 1000);
  press(m, WidgetId::watch_other, 1000);
  REQUIRE(m.replay_of);
  // (A player's review: the bar offered End game, and nothing led back but it.)
  CHECK(has_button(m, WidgetId::watch_other));
  CHECK_FALSE(has_button(m, WidgetId::pass));
  CHECK_FALSE(has_button(m, WidgetId::pass_2));
  CHECK_FALSE(has_button(m, WidgetId::hint));
  // Its cards are the computer's: the person's move is refused, the game unchanged.
  std::vector<ActionCode> actions;
  m.game->legal_actions(actions);
  REQUIRE_FALSE(actions.empty());
  CHECK(human_action(m, actions.front(), 1000) != "");
  CHECK(m.game->talk()->action_count() == 0);
  CHECK(redo(m, 1000) == "");  // Redo steps on
  CHECK(m.game->talk()->action_count() >= 1);
  CHECK(key_down(m, Key::escape, false, 1000) == Intent::press(WidgetId::watch_other));
  press(m, WidgetId::watch_other, 1000);
  CHECK_FALSE(m.replay_of);
  CHECK(m.ui.panel == Panel::end);
}

TEST_CASE("a game alone, a race or a match in play has no other game to replay") {
  for (const char* query :
       {"game=harp&seed=3", "game=harp&mode=common&seed=3", "game=harp&mode=identical&seed=3"}) {
    Settings s;
    REQUIRE(apply_query(query, s).empty());
    AppModel m = test::app_table(s);
    CHECK(replay_seat_game(m, 1, 0) != "");
    CHECK_FALSE(m.replay_of);
  }
}
