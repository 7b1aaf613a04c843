// The coach's Review on the table (app/flow/review.hpp): from the end of a game, the table steps
// through it from the deal while the coach looks in slices; its findings are reached by Next
// mistake with the better move outlined; its summary goes into the statistics once; Close brings
// the game back as it was. The embedding page reviews a record; a broken one is refused and the
// game on the table stays.
#include "app/flow/review.hpp"

#include <catch2/catch.hpp>

#include "app/flow/api_commands.hpp"
#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/input/keyboard_input.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "core/translation.hpp"
#include "play_out.hpp"

using namespace rb;
using namespace rb::app;

namespace {

// Plays the human's seat with the rule book's greedy play and the computer's with its own, to the
// end, through the table's own flow (instant speed).
void play_to_end(AppModel& m, double& now) {
  std::unique_ptr<SeatPlayer> greedy = m.module().make_player("ai1", 5);
  for (int i = 0; i < 20000 && !m.game->over(); ++i) {
    if (human_may_act(m)) REQUIRE(human_action(m, greedy->choose(*m.game), now) == "");
    now += 50;
    update(m, now);
  }
  REQUIRE(m.game->over());
}

void review_to_done(AppModel& m, double& now) {
  for (int i = 0; i < 100000 && !m.review->coach->done(); ++i) {
    now += 16;
    update(m, now);
  }
  REQUIRE(m.review->coach->done());
}

// A Beginner's game of Russian Bank played to its end, its review opened.
AppModel reviewing_a_game(double& now) {
  AppModel m = test::app_table("game=russian-bank&level=1&seed=21");
  play_to_end(m, now);
  m.ui.panel = Panel::end;
  press(m, WidgetId::review, now);
  REQUIRE(m.review);
  return m;
}

}  // namespace

TEST_CASE("review: the end of a game steps through it, shows each mistake and comes back") {
  AppModel m = test::app_table("game=russian-bank&level=1&seed=21");
  double now = 0;
  play_to_end(m, now);
  const std::string record = m.game->engine()->record_text();
  const size_t actions = m.game->engine()->record_actions().size();
  m.ui.panel = Panel::end;
  // (The keeper counts the game at its end: game_watch.hpp.)
  count_finished(m.stats, m.settings.preset, 1, m.game->winner(), m.game->points_of(kHumanSeat));

  press(m, WidgetId::review, now);
  REQUIRE(m.review);
  CHECK(m.game->talk()->action_count() == 0);  // the deal
  CHECK(m.ui.panel == Panel::none);
  CHECK(m.ui.message.find("Move 1 of " + std::to_string(actions)) == 0);
  CHECK_FALSE(human_may_act(m));
  CHECK(next_wakeup_ms(m, now) == now);  // the coach works
  review_to_done(m, now);
  CHECK(next_wakeup_ms(m, now) < 0);  // and then the page rests
  // Once done, the first move's line gives the game's summary, a mistake there or not (a
  // player's review: a first move that was a mistake hid it).
  const std::string summary =
      review_summary(count_findings(m.review->coach->findings()), m.review->call);
  CHECK(m.ui.message.find("Review: " + summary + ".") != std::string::npos);

  const std::vector<ReviewFinding> findings = m.review->coach->findings();
  REQUIRE_FALSE(findings.empty());  // (the Beginner's game: it misses plays)
  // Keys: Right steps on, Left back, N to the next mistake.
  perform(m, key_down(m, Key::right, false, now), now);
  CHECK(m.review->at == 1);
  CHECK(m.game->talk()->action_count() == 1);
  // (The move made is said to a screen reader, in its seat's voice.)
  CHECK((m.ui.spoken.starts_with("You ") || m.ui.spoken.starts_with("The computer ")));
  CHECK(m.ui.spoken.ends_with("."));
  perform(m, key_down(m, Key::left, false, now), now);
  CHECK(m.review->at == 0);
  // Tab reaches the toolbar's buttons; Enter presses the one reached (Next, here).
  for (int i = 0; i < 8 && m.ui.bar_focus != WidgetId::review_next; ++i) {
    perform(m, key_down(m, Key::tab, false, now), now);
  }
  REQUIRE(m.ui.bar_focus == WidgetId::review_next);
  CHECK(m.ui.focus_visible);
  perform(m, key_down(m, Key::enter, false, now), now);
  CHECK(m.review->at == 1);
  perform(m, key_down(m, Key::left, false, now), now);
  // Home and End: the deal and the end.
  perform(m, key_down(m, Key::end, false, now), now);
  CHECK(m.review->at == actions);
  CHECK(m.game->over());
  perform(m, key_down(m, Key::home, false, now), now);
  CHECK(m.review->at == 0);
  for (size_t i = 0; i < findings.size(); ++i) {
    const ReviewFinding& f = findings[i];
    if (i > 0 && findings[i - 1].index == f.index) continue;  // (two findings at one position)
    perform(m, key_down(m, Key::n, false, now), now);
    CHECK(m.review->at == f.index);
    CHECK(m.game->talk()->action_count() == int(f.index));
    CHECK(m.ui.message.find(f.words) != std::string::npos);
    if (f.better && m.game->talk()->look(*f.better).gesture != Gesture::call) {
      REQUIRE(m.ui.outline);
      CHECK(m.ui.outline->kind == OutlineKind::hint);
    }
  }
  perform(m, key_down(m, Key::n, false, now), now);  // none after the last
  CHECK(m.review->at == findings.back().index);
  // (The last finding's words stay beside it: its better move is still outlined.)
  CHECK(m.ui.message.find(findings.back().words) != std::string::npos);
  CHECK(m.ui.message.ends_with(" No mistake found after this move."));
  // The toolbar's Next mistake is greyed there; P goes back to the mistake before.
  const auto mistake_button_enabled = [&] {
    for (const Widget& w : toolbar_view(m).widgets) {
      if (w.id == WidgetId::review_mistake) return w.enabled;
    }
    FAIL("no Next mistake button");
    return false;
  };
  CHECK_FALSE(mistake_button_enabled());
  size_t before = 0;
  for (const ReviewFinding& f : findings) {
    if (f.index < findings.back().index) before = f.index;
  }
  perform(m, key_down(m, Key::p, false, now), now);
  CHECK(m.review->at == before);
  CHECK(mistake_button_enabled());
  // The bar's mistake buttons, "Mistake >" and "< Mistake" on a smaller bar; the one back goes to
  // the mistake before (a review: a phone could not, P only), and the summary names them both.
  struct Bar {
    Viewport size;
    std::string_view next, back;
  };
  for (const Bar& bar : {Bar{{390, 844, 3}, "Mistake >", "< Mistake"},
                         Bar{{1280, 800, 1}, "Next mistake", "Previous mistake"}}) {
    const std::string_view next = bar.next, back = bar.back;
    set_viewport(m, bar.size);
    perform(m, key_down(m, Key::end, false, now), now);
    const size_t at = m.review->at;
    if (std::none_of(findings.begin(), findings.end(),
                     [&](const ReviewFinding& f) { return f.index == at; })) {
      CHECK(m.ui.message.ends_with(". Step through them with the mistake buttons."));
    }
    const std::vector<Widget> widgets = toolbar_view(m).widgets;
    const auto button = std::find_if(widgets.begin(), widgets.end(), [](const Widget& w) {
      return w.id == WidgetId::review_mistake_back;
    });
    REQUIRE(button != widgets.end());
    CHECK(button->text == back);
    CHECK(button->enabled);
    CHECK(std::any_of(widgets.begin(), widgets.end(),
                      [&](const Widget& w) { return w.text == next; }));
    size_t previous = 0;
    for (const ReviewFinding& f : findings) {
      if (f.index < at) previous = f.index;
    }
    press(m, WidgetId::review_mistake_back, now);
    CHECK(m.review->at == previous);
  }
  // At the deal nothing lies before: greyed.
  perform(m, key_down(m, Key::home, false, now), now);
  for (const Widget& w : toolbar_view(m).widgets) {
    if (w.id == WidgetId::review_mistake_back) CHECK_FALSE(w.enabled);
  }

  // The summary is counted once, in the game's line of the statistics.
  const StatLine& line = m.stats.line(m.settings.preset, 1);
  const ReviewCounts counts = count_findings(findings);
  CHECK(line.reviewed == 1);
  CHECK(line.mistakes == counts.mistakes);
  CHECK(line.missed_calls == counts.missed_calls);

  // Escape closes it at once, a button reached by Tab or not (a review found it took two).
  perform(m, key_down(m, Key::tab, false, now), now);
  REQUIRE(m.ui.bar_focus != WidgetId::none);
  perform(m, key_down(m, Key::escape, false, now), now);
  CHECK_FALSE(m.review);
  CHECK(m.game->engine()->record_text() == record);
  CHECK(m.ui.panel == Panel::end);
  // A second review of the same game counts nothing more.
  press(m, WidgetId::review, now);
  review_to_done(m, now);
  CHECK(m.stats.line(m.settings.preset, 1).reviewed == 1);
}

TEST_CASE("review: the embedding page reviews a record; a broken one changes nothing") {
  AppModel m = test::app_table("game=russian-bank&seed=4");
  double now = 0;
  std::unique_ptr<GameState> other = m.module().new_game("house", {}, 9, nullptr);
  std::unique_ptr<SeatPlayer> greedy = m.module().make_player("greedy", 9);
  for (int i = 0; i < 200; ++i) REQUIRE(other->apply(greedy->choose(*other)) == "");
  const std::string record = other->engine()->record_text();
  const std::string before = m.game->engine()->record_text();

  CHECK(run_api_command(m, "review " + record.substr(0, record.size() / 2) + "x", now) != "");
  CHECK_FALSE(m.review);
  CHECK(m.game->engine()->record_text() == before);

  REQUIRE(run_api_command(m, "review " + record, now) == "");
  REQUIRE(m.review);
  CHECK(m.review->actions == other->engine()->record_actions());
  review_to_done(m, now);
  CHECK(m.stats.line("house", m.settings.level).reviewed == 0);  // (not a game played here)
  // An action is refused while the review is open; close-review goes back to the game on the
  // table, as the review's Close does, and then there is no review left to close.
  CHECK(run_api_command(m, "action resign a", now) != "");
  CHECK(m.review);
  REQUIRE(run_api_command(m, "close-review", now) == "");
  CHECK_FALSE(m.review);
  CHECK(m.game->engine()->record_text() == before);
  CHECK(run_api_command(m, "close-review", now) == "no review is open");
}

TEST_CASE("review: a match of solitaires reviews the player's own game") {
  AppModel m = test::app_table("game=harp&mode=identical&seed=17");
  test::play_out_in_turn(*m.game);
  double now = 1000;
  update(m, now);
  REQUIRE(start_review(m, now) == "");
  CHECK(m.game->seat_count() == 1);
  CHECK(m.review->actions ==
        m.replay_of->seat_games()->seat_game(kHumanSeat)->engine()->record_actions());
  review_to_done(m, now);
  end_review(m, now);
  CHECK(m.game->seat_games());
}

TEST_CASE("review: a game whose first move was a mistake still shows its summary first") {
  // (Greedy play's games of the Beginner's deals: the first of them whose first move the coach
  // finds a mistake.)
  bool seen = false;
  for (int seed = 1; seed <= 12 && !seen; ++seed) {
    AppModel m = test::app_table("game=russian-bank&level=1&seed=" + std::to_string(seed));
    double now = 0;
    play_to_end(m, now);
    m.ui.panel = Panel::end;
    press(m, WidgetId::review, now);
    REQUIRE(m.review);
    review_to_done(m, now);
    const std::vector<ReviewFinding> findings = m.review->coach->findings();
    if (findings.empty() || findings.front().index != 0) continue;
    seen = true;
    INFO("seed " << seed << ": " << m.ui.message);
    CHECK(m.ui.message.starts_with(
        "Review: " + review_summary(count_findings(findings), m.review->call) + ". Move 1 of "));
    CHECK(m.ui.message.find(findings.front().words) != std::string::npos);
  }
  CHECK(seen);
}

TEST_CASE("review: another language while reviewing: the coach looks again, to say it in it") {
  // (A review read "Coup 2 sur 2 : You gave the game up..." after choosing French mid-review.)
  struct BackToEnglish {
    ~BackToEnglish() { set_english(); }
  } const english;
  double now = 0;
  AppModel m = reviewing_a_game(now);
  review_to_done(m, now);
  const size_t found = m.review->coach->findings().size();
  // French comes (the menu's choice, then its words file).
  press(m, WidgetId::menu, now);
  perform(m, Intent::press(WidgetId(int(WidgetId::language_first) + 1)), now);
  REQUIRE(m.settings.language == "fr");
  struct AskedFiles : RulesFiles {
    void request(const std::string&) override {}
  } files;
  request_shown_rules(m, files);  // (the page asks for the words file)
  rules_file_read(m, "fr/words.txt", "en: Move {0} of {1}\nfr: Coup {0} sur {1}\n");
  REQUIRE(language_code() == "fr");
  REQUIRE(m.review);
  CHECK_FALSE(m.review->coach->done());  // (it looks again)
  CHECK(m.ui.message.find("Coup 1 sur ") == 0);
  review_to_done(m, now);
  CHECK(m.review->coach->findings().size() == found);
}

TEST_CASE("review: the coach's progress is said aloud once a position, its findings always") {
  // (A review: a long game's review read every percent out to a screen reader.)
  double now = 0;
  AppModel m = reviewing_a_game(now);
  const auto tick = [&] {
    now += 16;
    update(m, now);
  };
  tick();
  CHECK_FALSE(m.ui.message_quiet);  // (the first line at the deal)
  tick();
  REQUIRE_FALSE(m.review->coach->done());
  CHECK(m.ui.message_quiet);  // (its percent alone changed)
  perform(m, key_down(m, Key::right, false, now), now);
  CHECK_FALSE(m.ui.message_quiet);
  tick();
  CHECK_FALSE(m.ui.message_quiet);  // (the progress at the new position, said once)
  review_to_done(m, now);
  CHECK_FALSE(m.ui.message_quiet);  // (the summary)
}

TEST_CASE("review: Next mistake pressed while the coach looks goes there once it finds one") {
  // (A review: the button did nothing for 14 s, its words covered by the coach's progress.)
  double now = 0;
  AppModel m = reviewing_a_game(now);
  REQUIRE_FALSE(m.review->coach->done());
  REQUIRE(m.review->coach->findings().empty());  // (the coach has not begun)
  press(m, WidgetId::review_mistake, now);
  CHECK(m.review->at == 0);
  CHECK(m.ui.message.find("The coach is looking for your next mistake (") != std::string::npos);
  for (int i = 0; i < 100000 && m.review->at == 0 && !m.review->coach->done(); ++i) {
    now += 16;
    update(m, now);
    if (m.review->at == 0) CHECK(m.ui.message.find("your next mistake") != std::string::npos);
  }
  // The first mistake after the deal, shown with its words, the coach perhaps still looking.
  const std::vector<ReviewFinding>& found = m.review->coach->findings();
  REQUIRE_FALSE(found.empty());
  size_t first = SIZE_MAX;
  for (const ReviewFinding& f : found) {
    if (f.index > 0) first = std::min(first, f.index);
  }
  CHECK(m.review->at == first);
  CHECK_FALSE(m.review->seeking);
  // A step meanwhile gives the wait up.
  perform(m, key_down(m, Key::home, false, now), now);
  if (!m.review->coach->done()) {
    press(m, WidgetId::review_mistake, now);
    perform(m, key_down(m, Key::right, false, now), now);
    CHECK_FALSE(m.review->seeking);
  }
}

TEST_CASE("review: Next mistake pressed at the end while the coach looks says there is none") {
  double now = 0;
  AppModel m = reviewing_a_game(now);
  perform(m, key_down(m, Key::end, false, now), now);
  const size_t end = m.review->at;
  press(m, WidgetId::review_mistake, now);
  REQUIRE(m.review->seeking);
  review_to_done(m, now);
  CHECK_FALSE(m.review->seeking);
  CHECK(m.review->at == end);
  CHECK(m.ui.message.ends_with("No mistake found after this move."));
}
