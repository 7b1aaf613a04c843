// The table's language (app/text/languages.hpp): chosen by the address, the menu or the system,
// its words file asked for once and spoken when it comes, the rules page and jokes then asked for
// in that language, English set at once, and a file that cannot be read or is broken said so with
// the table speaking as before.
#include "app/text/languages.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app/flow/commands.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/rules_page.hpp"
#include "app_fixture.hpp"
#include "core/translation.hpp"

namespace {

using rb::app::Intent;
using rb::app::WidgetId;

struct HeldRulesFiles : rb::app::RulesFiles {
  std::vector<std::string> requested;
  void request(const std::string& file) override { requested.push_back(file); }
};

// English again after each test.
struct BackToEnglish {
  ~BackToEnglish() { rb::set_english(); }
};

constexpr std::string_view kFrench =
    "glyph 233 158 m1 2\n"
    "en: Menu\n"
    "fr: Menu\n"
    "en: Rules\n"
    "fr: Règles\n";

}  // namespace

TEST_CASE("languages: a locale's language, and the address option lang") {
  CHECK(rb::app::language_of_locale("fr-CA") == "fr");
  CHECK(rb::app::language_of_locale("de_DE.UTF-8") == "de");
  CHECK(rb::app::language_of_locale("RU") == "ru");
  CHECK(rb::app::language_of_locale("es") == "es");
  CHECK(rb::app::language_of_locale("pt-BR").empty());
  CHECK(rb::app::language_of_locale("C").empty());
  CHECK(rb::app::language_of_locale("french").empty());

  rb::app::Settings settings;
  CHECK(rb::app::apply_query("lang=ru", settings).empty());
  CHECK(settings.language == "ru");
  CHECK(rb::app::settings_query(settings).find("&lang=ru") != std::string::npos);
  const std::vector<std::string> problems = rb::app::apply_query("lang=xx", settings);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "lang \"xx\" is not a language: use en, fr, de, ru or es");
  CHECK(settings.language == "ru");
}

TEST_CASE("languages: the menu's choice asks for the words once, speaks them when they come") {
  const BackToEnglish english;
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  HeldRulesFiles files;
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested.empty());  // English: nothing to read

  rb::app::perform(m, Intent::press(WidgetId(int(WidgetId::language_first) + 1)), 0);
  CHECK(m.settings.language == "fr");
  CHECK(m.chosen.language == "fr");
  rb::app::request_shown_rules(m, files);
  rb::app::request_shown_rules(m, files);
  REQUIRE(files.requested == std::vector<std::string>{"fr/words.txt"});
  CHECK(rb::tr("Rules") == "Rules");  // not before the words come

  const int glyphs = m.glyphs_version;
  m.ui.dirty = false;
  rb::app::rules_file_read(m, "fr/words.txt", kFrench);
  CHECK(m.ui.dirty);
  CHECK(m.glyphs_version == glyphs + 1);
  CHECK(rb::language_code() == "fr");
  CHECK(rb::tr("Rules") == "Règles");
  CHECK(rb::language_glyphs() == "233 158 m1 2\n");

  // The rules page is asked for in French.
  rb::app::perform(m, Intent::press(WidgetId::rules), 0);
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested.back() == "fr/russian-bank-house.txt");

  // English is spoken at once, and the open rules panel asks for its English page.
  rb::app::perform(m, Intent::press(WidgetId::language_first), 0);
  rb::app::request_shown_rules(m, files);
  CHECK(rb::language_code() == "en");
  CHECK(m.glyphs_version == glyphs + 2);
  CHECK(files.requested.back() == "russian-bank-house.txt");
  CHECK(files.requested.size() == 3);
}

TEST_CASE("languages: the system's language when none is chosen; a broken file is said so") {
  const BackToEnglish english;
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  m.system_language = "de";
  HeldRulesFiles files;
  rb::app::request_shown_rules(m, files);
  REQUIRE(files.requested == std::vector<std::string>{"de/words.txt"});
  rb::app::rules_file_read(m, "de/words.txt", "en: Menu\nMenü\n");
  CHECK(rb::language_code() == "en");
  CHECK(m.ui.message ==
        "The German words could not be read (rules/de/words.txt: line 2 should "
        "translate the line above).");
  rb::app::rules_file_failed(m, "de/words.txt", "rules/de/words.txt answered 404");
  CHECK(m.ui.message == "The German words could not be read (rules/de/words.txt answered 404).");
  CHECK(rb::language_code() == "en");
  // A file of a language no longer wanted is not spoken.
  rb::app::perform(m, Intent::press(WidgetId::language_first), 0);
  rb::app::request_shown_rules(m, files);
  rb::app::rules_file_read(m, "de/words.txt", "en: Menu\nde: Menü\n");
  CHECK(rb::language_code() == "en");
}
