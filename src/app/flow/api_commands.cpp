// The host page's commands (see api_commands.hpp).
#include "app/flow/api_commands.hpp"

#include "app/flow/review.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/text/wording.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr size_t kMaxCommandBytes = 4096;
constexpr size_t kMaxReviewBytes = 256 * 1024;  // a review's record

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n')) {
    text.remove_suffix(1);
  }
  return text;
}

// Applies a query to a copy; only a query with no problem changes `settings`.
std::string apply_all_or_nothing(std::string_view query, Settings& settings) {
  Settings changed = settings;
  const std::vector<std::string> problems = apply_query(query, changed);
  if (!problems.empty()) return join_messages(problems);
  settings = changed;
  return "";
}

std::string start_new_game(AppModel& model, std::string_view query, double now) {
  Settings next = model.chosen;
  next.seed = 0;
  if (const std::string problem = apply_all_or_nothing(query, next); !problem.empty()) {
    return problem;
  }
  new_game(model, next, now);
  // Another game's bundle: its page is asked for with the host's options and the table's
  // language (the menu's New game asks with that game's kept settings alone). A review found
  // Harp in English after a new-game in Russian.
  if (model.ui.load_game_request == "game=" + next.game + "&seed=0") {
    model.ui.load_game_request =
        std::string(query) + (names_option(query, "seed") ? "" : "&seed=0") +
        (next.language.empty() || names_option(query, "lang") ? "" : "&lang=" + next.language);
  }
  return "";
}

std::string set_options(AppModel& model, std::string_view query, double now) {
  if (query.empty()) return "set-option needs options, such as \"level=4\" or \"speed=fast\"";
  Settings chosen = model.chosen;
  if (const std::string problem = apply_all_or_nothing(query, chosen); !problem.empty()) {
    return problem;
  }
  if (chosen.seed != 0) return "set-option: a seed deals one game; start it with new-game";
  model.chosen = chosen;
  take_at_once(model.settings, chosen);
  model.ui.dirty = true;
  (void)now;
  return "";
}

std::string play_action(AppModel& model, std::string_view text, double now) {
  std::string parse_error;
  const std::optional<ActionCode> action = model.game->parse_action(text, &parse_error);
  // (Most games' own words begin so already: "not an action: \"turn\" (move FROM TO, ...)".)
  if (!action) {
    return parse_error.starts_with("not an action") ? parse_error : "not an action: " + parse_error;
  }
  if (model.ui.paused) return "the game is paused";
  return human_action(model, *action, now);
}

std::string run_command(AppModel& model, std::string_view command, double now);

}  // namespace

std::string run_api_command(AppModel& model, std::string_view command, double now) {
  std::string error = run_command(model, command, now);
  if (error.empty() || language_code() == "en") return error;
  // The reply is in English, as the API's words are, and the table says it in its own. A command
  // refused changed nothing, so it is refused again, in English, and the table's words are kept.
  static const Language kEnglish{"en", {}, {}, {}};
  UiState& ui = model.ui;
  const std::string message = ui.message, call_words = ui.call_words;
  const MessageTone tone = ui.tone;
  const bool sticky = ui.message_sticky;
  speak(&kEnglish);
  error = run_command(model, command, now);
  speak(nullptr);
  ui.message = message;  // (what say() changed)
  ui.call_words = call_words;
  ui.tone = tone;
  ui.message_sticky = sticky;
  return error;
}

namespace {

std::string run_command(AppModel& model, std::string_view command, double now) {
  if (command.size() > (command.starts_with("review ") ? kMaxReviewBytes : kMaxCommandBytes)) {
    return "the command is too long";
  }
  command = trim(command);
  const size_t space = command.find(' ');
  const std::string_view name = command.substr(0, space);
  const std::string_view argument =
      space == std::string_view::npos ? std::string_view() : trim(command.substr(space + 1));
  if (name == "new-game") return start_new_game(model, argument, now);
  if (name == "restart") {
    restart_deal(model, now);
    return "";
  }
  if (name == "set-option") return set_options(model, argument, now);
  if (name == "pause" || name == "resume") {
    set_paused(model, name == "pause", now);
    return "";
  }
  if (name == "action") return play_action(model, argument, now);
  // (The toolbar's Undo and Redo, with their reasons: a one-player game's, a casual game's, a
  // replayed game's steps.)
  if (name == "undo") return undo(model, now);
  if (name == "redo") return redo(model, now);
  if (name == "review") return start_review(model, now, std::string(argument));
  if (name == "close-review") {
    // (Back to the game on the table, as the review's Close does. A review found no way back.)
    if (!model.review) return "no review is open";
    end_review(model, now);
    return "";
  }
  return "unknown command \"" + std::string(name.substr(0, 40)) +
         "\": use new-game, restart, set-option, pause, resume, action, undo, redo, review or "
         "close-review";
}

}  // namespace

}  // namespace rb::app
