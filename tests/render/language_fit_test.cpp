// Every language's words fit the table's boxes (app/text/languages.hpp): for each language, each
// game, a desktop (1280x800) and a phone (390x844), the toolbar's buttons, the menu's two pages,
// the statistics and the rules page are laid out measured with the real font (and the language's
// glyphs, from the build's rules/<code>/words.txt), then the coach's review toolbar and the end
// panel after some play: no button's words are wider than the button, no line of text leaves its
// panel. (German is the long one.)
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "app/flow/commands.hpp"
#include "app/flow/review.hpp"
#include "app/text/languages.hpp"
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

}  // namespace

TEST_CASE("languages: every language's words fit the toolbar, menu, statistics and rules page") {
  for (const std::string code : {"en", "fr", "de", "ru", "es"}) {
    const Speaking speaking(code);
    for (const rb::GameEntry& game : rb::game_family()) {
      for (const auto& [w, h, dpr] :
           {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 3.0}}) {
        INFO(code << " " << game.name << " at " << w << "x" << h);
        rb::app::Settings settings = rb::test::instant();
        REQUIRE(rb::app::apply_query("game=" + std::string(game.name), settings).empty());
        rb::app::AppModel m = rb::test::app_table(settings, w, h, dpr);
        m.measure = &rb::art::text_width;
        rb::app::lay_out(m);
        const rb::app::ToolbarView bar = rb::app::toolbar_view(m);
        check_words_fit(m, bar.widgets, {}, bar.bar);

        rb::app::perform(m, Intent::press(WidgetId::menu), 0);
        auto view = rb::app::panel_view(m);
        check_words_fit(m, view.widgets, view.lines, view.box);
        rb::app::perform(m, Intent::press(WidgetId::menu_page_rules), 0);
        view = rb::app::panel_view(m);
        check_words_fit(m, view.widgets, view.lines, view.box);
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
