// Writing, reading and replaying Single-deck Russian Bank records (see record.hpp).
#include "record.hpp"

#include <charconv>

namespace rb::sdrb {

namespace {
constexpr std::string_view kFirstLine = "single-deck-russian-bank-record 1";

std::string_view trim(std::string_view text) {
  const size_t start = text.find_first_not_of(" \t\r");
  if (start == std::string_view::npos) return {};
  return text.substr(start, text.find_last_not_of(" \t\r") - start + 1);
}
}  // namespace

std::string write_record(const Record& record) {
  std::string text = std::string(kFirstLine) + "\n";
  for (const auto& [name, value] : option_values(record.rules)) {
    text += "option " + name + " " + value + "\n";
  }
  text += "seed " + std::to_string(record.seed) + "\n";
  State state = deal(record.rules, record.seed);
  for (const Action& action : record.actions) {
    std::string line = to_string(action);
    // The card the action shows or moves, as a comment.
    std::optional<Card> card;
    if (action.kind == ActionKind::move && action.from < kPileCount && !state.empty(action.from)) {
      card = state.top(action.from);
    }
    if (action.kind == ActionKind::move_pile && action.from < kPileCount &&
        !state.empty(action.from)) {
      card = state.card(action.from, 0);
    }
    const bool legal = apply(state, action).empty();
    if (legal && action.kind == ActionKind::turn_up) card = state.top(reserve_of(state.turn()));
    if (card)
      line += std::string(line.size() < 18 ? 18 - line.size() : 1, ' ') + "# " + card_code(*card);
    text += line + "\n";
  }
  return text;
}

std::string parse_record(std::string_view text, Record& out) {
  Record record;
  bool seen_first = false, seen_seed = false;
  int line_number = 0;
  size_t at = 0;
  while (at <= text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++line_number;
    line = trim(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    const auto error = [&](const std::string& why) {
      return "line " + std::to_string(line_number) + ": " + why;
    };
    if (!seen_first) {
      if (line != kFirstLine)
        return error("not a Single-deck Russian Bank record (its first line is \"" +
                     std::string(kFirstLine) + "\")");
      seen_first = true;
      continue;
    }
    if (line.starts_with("option ")) {
      if (seen_seed) return error("options come before the seed");
      const std::string_view rest = trim(line.substr(7));
      const size_t space = rest.find(' ');
      if (space == std::string_view::npos) return error("an option needs a name and a value");
      if (std::string problem =
              set_option(record.rules, rest.substr(0, space), trim(rest.substr(space + 1)));
          !problem.empty()) {
        return error(problem);
      }
      continue;
    }
    if (line.starts_with("seed ")) {
      if (seen_seed) return error("a second seed");
      const std::string_view number = trim(line.substr(5));
      const auto [ptr, problem] =
          std::from_chars(number.data(), number.data() + number.size(), record.seed);
      if (problem != std::errc() || ptr != number.data() + number.size())
        return error("the seed is not a whole number");
      seen_seed = true;
      continue;
    }
    if (!seen_seed) return error("the seed line comes before the actions");
    std::string why;
    const std::optional<Action> action = parse_action(line, &why);
    if (!action) return error(why);
    record.actions.push_back(*action);
  }
  if (!seen_first) return "line 1: not a Single-deck Russian Bank record (empty)";
  if (!seen_seed) return "line " + std::to_string(line_number) + ": no seed line";
  out = std::move(record);
  return "";
}

std::string replay(const Record& record, State& out) {
  State state = deal(record.rules, record.seed);
  for (size_t i = 0; i < record.actions.size(); ++i) {
    if (std::string refusal = apply(state, record.actions[i]); !refusal.empty()) {
      return "action " + std::to_string(i + 1) + " (" + to_string(record.actions[i]) +
             "): " + refusal;
    }
  }
  out = state;
  return "";
}

}  // namespace rb::sdrb
