// The table's language (app/text/languages.hpp): chosen by the address, the menu or the system,
// its words file asked for once and spoken when it comes, the rules page and jokes then asked for
// in that language, English set at once, and a file that cannot be read or is broken said so with
// the table speaking as before.
#include "app/text/languages.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/flow/commands.hpp"
#include "app/flow/online_play.hpp"
#include "app/storage/keeper.hpp"
#include "app/text/focus_words.hpp"
#include "app/text/jokes.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/rules_page.hpp"
#include "app_fixture.hpp"
#include "core/card.hpp"
#include "core/game_list.hpp"
#include "core/game_options.hpp"
#include "core/game_review.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"
#include "rules_file.hpp"

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

TEST_CASE("languages: every rules page has each language's page, with the same options and keys") {
  namespace fs = std::filesystem;
  int pages = 0;
  for (const fs::directory_entry& folder : fs::directory_iterator(RB_GAMES_SOURCE)) {
    if (!fs::is_directory(folder.path() / "rules")) continue;
    for (const fs::directory_entry& page : fs::directory_iterator(folder.path() / "rules")) {
      if (!page.is_regular_file()) continue;
      const std::string file = page.path().filename().string();
      const std::optional<std::string> english = rb::test::rules_file_text(file);
      REQUIRE(english.has_value());
      const rb::app::RulesPage en = rb::app::read_rules_page(file, *english);
      for (const std::string_view code : rb::app::kLanguages) {
        if (code == "en") continue;
        INFO(code << "/" << file);
        const std::optional<std::string> text =
            rb::test::rules_file_text(std::string(code) + "/" + file);
        REQUIRE(text.has_value());
        const rb::app::RulesPage translated = rb::app::read_rules_page(file, *text);
        CHECK(translated.paragraphs.size() == en.paragraphs.size());
        const auto headings = [](const rb::app::RulesPage& p) {
          return std::count_if(p.paragraphs.begin(), p.paragraphs.end(),
                               [](const std::string& s) { return s.starts_with("# "); });
        };
        CHECK(headings(translated) == headings(en));
        REQUIRE(translated.option_sentences.size() == en.option_sentences.size());
        for (size_t i = 0; i < en.option_sentences.size(); ++i) {
          CHECK(translated.option_sentences[i].first == en.option_sentences[i].first);
          CHECK_FALSE(translated.option_sentences[i].second.empty());
        }
        CHECK_FALSE(translated.keys.empty());
        CHECK(translated.keys.find("keys: ") == std::string::npos);
        ++pages;
      }
    }
  }
  CHECK(pages == 11 * 4);
}

TEST_CASE("languages: each language's jokes and words are there and read") {
  for (const std::string_view code : rb::app::kLanguages) {
    if (code == "en") continue;
    INFO(code);
    const std::optional<std::string> jokes =
        rb::test::rules_file_text(std::string(code) + "/jokes.txt");
    REQUIRE(jokes.has_value());
    const std::vector<rb::Joke> parsed = rb::jokes_of(*jokes);
    CHECK(parsed.size() >= 12);
    // Every tag names a game; every game has jokes enough that fit it.
    for (const rb::Joke& joke : parsed) {
      for (const std::string& game : joke.games) {
        INFO(game << ": " << joke.text);
        CHECK(std::any_of(rb::game_family().begin(), rb::game_family().end(),
                          [&](const auto& g) { return g.name == game; }));
      }
    }
    for (const auto& game : rb::game_family()) {
      INFO(game.name);
      std::set<std::string_view> told;  // (views into `parsed`)
      for (uint64_t n = 0; n < 400; ++n) told.insert(rb::joke_for(parsed, game.name, n));
      CHECK(told.size() >= 10);
    }
    const std::optional<std::string> words =
        rb::test::rules_file_text(std::string(code) + "/words.txt");
    REQUIRE(words.has_value());
    rb::Language language;
    std::string error;
    CHECK(rb::read_language(code, *words, language, error));
    CHECK(error.empty());
    CHECK(language.messages.size() > 500);
  }
}

namespace {

// Speaks the language of the project's words file `code` (the tests say English again after).
void speak_words_file(std::string_view code) {
  const std::optional<std::string> words =
      rb::test::rules_file_text(std::string(code) + "/words.txt");
  REQUIRE(words.has_value());
  rb::Language language;
  std::string error;
  REQUIRE(rb::read_language(code, *words, language, error));
  rb::set_language(std::move(language));
}

}  // namespace

TEST_CASE("languages: a public table's free seats agree with their number") {
  // (A review read "À deux : 1 places libres sur 2".)
  speak_words_file("fr");
  rb::app::PublicTable one{"r1", "spite-and-malice", "two", 2, 1, 0};
  rb::app::PublicTable two{"r2", "spite-and-malice", "four", 4, 2, 0};
  const std::string single = rb::app::public_table_words(one);
  const std::string plural = rb::app::public_table_words(two);
  rb::set_english();
  CHECK(single.find(": 1 place libre sur 2,") != std::string::npos);
  CHECK(plural.find(": 2 places libres sur 4,") != std::string::npos);
  CHECK(rb::app::public_table_words(one).find(": 1 of 2 seats free,") != std::string::npos);
}

TEST_CASE("languages: German gives a card its article in the case its sentence needs") {
  // (A player's review: "Du hast Karo-4 von deinem Talon ... gelegt", with no article.)
  speak_words_file("de");
  const std::string jack = rb::card_words(rb::Card::make(0, rb::Suit::clubs, 11));
  const std::string king = rb::card_words(rb::Card::make(0, rb::Suit::hearts, 13));
  const std::string ace = rb::card_words(rb::Card::make(1, rb::Suit::spades, 1));
  const std::string queen = rb::card_words(rb::Card::make(0, rb::Suit::diamonds, 12));
  const std::string four = rb::card_words(rb::Card::make(0, rb::Suit::diamonds, 4));
  const std::string moved = rb::tr_fill("You moved the {0} from {1} to {2}", {jack, "A", "B"});
  const std::string hint = rb::tr_fill("move the {0} from {1} to {2}", {king, "A", "B"});
  const std::string refused = rb::tr_fill("the {0} is not one rank below the {1}", {ace, king});
  const std::string follows =
      rb::tr_fill("the {0} does not follow the {1} on its foundation", {four, jack});
  const std::string begins = rb::tr_fill("foundation {0} begins with the {1}", {"3", queen});
  const std::string center = rb::tr_fill("The {0} cannot go to the center now.", {king});
  // Every message that marks a card's case leaves no mark, whatever card or words fill it.
  std::vector<std::string> marks_left;
  for (const auto& [english, german] : rb::spoken_language()->messages) {
    if (german.find('@') == std::string::npos) continue;
    for (const std::string& card : {jack, king, ace, queen, four, std::string("Joker")}) {
      const std::string filled = rb::tr_fill(english, {card, card, card, card, card});
      if (filled.find('@') != std::string::npos) marks_left.push_back(filled);
    }
  }
  rb::set_english();
  CHECK(moved == "Du hast den Kreuz-Buben von A auf B gelegt");
  CHECK(hint == "lege den Herz-König von A auf B");
  CHECK(refused == "das Pik-Ass liegt nicht einen Wert unter dem Herz-König");
  CHECK(follows == "die Karo-4 passt auf dem Zielstapel nicht auf den Kreuz-Buben");
  CHECK(begins == "Zielstapel 3 beginnt mit der Karo-Dame");
  CHECK(center == "Jetzt kann der Herz-König auf keinen Mittelstapel.");
  CHECK(marks_left.empty());
}

TEST_CASE("languages: French names a card with its own article, never 'la carte as de'") {
  speak_words_file("fr");
  const auto named = [](rb::Card card) {
    return rb::tr_fill("the {0} is already there", {rb::card_words(card)});
  };
  const std::string ace = named(rb::Card::make(0, rb::Suit::hearts, 1));
  const std::string king = named(rb::Card::make(0, rb::Suit::spades, 13));
  const std::string queen = named(rb::Card::make(0, rb::Suit::clubs, 12));
  const std::string seven = named(rb::Card::make(0, rb::Suit::diamonds, 7));
  const std::string ten = named(rb::Card::make(1, rb::Suit::diamonds, 10));
  rb::set_english();
  CHECK(ace == "l'as de cœur y est déjà");
  CHECK(king == "le roi de pique y est déjà");
  CHECK(queen == "la dame de trèfle y est déjà");
  CHECK(seven == "le 7 de carreau y est déjà");
  CHECK(ten == "le 10 de carreau y est déjà");
}

TEST_CASE("languages: Spanish names a card with its article, joined to 'a' and 'de'") {
  speak_words_file("es");
  const auto card = [](rb::Suit suit, int rank) {
    return rb::card_words(rb::Card::make(0, suit, rank));
  };
  const std::string moved =
      rb::tr_fill("You moved the {0} from {1} to {2}", {card(rb::Suit::hearts, 1), "t1", "t2"});
  const std::string queen =
      rb::tr_fill("You moved the {0} from {1} to {2}", {card(rb::Suit::spades, 12), "t1", "t2"});
  const std::string follows =
      rb::tr_fill("the {0} does not follow the {1} on foundation {2}",
                  {card(rb::Suit::clubs, 9), card(rb::Suit::clubs, 7), "3"});
  const std::string below = rb::tr_fill("the {0} is not one rank below the {1}",
                                        {card(rb::Suit::clubs, 11), card(rb::Suit::hearts, 13)});
  rb::set_english();
  CHECK(moved == "Has movido el as de corazones desde t1 hasta t2");
  CHECK(queen == "Has movido la reina de picas desde t1 hasta t2");
  CHECK(follows == "el 9 de tréboles no sigue al 7 de tréboles en la base 3");
  CHECK(below == "la jota de tréboles no está un punto por debajo del rey de corazones");
}

TEST_CASE("languages: German names the person's piles with the article their gender takes") {
  speak_words_file("de");
  const auto yours = [](std::string_view pile) { return rb::tr_fill("Your {0}", {rb::tr(pile)}); };
  const std::string waste = yours("Waste"), reserve = yours("reserve");
  const std::string side = yours("side stack"), stock = yours("stock");
  rb::set_english();
  CHECK(waste == "Deine Ablage");
  CHECK(reserve == "Dein Talon");  // (not "Deine Talon", nor "Talon (du)")
  CHECK(side == "Dein Seitenstapel");
  CHECK(stock == "Dein Päckchen");
}

TEST_CASE("languages: another seat's numbered pile keeps its number beside its word") {
  // (A review read "Pile de côté (Ordinateur) 2" and "Seitenstapel (Computer) 2" on the table.)
  rb::app::AppModel m = rb::test::app_table("game=spite-and-malice&seed=3");
  int side = -1;
  for (size_t pile = 0; pile < m.table.piles.size() && side < 0; ++pile) {
    const rb::PileInfo& info = m.table.piles[pile];
    if (info.owner == 1 && info.number == 2 && info.word == "side stack") side = int(pile);
  }
  REQUIRE(side >= 0);
  std::vector<std::string> named;
  for (const char* code : {"fr", "de", "es", "ru"}) {
    speak_words_file(code);
    named.push_back(rb::app::pile_focus_words(m, side));
  }
  rb::set_english();
  INFO(named[0] << " / " << named[1] << " / " << named[2] << " / " << named[3]);
  CHECK(named[0].starts_with("Ordinateur\u00a0: pile de côté 2\u00a0:"));
  CHECK(named[1].starts_with("Computer: Seitenstapel 2:"));
  CHECK(named[2].starts_with("pila lateral de la máquina 2:"));
  CHECK(named[3].starts_with("Компьютер: стопка сброса 2:"));
  CHECK(rb::app::pile_focus_words(m, side).starts_with("Computer's side stack 2:"));
}

TEST_CASE("languages: Russian counts a repeated position's visits in the count's own form") {
  // (A player's review: "повторилась 5 раза".)
  speak_words_file("ru");
  const auto came_back = [](long times) {
    return rb::tr_count(
        times, "the same position came back {0} time|the same position came back {0} times");
  };
  const std::string three = came_back(3), five = came_back(5), one = came_back(21);
  rb::set_english();
  CHECK(three == "та же позиция повторилась 3 раза");
  CHECK(five == "та же позиция повторилась 5 раз");
  CHECK(one == "та же позиция повторилась 21 раз");
}

TEST_CASE("languages: the coach's summary names the call as a word of its sentence") {
  // (A player's review: Spanish said "1 ¡alto omitido", Russian "1 пропущенный вызовПостучать".)
  const rb::ReviewCounts counts{4, 1, 2};
  const auto summary = [&](std::string_view code, std::string_view label) {
    speak_words_file(code);
    std::string words = rb::review_summary(counts, rb::tr(label));
    rb::set_english();
    return words;
  };
  CHECK(rb::review_summary(counts, "Knock") == "4 mistakes, 1 missed knock, 2 wrong knocks");
  // (And a review read "3 altos omitidos" as odd Spanish: the call is named beside "llamada".)
  CHECK(summary("es", "Stop!") ==
        "4 errores, 1 llamada omitida (alto), 2 llamadas en falso (alto)");
  CHECK(summary("ru", "Knock") ==
        "4 ошибки, 1 пропущенный вызов (постучать), 2 ложных вызова (постучать)");
  CHECK(summary("de", "Knock") == "4 Fehler, 1 verpasster Ruf (Klopfen), 2 falsche Rufe (Klopfen)");
}

TEST_CASE("languages: German names a pile with its article, in the dative after 'von' and 'aus'") {
  // (A player's review: "Du hast Karo-4 von Hausstapel 2 auf Ablage (du) gelegt".)
  speak_words_file("de");
  const rb::SeatVoice computer{std::string(rb::tr("The computer")),
                               std::string(rb::tr("the computer's")), false};
  const std::string theirs = rb::tr_fill("{0}'s waste", {rb::owner_name(computer)});
  const std::string to_theirs =
      rb::tr_fill("You moved the {0} from {1} to {2}", {"Kreuz-3", rb::tr("your reserve"), theirs});
  const std::string to_yours =
      rb::tr_fill("{0} moved the {1} from {2} to {3}",
                  {computer.subject, "Herz-7", rb::tr("its reserve"), rb::tr("your waste")});
  const std::string hint = rb::tr_fill("move the {0} from {1} to {2}",
                                       {"Pik-Ass", rb::tr("your waste"), "Mittelstapel 1"});
  const std::string due =
      rb::tr_fill("a compulsory play is due: the {0} in {1} must go to the center first",
                  {"Karo-2", rb::tr_fill("{0}'s hand", {"Computer B"})});
  const std::string from_its_waste =
      rb::tr_fill("{0} moved the {1} from {2} to {3}",
                  {computer.subject, "Herz-7", rb::tr("its waste"), "Mittelstapel 1"});
  const std::string from_their_waste =
      rb::tr_fill("{0} moved the {1} from {2} to {3}",
                  {"Sie", "Herz-7", rb::tr("their waste"), "Mittelstapel 1"});
  const std::string side =
      rb::tr_fill("You put the {0} from {1} on {2}, which ends the turn",
                  {"Pik-9", rb::tr("your hand"), rb::tr_fill("your side stack {0}", {"2"})});
  // (A review: "Computer B hat den Joker von seinen Seitenstapel 1 ... gespielt".)
  const std::string from_its_side = rb::tr_fill(
      "{0} moved the {1} from {2} to {3}",
      {"Computer B", "Pik-9", rb::tr_fill("its side stack {0}", {"1"}), "Mittelstapel 2"});
  rb::set_english();
  CHECK(from_its_side ==
        "Computer B hat die Pik-9 von seinem Seitenstapel 1 auf Mittelstapel 2 gelegt");
  CHECK(side ==
        "Du hast die Pik-9 von deiner Hand auf deinen Seitenstapel 2 gelegt, damit endet dein Zug");
  CHECK(theirs == "die Ablage vom Computer");
  CHECK(to_theirs == "Du hast die Kreuz-3 von deinem Talon auf die Ablage vom Computer gelegt");
  CHECK(to_yours == "Der Computer hat die Herz-7 von seinem Talon auf deine Ablage gelegt");
  CHECK(hint == "lege das Pik-Ass von deiner Ablage auf Mittelstapel 1");
  // (A seat's own waste left, named "its": Single-deck's, and every game's since review 36 found
  // "from the computer's waste" beside "from its reserve".)
  CHECK(from_its_waste ==
        "Der Computer hat die Herz-7 von seiner Ablage auf Mittelstapel 1 gelegt");
  CHECK(from_their_waste.find("von seiner Ablage") != std::string::npos);
  CHECK(due ==
        "ein Pflichtzug steht an: die Karo-2 aus der Hand von Computer B muss zuerst in die Mitte");
}

TEST_CASE("languages: the statistics' headings and numbers never run into one another") {
  // (A review: German's "SpieleGewonnenQuote" read as one word on a phone.)
  for (const char* code : {"de", "fr", "es", "ru"}) {
    for (const auto& [w, h, dpr] :
         {std::tuple{390.0, 844.0, 3.0}, std::tuple{1280.0, 800.0, 1.0}}) {
      for (const std::string query : {"game=house-on-the-hill&seed=9", "seed=7"}) {
        speak_words_file(code);
        rb::app::Settings settings;
        REQUIRE(rb::app::apply_query(query, settings).empty());
        rb::app::AppModel m = rb::test::app_table(settings, w, h, dpr);
        // (By letters, not bytes, as a font measures them: a Cyrillic letter is two bytes.)
        m.measure = [](std::string_view text, double px, bool bold) {
          const auto letters =
              std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xc0) != 0x80; });
          return double(letters) * px * (bold ? 0.6 : 0.56);
        };
        const std::string preset = query.starts_with("game=") ? "standard" : "house";
        m.stats.line(preset, m.settings.level).games = 1234;
        perform(m, Intent::press(WidgetId::stats), 0);
        const rb::app::PanelView view = rb::app::panel_view(m);
        // (A review: German's "Gewonnen" alone drawn smaller, to fit an equal column.)
        std::set<std::string> one_word_headings;
        for (const char* heading : {"Games", "Wins", "Losses", "Win %", "Streak"}) {
          const std::string said(rb::tr(heading));
          if (said.find(' ') == std::string::npos) one_word_headings.insert(said);
        }
        rb::set_english();
        INFO(code << " " << query << " at " << w << "x" << h);
        std::set<double> heading_sizes;
        for (const rb::app::TextLine& line : view.lines) {
          if (one_word_headings.count(line.text)) heading_sizes.insert(line.font_px);
        }
        CHECK(heading_sizes.size() == 1);
        for (size_t i = 0; i < view.lines.size(); ++i) {
          const rb::app::TextLine& a = view.lines[i];
          const double a_w = m.measure(a.text, a.font_px, a.bold);
          for (size_t j = i + 1; j < view.lines.size(); ++j) {
            const rb::app::TextLine& b = view.lines[j];
            const double b_w = m.measure(b.text, b.font_px, b.bold);
            INFO("'" << a.text << "' and '" << b.text << "'");
            // (Two lines of one row keep a gap between them, or they read as one word.)
            const bool rows_meet = a.y < b.y + b.font_px && b.y < a.y + a.font_px;
            const double gap = 2 * dpr;
            CHECK_FALSE((rows_meet && a.x < b.x + b_w + gap && b.x < a.x + a_w + gap));
          }
        }
      }
    }
  }
}

TEST_CASE(
    "languages: a notice of the page's opening is said in the words spoken when it is shown") {
  // (A review read the notices of a French page's opening in English: they were put in words
  // before the page's words had come; another read the address option's problem in English.)
  rb::app::MemoryStorage storage;
  rb::app::Keeper keeper;
  keeper.storage = &storage;
  rb::app::AppModel m;
  m.viewport = rb::app::Viewport{1280, 800, 1};
  const std::vector<rb::app::Notice> notices =
      rb::app::open_table(keeper, m, rb::app::Settings{}, "speed=x&seed=4", 0);
  REQUIRE(notices.size() == 1);
  speak_words_file("fr");
  const std::string french = rb::app::notice_text(notices[0]);
  rb::set_english();
  CHECK(
      french ==
      "Adresse de la page\u00a0: speed \"x\" n'est pas une vitesse\u00a0: utilisez instant, fast, "
      "normal ou slow.");
  CHECK(rb::app::notice_text(notices[0]) ==
        "Page address: speed \"x\" is not a speed: use instant, fast, normal or slow.");
}

namespace {

// The notices of a table opened at an address `query`, said in English and in German.
std::pair<std::string, std::string> notices_in_english_and_german(const std::string& query) {
  rb::app::MemoryStorage storage;
  rb::app::Keeper keeper;
  keeper.storage = &storage;
  rb::app::AppModel m;
  m.viewport = rb::app::Viewport{1280, 800, 1};
  const std::vector<rb::app::Notice> notices =
      rb::app::open_table(keeper, m, rb::app::Settings{}, query, 0);
  REQUIRE(!notices.empty());
  const auto said = [&] {
    std::string text;
    for (const rb::app::Notice& notice : notices) text += rb::app::notice_text(notice) + "\n";
    return text;
  };
  speak_words_file("de");
  const std::string german = said();
  rb::set_english();
  return {said(), german};
}

}  // namespace

TEST_CASE("languages: a rule option's problem in the address is said in the table's words") {
  // (A review read the page's own options' problems in French and the games' rule options' in
  // English: "option stall_turns takes a whole number from 10 to 1000, not "5"".)
  const auto [english, german] =
      notices_in_english_and_german("game=pishe-pasha&stall_turns=5&first=z&bogus=1&seed=4");
  speak_words_file("de");
  const std::string no_option = rb::no_such_option("Pishe Pasha", "bogus");  // (a record's)
  rb::set_english();
  INFO(english);
  CHECK(english.find("option stall_turns takes a whole number from 10 to 1000, not \"5\"") !=
        std::string::npos);
  CHECK(german.find("Option stall_turns nimmt eine ganze Zahl von 10 bis 1000, nicht \"5\"") !=
        std::string::npos);
  CHECK(german.find("Option first nimmt einen der Werte ") != std::string::npos);
  CHECK(no_option == "Pishe Pasha hat keine Option \"bogus\"");
}

TEST_CASE("languages: Russian Bank's own rule options' problems are said in the table's words") {
  // (A review: Russian Bank's option check kept its English words at a German table.)
  const auto [english, german] = notices_in_english_and_german(
      "game=russian-bank&stall_turns=5&scoring=lots&first=me&waste_fills_space=yes&stock_size=12");
  INFO(english);
  INFO(german);
  for (const char* words :
       {"stall_turns \"5\" is not a number from 10 to 1000",
        "scoring \"lots\" is not on or off: use 1 or 0",
        "first \"me\" is not human, player-a or by-cards",
        "waste_fills_space \"yes\": the option applies only to the presets scarne and ultimate",
        "stock_size \"12\": preset house has no stock (only 0)"}) {
    CHECK(english.find(words) != std::string::npos);
  }
  for (const char* words :
       {"stall_turns \"5\" ist keine Zahl von 10 bis 1000",
        "scoring \"lots\" ist weder an noch aus: nimm 1 oder 0",
        "first \"me\" ist nicht human, player-a oder by-cards",
        "waste_fills_space \"yes\": die Option gilt nur für die Regelvarianten scarne und ultimate",
        "stock_size \"12\": die Regelvariante house hat kein Päckchen (nur 0)"}) {
    CHECK(german.find(words) != std::string::npos);
  }
}
