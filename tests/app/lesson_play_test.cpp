// The guided first game at the table (app/flow/lesson_play.hpp): Learn in the menu (or learn=on)
// asks for the game's lesson and deals it; the person's other actions are refused with the step's
// words, the computer makes its scripted miss and knock and no other call, undo is off, and after
// the last step the game goes on as a normal one; Stop lesson and New game leave it.
#include "app/flow/lesson_play.hpp"

#include <catch2/catch.hpp>
#include <memory>

#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "source_rules_files.hpp"

using namespace rb;
using namespace rb::app;

namespace {

std::string shown_words(const AppModel& m) {
  std::string words;
  for (const std::string& line : toolbar_view(m).lines) words += line + " ";
  return words;
}

// Opens the lesson from the menu's Learn.
void learn(AppModel& m) {
  perform(m, Intent::press(WidgetId::menu), 0);
  perform(m, Intent::press(WidgetId::learn), 0);
  test::SourceRulesFiles files(m);
  request_shown_rules(m, files);
}

// Plays the lesson as a person would: each step's first action when it has one, else the rule
// book's greedy play; the computer in between. Returns the person's knocks and the computer's.
struct Played {
  int person_calls = 0, computer_calls = 0, refusals = 0;
  int gold_calls = 0;      // the person's steps that call with the call button gold
  int gold_otherwise = 0;  // the person's other actions with it gold
  int said_calls = 0;      // the person's steps that call with the step's words said
};
Played play_lesson(AppModel& m) {
  Played played;
  const std::unique_ptr<SeatPlayer> greedy = m.module().make_player("greedy", 1);
  double now = 1000;
  for (int i = 0; i < 3000 && m.lesson && !m.game->over(); ++i) {
    now += 1000;
    const int actions_before = m.game->talk()->action_count();
    update(m, now);
    if (!m.lesson) break;
    if (m.game->talk()->action_count() != actions_before) continue;
    const LessonStep& step = m.lesson->lesson.steps[m.lesson->at];
    std::optional<ActionCode> action;
    if (!step.computer) action = step_action(step, *m.game, kHumanSeat);
    if (!action && human_may_act(m)) action = greedy->choose(*m.game);
    if (!action) continue;
    const bool call = m.game->talk()->look(*action).gesture == Gesture::call;
    // (The call button is gold while the step is the call, and only then.)
    const ToolbarView bar = toolbar_view(m);  // (kept: the button points into it)
    const Widget* button = find_widget(bar.widgets, WidgetId::call);
    const bool gold = button != nullptr && button->style == WidgetStyle::primary;
    played.gold_calls += gold && call ? 1 : 0;
    played.gold_otherwise += gold && !call ? 1 : 0;
    // (A call is made in the computer's turn: its words are said then, a review found none.)
    played.said_calls += call && !step.computer && lesson_words(m) == tr(step.say) ? 1 : 0;
    REQUIRE(human_action(m, *action, now, std::nullopt) == "");
    played.person_calls += call ? 1 : 0;
  }
  return played;
}

}  // namespace

TEST_CASE("lesson: Learn plays Russian Bank's lesson through at the table") {
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  learn(m);
  REQUIRE(m.lesson);
  CHECK(m.ui.panel == Panel::none);
  CHECK(m.game_seed == m.lesson->lesson.seed);
  CHECK(shown_words(m).find("center pile") != std::string::npos);
  CHECK(m.ui.outline.has_value() == false);
  update(m, 1000);
  REQUIRE(m.ui.outline.has_value());  // the step's card and place
  CHECK(why_no_take_back(m) == "undo is not offered during the lesson");

  // An action that is not the step's is refused with the step's words, and changes nothing.
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  const LessonStep& first = m.lesson->lesson.steps[0];
  std::optional<ActionCode> other;
  for (const ActionCode action : legal) {
    if (m.game->actor(action) == kHumanSeat && !step_allows(first, *m.game, action) &&
        m.game->talk()->look(action).gesture != Gesture::call) {
      other = action;
    }
  }
  REQUIRE(other);
  const int before = m.game->talk()->action_count();
  CHECK(human_action(m, *other, 1000, std::nullopt).starts_with("Follow the lesson. "));
  CHECK(m.game->talk()->action_count() == before);
  // The bar says the step's words once (the refusal holds them already).
  const std::string bar = shown_words(m);
  const std::string step_words = first.say.substr(0, 30);
  REQUIRE(bar.find(step_words) != std::string::npos);
  CHECK(bar.find(step_words, bar.find(step_words) + 1) == std::string::npos);
  CHECK(m.lesson->at == 0);

  const std::string end = m.lesson->lesson.end;
  const int steps = int(m.lesson->lesson.steps.size());
  const Played played = play_lesson(m);
  CHECK_FALSE(m.lesson);
  CHECK_FALSE(m.game->over());
  CHECK(m.ui.message == end);
  CHECK(played.person_calls == 1);  // the lesson's one knock
  CHECK(played.gold_calls == 1);    // (the Knock button gold at it: a review)
  CHECK(played.gold_otherwise == 0);
  CHECK(played.said_calls == 1);
  CHECK(steps > 5);
  // After it, a normal game: the chosen level plays, and undo is the table's as always.
  CHECK(why_no_take_back(m) != "undo is not offered during the lesson");
}

TEST_CASE("lesson: learn=on at a match says it has none, and the match plays") {
  // (A review: game=harp&mode=common&learn=on showed "This page has no other bundle for ...".)
  AppModel m = test::app_table("game=harp&mode=common&learn=on");
  REQUIRE(m.game->all_at_once());
  CHECK_FALSE(m.lesson_wanted);
  CHECK(m.ui.load_game_request.empty());
  CHECK(m.ui.message.find("A match has no guided game") == 0);
}

TEST_CASE("lesson: learn=on opens it; Stop lesson and New game leave it") {
  Settings settings = test::instant(Seats::human_vs_computer);
  REQUIRE(apply_query("learn=on", settings).empty());
  AppModel m = test::app_table(settings);
  CHECK(m.lesson_wanted);
  CHECK_FALSE(m.chosen.learn);  // (never kept: the next new game is a normal one)
  test::SourceRulesFiles files(m);
  request_shown_rules(m, files);
  REQUIRE(m.lesson);
  REQUIRE(files.requested.size() == 1);
  CHECK(files.requested[0] == "learn-russian-bank.txt");

  perform(m, Intent::press(WidgetId::menu), 0);
  perform(m, Intent::press(WidgetId::learn), 0);  // Stop lesson
  CHECK_FALSE(m.lesson);
  CHECK(m.ui.panel == Panel::none);

  learn(m);
  REQUIRE(m.lesson);
  perform(m, Intent::press(WidgetId::menu), 0);
  perform(m, Intent::press(WidgetId::new_game), 0);
  CHECK_FALSE(m.lesson);
  CHECK_FALSE(m.lesson_wanted);
}

TEST_CASE("lesson: a game that ends before the lesson's last steps says how to see them") {
  // (Free play between steps ended a review's game first, the lesson's last steps unseen.)
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  learn(m);
  REQUIRE(m.lesson);
  REQUIRE(m.game->apply(*m.game->resignation(kHumanSeat)) == "");
  REQUIRE(m.game->over());
  CHECK(lesson_words(m).starts_with("The game ended before the lesson's last steps came up"));
}

TEST_CASE("lesson: a lesson file that cannot be read is said, and the game stays") {
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  const uint64_t seed = m.game_seed;
  want_lesson(m);
  CHECK(lesson_file_to_ask(m) == "learn-russian-bank.txt");
  CHECK(lesson_file_to_ask(m).empty());  // (asked once)
  CHECK(lesson_file_read(m, "learn-russian-bank.txt", "game russian-bank\nbad line\n"));
  CHECK_FALSE(m.lesson);
  CHECK(m.game_seed == seed);
  CHECK(m.ui.message == "The lesson could not be read (line 2: unknown line \"bad\").");
  want_lesson(m);
  lesson_file_to_ask(m);
  CHECK(lesson_file_failed(m, "learn-russian-bank.txt", "no network"));
  CHECK(m.ui.message == "The lesson could not be read (no network).");
  CHECK_FALSE(lesson_file_read(m, "russian-bank-house.txt", "x"));  // not the lesson's
}

TEST_CASE("lesson: the bar holds each step's words whole, below its buttons") {
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer), 390, 844, 3);
  learn(m);
  REQUIRE(m.lesson);
  CHECK(m.layout.toolbar_rows == 3);
  // (A wider window's lesson: its words in a row below the buttons, a review found them tiny.)
  AppModel wide = test::app_table(test::instant(Seats::human_vs_computer), 1280, 800, 1);
  learn(wide);
  REQUIRE(wide.lesson);
  CHECK(wide.layout.toolbar_rows == 2);
  // Every step's words with a refusal's before them (the longest the bar says), in whole.
  const int steps = int(m.lesson->lesson.steps.size());
  for (int k = 0; k < steps; ++k) {
    m.lesson->at = k;
    const std::string words = "Follow the lesson. " + m.lesson->lesson.steps[size_t(k)].say;
    say(m, words, MessageTone::refused);
    std::string shown;
    for (const std::string& line : toolbar_view(m).lines)
      shown += (shown.empty() ? "" : " ") + line;
    // (The step's words may add a line of their own after it; never one cut off.)
    INFO(shown);
    CHECK((shown == words || (shown.starts_with(words + " ") && !shown.ends_with("..."))));
  }
}

TEST_CASE("lesson: the computer's call comes soon after the move it shows, whatever the level") {
  // (A review's player, in turn and told to wait for the computer's knock, moved again before a
  // Beginner's 2.6 s were up.)
  Settings settings = test::instant(Seats::human_vs_computer);
  settings.speed = Speed::normal;
  settings.level = 1;
  AppModel m = test::app_table(settings);
  learn(m);
  REQUIRE(m.lesson);
  const std::unique_ptr<SeatPlayer> greedy = m.module().make_player("greedy", 1);
  double now = 1000;
  std::optional<double> wait;
  for (int i = 0; i < 3000 && m.lesson && !wait; ++i) {
    now += 100;
    update(m, now);
    if (!m.lesson) break;
    const LessonStep& step = m.lesson->lesson.steps[m.lesson->at];
    std::optional<ActionCode> action;
    if (!step.computer) action = step_action(step, *m.game, kHumanSeat);
    if (!action && human_may_act(m)) action = greedy->choose(*m.game);
    if (!action) continue;
    REQUIRE(human_action(m, *action, now, std::nullopt) == "");
    if (m.pending_call) wait = m.pending_call->at_ms - now;
  }
  REQUIRE(wait);
  CHECK(*wait > 0);
  CHECK(*wait <= 700);
}
