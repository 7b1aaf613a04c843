// Tests of the statistics panel and the menu's newer rows (src/app/panels, stats_panel,
// option_rows, commands): the statistics open and close by button and key, show the numbers of
// the rules in play and reset only on a second press; the table colour cycles and applies at once;
// a rules option cycles its values, is kept as apply_query keeps it and applies at the next new
// game; the link to this deal reads back to the deal; every panel fits a phone and a desktop.
#include <algorithm>
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/game_watch.hpp"
#include "app/flow/session.hpp"
#include "app/input/keyboard_input.hpp"
#include "app/text/wording.hpp"
#include "app/ui/option_rows.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/table_style.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"

using rb::app::Intent;
using rb::app::Key;
using rb::app::Panel;
using rb::app::WidgetId;

namespace {

void press(rb::app::AppModel& m, WidgetId id) {
  rb::app::perform(m, Intent::press(id), 0);
}

// Presses a panel's button with the pointer, as a player would (it must be there and enabled).
void click_panel(rb::app::AppModel& m, WidgetId id) {
  const auto view = rb::app::panel_view(m);
  const rb::app::Widget* w = rb::app::find_widget(view.widgets, id);
  REQUIRE(w != nullptr);
  REQUIRE(w->enabled);
  const Intent intent = rb::test::click(m, rb::test::middle(w->rect));
  REQUIRE(intent == Intent::press(id));
  rb::app::perform(m, intent, 0);
}

const rb::app::Widget* panel_widget(const rb::app::AppModel& m, WidgetId id) {
  static rb::app::PanelView view;
  view = rb::app::panel_view(m);
  return rb::app::find_widget(view.widgets, id);
}

// A line of text, or a title, that says exactly `text`.
bool shows(const rb::app::PanelView& view, const std::string& text) {
  return std::any_of(view.lines.begin(), view.lines.end(),
                     [&](const rb::app::TextLine& line) { return line.text == text; }) ||
         std::any_of(view.widgets.begin(), view.widgets.end(), [&](const rb::app::Widget& w) {
           return w.style == rb::app::WidgetStyle::title && w.text == text;
         });
}

// The panel's lines, joined by spaces (wrapped paragraphs read whole again), contain `part`.
bool shows_part(const rb::app::PanelView& view, const std::string& part) {
  std::string all;
  for (const rb::app::TextLine& line : view.lines) all += line.text + " ";
  return all.find(part) != std::string::npos;
}

// The text lines at the height of the first line that says `text` (one row of the table).
std::vector<std::string> row_of(const rb::app::PanelView& view, const std::string& text) {
  const auto at = std::find_if(view.lines.begin(), view.lines.end(),
                               [&](const rb::app::TextLine& line) { return line.text == text; });
  std::vector<std::string> row;
  if (at == view.lines.end()) return row;
  for (const rb::app::TextLine& line : view.lines) {
    if (std::abs((line.y + line.font_px / 2) - (at->y + at->font_px / 2)) < at->font_px / 2) {
      row.push_back(line.text);
    }
  }
  return row;
}

rb::app::StatLine stat_line(int games, int wins, int losses, int draws, int abandoned, int streak,
                            int best, int64_t score) {
  rb::app::StatLine line;
  line.games = games;
  line.wins = wins;
  line.losses = losses;
  line.draws = draws;
  line.abandoned = abandoned;
  line.streak = streak;
  line.best_streak = best;
  line.score_total = score;
  return line;
}

bool inside(const rb::app::Rect& outer, const rb::app::Rect& r) {
  return r.x >= outer.x && r.y >= outer.y && r.right() <= outer.right() &&
         r.bottom() <= outer.bottom();
}

bool overlap(const rb::app::Rect& a, const rb::app::Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// The open panel lies below the toolbar inside the window; its widgets and text lie inside it
// and no two widgets overlap.
void check_fits(const rb::app::AppModel& m) {
  const auto view = rb::app::panel_view(m);
  INFO("panel " << rb::app::panel_name(m.ui.panel) << " at " << m.layout.width << "x"
                << m.layout.height);
  const rb::app::Rect window{0, m.layout.panel_top(), m.layout.width,
                             m.layout.height - m.layout.panel_top()};
  CHECK(inside(window, view.box));
  CHECK(view.scroll_most == 0);  // all of it shows at once
  CHECK_FALSE(view.widgets_scroll);
  for (size_t i = 0; i < view.widgets.size(); ++i) {
    const rb::app::Widget& w = view.widgets[i];
    INFO("widget " << w.text);
    CHECK(inside(view.box, w.rect));
    for (size_t j = i + 1; j < view.widgets.size(); ++j) {
      CHECK_FALSE(overlap(w.rect, view.widgets[j].rect));
    }
  }
  for (const rb::app::TextLine& line : view.lines) {
    INFO("line " << line.text);
    const int width = int(m.measure(line.text, line.font_px, line.bold));
    CHECK(inside(view.box, rb::app::Rect{line.x, line.y, width, int(line.font_px)}));
  }
}

rb::app::Stats full_stats() {
  rb::app::Stats stats;
  for (int level = 1; level <= 5; ++level) {
    stats.line("house", level) = stat_line(1234, 1000, 230, 4, 99, 12, 345, -99999);
  }
  return stats;
}

}  // namespace

TEST_CASE("the statistics open and close by their toolbar button, the menu's and the S key") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const auto toolbar = rb::app::toolbar_view(m);
  const rb::app::Widget* stats = rb::app::find_widget(toolbar.widgets, WidgetId::stats);
  REQUIRE(stats != nullptr);
  CHECK(stats->text == "Stats");
  const Intent intent = rb::test::click(m, rb::test::middle(stats->rect));
  CHECK(intent == Intent::press(WidgetId::stats));
  rb::app::perform(m, intent, 0);
  CHECK(m.ui.panel == Panel::stats);
  press(m, WidgetId::stats);
  CHECK(m.ui.panel == Panel::none);

  CHECK(rb::app::key_down(m, Key::s, false, 0) == Intent::press(WidgetId::stats));
  press(m, WidgetId::stats);
  REQUIRE(m.ui.panel == Panel::stats);
  // In the panel S closes it, and so does Escape.
  CHECK(rb::app::key_down(m, Key::s, false, 0) == Intent::press(WidgetId::stats));
  CHECK(rb::app::key_down(m, Key::escape, false, 0) == Intent::press(WidgetId::close));
  press(m, WidgetId::close);
  CHECK(m.ui.panel == Panel::none);

  // From the menu, and the keyboard reaches Close.
  press(m, WidgetId::menu);
  click_panel(m, WidgetId::stats);
  CHECK(m.ui.panel == Panel::stats);
  const auto buttons = rb::app::panel_buttons(m);
  REQUIRE(buttons.size() == 1);  // Reset is greyed out with nothing to reset
  CHECK(buttons[0].id == WidgetId::close);
  rb::app::key_down(m, Key::tab, false, 0);
  CHECK(rb::app::key_down(m, Key::enter, false, 0) == Intent::press(WidgetId::close));

  // A phone's toolbar leaves Stats out; the menu still has it.
  rb::app::AppModel phone = rb::test::app_table(rb::test::instant(), 390, 844, 3);
  CHECK(rb::app::find_widget(rb::app::toolbar_view(phone).widgets, WidgetId::stats) == nullptr);
  press(phone, WidgetId::menu);
  CHECK(panel_widget(phone, WidgetId::stats) != nullptr);
}

TEST_CASE("the statistics show each level of the rules in play with games") {
  for (const double width : {1280.0, 390.0}) {
    INFO("width " << width);
    rb::app::AppModel m = width > 1000 ? rb::test::app_table(rb::test::instant())
                                       : rb::test::app_table(rb::test::instant(), 390, 844, 3);
    m.stats.line("house", 3) = stat_line(12, 7, 4, 1, 2, 1, 3, 140);
    m.stats.line("house", 5) = stat_line(3, 0, 3, 0, 1, 0, 0, -62);
    m.stats.line("scarne", 1) = stat_line(40, 40, 0, 0, 0, 40, 40, 4000);
    press(m, WidgetId::stats);
    const auto view = rb::app::panel_view(m);
    CHECK(shows(view, "Statistics: House rules"));
    CHECK(shows(view, "Club player"));
    CHECK(shows(view, "Master"));
    CHECK_FALSE(shows(view, "Beginner"));  // no games at level 1 of these rules
    CHECK_FALSE(shows(view, "40"));        // the scarne games are not these rules'
    for (const char* heading : {"Games", "Wins", "Losses", "Win %", "Streak"}) {
      CHECK(shows(view, heading));
    }
    // Club player: 12 games, 7 wins, 4 losses, 58%, streak 1, best 3, 140 points over 10
    // finished games.
    const std::vector<std::string> club =
        width > 1000 ? row_of(view, "Club player") : row_of(view, "58%");
    const std::vector<std::string> expected =
        width > 1000
            ? std::vector<std::string>{"Club player", "12", "7", "4", "58%", "1", "3", "+14.0"}
            : std::vector<std::string>{"12", "7", "4", "58%", "1", "3", "+14.0"};
    CHECK(club == expected);
    // Master: 3 losses, one of them abandoned: -62 over 2 finished games.
    CHECK(shows(view, "-31.0"));
    CHECK(shows(view, "0%"));
    CHECK(shows_part(view, "count as losses: 3 at these rules."));
    CHECK(shows_part(view, "Abandoned games (left for a new game or a restart)"));
    const rb::app::Widget* reset = panel_widget(m, WidgetId::reset_stats);
    REQUIRE(reset != nullptr);
    CHECK(reset->enabled);
    CHECK(reset->text == "Reset statistics");
  }
}

TEST_CASE("with no games at these rules the statistics say so") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  m.stats.line("scarne", 2) = stat_line(1, 1, 0, 0, 0, 1, 1, 30);
  press(m, WidgetId::stats);
  const auto view = rb::app::panel_view(m);
  CHECK(shows(view, "No games yet at these rules."));
  CHECK_FALSE(shows(view, "Games"));
  CHECK(shows_part(view, "count as losses: 0 at these rules."));
  // Other rules have statistics: they can be reset from here.
  CHECK(panel_widget(m, WidgetId::reset_stats)->enabled);
}

TEST_CASE("resetting the statistics takes a second press") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  m.stats.line("house", 3) = stat_line(12, 7, 4, 1, 2, 1, 3, 140);
  m.stats.line("ultimate", 4) = stat_line(2, 1, 1, 0, 0, 0, 1, 10);
  const rb::app::Stats before = m.stats;
  press(m, WidgetId::stats);

  click_panel(m, WidgetId::reset_stats);
  CHECK(m.stats == before);
  CHECK(panel_widget(m, WidgetId::reset_stats)->text == "Press again to reset");
  CHECK(shows_part(rb::app::panel_view(m), "every rule set and level"));

  // Another button in between disarms it.
  press(m, WidgetId::close);
  press(m, WidgetId::stats);
  CHECK(panel_widget(m, WidgetId::reset_stats)->text == "Reset statistics");
  click_panel(m, WidgetId::reset_stats);
  CHECK(m.stats == before);

  click_panel(m, WidgetId::reset_stats);
  CHECK(m.stats == rb::app::Stats{});
  CHECK(m.ui.panel == Panel::stats);
  CHECK(shows(rb::app::panel_view(m), "No games yet at these rules."));
  CHECK_FALSE(panel_widget(m, WidgetId::reset_stats)->enabled);

  // The keyboard does the same: Enter twice on the focused Reset.
  m.stats = before;
  press(m, WidgetId::close);
  m.ui.focus_visible = true;
  press(m, WidgetId::stats);
  REQUIRE(m.ui.panel_focus == 0);
  rb::app::perform(m, rb::app::key_down(m, Key::enter, false, 0), 0);
  CHECK(m.stats == before);
  rb::app::perform(m, rb::app::key_down(m, Key::enter, false, 0), 0);
  CHECK(m.stats == rb::app::Stats{});
}

TEST_CASE("the table colour cycles green, blue, red, grey and applies at once") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  press(m, WidgetId::menu);
  const rb::app::Widget* table = panel_widget(m, WidgetId::table_colour);
  REQUIRE(table != nullptr);
  CHECK(table->text == "Green");
  const rb::app::Rgb green = rb::app::felt_colour(rb::app::TableColour::green);
  CHECK(table->swatch ==
        (uint32_t(green.r) << 24 | uint32_t(green.g) << 16 | uint32_t(green.b) << 8 | 0xffu));
  using rb::app::TableColour;
  for (const auto& [colour, word] :
       {std::pair{TableColour::blue, "Blue"}, std::pair{TableColour::red, "Red"},
        std::pair{TableColour::grey, "Grey"}, std::pair{TableColour::green, "Green"}}) {
    click_panel(m, WidgetId::table_colour);
    CHECK(m.settings.table == colour);  // the table in play, at once
    CHECK(m.chosen.table == colour);    // and every game after it
    CHECK(panel_widget(m, WidgetId::table_colour)->text == word);
  }
  click_panel(m, WidgetId::table_colour);
  CHECK(rb::app::next_game_note(m).empty());  // nothing waits for a new game
  press(m, WidgetId::new_game);
  CHECK(m.settings.table == TableColour::blue);
  press(m, WidgetId::restart);
  CHECK(m.settings.table == TableColour::blue);
  // Four felts, all different.
  for (int a = 0; a < rb::app::kTableColourCount; ++a) {
    for (int b = a + 1; b < rb::app::kTableColourCount; ++b) {
      const rb::app::Rgb x = rb::app::felt_colour(TableColour(a));
      const rb::app::Rgb y = rb::app::felt_colour(TableColour(b));
      CHECK((x.r != y.r || x.g != y.g || x.b != y.b));
    }
  }
}

TEST_CASE("a rules option row cycles its values and the next new game plays them") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  press(m, WidgetId::menu);
  click_panel(m, WidgetId::menu_page_rules);
  CHECK(m.ui.menu_page == rb::app::MenuPage::rules);
  CHECK(shows_part(rb::app::panel_view(m), "take effect with the next new game"));
  CHECK(panel_widget(m, rb::app::option_widget("stock_size")) ==
        nullptr);  // a house game has no stock
  CHECK(panel_widget(m, rb::app::option_widget("use_opponent_stock")) == nullptr);
  CHECK_FALSE(panel_widget(m, WidgetId::rules_defaults)->enabled);

  REQUIRE(panel_widget(m, rb::app::option_widget("stall_turns")) != nullptr);
  CHECK(panel_widget(m, rb::app::option_widget("stall_turns"))->text == "60 turns");
  click_panel(m, rb::app::option_widget("stall_turns"));
  CHECK(panel_widget(m, rb::app::option_widget("stall_turns"))->text == "100 turns");
  click_panel(m, rb::app::option_widget("stall_turns"));
  CHECK(m.chosen.rule_options ==
        std::vector<std::pair<std::string, std::string>>{{"stall_turns", "30"}});
  click_panel(m, rb::app::option_widget("stall_turns"));
  CHECK(m.chosen.rule_options.empty());  // back to the preset's own value: left out
  click_panel(m, rb::app::option_widget("stall_turns"));
  click_panel(m, rb::app::option_widget("scoring"));
  click_panel(m, rb::app::option_widget("own_waste_playable"));
  click_panel(m, rb::app::option_widget("first"));
  CHECK(panel_widget(m, rb::app::option_widget("own_waste_playable"))->text == "No");
  CHECK(panel_widget(m, rb::app::option_widget("scoring"))->text == "Off");
  CHECK(panel_widget(m, rb::app::option_widget("first"))->text == "Lower card");

  // Kept as apply_query keeps them: in the rules page's order, in the engine's spelling.
  rb::app::Settings read;
  REQUIRE(
      rb::app::apply_query("scoring=off&stall_turns=100&first=by-cards&own_waste_playable=no", read)
          .empty());
  CHECK(m.chosen.rule_options == read.rule_options);

  // Not yet: the game in play keeps its rules until the next new game.
  CHECK(rb::test::rb_state(m).rules() ==
        rb::russian_bank::preset_rules(rb::russian_bank::Preset::house));
  CHECK(rb::app::next_game_note(m) ==
        "Rules, players and undo take effect with the next new game.");
  const rb::russian_bank::Rules chosen = rb::app::rules_for(m.chosen);
  click_panel(m, WidgetId::new_game);
  CHECK(rb::test::rb_record(m).rules == chosen);
  CHECK(rb::test::rb_state(m).rules() == chosen);
  CHECK(rb::test::rb_state(m).rules().stall_turns == 100);
  CHECK_FALSE(rb::test::rb_state(m).rules().own_waste_playable);
  CHECK_FALSE(rb::test::rb_state(m).rules().scoring);
  CHECK(rb::test::rb_state(m).rules().first == rb::russian_bank::FirstPlayer::by_cards);
  CHECK(m.chosen.rule_options == read.rule_options);  // the menu shows what is in play

  // Defaults: the preset's own rules again (at the next game).
  press(m, WidgetId::menu);
  press(m, WidgetId::menu_page_rules);
  click_panel(m, WidgetId::rules_defaults);
  CHECK(m.chosen.rule_options.empty());
}

TEST_CASE("another preset shows its own options and drops the old preset's") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  press(m, WidgetId::menu);
  press(m, WidgetId::menu_page_rules);
  press(m, rb::app::option_widget("knock_penalty_after"));
  CHECK(m.chosen.rule_options ==
        std::vector<std::pair<std::string, std::string>>{{"knock_penalty_after", "5"}});
  press(m, WidgetId::menu_page_game);
  click_panel(m, rb::test::preset_widget(rb::russian_bank::Preset::scarne));
  CHECK(m.chosen.preset == "scarne");
  CHECK(m.chosen.rule_options.empty());
  press(m, WidgetId::menu_page_rules);
  REQUIRE(panel_widget(m, rb::app::option_widget("stock_size")) != nullptr);
  CHECK(panel_widget(m, rb::app::option_widget("stock_size"))->text == "13 cards");
  CHECK(panel_widget(m, rb::app::option_widget("use_opponent_stock"))->text == "Yes");
  CHECK(panel_widget(m, rb::app::option_widget("knock_penalty_after"))->text == "Never");
  click_panel(m, rb::app::option_widget("stock_size"));
  click_panel(m, rb::app::option_widget("knock_penalty_after"));
  CHECK(m.chosen.rule_options == std::vector<std::pair<std::string, std::string>>{
                                     {"stock_size", "12"}, {"knock_penalty_after", "3"}});
  press(m, WidgetId::new_game);
  CHECK(rb::test::rb_state(m).rules().preset == rb::russian_bank::Preset::scarne);
  CHECK(rb::test::rb_state(m).rules().stock_size == 12);
  CHECK(rb::test::rb_state(m).rules().knock_penalty_after == 3);
}

TEST_CASE("option values from a link go on to the next value of the cycle") {
  using rb::app::next_option_value;
  CHECK(next_option_value(rb::russian_bank::Preset::house, "stall_turns", "40") == "60");
  CHECK(next_option_value(rb::russian_bank::Preset::house, "stall_turns", "500") == "30");
  CHECK(next_option_value(rb::russian_bank::Preset::house, "knock_penalty_after", "1") == "3");
  CHECK(next_option_value(rb::russian_bank::Preset::house, "first", "player-a") == "by-cards");
  CHECK(next_option_value(rb::russian_bank::Preset::house, "scoring", "off") == "on");
  CHECK(next_option_value(rb::russian_bank::Preset::ultimate, "stock_size", "13") == "12");
  for (const auto& row : rb::app::option_rows(rb::app::Settings{})) {
    CHECK(rb::app::option_widget(row.name) == row.id);
    CHECK(rb::app::option_name(row.id) == row.name);
  }
}

TEST_CASE("copy link asks the platform to copy a query of this deal") {
  rb::app::Settings settings = rb::test::instant();
  settings.preset = "scarne";
  settings.level = 2;
  settings.seed = 4321;
  settings.rule_options = {{"stall_turns", "30"}};
  rb::app::AppModel m = rb::test::app_table(settings);
  press(m, WidgetId::menu);
  CHECK(m.ui.clipboard_request.empty());
  // The menu's choices for the next game do not change the link to the game in play.
  press(m, rb::test::preset_widget(rb::russian_bank::Preset::ultimate));
  click_panel(m, WidgetId::copy_link);
  const std::string link = m.ui.clipboard_request;
  REQUIRE(link.size() > 1);
  CHECK(link[0] == '?');
  CHECK(m.ui.panel == Panel::menu);
  rb::app::Settings read;
  CHECK(rb::app::apply_query(link, read).empty());
  CHECK(read.seed == 4321);
  CHECK(read.preset == "scarne");
  CHECK(read.level == 2);
  CHECK(rb::app::rules_for(read) == rb::test::rb_state(m).rules());
  CHECK(rb::russian_bank::new_record(rb::app::rules_for(read), read.seed) ==
        rb::russian_bank::Record{rb::test::rb_record(m).rules,
                                 {rb::test::rb_record(m).seed.a, rb::test::rb_record(m).seed.b},
                                 {},
                                 int(rb::test::rb_record(m).rules.preset)});
}

TEST_CASE("the menu's pages and the statistics fit a phone and a desktop") {
  for (const auto& [w, h, dpr] : {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 3.0},
                                  std::tuple{1024.0, 768.0, 2.0}}) {
    for (const rb::russian_bank::Preset preset :
         {rb::russian_bank::Preset::house, rb::russian_bank::Preset::scarne}) {
      rb::app::Settings settings = rb::test::instant();
      settings.preset = rb::russian_bank::preset_name(preset);
      rb::app::AppModel m = rb::test::app_table(settings, w, h, dpr);
      m.stats = full_stats();
      press(m, WidgetId::menu);
      check_fits(m);
      press(m, WidgetId::menu_page_rules);
      check_fits(m);
      press(m, WidgetId::close);
      press(m, WidgetId::stats);
      check_fits(m);
      press(m, WidgetId::reset_stats);  // armed: one more line
      check_fits(m);
    }
  }
}

TEST_CASE("on a short window the menu scrolls, and the keyboard's focus scrolls into view") {
  rb::app::Settings settings = rb::test::instant();
  settings.preset = "scarne";
  rb::app::AppModel m = rb::test::app_table(settings, 844, 390, 3);  // a phone on its side
  m.ui.focus_visible = true;
  press(m, WidgetId::menu);
  press(m, WidgetId::menu_page_rules);
  auto view = rb::app::panel_view(m);
  REQUIRE(view.widgets_scroll);
  REQUIRE(view.scroll_most > 0);
  CHECK(view.box.y >= m.layout.toolbar.bottom());
  CHECK(view.box.bottom() <= m.layout.height);
  // The last button is below the fold: it shows nothing and the pointer cannot find it there.
  const rb::app::Widget* close = rb::app::find_widget(view.widgets, WidgetId::close);
  REQUIRE(close != nullptr);
  REQUIRE(close->shown.has_value());
  CHECK(close->shown->h == 0);
  CHECK(rb::app::widget_at(view.widgets, close->rect.x + 5, close->rect.y + 5) == std::nullopt);

  // Tab through every button: each one is wholly in view when it has the focus.
  const size_t n = rb::app::panel_buttons(m).size();
  for (size_t i = 0; i < n; ++i) {
    rb::app::key_down(m, Key::tab, false, 0);
    const auto buttons = rb::app::panel_buttons(m);
    const rb::app::Widget& w = buttons[size_t(m.ui.panel_focus)];
    INFO("button " << w.text);
    REQUIRE(w.shown.has_value());
    CHECK(*w.shown == w.rect);
  }
  CHECK(m.ui.panel_scroll > 0);
  // The wheel scrolls it too, within its length.
  rb::app::scroll_rules(m, -1e9);
  CHECK(m.ui.panel_scroll == 0);
  rb::app::scroll_rules(m, 1e9);
  CHECK(m.ui.panel_scroll == rb::app::panel_view(m).scroll_most);
  view = rb::app::panel_view(m);
  close = rb::app::find_widget(view.widgets, WidgetId::close);
  CHECK(*close->shown == close->rect);
  CHECK(rb::app::widget_at(view.widgets, close->rect.x + 5, close->rect.y + 5) == WidgetId::close);
}

TEST_CASE("panels and widgets have names for the test hook") {
  for (int i = 0; i < rb::app::kPanelCount; ++i) {
    Panel panel = Panel::none;
    CHECK(rb::app::parse_panel(rb::app::panel_name(Panel(i)), panel));
    CHECK(panel == Panel(i));
  }
  Panel panel = Panel::menu;
  CHECK_FALSE(rb::app::parse_panel("stat", panel));
  CHECK(std::string(rb::app::widget_name(WidgetId::reset_stats)) == "reset_stats");
  CHECK(std::string(rb::app::widget_name(rb::app::option_widget("stall_turns"))) ==
        "option_stall_turns");
}

TEST_CASE(
    "options that make another preset's rules deal that preset, which the menu shows chosen") {
  // Spite and Malice's "two" preset with players=3 is its "three" preset.
  rb::app::AppModel m = rb::test::app_table("game=spite-and-malice&players=3");
  CHECK(m.game->seat_count() == 3);
  CHECK(m.game->preset() == "three");
  CHECK(m.settings.preset == "three");
  CHECK(m.chosen.preset == "three");
  // Other options keep the preset named.
  rb::app::AppModel other = rb::test::app_table("game=spite-and-malice&stall_turns=50");
  CHECK(other.settings.preset == "two");
}

TEST_CASE("a preset is named as its game says: three players, or house rules") {
  // Spite and Malice's presets are its numbers of players.
  rb::app::AppModel m = rb::test::app_table("game=spite-and-malice&preset=three&seed=7");
  CHECK(rb::app::deal_words(m) == "three players, deal 7");
  press(m, WidgetId::menu);
  CHECK(shows(rb::app::panel_view(m), "Players"));
  CHECK_FALSE(shows(rb::app::panel_view(m), "Rules"));
  press(m, WidgetId::close);
  press(m, WidgetId::stats);
  CHECK(shows(rb::app::panel_view(m), "Statistics: Spite and Malice, three players"));
  press(m, WidgetId::close);
  press(m, WidgetId::rules);
  CHECK(shows(rb::app::panel_view(m), "How to play: Spite and Malice, three players"));
  // Russian Bank's are rule books.
  rb::app::AppModel bank = rb::test::app_table("preset=scarne&seed=7");
  CHECK(rb::app::deal_words(bank) == "scarne rules, deal 7");
  press(bank, WidgetId::menu);
  CHECK(shows(rb::app::panel_view(bank), "Rules"));
  press(bank, WidgetId::close);
  press(bank, WidgetId::stats);
  CHECK(shows(rb::app::panel_view(bank), "Statistics: Scarne rules"));
}

TEST_CASE("a row of buttons shrinks its words together when some must, down to 0.8") {
  rb::app::Settings settings;
  REQUIRE(rb::app::apply_query("game=spite-and-malice", settings).empty());
  rb::app::AppModel m = rb::test::app_table(settings, 390, 844, 3);
  press(m, WidgetId::menu);
  const rb::app::PanelView view = rb::app::panel_view(m);
  const rb::app::Widget* new_game = rb::app::find_widget(view.widgets, WidgetId::new_game);
  const rb::app::Widget* restart = rb::app::find_widget(view.widgets, WidgetId::restart);
  const rb::app::Widget* learn = rb::app::find_widget(view.widgets, WidgetId::learn);
  REQUIRE((new_game && restart && learn));
  // "Restart this deal" does not fit a third of a phone's column at the row's usual size: the
  // row's words shrink together, but not below 0.8 of it for the one long label.
  const double usual = restart->rect.h * 0.4;
  CHECK(restart->font_px < usual);
  CHECK(new_game->font_px < usual);
  CHECK(new_game->font_px >= 0.8 * usual - 1e-9);
  CHECK(learn->font_px == new_game->font_px);
  CHECK(restart->font_px <= new_game->font_px);
  CHECK(m.measure(restart->text, restart->font_px, restart->bold()) <= restart->rect.w);
}

TEST_CASE("New game in a game the person has played in asks for a second press") {
  // (A review: one press of N threw a game away, counted lost, without a word.)
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const uint64_t seed = m.settings.seed;
  // A new deal straight away: one press, nothing lost.
  press(m, WidgetId::new_game);
  CHECK(m.settings.seed != seed);
  const uint64_t played = m.settings.seed;
  while (!rb::app::human_has_acted(*m.game)) {
    REQUIRE(rb::app::any_action(m, *rb::test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  }
  press(m, WidgetId::new_game);
  CHECK(m.settings.seed == played);  // (the game stays)
  CHECK(m.ui.message == "This gives the game up: it counts as lost. Press again to give it up.");
  // Another press of anything else disarms it; New game twice starts one.
  press(m, WidgetId::rules);
  press(m, WidgetId::close);
  press(m, WidgetId::new_game);
  CHECK(m.settings.seed == played);
  press(m, WidgetId::new_game);
  CHECK(m.settings.seed != played);
}

TEST_CASE("Restart in a game the person has played in asks for a second press, New game's apart") {
  // (A review: Restart threw a game away in one press, as New game did.)
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const uint64_t seed = m.settings.seed;
  while (!rb::app::human_has_acted(*m.game)) {
    REQUIRE(rb::app::any_action(m, *rb::test::first_non_knock(rb::test::rb_state(m)), 0).empty());
  }
  const int played = m.game->talk()->action_count();
  press(m, WidgetId::menu);
  press(m, WidgetId::restart);
  CHECK(m.game->talk()->action_count() == played);  // (the game stays)
  CHECK(m.ui.message == "This gives the game up: it counts as lost. Press again to give it up.");
  const rb::app::PanelView menu = rb::app::panel_view(m);
  const rb::app::Widget* restart = rb::app::find_widget(menu.widgets, WidgetId::restart);
  REQUIRE(restart != nullptr);
  CHECK(restart->text == "Press again to give up");
  // One press of New game after it does not leave either: each button asks for itself.
  press(m, WidgetId::new_game);
  CHECK(m.game->talk()->action_count() == played);
  press(m, WidgetId::restart);
  CHECK(m.game->talk()->action_count() == played);
  press(m, WidgetId::restart);
  CHECK(m.settings.seed == seed);  // the same deal, from its start
  CHECK(m.game->talk()->action_count() < played);
  // A fresh deal restarts in one press.
  press(m, WidgetId::restart);
  CHECK(m.ui.give_up_armed == WidgetId::none);
}
