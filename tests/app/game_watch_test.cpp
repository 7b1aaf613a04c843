// The game watch reports each new deal (and abandoned games), each action with its actor and card,
// knocks with their verdicts and the end of the game, once each, from a real table.
#include "app/flow/game_watch.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "app/text/wording.hpp"
#include "app_fixture.hpp"
#include "games/russian_bank/table_words.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

namespace {

// A legal action of the player in turn that overlooks a mandatory move, if there is one.
std::optional<Action> offending_action(const State& state) {
  ActionList actions;
  legal_actions(state, actions);
  for (const Action& a : actions) {
    if (a.kind == ActionKind::knock) continue;
    if (judge(state, a).offence) return a;
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("the first look takes the game as it stands; later actions are reported once") {
  AppModel m = test::app_table(test::instant());
  GameWatch watch;
  auto events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::new_game);
  CHECK_FALSE(events[0].abandoned);
  CHECK(watch_game(watch, m).empty());

  const Player mover = rb::test::rb_state(m).turn();
  const Action action = *test::first_non_knock(rb::test::rb_state(m));
  const State before = rb::test::rb_state(m);
  REQUIRE(any_action(m, action, 0).empty());
  events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::action);
  CHECK(events[0].by == mover);
  CHECK(events[0].action == to_string(action));
  if (action.kind == ActionKind::move) {
    CHECK(events[0].card == card_code(before.top(action.from).card));
    CHECK(events[0].words == sentence(rb::russian_bank::action_words(before, action, voices(m))));
  }
  CHECK_FALSE(events[0].words.empty());
  CHECK(watch_game(watch, m).empty());
}

TEST_CASE("several actions within one look come out in order") {
  AppModel m = test::app_table(test::instant());
  GameWatch watch;
  watch_game(watch, m);
  std::vector<std::string> played;
  for (int i = 0; i < 5; ++i) {
    const Action a = *test::first_non_knock(rb::test::rb_state(m));
    REQUIRE(any_action(m, a, 0).empty());
    played.push_back(to_string(a));
  }
  const auto events = watch_game(watch, m);
  REQUIRE(events.size() == 5);
  for (int i = 0; i < 5; ++i) CHECK(events[size_t(i)].action == played[size_t(i)]);
}

TEST_CASE("a knock is reported with its verdict and the missed move") {
  // Play the deal until the player in turn may overlook a mandatory move, overlook it, knock.
  AppModel m = test::app_table(test::instant());
  GameWatch watch;
  watch_game(watch, m);
  std::optional<Action> offence;
  for (int i = 0; i < 400 && !(offence = offending_action(rb::test::rb_state(m))); ++i) {
    REQUIRE(any_action(m, *test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  }
  REQUIRE(offence);
  const Player offender = rb::test::rb_state(m).turn();
  REQUIRE(any_action(m, *offence, 0).empty());
  const KnockVerdict verdict = knock_verdict(rb::test::rb_state(m), other(offender));
  REQUIRE(verdict.justified);
  watch_game(watch, m);
  REQUIRE(any_action(m, Action::knock(other(offender)), 0).empty());
  const auto events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::call);
  CHECK(events[0].by == other(offender));
  CHECK(events[0].justified);
  CHECK(events[0].missed == to_string(verdict.missed));
  CHECK(events[0].words.find("knocked: the last move broke a rule") != std::string::npos);
}

TEST_CASE("a new deal after a move of the human's counts the old game as abandoned") {
  AppModel m = test::app_table(test::instant());
  GameWatch watch;
  watch_game(watch, m);
  // Moves until the human (A) has acted.
  while (!human_has_acted(*m.game)) {
    REQUIRE(any_action(m, *test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  }
  watch_game(watch, m);
  restart_deal(m, 0);
  auto events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::new_game);
  CHECK(events[0].abandoned);
  CHECK(events[0].abandoned_preset == "house");
  CHECK(events[0].abandoned_level == m.settings.level);

  // A new deal straight away abandons nothing: the human had not moved.
  Settings next = m.settings;
  next.seed = 99;
  new_game(m, next, 0);
  events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK_FALSE(events[0].abandoned);
}

TEST_CASE("the end of the game is reported once, in the table's words from the human's side") {
  AppModel m = test::app_table(test::instant());
  GameWatch watch;
  watch_game(watch, m);
  REQUIRE(any_action(m, Action::resign(kPlayerA), 0).empty());
  auto events = watch_game(watch, m);
  REQUIRE(events.size() == 2);
  CHECK(events[0].kind == GameEventKind::action);
  CHECK(events[1].kind == GameEventKind::game_over);
  REQUIRE(events[1].winner >= 0);
  CHECK(events[1].winner == kPlayerB);
  CHECK(events[1].words == "The computer wins. You resigned.");
  CHECK(watch_game(watch, m).empty());
  // A finished game replaced by a new one was not abandoned.
  restart_deal(m, 0);
  events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK_FALSE(events[0].abandoned);
}

TEST_CASE(
    "the computer's move from its reserve to its waste names them 'its', not the computer's") {
  // The computer in turn, its reserve's 3 of clubs turned up:
  //   c1: AS        ra: 2C
  //   wb: 7H'       rb: 5D' 3C'
  AppModel m = test::app_table(test::instant());
  rb::test::set_table(m, rb::test::make_state("turn b\nc1: AS\nra: 2C\nwb: 7H'\nrb: 5D' 3C'\n"));
  const State& state = rb::test::rb_state(m);
  CHECK(sentence(action_words(state, Action::move(reserve_of(1), waste_of(1)), voices(m))) ==
        "The computer moved the 3 of clubs from its reserve to its waste.");
  // A person's are "their" (a review, online: "Your opponent moved ... from its reserve").
  const Voices online = {{"You", "your", true}, {"Your opponent", "your opponent's", false, true}};
  CHECK(action_words(state, Action::move(reserve_of(1), waste_of(1)), online) ==
        "Your opponent moved the 3 of clubs from their reserve to their waste");
  // A card that leaves its waste too (review 36: "from the computer's waste" beside "from its
  // reserve"):
  //   c1: AS        ra: 2C
  //   wb: 7H' 2S'   rb: 5D'
  rb::test::set_table(m, rb::test::make_state("turn b\nc1: AS\nra: 2C\nwb: 7H' 2S'\nrb: 5D'\n"));
  CHECK(sentence(action_words(rb::test::rb_state(m), Action::move(waste_of(1), center_pile(0)),
                              voices(m))) ==
        "The computer moved the 2 of spades from its waste to center pile 1.");
  // The person's own piles stay "your"; a pile of the other seat keeps its owner's name.
  rb::test::set_table(m, rb::test::make_state("turn a\nc1: AS\nra: 5D' 4C'\nwa: 7H'\nwb: 3C'\n"));
  CHECK(sentence(action_words(rb::test::rb_state(m), Action::move(reserve_of(0), waste_of(1)),
                              voices(m))) ==
        "You moved the 4 of clubs from your reserve to the computer's waste.");
}

TEST_CASE("a solitaire's turn-up names the card it turned, lying on the waste") {
  AppModel m = test::app_table("game=congress&seed=4");
  GameWatch watch;
  watch_game(watch, m);
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  const auto turn_up = std::find_if(
      legal.begin(), legal.end(), [&](ActionCode a) { return m.game->action_text(a) == "turnup"; });
  REQUIRE(turn_up != legal.end());
  const int waste = m.game->talk()->look(*turn_up).to;
  REQUIRE(waste >= 0);
  REQUIRE(any_action(m, *turn_up, 0).empty());
  const auto events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].action == "turnup");
  const TableTalk& now = *m.game->talk();
  REQUIRE(now.pile_size(waste) > 0);
  const CardFace top = now.card_at(waste, now.pile_size(waste) - 1);
  CHECK(top.face_up);
  CHECK(events[0].card == card_code(Card{uint8_t(top.card)}));
  CHECK_FALSE(events[0].card.empty());
}

TEST_CASE("the cards a solitaire's table sends home by itself are reported as automatic") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=11");
  GameWatch watch;
  watch_game(watch, m);
  // (The table plays the safe cards of the deal home as its clock runs.)
  double now = 0;
  for (int i = 0; i < 100000 && next_wakeup_ms(m, now) >= 0 && !m.game->over(); ++i) {
    now += 10;
    update(m, now);
  }
  const auto events = watch_game(watch, m);
  REQUIRE_FALSE(events.empty());
  for (const GameEvent& e : events) {
    CHECK(e.kind == GameEventKind::action);
    CHECK(e.automatic);
  }
  // A move of the player's own is not.
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  const auto move = std::find_if(legal.begin(), legal.end(), [&](ActionCode a) {
    return m.game->action_text(a).starts_with("move");
  });
  REQUIRE(move != legal.end());
  REQUIRE(human_action(m, *move, now).empty());
  const auto after = watch_game(watch, m);
  REQUIRE_FALSE(after.empty());
  CHECK_FALSE(after.front().automatic);
}
