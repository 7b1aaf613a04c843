// The rules page's words as data (see rules_page.hpp).
#include "app/ui/rules_page.hpp"

#include "app/flow/app_model.hpp"
#include "app/flow/lesson_play.hpp"
#include "app/text/jokes.hpp"
#include "app/text/languages.hpp"
#include "core/rules_paragraphs.hpp"

namespace rb::app {

std::string shown_rules_file(const AppModel& m) {
  return spoken_file(m.module().rules_file(m.game->preset()));
}

bool joke_due(const AppModel& m) {
  const int winner = m.game->over() ? m.game->winner() : -1;
  // (Not online: the other player is a person, and the jokes are about the computer.)
  return winner >= 0 && !person_plays(m.settings, winner) &&
         m.settings.seats == Seats::human_vs_computer && !m.online;
}

double end_panel_due_ms(const AppModel& m) {
  constexpr double kJokesWaitMs = 2000;  // the longest it waits for them
  return m.end_at_ms + (joke_due(m) && !m.jokes_answered ? kJokesWaitMs : 0);
}

void request_shown_rules(AppModel& m, RulesFiles& files) {
  request_language(m, files);
  if (const std::string lesson = lesson_file_to_ask(m); !lesson.empty()) files.request(lesson);
  if (joke_due(m) && !m.jokes_asked) {
    m.jokes_asked = true;
    files.request(spoken_file(kJokesFile));
  }
  RulesPage& page = m.rules_page;
  if (m.ui.panel != Panel::rules) {
    if (page.arrived && !page.error.empty()) page = RulesPage{};  // asked again when opened again
    return;
  }
  const std::string file = shown_rules_file(m);
  if (file == page.file) return;
  page = RulesPage{};
  page.file = file;
  files.request(file);
}

void rules_file_read(AppModel& m, std::string_view file, std::string_view text) {
  if (language_file_read(m, file, text) || lesson_file_read(m, file, text)) return;
  if (file == spoken_file(kJokesFile)) {
    // (Too late for an end panel already open, they are left out: its buttons stay where they are.)
    if (m.ui.panel != Panel::end) m.jokes = jokes_of(text);
    m.jokes_answered = m.ui.dirty = true;
    return;
  }
  RulesPage& page = m.rules_page;
  if (file != page.file) return;
  page = read_rules_page(page.file, text);
  m.ui.dirty = true;
}

RulesPage read_rules_page(std::string file, std::string_view text) {
  RulesPage page;
  page.file = std::move(file);
  page.arrived = true;
  for (std::string& paragraph : rules_paragraphs(text)) {
    const size_t colon = paragraph.find(": ");
    if (paragraph.starts_with("option ") && colon != std::string::npos) {
      page.option_sentences.emplace_back(paragraph.substr(7, colon - 7),
                                         paragraph.substr(colon + 2));
    } else if (paragraph.starts_with("Keys: ")) {
      page.keys = std::move(paragraph);
    } else if (paragraph.starts_with("keys: ")) {  // a translation's keys, after the marker
      page.keys = paragraph.substr(6);
    } else {
      page.paragraphs.push_back(std::move(paragraph));
    }
  }
  return page;
}

std::string_view option_sentence(const RulesPage& page, std::string_view name) {
  for (const auto& [option, sentence] : page.option_sentences) {
    if (option == name) return sentence;
  }
  return {};
}

void rules_file_failed(AppModel& m, std::string_view file, std::string_view error) {
  if (language_file_failed(m, file, error) || lesson_file_failed(m, file, error)) return;
  if (file == spoken_file(kJokesFile)) {  // (the end panel opens without a joke)
    m.jokes_answered = m.ui.dirty = true;
    return;
  }
  RulesPage& page = m.rules_page;
  if (file != page.file) return;
  page.arrived = true;
  page.paragraphs.clear();
  page.error = error;
  m.ui.dirty = true;
}

}  // namespace rb::app
