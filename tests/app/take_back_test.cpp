// Undo and redo down to the deal, the cards the table plays by itself, the demo and the hint from
// the solver, on a real table of a one-player game (the two-pack solitaires).
#include "app/flow/take_back.hpp"

#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/game_watch.hpp"
#include "app/flow/hints.hpp"
#include "app/flow/session.hpp"
#include "app/storage/keeper.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "core/solver_walk.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

namespace {

// The first legal action that is not ending the game.
ActionCode some_action(const GameState& state) {
  std::vector<ActionCode> legal;
  state.legal_actions(legal);
  for (const ActionCode a : legal) {
    if (state.talk()->look(a).gesture != Gesture::button) return a;
  }
  FAIL("no move left in " << state.engine()->record_text());
  return 0;
}

// Lets the table's clock run until nothing is due (the table's own moves, the computer's).
void settle(AppModel& m, double& now, int most_ticks = 100000) {
  for (int i = 0; i < most_ticks && next_wakeup_ms(m, now) >= 0 && !m.game->over(); ++i) {
    now += 10;
    update(m, now);
  }
}

}  // namespace

TEST_CASE("undo takes back one action at a time down to the deal; redo makes them again") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=11&auto_move=no");
  double now = 0;
  settle(m, now);
  REQUIRE(m.game->talk()->action_count() == 0);  // auto_move=no: nothing goes home by itself
  const std::unique_ptr<GameState> dealt = m.game->clone();
  std::vector<std::unique_ptr<GameState>> after;
  for (int i = 0; i < 3; ++i) {
    REQUIRE(human_action(m, some_action(*m.game), now) == "");
    after.push_back(m.game->clone());
  }
  CHECK(undo(m, now) == "");
  CHECK(m.game->same_as(*after[1]));
  CHECK(m.ui.message.starts_with("Undone: "));
  CHECK(undo(m, now) == "");
  CHECK(undo(m, now) == "");
  CHECK(m.game->same_as(*dealt));
  CHECK(m.game->engine()->record_actions().empty());
  CHECK(undo(m, now) != "");  // nothing left to take back; nothing changes
  CHECK(m.game->same_as(*dealt));
  CHECK(m.ui.tone == MessageTone::refused);

  CHECK(redo(m, now) == "");
  CHECK(redo(m, now) == "");
  CHECK(m.game->same_as(*after[1]));
  const std::string third = m.game->talk()->action_words(m.redo.back().action, voices(m));
  CHECK(redo(m, now) == "");
  CHECK(m.game->same_as(*after[2]));
  // Redo says what it made again, as undo says what it took back.
  CHECK(m.ui.message == "Redone: " + sentence(lower_first(third)));
  CHECK(m.ui.tone == MessageTone::info);
  CHECK(redo(m, now) != "");

  // A new action after an undo forgets what was taken back.
  CHECK(undo(m, now) == "");
  REQUIRE(human_action(m, some_action(*m.game), now) == "");
  CHECK(m.redo.empty());
  CHECK(redo(m, now) != "");
}

TEST_CASE(
    "undo is for one-player games (and casual games: casual_undo_test.cpp), not while the computer "
    "plays the seat") {
  AppModel rb = test::app_table(test::instant(Seats::human_vs_computer));
  CHECK_FALSE(why_no_take_back(rb).empty());
  const std::string record = rb.game->engine()->record_text();
  CHECK(undo(rb, 0) != "");
  CHECK(rb.game->engine()->record_text() == record);

  AppModel m = test::app_table("game=harp&seed=3");
  CHECK(why_no_take_back(m).empty());
  toggle_demo(m, 0);
  CHECK(demo_running(m));
  CHECK_FALSE(why_no_take_back(m).empty());
  toggle_demo(m, 0);
  CHECK_FALSE(demo_running(m));
  CHECK(why_no_take_back(m).empty());
}

TEST_CASE("safe cards go home by themselves; one undo takes them back with the move before") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=11");
  double now = 0;
  settle(m, now);
  // Every card the table played by itself was safe when it went (the game said so), and none
  // is left to play.
  CHECK_FALSE(m.game->engine()->safe_auto_action());
  const std::unique_ptr<GameState> dealt = m.game->engine()->dealt();
  for (const bool automatic : m.automatic) CHECK(automatic);

  // Play until a move of the player's is followed by the table's own.
  bool followed = false;
  for (int i = 0; i < 200 && !followed && !m.game->over(); ++i) {
    const int before = m.game->talk()->action_count();
    const std::unique_ptr<GameState> position = m.game->clone();
    REQUIRE(human_action(m, some_action(*m.game), now) == "");
    settle(m, now);
    if (m.game->talk()->action_count() > before + 1) {
      followed = true;
      const std::unique_ptr<GameState> played = m.game->clone();
      CHECK(undo(m, now) == "");
      CHECK(m.game->same_as(*position));  // the move and the table's cards after it, at once
      settle(m, now);
      CHECK(m.game->same_as(*position));  // and the table does not play them again by itself
      CHECK(redo(m, now) == "");
      CHECK(m.game->same_as(*played));
    }
  }
  CHECK(followed);
}

TEST_CASE("the game watch follows an undo: no new game, no abandoned game, one result") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=11&auto_move=no");
  GameWatch watch;
  watch_game(watch, m);
  double now = 0;
  REQUIRE(human_action(m, some_action(*m.game), now) == "");
  REQUIRE(human_action(m, some_action(*m.game), now) == "");
  CHECK(watch_game(watch, m).size() == 2);
  REQUIRE(undo(m, now) == "");
  std::vector<GameEvent> events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::undo);
  REQUIRE(human_action(m, some_action(*m.game), now) == "");
  events = watch_game(watch, m);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::action);

  // The end, an undo from it and a second end: the second is reported as an end seen before.
  while (!m.game->over()) REQUIRE(human_action(m, some_action(*m.game), now) == "");
  events = watch_game(watch, m);
  REQUIRE_FALSE(events.empty());
  CHECK(events.back().kind == GameEventKind::game_over);
  CHECK_FALSE(events.back().ended_before);
  REQUIRE(undo(m, now) == "");
  CHECK_FALSE(m.game->over());
  CHECK(watch_game(watch, m).at(0).kind == GameEventKind::undo);
  while (!m.game->over()) REQUIRE(human_action(m, some_action(*m.game), now) == "");
  events = watch_game(watch, m);
  REQUIRE_FALSE(events.empty());
  CHECK(events.back().kind == GameEventKind::game_over);
  CHECK(events.back().ended_before);

  // A restart is a new deal, even of the same cards.
  restart_deal(m, now);
  events = watch_game(watch, m);
  REQUIRE_FALSE(events.empty());
  CHECK(events[0].kind == GameEventKind::new_game);
}

TEST_CASE("a deal the solver wins: the hint says so and the demo wins it") {
  // The first deal the solver proves winnable within its budget.
  const GameModule& game = *find_game("house-in-the-wood");
  uint64_t seed = 0;
  for (uint64_t s = 1; s <= 30 && seed == 0; ++s) {
    const std::unique_ptr<GameState> deal = game.new_game("standard", {}, s, nullptr);
    const std::unique_ptr<GameSolver> solver = game.solver(*deal, 300000);
    REQUIRE(solver);
    while (!solver->run(1 << 20)) {
    }
    if (solver->verdict() == SolveVerdict::winnable) seed = s;
  }
  REQUIRE(seed != 0);
  AppModel m = test::app_table("game=house-in-the-wood&auto_move=no&seed=" + std::to_string(seed));
  double now = 0;
  show_hint(m, now);
  for (int i = 0; i < 100000 && m.hinter; ++i) think_of_hint(m);
  CHECK(m.ui.message.starts_with("Hint (winnable): "));
  CHECK(m.ui.outline.has_value());

  toggle_demo(m, now);
  // The demo's moves are the computer's, in words too.
  for (int i = 0; i < 100000 && m.game->talk()->action_count() == 0; ++i) update(m, now += 10);
  REQUIRE(m.game->talk()->action_count() > 0);
  CHECK(m.ui.message.starts_with("The computer "));
  settle(m, now);
  CHECK(m.game->over());
  CHECK(m.game->winner() == kHumanSeat);
  // Its game over, the demo stops by itself (no "Stop the demo", nobody's turn), the end panel
  // comes, and the game counts in no statistics (the computer played it).
  CHECK_FALSE(demo_running(m));
  CHECK(find_widget(toolbar_view(m).widgets, WidgetId::demo) == nullptr);
  for (int i = 0; i < 1000 && m.ui.panel != Panel::end; ++i) update(m, now += 100);
  CHECK(m.ui.panel == Panel::end);
  CHECK(m.ui.message.find("your turn") == std::string::npos);
  CHECK(m.demo_played);  // (keeper_test: such a game counts in no statistics)
}

TEST_CASE("winnable deals only: the next deal is one the solver has won, looked for in slices") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=5&winnable_only=on");
  CHECK(m.game_seed == 5);  // a deal asked for by its number is dealt as it is
  const std::unique_ptr<GameState> before = m.game->clone();
  press(m, WidgetId::new_game, 0);
  REQUIRE(m.deal_search);
  CHECK(m.game->same_as(*before));  // the table stays as it is meanwhile
  CHECK(m.ui.message == "Looking for a winnable deal...");
  double now = 0;
  for (int i = 0; i < 100000 && m.deal_search; ++i) update(m, now += 10);
  REQUIRE_FALSE(m.deal_search);
  CHECK(m.game_seed != 5);
  CHECK(m.ui.message.find("The solver has won this deal") != std::string::npos);
  const std::unique_ptr<GameSolver> solver = m.module().solver(*m.game, 1000000);
  while (!solver->run(1 << 20)) {
  }
  CHECK(solver->verdict() == SolveVerdict::winnable);

  // With nothing on the table yet: a deal to play meanwhile, looked at first and kept when won
  // (House in the Wood's deals nearly all are), with a move made during the search.
  AppModel fresh;
  fresh.viewport = Viewport{390, 844, 3};
  Settings s;
  REQUIRE(apply_query("game=house-in-the-wood&winnable_only=1", s).empty());
  new_game(fresh, s, 0);
  REQUIRE(fresh.game);
  REQUIRE(fresh.deal_search);
  CHECK(fresh.settings.winnable_only);
  CHECK(fresh.chosen.winnable_only);
  const uint64_t meanwhile = fresh.game_seed;
  REQUIRE(human_action(fresh, some_action(*fresh.game), now).empty());
  const std::unique_ptr<GameState> moved = fresh.game->clone();
  for (int i = 0; i < 100000 && fresh.deal_search; ++i) update(fresh, now += 10);
  CHECK_FALSE(fresh.deal_search);
  // (The deal named again: the move's words had taken the place of the new game's.)
  CHECK(fresh.ui.message == "New game: deal " + std::to_string(meanwhile) +
                                ". The solver has won this deal (1 deal looked at).");
  CHECK(fresh.game_seed == meanwhile);
  CHECK(fresh.game->same_as(*moved));
  CHECK(fresh.settings.winnable_only);
  CHECK(settings_query(fresh.chosen).find("winnable_only=on") != std::string::npos);
}

TEST_CASE("a run of like hints says how long it is and what comes after, counting down") {
  // Harp's deal 3: the winning line turns up many cards in a row at the start (a review followed
  // sixty such hints with no end in sight).
  AppModel m = test::app_table("game=harp&auto_move=no&seed=3");
  int runs_said = 0;
  long last_count = -1;
  for (int hint = 0; hint < 40 && !m.game->over(); ++hint) {
    show_hint(m, 0);
    for (int i = 0; i < 100000 && m.hinter; ++i) think_of_hint(m);
    REQUIRE(m.ui.message.starts_with("Hint (winnable): "));
    const size_t at = m.ui.message.find(" times in a row, then: ");
    if (at != std::string::npos) {
      // (Only a tap, the hand's: moves of one pile again are different cards.)
      CHECK(m.ui.message.starts_with("Hint (winnable): turn "));
      const size_t from = m.ui.message.rfind(". ", at) + 2;
      const long count = std::stol(m.ui.message.substr(from, at - from));
      // (Each hint played, the next of the run says one fewer.)
      if (last_count > 0) CHECK(count == last_count - 1);
      last_count = count;
      ++runs_said;
    } else {
      last_count = -1;
    }
    REQUIRE(m.last_hint_after);
    std::vector<ActionCode> legal;
    m.game->legal_actions(legal);
    // The hint's own action, played as the player would (the outlined one).
    std::optional<ActionCode> hinted;
    for (const ActionCode a : legal) {
      std::unique_ptr<GameState> after = m.game->clone();
      if (after->apply(a).empty() && after->same_as(*m.last_hint_after)) hinted = a;
    }
    REQUIRE(hinted);
    REQUIRE(human_action(m, *hinted, 0).empty());
  }
  CHECK(runs_said >= 3);
}

TEST_CASE("Intelligence's Redeal is a button above the table, and says what it did") {
  AppModel m = test::app_table("game=intelligence&seed=4&speed=instant");
  const std::vector<ActionCode> buttons = button_actions(*m.game, true);
  REQUIRE(buttons.size() == 2);  // Redeal, End game
  CHECK(m.game->talk()->action_label(buttons[0]) == "Redeal");
  // A click on the hand redeals nothing.
  const std::unique_ptr<GameState> before = m.game->clone();
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  for (const ActionCode a : legal) {
    CHECK(m.game->talk()->look(a).gesture != Gesture::tap);
  }
  press(m, WidgetId::pass, 0);
  CHECK(m.ui.message == "You gathered the fans, shuffled and dealt them again.");
  CHECK_FALSE(m.game->same_as(*before));
}

TEST_CASE("a hint asked while a winnable deal is looked for is given for the deal found") {
  AppModel m = test::app_table("game=congress&seed=5&winnable_only=on");
  press(m, WidgetId::new_game, 0);
  REQUIRE(m.deal_search);
  press(m, WidgetId::hint, 0);  // (of the table shown meanwhile)
  CHECK(m.ui.message == "Thinking of a hint...");
  double now = 0;
  for (int i = 0; i < 100000 && m.deal_search; ++i) update(m, now += 10);
  REQUIRE_FALSE(m.deal_search);
  REQUIRE(m.hinter);  // asked again, of the deal found
  CHECK(m.hint_for->same_as(*m.game));
  for (int i = 0; i < 100000 && m.hinter; ++i) update(m, now += 10);
  CHECK(m.ui.message.starts_with("Hint (winnable): "));
}

TEST_CASE("a solitaire ended by its player is over, not a draw; one undo plays on") {
  AppModel m = test::app_table("game=house-in-the-wood&seed=4");
  // The game's own End game button (House in the Wood without redeals has only it).
  const std::vector<ActionCode> buttons = button_actions(*m.game);
  REQUIRE(buttons.size() == 1);
  REQUIRE(human_action(m, buttons[0], 0).empty());
  REQUIRE(m.game->over());
  CHECK(result_headline(m) == "Game over");
  // A hint asked after the end brings back the end's panel (with Review and New game), closed
  // by its "Look at the table".
  m.ui.panel = Panel::none;
  m.ui.end_panel_dismissed = true;
  show_hint(m, 0);
  CHECK(m.ui.panel == Panel::end);
  CHECK_FALSE(m.ui.end_panel_dismissed);
  m.ui.panel = Panel::none;
  CHECK(undo(m, 0) == "");
  CHECK_FALSE(m.game->over());
  CHECK(result_headline(m) == "Playing");
}

TEST_CASE("a solitaire's end panel offers Undo after a loss, not after a win") {
  // Ended by its player: one undo plays on, from the panel.
  AppModel ended = test::app_table("game=house-in-the-wood&seed=4&speed=instant");
  REQUIRE(human_action(ended, button_actions(*ended.game)[0], 0).empty());
  double now = 0;
  for (int i = 0; i < 1000 && ended.ui.panel != Panel::end; ++i) update(ended, now += 100);
  REQUIRE(ended.ui.panel == Panel::end);
  CHECK(find_widget(panel_view(ended).widgets, WidgetId::undo) != nullptr);

  // Won along the solver's line: the panel is no place to unmake the win.
  AppModel won = test::app_table("game=house-in-the-wood&seed=4&speed=instant");
  const std::unique_ptr<GameSolver> solver = won.module().solver(*won.game, 1000000);
  while (!solver->run(1 << 20)) {
  }
  REQUIRE(solver->verdict() == SolveVerdict::winnable);
  for (const ActionCode action : solver->line()) REQUIRE(human_action(won, action, now).empty());
  for (int i = 0; i < 1000 && won.ui.panel != Panel::end; ++i) update(won, now += 100);
  REQUIRE(won.game->winner() == kHumanSeat);
  REQUIRE(won.ui.panel == Panel::end);
  CHECK(find_widget(panel_view(won).widgets, WidgetId::undo) == nullptr);
  CHECK(find_widget(panel_view(won).widgets, WidgetId::new_game) != nullptr);
}

TEST_CASE("a hint to fill Congress's space from the hand outlines the hand and the space") {
  AppModel m = test::app_table("game=congress&seed=4");
  std::optional<ActionCode> fill;
  for (int step = 0; step < 300 && !fill && !m.game->over(); ++step) {
    std::vector<ActionCode> legal;
    m.game->legal_actions(legal);
    for (const ActionCode a : legal) {
      const ActionLook look = m.game->talk()->look(a);
      // (A turn-up is a tap on the hand too: its card goes to the waste.)
      if (look.gesture == Gesture::tap && m.game->action_text(a).starts_with("move")) fill = a;
    }
    if (!fill) play_random_actions(m, 1, uint64_t(step));
  }
  REQUIRE(fill);
  const ActionLook look = m.game->talk()->look(*fill);
  CHECK(m.game->talk()->pile_size(look.to) == 0);  // the space
  outline_action(m, *m.game, *fill, OutlineKind::hint);
  REQUIRE(m.ui.outline);
  CHECK(m.ui.outline->from == look.from);
  CHECK(m.ui.outline->has_to);
  CHECK(m.ui.outline->to == look.to);
}

TEST_CASE("End game in a match, where nothing takes it back, asks to be pressed again") {
  AppModel m = test::app_table("game=harp&mode=comparative&seed=7");
  REQUIRE(m.game->seat_games() != nullptr);
  REQUIRE_FALSE(why_no_take_back(m).empty());
  const std::vector<ActionCode> buttons = button_actions(*m.game);
  REQUIRE(buttons.size() == 1);  // End game (Harp redeals only once its hand is out)
  const auto ended = [&m] { return !m.game->may_act(kHumanSeat); };
  press(m, WidgetId::pass, 0);
  CHECK_FALSE(ended());
  CHECK(m.ui.end_armed == 0);
  CHECK(m.ui.message.find("cannot be taken back") != std::string::npos);
  // A move between the two presses: the next press asks again.
  REQUIRE(human_action(m, some_action(*m.game), 0).empty());
  press(m, WidgetId::pass, 0);
  CHECK_FALSE(ended());
  press(m, WidgetId::menu, 0);  // any other button forgets the first press too
  press(m, WidgetId::menu, 0);
  press(m, WidgetId::pass, 0);
  CHECK_FALSE(ended());
  press(m, WidgetId::pass, 0);  // the second press in a row ends it
  CHECK(ended());
}

TEST_CASE("End game in a race asks again only if the person played between, not the computer") {
  // (A player's review: each of the computer's moves, every 2-3 s, made the second press ask again,
  // and ending a race took three or four presses.)
  AppModel m = test::app_table("game=harp&mode=common&seed=21");
  REQUIRE(m.game->all_at_once());
  const auto ended = [&m] { return !m.game->may_act(kHumanSeat); };
  press(m, WidgetId::pass, 0);
  REQUIRE(m.ui.end_armed == 0);
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  const auto computers = std::find_if(legal.begin(), legal.end(),
                                      [&m](ActionCode a) { return m.game->actor(a) == 1; });
  REQUIRE(computers != legal.end());
  REQUIRE(any_action(m, *computers, 0).empty());  // the computer plays meanwhile
  CHECK(game_button_armed(m, 0));
  press(m, WidgetId::pass, 0);
  CHECK(ended());
}

TEST_CASE("End game alone asks for a second press, as New game does: it counts as not won") {
  // (A review: it ended a game at one click, counted lost, where New game asked twice. Another:
  // its words said "lost" where the statistics of a game of one player count a game not won.)
  AppModel m = test::app_table("game=harp&seed=7");
  REQUIRE(why_no_take_back(m).empty());
  press(m, WidgetId::pass, 0);
  CHECK_FALSE(m.game->over());
  CHECK(m.ui.message ==
        "This gives the game up: it counts as a game not won. Press again to give it up.");
  press(m, WidgetId::pass, 0);
  CHECK(m.game->over());
  // Ended once and taken back: counted then, so ending it again asks nothing.
  REQUIRE(undo(m, 0).empty());
  REQUIRE_FALSE(m.game->over());
  CHECK(m.ended_once);
  press(m, WidgetId::pass, 0);
  CHECK(m.game->over());
  // The demo's game is in no statistics: it ends at one press.
  press(m, WidgetId::new_game, 0);
  toggle_demo(m, 0);
  toggle_demo(m, 0);
  REQUIRE(m.demo_played);
  press(m, WidgetId::pass, 0);
  CHECK(m.game->over());
}

TEST_CASE("a game played alone has no turns: the bar names the game and its deal") {
  AppModel m = test::app_table("game=congress&seed=11");
  CHECK(status_words(m) == "Congress, deal 11.");
  CHECK(turn_word(m, kHumanSeat).empty());  // no "YOUR TURN" on the person's box
  // A pile emptied: the bar says to fill it, as the person's box does.
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  const auto off_a_pile = std::find_if(legal.begin(), legal.end(), [&](ActionCode a) {
    return m.game->action_text(a).starts_with("move t");
  });
  REQUIRE(off_a_pile != legal.end());
  REQUIRE(rb::app::play_action(m, *off_a_pile, 0, false, std::nullopt).empty());
  CHECK(status_words(m) == "Congress, deal 11. Fill the space.");
}

TEST_CASE("a click on an empty hand that cannot redeal says why") {
  // (A review: Congress's empty hand, no redeal left, took the click in silence.)
  AppModel m = test::app_table("game=congress&seed=11&auto_move=off");
  const auto turn_up = [&] {
    std::vector<ActionCode> legal;
    m.game->legal_actions(legal);
    for (const ActionCode a : legal) {
      if (m.game->action_text(a) == "turnup") return std::optional<ActionCode>(a);
    }
    return std::optional<ActionCode>();
  };
  while (const std::optional<ActionCode> up = turn_up()) {
    REQUIRE(rb::app::play_action(m, *up, 0, false, std::nullopt).empty());
  }
  int hand = -1;
  for (size_t p = 0; p < m.table.piles.size(); ++p) {
    if (m.table.piles[p].code == "h") hand = int(p);
  }
  REQUIRE(hand >= 0);
  REQUIRE(m.game->talk()->pile_size(hand) == 0);
  const Intent intent = test::click(m, test::middle(m.layout.place(hand).base), 0);
  perform(m, intent, 0);
  CHECK(m.ui.message == "The hand is empty, and Congress is played without redeals.");
  CHECK(m.ui.tone == MessageTone::refused);
}

TEST_CASE("the demo's moves forget what was undone, as the person's own do") {
  AppModel m = test::app_table("game=harp&seed=23");
  REQUIRE(human_action(m, some_action(*m.game), 0).empty());
  REQUIRE(undo(m, 0).empty());
  REQUIRE_FALSE(m.redo.empty());
  toggle_demo(m, 0);
  const int count = m.game->talk()->action_count();
  double now = 0;
  for (; now < 60000 && m.game->talk()->action_count() == count; now += 50) update(m, now);
  REQUIRE(m.game->talk()->action_count() > count);  // the demo played
  toggle_demo(m, now);
  CHECK(m.redo.empty());
  CHECK_FALSE(why_no_redo_now(m).empty());
}

TEST_CASE(
    "a solitaire's next hint, after the person's own moves, mends its line without a search") {
  // House in the Wood's deal 37 (the table plays no card home by itself here): a hint, then the
  // move after the hinted one made first. The line's moves, that one left out, still win from
  // there, so the next hint is the same player's, from its mended line, and it searches nothing.
  AppModel m = test::app_table("game=house-in-the-wood&seed=37&auto_move=no");
  double now = 0;
  const auto hint = [&m] {
    show_hint(m, 0);
    for (int i = 0; i < 100000 && m.hinter; ++i) think_of_hint(m);
    REQUIRE(m.ui.message.starts_with("Hint (winnable): "));
    REQUIRE(m.last_hinter);
  };
  hint();
  REQUIRE(m.last_hinter->searches() == 1);
  // The hinted move and the line's next one, made the other way round where the first of them
  // is still legal after the second and the line so mended wins.
  bool swapped = false;
  for (int tries = 0; tries < 60 && !swapped; ++tries) {
    const std::span<const ActionCode> ahead = m.last_hinter->line_ahead();
    REQUIRE(!ahead.empty());
    std::unique_ptr<GameState> after_hint = m.game->clone();
    REQUIRE(after_hint->same_as(*m.game));
    std::vector<ActionCode> legal;
    m.game->legal_actions(legal);
    ActionCode hinted = 0;
    for (const ActionCode a : legal) {
      std::unique_ptr<GameState> after = m.game->clone();
      if (after->apply(a).empty() && after->same_as(*m.last_hint_after)) hinted = a;
    }
    std::unique_ptr<GameState> second_first = m.game->clone();
    std::vector<ActionCode> line = {hinted};
    line.insert(line.end(), ahead.begin(), ahead.end());
    if (ahead[0] != hinted && second_first->apply(ahead[0]).empty() &&
        mended_line(*second_first, line)) {
      const SolverPlayer* hinter = m.last_hinter.get();
      REQUIRE(human_action(m, ahead[0], now).empty());
      show_hint(m, now);
      CHECK(m.hinter.get() == hinter);
      for (int i = 0; i < 100000 && m.hinter; ++i) think_of_hint(m);
      CHECK(m.ui.message.starts_with("Hint (winnable): "));
      REQUIRE(m.last_hinter);
      CHECK(m.last_hinter->searches() == 1);
      swapped = true;
    } else {
      REQUIRE(human_action(m, hinted, now).empty());
      hint();
    }
  }
  CHECK(swapped);
}

TEST_CASE("the next hint, after the hinted move, asks the same player: it goes on with its plan") {
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  double now = 0;
  for (; now < 60000 && !human_may_act(m); now += 100) update(m, now);
  REQUIRE(human_may_act(m));
  const auto hint = [&m] {
    show_hint(m, 0);
    for (int i = 0; i < 100000 && m.hinter; ++i) think_of_hint(m);
    REQUIRE(m.ui.message.starts_with("Hint: "));
    REQUIRE(m.last_hinter);
  };
  // The hinted action: the one that leads to the table the hint expects.
  const auto hinted = [&m] {
    std::vector<ActionCode> legal;
    m.game->legal_actions(legal);
    for (const ActionCode a : legal) {
      const std::unique_ptr<GameState> after = m.game->clone();
      if (after->apply(a).empty() && after->same_as(*m.last_hint_after)) return a;
    }
    FAIL("the hint's action is not legal");
    return ActionCode{};
  };
  hint();
  const SolverPlayer* first = m.last_hinter.get();
  REQUIRE(human_action(m, hinted(), now).empty());
  if (!human_may_act(m)) return;  // (the turn ended with it: nothing to go on with)
  show_hint(m, now);
  CHECK(m.hinter.get() == first);  // the same player, its plan
  for (int i = 0; i < 100000 && m.hinter; ++i) think_of_hint(m);
  // Another move than the hint's: the next hint is a new search.
  const SolverPlayer* second = m.last_hinter.get();
  REQUIRE(second != nullptr);
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  for (const ActionCode a : legal) {
    const std::unique_ptr<GameState> after = m.game->clone();
    if (after->apply(a).empty() && !after->same_as(*m.last_hint_after) &&
        m.game->talk()->look(a).gesture == Gesture::move) {
      REQUIRE(human_action(m, a, now).empty());
      break;
    }
  }
  if (!human_may_act(m)) return;
  show_hint(m, now);
  CHECK(m.hinter.get() != second);
}

TEST_CASE("cards that went home by themselves from the deal are nothing to undo") {
  // Harp deal 11: an ace goes home by itself as the deal is laid out.
  AppModel m = test::app_table("game=harp&seed=11");
  double now = 0;
  for (; now < 20000 && (auto_step_due(m) || m.ui.flights.any()); now += 50) update(m, now);
  REQUIRE(m.game->talk()->action_count() > 0);
  CHECK(undo(m, now) == "nothing to undo: the cards are as they were dealt");
  REQUIRE(human_action(m, some_action(*m.game), now).empty());
  CHECK(undo(m, now).empty());  // the player's own action, with the table's after it
}
