// Every language's words fit the table's boxes (app/text/languages.hpp): for each language, each
// game, a desktop (1280x800) and a phone (390x844), the toolbar's buttons, the menu's two pages,
// the statistics and the rules page are laid out measured with the real font (and the language's
// glyphs, from the build's rules/<code>/words.txt), then the coach's review toolbar and the end
// panel after some play: no button's words are wider than the button, no line of text leaves its
// panel, no two toolbar buttons overlap (with both Undo and Redo to press too) and the message
// keeps room between them, a new game's message is not cut short, and a panel's button never
// shrinks its words below 55% of its row's size. (German is the long one.)
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "app/flow/commands.hpp"
#include "app/flow/review.hpp"
#include "app/text/languages.hpp"
#include "app/ui/panel_kit.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "core/game_list.hpp"
#include "core/translation.hpp"
#include "render/card_art.hpp"

namespace {

using rb::app::Intent;
using rb::app::WidgetId;

std::string build_file(const std::string& file) {
  std::ifstream in(std::string(RB_BUILD_RULES) + "/" + file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Speaks a language (its messages and glyphs) for the test, English again after it.
struct Speaking {
  explicit Speaking(const std::string& code) {
    if (code == "en") return;
    rb::Language language;
    std::string error;
    const std::string text = build_file(code + "/words.txt");
    REQUIRE_FALSE(text.empty());
    REQUIRE(rb::read_language(code, text, language, error));
    rb::art::set_extra_glyphs(language.glyphs);
    rb::set_language(std::move(language));
  }
  ~Speaking() {
    rb::set_english();
    rb::art::set_extra_glyphs("");
  }
};

// The widgets' words fit their widgets, and the lines lie inside the box (within a pixel).
void check_words_fit(const rb::app::AppModel& m, const std::vector<rb::app::Widget>& widgets,
                     const std::vector<rb::app::TextLine>& lines, const rb::app::Rect& box) {
  for (const rb::app::Widget& w : widgets) {
    if (w.text.empty()) continue;
    INFO("widget \"" << w.text << "\"");
    CHECK(m.measure(w.text, w.font_px, w.bold()) <= w.rect.w + 1);
  }
  for (const rb::app::TextLine& line : lines) {
    INFO("line \"" << line.text << "\"");
    CHECK(line.x >= box.x - 1);
    CHECK(line.x + m.measure(line.text, line.font_px, line.bold) <= box.right() + 1);
  }
}

// A panel's buttons keep words that can be read: none shrunk to fit below 55% of its row's size
// (as the page's test hook says of the live panel).
void check_readable(const std::vector<rb::app::Widget>& widgets) {
  for (const rb::app::Widget& w : widgets) {
    if (!w.clickable() || w.text.empty()) continue;
    INFO("button \"" << w.text << "\"");
    CHECK(w.font_px >= 0.55 * rb::app::kRowWordsOfHeight * w.rect.h);
  }
}

// The toolbar's words fit their buttons, no two buttons overlap, and the message keeps its room
// (`least_css`).
void check_toolbar(const rb::app::AppModel& m, const rb::app::ToolbarView& bar,
                   double least_css = rb::app::kLeastMessageCss) {
  check_words_fit(m, bar.widgets, {}, bar.bar);
  std::string buttons;
  for (const rb::app::Widget& w : bar.widgets) buttons += "[" + w.text + "] ";
  INFO("buttons " << buttons);
  for (size_t i = 0; i < bar.widgets.size(); ++i) {
    for (size_t j = i + 1; j < bar.widgets.size(); ++j) {
      const rb::app::Rect a = bar.widgets[i].rect, b = bar.widgets[j].rect;
      CHECK((a.right() <= b.x || b.right() <= a.x || a.bottom() <= b.y || b.bottom() <= a.y));
    }
  }
  CHECK(bar.message.w >= least_css * m.layout.dpr);
}

}  // namespace

TEST_CASE("languages: every language's words fit the toolbar, menu, statistics and rules page") {
  for (const std::string code : {"en", "fr", "de", "ru", "es"}) {
    const Speaking speaking(code);
    for (const rb::GameEntry& game : rb::game_family()) {
      for (const auto& [w, h, dpr] :
           {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 3.0}}) {
        INFO(code << " " << game.name << " at " << w << "x" << h);
        rb::app::Settings settings = rb::test::instant();
        // (A deal number as long as a new game's: up to nine figures.)
        REQUIRE(rb::app::apply_query("game=" + std::string(game.name) + "&seed=123456789", settings)
                    .empty());
        rb::app::AppModel m = rb::test::app_table(settings, w, h, dpr);
        m.measure = &rb::art::text_width;
        rb::app::lay_out(m);
        const rb::app::ToolbarView bar = rb::app::toolbar_view(m);
        check_toolbar(m, bar);
        // The message of a new game is read whole (a phone shows no greyed-out Undo and Redo).
        for (const std::string& line : bar.lines) {
          INFO("message line \"" << line << "\"");
          CHECK_FALSE(line.ends_with("..."));
        }
        // Both Undo and Redo to press (two moves, one taken back), and a short message.
        rb::app::play_random_actions(m, 2, 7);
        rb::app::perform(m, Intent::press(WidgetId::undo), 0);
        m.ui.message = rb::tr("Your turn.");
        check_toolbar(m, rb::app::toolbar_view(m));
        m.ui.message.clear();
        rb::app::perform(m, Intent::press(WidgetId::menu), 0);
        auto view = rb::app::panel_view(m);
        check_words_fit(m, view.widgets, view.lines, view.box);
        check_readable(view.widgets);
        for (const rb::app::TextLine& line : view.lines) {
          INFO("menu line \"" << line.text << "\"");
          CHECK_FALSE(line.text.ends_with("..."));  // (the game's name, the computer's level)
        }
        rb::app::perform(m, Intent::press(WidgetId::menu_page_rules), 0);
        view = rb::app::panel_view(m);
        check_words_fit(m, view.widgets, view.lines, view.box);
        check_readable(view.widgets);
        for (const rb::app::TextLine& line : view.lines) {
          INFO("rules options line \"" << line.text << "\"");
          CHECK_FALSE(line.text.ends_with("..."));  // (an option's name)
        }
        rb::app::perform(m, Intent::press(WidgetId::close), 0);

        rb::app::perform(m, Intent::press(WidgetId::stats), 0);
        view = rb::app::panel_view(m);
        check_words_fit(m, view.widgets, view.lines, view.box);
        rb::app::perform(m, Intent::press(WidgetId::close), 0);

        rb::app::perform(m, Intent::press(WidgetId::rules), 0);
        const std::string file = rb::app::shown_rules_file(m);
        const std::string text = build_file(file);
        REQUIRE_FALSE(text.empty());
        rb::app::rules_file_read(m, file, text);
        view = rb::app::panel_view(m);
        CHECK(m.rules_page.error.empty());
        check_words_fit(m, view.widgets, view.lines, view.box);
        rb::app::perform(m, Intent::press(WidgetId::close), 0);

        // Some play, then the coach's review (its toolbar) and the end panel.
        rb::app::play_random_actions(m, 30, 7);
        if (rb::app::open_named_panel(m, "review")) {
          const rb::app::ToolbarView review_bar = rb::app::toolbar_view(m);
          check_words_fit(m, review_bar.widgets, {}, review_bar.bar);
          rb::app::end_review(m, 0);
        }
        REQUIRE(rb::app::open_named_panel(m, "end"));
        view = rb::app::panel_view(m);
        check_words_fit(m, view.widgets, view.lines, view.box);
      }
    }
  }
}

TEST_CASE("languages: a phone's toolbar keeps some message room with the game's two buttons") {
  // (House in the Wood with a redeal: Redeal and End game beside Undo and Redo, all to press. In
  // Russian the buttons drawn smallest leave the message half its room.)
  for (const std::string code : {"en", "fr", "de", "ru", "es"}) {
    const Speaking speaking(code);
    INFO(code);
    rb::app::Settings settings = rb::test::instant();
    REQUIRE(rb::app::apply_query("game=house-in-the-wood&redeals=1", settings).empty());
    rb::app::AppModel m = rb::test::app_table(settings, 390, 844, 3);
    m.measure = &rb::art::text_width;
    rb::app::lay_out(m);
    rb::app::play_random_actions(m, 2, 7);
    rb::app::perform(m, Intent::press(WidgetId::undo), 0);
    m.ui.message = rb::tr("Your turn.");
    const rb::app::ToolbarView bar = rb::app::toolbar_view(m);
    REQUIRE(rb::app::find_widget(bar.widgets, WidgetId::pass_2) != nullptr);
    REQUIRE(rb::app::find_widget(bar.widgets, WidgetId::redo) != nullptr);
    check_toolbar(m, bar, rb::app::kLeastMessageCss / 2);
  }
}
