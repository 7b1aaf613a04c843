// The rules page's words, which are not compiled in: each page is a data file
// (GameModule::rules_file) that the platform reads when the rules panel first shows it — natively
// from the folder rules/ beside the program, at once; in the browser fetched from rules/ beside the
// page's bundles, later. Until the text comes the panel says it is loading; when it cannot be read
// the panel says why, and nothing else changes.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb::app {

struct AppModel;

// Where rules files come from (the platform's: platform/rules_files.hpp; the tests' own).
class RulesFiles {
 public:
  virtual ~RulesFiles() = default;
  // Asks for the file's text ("russian-bank-house.txt"). The answer goes to rules_file_read or
  // rules_file_failed, at once or later.
  virtual void request(const std::string& file) = 0;
};

// The rules page as the table has it: the file asked for last and, once it came, its paragraphs
// or why it could not be read.
struct RulesPage {
  std::string file;  // "": none asked for yet
  bool arrived = false;
  std::vector<std::string> paragraphs;  // the page's words, shown as they are
  // The options' sentences ("option NAME: ..." paragraphs, the first of a name) and the keys'
  // ("Keys: ..."), which the panel shows in their own places.
  std::vector<std::pair<std::string, std::string>> option_sentences;
  std::string keys;
  std::string error;  // "" when read
};

// The page of file `file` read from its text.
RulesPage read_rules_page(std::string file, std::string_view text);

// The sentence of option `name` on the page, "" when it has none.
std::string_view option_sentence(const RulesPage& page, std::string_view name);

// The file of the page the rules panel shows: the game's page of the preset in play.
std::string shown_rules_file(const AppModel& m);

// Asks `files` for the language's words when another is wanted (app/text/languages.hpp), and
// for the page while the rules panel is open and its page was not asked for (each
// page once, while it is read or after it was; a page that could not be read is asked for again
// when the panel is opened again). Asks for the loss screen's jokes too (app/text/jokes.hpp), once,
// when a game is lost to the computer; their answer goes to the same two functions.
void request_shown_rules(AppModel& m, RulesFiles& files);

// Whether the end panel of the game in play tells a joke: the person lost to the computer.
bool joke_due(const AppModel& m);
// When the end panel of a game over opens (session.cpp): at AppModel::end_at_ms, or up to 2 s
// later while it waits for the jokes of a loss (as soon as they are read or cannot be). A joke
// that came in once the panel shows would move its buttons under the player's pointer, so an
// answer that late is left out (no joke until the language changes).
double end_panel_due_ms(const AppModel& m);

// The answer to a request: the file's text, or why it could not be read. An answer for another
// file than the one asked for last is dropped. The table is drawn again.
void rules_file_read(AppModel& m, std::string_view file, std::string_view text);
void rules_file_failed(AppModel& m, std::string_view file, std::string_view error);

}  // namespace rb::app
