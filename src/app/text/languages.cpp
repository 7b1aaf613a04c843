// Choosing, loading and speaking a language (see languages.hpp).
#include "app/text/languages.hpp"

#include <algorithm>

#include "app/flow/app_model.hpp"
#include "app/flow/online_play.hpp"
#include "app/flow/review.hpp"
#include "app/ui/rules_page.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr std::string_view kWordsFile = "/words.txt";

// The table speaks another language from now on: everything is drawn again, and the message
// line, said in the language before, gives way to the status ("Your turn.").
void spoken_anew(AppModel& m) {
  tell_online_language(m);
  review_in_new_language(m);
  m.glyphs_version++;
  if (!m.ui.message_sticky) m.ui.message.clear();
  m.ui.dirty = true;
}

// The language whose words file `file` is ("fr/words.txt": "fr"), "" for any other file.
std::string_view language_of_file(std::string_view file) {
  if (!file.ends_with(kWordsFile)) return {};
  const std::string_view code = file.substr(0, file.size() - kWordsFile.size());
  return is_language(code) ? code : std::string_view{};
}

// The language's name in English, for messages ("French").
std::string_view english_name(std::string_view code) {
  static constexpr std::array<std::string_view, kLanguages.size()> kNames = {
      "English", "French", "German", "Russian", "Spanish"};
  const auto at = std::find(kLanguages.begin(), kLanguages.end(), code);
  return at == kLanguages.end() ? code : kNames[size_t(at - kLanguages.begin())];
}

}  // namespace

bool is_language(std::string_view code) {
  return std::find(kLanguages.begin(), kLanguages.end(), code) != kLanguages.end();
}

std::string language_of_locale(std::string_view locale) {
  if (locale.size() < 2) return {};
  std::string code;
  for (char c : locale.substr(0, 2)) code += char(c | 0x20);
  const bool whole = locale.size() == 2 || locale[2] == '-' || locale[2] == '_' || locale[2] == '.';
  return whole && is_language(code) ? code : std::string{};
}

std::string wanted_language(const AppModel& m) {
  if (is_language(m.settings.language)) return m.settings.language;
  if (is_language(m.system_language)) return m.system_language;
  return "en";
}

std::string spoken_file(std::string_view file) {
  const std::string_view code = language_code();
  return code == "en" ? std::string(file) : std::string(code) + "/" + std::string(file);
}

void request_language(AppModel& m, RulesFiles& files) {
  const std::string wanted = wanted_language(m);
  if (wanted == m.language_asked) return;
  m.language_asked = wanted;
  m.language_failed = false;
  if (wanted == "en") {
    if (language_code() != "en") {
      set_english();
      spoken_anew(m);
    }
    return;
  }
  if (wanted != language_code()) files.request(wanted + std::string(kWordsFile));
}

bool words_on_their_way(const AppModel& m) {
  return !m.language_failed && !m.language_asked.empty() && m.language_asked != language_code();
}

bool language_file_read(AppModel& m, std::string_view file, std::string_view text) {
  const std::string_view code = language_of_file(file);
  if (code.empty()) return false;
  if (code != m.language_asked) return true;  // another language was chosen meanwhile
  Language language;
  std::string error;
  if (!read_language(code, text, language, error)) {
    return language_file_failed(m, file, "rules/" + std::string(file) + ": " + error);
  }
  set_language(std::move(language));
  spoken_anew(m);
  // The rules page and the jokes come again in the new language.
  m.rules_page = RulesPage{};
  m.jokes_asked = m.jokes_answered = false;
  m.jokes.clear();
  return true;
}

bool language_file_failed(AppModel& m, std::string_view file, std::string_view error) {
  const std::string_view code = language_of_file(file);
  if (code.empty()) return false;
  if (code == m.language_asked) m.language_failed = true;
  m.ui.message = "The " + std::string(english_name(code)) + " words could not be read (" +
                 std::string(error) + ").";
  m.ui.dirty = true;
  return true;
}

}  // namespace rb::app
