// The languages the table speaks and how it comes to speak one. English is compiled in; each other
// language is the data file rules/<code>/words.txt (its messages, and natively the glyphs of its
// letters: core/translation.hpp, scripts/language_words.py), read like a rules page
// (app/ui/rules_page.hpp) when the language is chosen: natively at once, in the browser fetched.
// Until it comes, and when it cannot be read, the table stays in the language it spoke (the latter
// with a message). The rules pages and the jokes of a language are its own files
// (rules/<code>/<file>).
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace rb::app {

struct AppModel;
class RulesFiles;

// The languages in the menu's order.
inline constexpr std::array<std::string_view, 5> kLanguages = {"en", "fr", "de", "ru", "es"};

bool is_language(std::string_view code);
// The language of a browser's ("fr-CA") or a system's ("de_DE.UTF-8") locale, "" when the table
// does not speak it.
std::string language_of_locale(std::string_view locale);

// The language the table should speak: the chosen one, else the system's, else English.
std::string wanted_language(const AppModel& m);

// A data file in the language spoken: "fr/harp.txt" for "harp.txt" (English: the file itself).
std::string spoken_file(std::string_view file);

// Asks `files` for the wanted language's words when the table speaks another (once per choice);
// English is set at once.
void request_language(AppModel& m, RulesFiles& files);

// Whether the words of the language asked for are on their way (neither in nor failed): the
// page's first frame waits for them, so that it does not show another language first.
bool words_on_their_way(const AppModel& m);

// Answers for a language's words file (true when `file` was one): the table speaks it from now on,
// its rules page and jokes are asked for again, and everything is drawn again; a file that cannot
// be read or is broken leaves the language as it was, with a message.
bool language_file_read(AppModel& m, std::string_view file, std::string_view text);
bool language_file_failed(AppModel& m, std::string_view file, std::string_view error);

}  // namespace rb::app
