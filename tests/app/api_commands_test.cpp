// The host page's commands: each does what it says, and a bad one (unknown, a bad option, a
// malformed or illegal action, an action while paused, an overlong command) changes nothing and
// comes back with a clear message.
#include "app/flow/api_commands.hpp"

#include <catch2/catch.hpp>

#include "app_fixture.hpp"
#include "core/translation.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

namespace {

// The parts of the model a bad command must leave alone.
struct Snapshot {
  Record record;
  Settings settings, chosen;
  uint64_t seed;
  bool paused;
  explicit Snapshot(const AppModel& m)
      : record(rb::test::rb_record(m)),
        settings(m.settings),
        chosen(m.chosen),
        seed(m.game_seed),
        paused(m.ui.paused) {}
  bool same_as(const AppModel& m) const {
    return record == rb::test::rb_record(m) && settings == m.settings && chosen == m.chosen &&
           seed == m.game_seed && paused == m.ui.paused;
  }
};

}  // namespace

TEST_CASE("new-game deals with the options given; restart deals the same again") {
  AppModel m = test::app_table(test::instant());
  REQUIRE(run_api_command(m, "new-game preset=scarne&seed=77&level=2", 0).empty());
  CHECK(m.game_seed == 77);
  CHECK(rb::test::rb_state(m).rules().preset == Preset::scarne);
  CHECK(m.settings.level == 2);
  const Record fresh = rb::test::rb_record(m);
  REQUIRE(any_action(m, *test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  REQUIRE(run_api_command(m, "restart", 0).empty());
  CHECK(rb::test::rb_record(m) == fresh);
}

TEST_CASE("set-option: speed and table at once, the rest for the next game") {
  AppModel m = test::app_table(test::instant());
  REQUIRE(run_api_command(m, "set-option level=5&speed=slow&table=blue", 0).empty());
  CHECK(m.chosen.level == 5);
  CHECK(m.settings.level != 5);
  CHECK(m.settings.speed == Speed::slow);
  CHECK(m.settings.table == TableColour::blue);
  REQUIRE(run_api_command(m, "new-game", 0).empty());
  CHECK(m.settings.level == 5);
}

TEST_CASE("bad commands change nothing and say why") {
  AppModel m = test::app_table(test::instant());
  REQUIRE(any_action(m, *test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  const Snapshot before(m);
  const auto refused = [&](const std::string& command, const std::string& part) {
    const std::string error = run_api_command(m, command, 0);
    INFO(command << " -> " << error);
    CHECK(error.find(part) != std::string::npos);
    CHECK(before.same_as(m));
  };
  refused("fly-to-the-moon", "unknown command");
  refused("", "unknown command");
  refused("set-option level=9", "level \"9\" is not a level");
  refused("set-option level=4&speed=zoom", "speed \"zoom\"");  // all or nothing: level stays
  refused("set-option", "needs options");
  refused("set-option seed=42&speed=fast", "start it with new-game");  // not taken and ignored
  refused("new-game preset=chess", "preset");
  refused("new-game seed=-1", "seed");
  refused("action move zz c1", "not an action");
  refused("action", "not an action");
  refused(std::string(5000, 'x'), "too long");
}

TEST_CASE("a solitaire's action that is none says so once") {
  // (A review: Harp's came back as "not an action: not an action: \"turn\" ...".)
  AppModel m = test::app_table("game=harp&seed=7");
  const std::string error = run_api_command(m, "action turn", 0);
  CHECK(error.starts_with("not an action: \"turn\""));
  CHECK(error.find("not an action", 1) == std::string::npos);
}

TEST_CASE("an illegal action comes back with the engine's reason; a legal one is played") {
  AppModel m = test::app_table(test::instant());
  while (rb::test::rb_state(m).turn() != kPlayerA)
    REQUIRE(any_action(m, *test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  ActionList legal;
  legal_actions(rb::test::rb_state(m), legal);
  // A move from a house pile to a center pile that is not among the legal actions.
  std::optional<Action> illegal;
  for (int h = 0; h < kHouseCount && !illegal; ++h) {
    for (int c = 0; c < kCenterCount && !illegal; ++c) {
      const Action a = Action::move(house_pile(h), center_pile(c));
      if (!legal.contains(a)) illegal = a;
    }
  }
  REQUIRE(illegal);
  const Snapshot before(m);
  CHECK_FALSE(run_api_command(m, "action " + to_string(*illegal), 0).empty());
  CHECK(before.same_as(m));
  const Action good = *test::first_non_knock(rb::test::rb_state(m));
  CHECK(run_api_command(m, "action " + to_string(good), 0).empty());
  CHECK(rb::test::rb_record(m).actions.back() == good);
}

TEST_CASE("undo and redo: a one-player game's, with the toolbar's reasons") {
  AppModel m = test::app_table("game=harp&seed=7");
  CHECK(run_api_command(m, "undo", 0).starts_with("nothing to undo"));
  const size_t dealt = size_t(m.game->talk()->action_count());
  REQUIRE(run_api_command(m, "action turnup", 0).empty());
  const size_t played = size_t(m.game->talk()->action_count());
  REQUIRE(played > dealt);
  CHECK(run_api_command(m, "undo", 0).empty());
  CHECK(size_t(m.game->talk()->action_count()) == dealt);
  CHECK(run_api_command(m, "redo", 0).empty());
  CHECK(size_t(m.game->talk()->action_count()) == played);
  CHECK_FALSE(run_api_command(m, "redo", 0).empty());
  // Russian Bank (the computer's seat waiting) takes nothing back.
  AppModel two = test::app_table(test::instant());
  REQUIRE(any_action(two, *test::first_non_knock(rb::test::rb_state(two)), 0).empty());
  const Snapshot before(two);
  CHECK(run_api_command(two, "undo", 0).starts_with("undo is for games of one player"));
  CHECK(before.same_as(two));
}

TEST_CASE("pause stops the computer and refuses moves until resume") {
  Settings s = test::instant(Seats::human_vs_computer);
  AppModel m = test::app_table(s);
  // Play the human's moves until it is the computer's turn.
  while (rb::test::rb_state(m).turn() == kPlayerA && !rb::test::rb_state(m).over()) {
    REQUIRE(human_action(m, *test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  }
  REQUIRE(run_api_command(m, "pause", 0).empty());
  const size_t actions = rb::test::rb_record(m).actions.size();
  for (double t = 0; t < 20000; t += 100) update(m, t);
  CHECK(rb::test::rb_record(m).actions.size() == actions);  // the computer waited
  CHECK(next_wakeup_ms(m, 20000) < 0);                      // and nothing is scheduled
  REQUIRE(run_api_command(m, "resume", 0).empty());
  for (double t = 20000; t < 40000 && rb::test::rb_record(m).actions.size() == actions; t += 100)
    update(m, t);
  CHECK(rb::test::rb_record(m).actions.size() > actions);  // it plays on
}

TEST_CASE("api: a refusal is replied in English; the table says it in its own language") {
  AppModel m = test::app_table(test::instant());
  set_language(
      Language{"fr", {{"that is not yours to do", "ce n'est pas à vous de le faire"}}, "", {}});
  const std::string reply = run_api_command(m, "action resign b", 0);
  const std::string shown = m.ui.message;
  const std::string spoken(language_code());
  set_english();
  CHECK(reply == "that is not yours to do");
  CHECK(shown == "Ce n'est pas à vous de le faire.");
  CHECK(spoken == "fr");  // (the table's language again after the reply)
  CHECK_FALSE(m.game->over());
}
