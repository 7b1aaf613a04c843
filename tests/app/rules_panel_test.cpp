// The rules panel's page is a data file read when the panel is first opened
// (app/ui/rules_page.hpp): nothing is asked for before, the panel says "Loading" until the text
// comes, then shows its paragraphs (and still the options and keys); a page that cannot be read is
// said so in words.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app/flow/commands.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/rules_page.hpp"
#include "app_fixture.hpp"
#include "core/game_options.hpp"
#include "rules_file.hpp"
#include "source_rules_files.hpp"

namespace {

using rb::app::Intent;

// The files asked for, answered only when the test says.
struct HeldRulesFiles : rb::app::RulesFiles {
  std::vector<std::string> requested;
  void request(const std::string& file) override { requested.push_back(file); }
};

// The panel's lines, joined by spaces (wrapped paragraphs read whole again).
std::string panel_words(const rb::app::AppModel& m) {
  std::string all;
  for (const rb::app::TextLine& line : rb::app::panel_view(m).lines) all += line.text + " ";
  return all;
}

TEST_CASE("the rules panel asks for its page when opened, shows Loading, then the paragraphs") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  HeldRulesFiles files;
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested.empty());  // not before the panel opens
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  REQUIRE(m.ui.panel == rb::app::Panel::rules);
  rb::app::request_shown_rules(m, files);
  rb::app::request_shown_rules(m, files);
  REQUIRE(files.requested == std::vector<std::string>{"russian-bank-house.txt"});
  CHECK(panel_words(m).find("Loading the rules...") != std::string::npos);
  CHECK(panel_words(m).find("Options of this game") != std::string::npos);
  CHECK(panel_words(m).find("Keys: ") == std::string::npos);  // (the keys come with the page)

  const std::optional<std::string> text = rb::test::rules_file_text("russian-bank-house.txt");
  REQUIRE(text.has_value());
  m.ui.dirty = false;
  rb::app::rules_file_read(m, "russian-bank-house.txt", *text);
  CHECK(m.ui.dirty);
  const std::string words = panel_words(m);
  CHECK(words.find("Loading") == std::string::npos);
  CHECK(words.find("Russian Bank, house rules") != std::string::npos);
  CHECK(words.find("# ") == std::string::npos);  // headings are drawn without their mark
  for (const std::string& paragraph : rb::test::rules_page(m.module(), "house")) {
    if (paragraph.starts_with("option ")) continue;  // (below: each with its option's value)
    CHECK(words.find(paragraph.starts_with("# ") ? paragraph.substr(2) : paragraph) !=
          std::string::npos);
  }
  CHECK(words.find("Options of this game") != std::string::npos);
  CHECK(words.find("Stalled game ends after: 60 turns. How many turns in a row without a card "
                   "reaching the center end the game.") != std::string::npos);
  for (const rb::OptionSpec& option : m.module().options()) {  // (the options' marks are not shown)
    CHECK(words.find("option " + std::string(option.name) + ":") == std::string::npos);
  }
  CHECK(words.find("Keys: ") != std::string::npos);
  // Opened again, the page is not asked for again.
  rb::app::perform(m, Intent::press(rb::app::WidgetId::close), 0);
  rb::app::request_shown_rules(m, files);
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested.size() == 1);
}

TEST_CASE("a rules page that cannot be read is said so, and asked for again next time") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  HeldRulesFiles files;
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  rb::app::request_shown_rules(m, files);
  REQUIRE(files.requested.size() == 1);
  rb::app::rules_file_read(m, "another-page.txt", "# Not asked for");  // dropped
  CHECK(panel_words(m).find("Loading the rules...") != std::string::npos);
  rb::app::rules_file_failed(m, "russian-bank-house.txt",
                             "rules/russian-bank-house.txt answered 404");
  const std::string words = panel_words(m);
  CHECK(words.find("The rules could not be loaded: rules/russian-bank-house.txt answered 404") !=
        std::string::npos);
  CHECK(words.find("Options of this game") != std::string::npos);
  rb::app::perform(m, Intent::press(rb::app::WidgetId::close), 0);
  CHECK(m.ui.panel == rb::app::Panel::none);
  rb::app::request_shown_rules(m, files);
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested.size() == 2);
}

TEST_CASE("each preset's rules page is asked for by its own file") {
  rb::app::AppModel m = rb::test::app_table("preset=scarne");
  rb::test::SourceRulesFiles files(m);
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested == std::vector<std::string>{"russian-bank-scarne.txt"});
  CHECK(panel_words(m).find("Loading") == std::string::npos);
}

}  // namespace

TEST_CASE("a heading too wide for a phone goes on two lines rather than one small one") {
  // (A review read "Comment jouer : Spite and Malice, à deux joueurs" shrunk to a third of its
  // size beside Close on a phone.)
  rb::app::Settings settings;
  REQUIRE(rb::app::apply_query("game=spite-and-malice", settings).empty());
  rb::app::AppModel m = rb::test::app_table(settings, 390, 844, 3);
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  REQUIRE(m.ui.panel == rb::app::Panel::rules);
  const rb::app::PanelView view = rb::app::panel_view(m);
  std::vector<rb::app::Widget> titles;
  for (const rb::app::Widget& w : view.widgets) {
    if (w.style == rb::app::WidgetStyle::title) titles.push_back(w);
  }
  REQUIRE(titles.size() == 2);
  CHECK(titles[0].text + " " + titles[1].text == "How to play: Spite and Malice, two players");
  const rb::app::Widget close =
      *std::find_if(view.widgets.begin(), view.widgets.end(),
                    [](const rb::app::Widget& w) { return w.id == rb::app::WidgetId::close; });
  for (const rb::app::Widget& title : titles) {
    CHECK(title.font_px >= 0.8 * 20 * 3);
    CHECK(title.rect.x + rb::app::estimate_text_width(title.text, title.font_px, true) <=
          close.rect.x);
  }
  CHECK(titles[1].rect.y >= titles[0].rect.bottom());
  // The page's first words come below both.
  const std::vector<rb::app::TextLine>& lines = view.lines;
  REQUIRE_FALSE(lines.empty());
  CHECK(lines.front().y >= titles[1].rect.bottom());
}
