// The computer playing every seat (seats=auto, the demo) of every game and preset: each seat has a
// voice and a title, the words name the seats as their boxes do (Blue and Red at two seats,
// Computer A to D at more), and the game plays on. (A demo of three seats once read a voice past
// the end of the list of two and crashed.)
#include <catch2/catch.hpp>

#include "app/flow/session.hpp"
#include "app/text/wording.hpp"
#include "app_fixture.hpp"
#include "core/game_list.hpp"

using namespace rb;
using namespace rb::app;

TEST_CASE("a demo names every seat as its box does and plays on, in every game and preset") {
  for (const GameModule* game : all_games()) {
    for (std::string_view preset : game->presets()) {
      const std::string query = "game=" + std::string(game->name()) +
                                "&preset=" + std::string(preset) + "&seats=auto&seed=9";
      INFO(query);
      AppModel m = test::app_table(query);
      const int seats = m.game->seat_count();
      const Voices v = voices(m);
      REQUIRE(int(v.size()) == seats);
      for (int seat = 0; seat < seats; ++seat) {
        CHECK_FALSE(v[size_t(seat)].second_person);  // (nobody at the screen plays)
        if (seats > 1) CHECK(seat_title(m, seat) == v[size_t(seat)].subject);
      }
      if (seats == 2) CHECK(v[1].subject == "Red");
      if (seats > 2) CHECK(v[2].subject == "Computer C");
      double now = 0;
      const int before = m.game->talk()->action_count();
      for (int i = 0; i < 400 && m.game->talk()->action_count() < before + 5 && !m.game->over();
           ++i) {
        now += 100;
        update(m, now);
      }
      CHECK(m.game->talk()->action_count() >= before + 5);
      CHECK_FALSE(m.ui.message.empty());
    }
  }
}
