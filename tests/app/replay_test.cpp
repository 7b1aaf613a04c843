// After a match of solitaires on the same deal, the person replays the computer's game on the
// table (GameState::seat_game): from the deal, Redo plays its moves in order to where it ended;
// the match stays the game in play (saves, statistics) and Back returns to it.
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/game_watch.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
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
