// The text form of actions: "move h2 c5", "turnup", "turnover", "pass", "knock b", "resign a".
#include "action.hpp"

#include <vector>

namespace rb::russian_bank {

namespace {

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\t') ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

std::optional<Player> parse_player(std::string_view word) {
  if (word == "a") return kPlayerA;
  if (word == "b") return kPlayerB;
  return std::nullopt;
}

std::optional<Action> fail(std::string* error, std::string message) {
  if (error != nullptr) *error = std::move(message);
  return std::nullopt;
}

}  // namespace

std::string to_string(const Action& action) {
  switch (action.kind) {
    case ActionKind::move:
      return "move " + pile_code(action.from) + " " + pile_code(action.to);
    case ActionKind::turn_up:
      return "turnup";
    case ActionKind::turn_over:
      return "turnover";
    case ActionKind::pass:
      return "pass";
    case ActionKind::knock:
      return std::string("knock ") + (action.player == 0 ? "a" : "b");
    case ActionKind::resign:
      return std::string("resign ") + (action.player == 0 ? "a" : "b");
  }
  return "?";
}

std::optional<Action> parse_action(std::string_view text, std::string* error) {
  const std::vector<std::string_view> words = split_words(text);
  if (words.empty()) return fail(error, "empty action");
  const std::string_view verb = words[0];
  const size_t want = verb == "move" ? 3 : (verb == "knock" || verb == "resign") ? 2 : 1;
  if (verb != "move" && verb != "knock" && verb != "resign" && verb != "turnup" &&
      verb != "turnover" && verb != "pass") {
    return fail(error, "unknown action '" + std::string(verb) +
                           "' (expected move, turnup, turnover, pass, knock or resign)");
  }
  if (words.size() != want) {
    return fail(error, "'" + std::string(verb) + "' takes " + std::to_string(want - 1) +
                           " word(s) after it, got " + std::to_string(words.size() - 1));
  }
  if (verb == "move") {
    const auto from = parse_pile_code(words[1]);
    const auto to = parse_pile_code(words[2]);
    if (!from) return fail(error, "unknown pile '" + std::string(words[1]) + "'");
    if (!to) return fail(error, "unknown pile '" + std::string(words[2]) + "'");
    return Action::move(*from, *to);
  }
  if (verb == "knock" || verb == "resign") {
    const auto player = parse_player(words[1]);
    if (!player) return fail(error, "unknown player '" + std::string(words[1]) + "' (a or b)");
    return verb == "knock" ? Action::knock(*player) : Action::resign(*player);
  }
  if (verb == "turnup") return Action::turn_up();
  if (verb == "turnover") return Action::turn_over();
  return Action::pass();
}

}  // namespace rb::russian_bank
