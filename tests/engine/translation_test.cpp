// The words in another language (core/translation.hpp): a words file read, messages translated
// with their placeholders in the translation's order, plurals in each language's forms, what a
// language lacks in English, and a broken file refused with the line named.
#include "core/translation.hpp"

#include <catch2/catch.hpp>
#include <string>

#include "core/voices.hpp"

namespace {

// Speaks a language for one test, English again after it.
struct Speaking {
  explicit Speaking(rb::Language language) { rb::set_language(std::move(language)); }
  ~Speaking() { rb::set_english(); }
};

rb::Language read(std::string_view code, std::string_view text) {
  rb::Language language;
  std::string error;
  REQUIRE(rb::read_language(code, text, language, error));
  CHECK(error.empty());
  return language;
}

}  // namespace

TEST_CASE("translation: messages, placeholders in another order, and English for what is missing") {
  CHECK(rb::language_code() == "en");
  CHECK(rb::tr("You win!") == "You win!");
  const Speaking french(read("fr",
                             "# a comment\n"
                             "glyph 233 158 m1 2\n"
                             "en: Not yet\n"
                             "fr:\n"
                             "en: Two lines\\nhere\n"
                             "fr: Deux lignes\\nici\n"
                             "en: You win!\n"
                             "fr: Vous gagnez !\n"
                             "\n"
                             "en: {0} moved {1}\n"
                             "fr: {1} : joué par {0}\n"));
  CHECK(rb::language_code() == "fr");
  CHECK(rb::language_glyphs() == "233 158 m1 2\n");
  CHECK(rb::tr("You win!") == "Vous gagnez !");
  CHECK(rb::tr_fill("{0} moved {1}", {"Bleu", "le 5"}) == "le 5 : joué par Bleu");
  CHECK(rb::tr("Two lines\nhere") == "Deux lignes\nici");
  CHECK(rb::tr("Not yet") == "Not yet");              // an empty translation: English
  CHECK(rb::tr("Not a message") == "Not a message");  // none: English
}

TEST_CASE("translation: a language's rewrites fix the grammar a filled placeholder changes") {
  const Speaking french(read("fr",
                             "rewrite la carte as de => l'as de\n"
                             "rewrite la carte roi de => le roi de\n"
                             "en: {0} card left|{0} cards left\n"
                             "fr: {0} carte restante|{0} cartes restantes\n"
                             "en: {0} is on the {1}\n"
                             "fr: la carte {1} est sous la carte {0}\n"));
  CHECK(rb::tr_fill("{0} is on the {1}", {"roi de cœur", "as de pique"}) ==
        "l'as de pique est sous le roi de cœur");
  CHECK(rb::tr_fill("{0} is on the {1}", {"7 de cœur", "roi de trèfle"}) ==
        "le roi de trèfle est sous la carte 7 de cœur");  // no rewrite for it given
  CHECK(rb::tr_count(2, "{0} card left|{0} cards left") == "2 cartes restantes");
  CHECK(rb::tr("{0} is on the {1}") == "la carte {1} est sous la carte {0}");  // only when filled
}

TEST_CASE("translation: a rewrite line with nothing to rewrite is not a rewrite") {
  rb::Language language;
  std::string error;
  CHECK_FALSE(rb::read_language("fr", "rewrite  => x\n", language, error));
  CHECK(error == "line 1 is not a message");
}

TEST_CASE("translation: plural forms of English, French and Russian") {
  CHECK(rb::tr_count(1, "{0} card left|{0} cards left") == "1 card left");
  CHECK(rb::tr_count(0, "{0} card left|{0} cards left") == "0 cards left");
  CHECK(rb::tr_count(2, "{0} card of {1}|{0} cards of {1}", {"yours"}) == "2 cards of yours");
  {
    const Speaking french(read("fr",
                               "en: {0} card left|{0} cards left\n"
                               "fr: {0} carte restante|{0} cartes restantes\n"));
    CHECK(rb::tr_count(0, "{0} card left|{0} cards left") == "0 carte restante");
    CHECK(rb::tr_count(1, "{0} card left|{0} cards left") == "1 carte restante");
    CHECK(rb::tr_count(2, "{0} card left|{0} cards left") == "2 cartes restantes");
  }
  const Speaking russian(read("ru",
                              "en: {0} card left|{0} cards left\n"
                              "ru: осталась {0} карта|осталось {0} карты|осталось {0} карт\n"));
  CHECK(rb::tr_count(1, "{0} card left|{0} cards left") == "осталась 1 карта");
  CHECK(rb::tr_count(21, "{0} card left|{0} cards left") == "осталась 21 карта");
  CHECK(rb::tr_count(3, "{0} card left|{0} cards left") == "осталось 3 карты");
  CHECK(rb::tr_count(11, "{0} card left|{0} cards left") == "осталось 11 карт");
  CHECK(rb::tr_count(14, "{0} card left|{0} cards left") == "осталось 14 карт");
  CHECK(rb::tr_count(25, "{0} card left|{0} cards left") == "осталось 25 карт");
  CHECK(rb::plural_forms("ru") == 3);
  CHECK(rb::plural_forms("de") == 2);
}

TEST_CASE("translation: a broken words file is refused, naming its line, and changes nothing") {
  rb::Language language;
  language.code = "kept";
  std::string error;
  CHECK_FALSE(rb::read_language("de", "en: One\nen: Two\n", language, error));
  CHECK(error == "line 2 should translate the line above");
  CHECK_FALSE(rb::read_language("de", "en: One\nde: Eins\nEins\n", language, error));
  CHECK(error == "line 3 is not a message");
  CHECK_FALSE(rb::read_language("de", "en: One\n", language, error));
  CHECK(error == "the last message has no translation");
  CHECK_FALSE(rb::read_language("de", "en: Two\nde: Zwei\nen: One\nde: Eins\n", language, error));
  CHECK(error == "the messages are not in order at \"One\" (scripts/messages update sorts them)");
  CHECK(language.code == "kept");
  CHECK(rb::placeholders_of("{2} and {0}, {2}") == "{0}{2}");
}

TEST_CASE("translation: first letters cased in Latin-1 and Cyrillic; German keeps its nouns") {
  CHECK(rb::sentence("игра окончена") == "Игра окончена.");
  CHECK(rb::sentence("ёлка") == "Ёлка.");
  CHECK(rb::sentence("été") == "Été.");
  CHECK(rb::lower_first("Компьютер") == "компьютер");
  CHECK(rb::lower_first("Élan") == "élan");
  CHECK(rb::lower_first("You") == "you");
  const Speaking german(read("de", "en: Blue\nde: Blau\n"));
  CHECK(rb::lower_first("Der Computer") == "der Computer");
  CHECK(rb::lower_first("Du") == "du");
  CHECK(rb::lower_first("Blau") == "Blau");
  CHECK(rb::lower_first("Computer B") == "Computer B");
}
