// The words a player reads, in the chosen language. Every sentence the program shows is written
// in English in the code, inside tr() (or tr_fill, tr_count); a language other than English is a
// data file (rules/<code>/words.txt, fetched or read when chosen) that gives each English
// message its translation. A message that a language lacks shows in English.
//
// Placeholders: "{0}", "{1}"... in a message are filled by tr_fill's values, in any order the
// translation needs. Plurals: tr_count's message holds its forms separated by '|' ("{0} card|{0}
// cards"); a translation holds its own language's forms (Russian three), chosen by plural_form.
// Records, saves and action texts are never translated.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

// One language's translations, read from its words file.
struct Language {
  std::string code;                                           // "fr"
  std::vector<std::pair<std::string, std::string>> messages;  // sorted by the English text
  std::string glyphs;  // the file's glyph lines (for the native window's text: card_art_text.cpp)
  // The file's "rewrite A => B" lines, in its order: A becomes B in every filled message, for the
  // grammar a placeholder changes (French: "la carte {0}" with the ace is "l'as").
  std::vector<std::pair<std::string, std::string>> rewrites;
};

// Reads a words file: lines "en: <English>" each followed by "<code>: <translation>" (the code
// of the language); "glyph ..." and "rewrite ..." lines; "#" comments and blank lines. "\n" in a
// message is a line break. An error names the line; nothing is changed then.
bool read_language(std::string_view code, std::string_view text, Language& out, std::string& error);

// The language the program speaks (English: none set). Kept until the next call.
void set_language(Language language);
void set_english();
// Speaks a language the caller keeps (alive until the next call), or the chosen one again
// (nullptr): for a program that speaks to several people in their languages (the online server).
void speak(const Language* language);
// The language tr() speaks now (for a caller that speaks another for a while and comes back).
const Language* spoken_language();
std::string_view language_code();  // "en" when English
// The glyph lines of the language's words file (render/card_art_text.cpp's extra glyphs).
std::string_view language_glyphs();

// A value for a placeholder: a std::string is kept by its address (no copy, and no code at the
// call to make a view of it), anything else as a view. Lives for the call's full expression.
class TextArg {
 public:
  TextArg(const std::string& text) : string_(&text) {}  // NOLINT: implicit by design
  TextArg(std::string_view text) : view_(text) {}       // NOLINT
  TextArg(const char* text) : view_(text) {}            // NOLINT
  std::string_view view() const;

 private:
  const std::string* string_ = nullptr;
  std::string_view view_;
};

// The translation of an English message (the message itself when there is none).
std::string_view tr(std::string_view english);
// `text` with every `from` (not empty) in it, left to right, made `to`.
void replace_all(std::string& text, std::string_view from, std::string_view to);
// Marks a message written where it is not shown (a table of names), for scripts/messages to find;
// it is translated where it is shown, with tr().
constexpr std::string_view tr_mark(std::string_view english) {
  return english;
}
// The translation with its placeholders {0}, {1}... filled.
std::string tr_fill(std::string_view english, std::initializer_list<TextArg> values);
// The message itself, untranslated, with its placeholders filled (for text no player reads).
std::string fill(std::string_view message, std::initializer_list<TextArg> values);
// The form of a '|'-separated plural message for `count`, with {0} the count and {1}... the
// values.
std::string tr_count(long count, std::string_view english,
                     std::initializer_list<TextArg> values = {});

// Which of a language's plural forms goes with `count` (English, German, Spanish: 0 for 1,
// else 1; French: 0 for 0 and 1; Russian: 0, 1 or 2 as its grammar says).
int plural_form(std::string_view code, long count);
// How many plural forms a language's messages give.
int plural_forms(std::string_view code);

// The placeholders a message uses, sorted ("{0}{2}"): a translation must use the same.
std::string placeholders_of(std::string_view message);

}  // namespace rb
