// Writing, reading and replaying Spite and Malice records (see record.hpp).
#include "record.hpp"

#include <charconv>

#include "core/message_text.hpp"

namespace rb::spite {

namespace {
constexpr std::string_view kFirstLine = "spite-and-malice-record 1";
}  // namespace

std::string write_record(const Record& record) {
  std::string text =
      std::string(kFirstLine) + "\npreset " + std::string(preset_name(record.preset)) + "\n";
  for (const auto& [name, value] : option_values(record.rules)) {
    text += "option " + name + " " + value + "\n";
  }
  text += "seed " + std::to_string(record.seed) + "\n";
  State state = deal(record.rules, record.seed);
  for (const Action& action : record.actions) {
    std::string line = to_string(state, action);
    // The card the action moves, as a comment.
    if (const std::optional<Card> card = moved_card(state, action)) {
      line += std::string(line.size() < 18 ? 18 - line.size() : 1, ' ') + "# " + card_code(*card);
    }
    apply(state, action);
    text += line + "\n";
  }
  return text;
}

std::string parse_record(std::string_view text, Record& out) {
  Record record;
  bool seen_first = false, seen_seed = false;
  State codes;  // a table of the record's rules, to read pile codes by
  int line_number = 0;
  size_t at = 0;
  while (at <= text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++line_number;
    line = trim_line(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    const auto error = [&](const std::string& why) {
      return "line " + std::to_string(line_number) + ": " + why;
    };
    if (!seen_first) {
      if (line != kFirstLine) {
        return error("not a Spite and Malice record (its first line is \"" +
                     std::string(kFirstLine) + "\")");
      }
      seen_first = true;
      continue;
    }
    if (line.starts_with("preset ")) {
      if (seen_seed) return error("the preset comes before the seed");
      const int preset = preset_number(trim_line(line.substr(7)));
      if (preset < 0)
        return error("no preset " + shown_in_message(line.substr(7), '"') + " (two, three, four)");
      record.preset = preset;
      record.rules = preset_rules(preset);
      continue;
    }
    if (line.starts_with("option ")) {
      if (seen_seed) return error("options come before the seed");
      const std::string_view rest = trim_line(line.substr(7));
      const size_t space = rest.find(' ');
      if (space == std::string_view::npos) return error("an option needs a name and a value");
      if (std::string problem =
              set_option(record.rules, rest.substr(0, space), trim_line(rest.substr(space + 1)));
          !problem.empty()) {
        return error(problem);
      }
      continue;
    }
    if (line.starts_with("seed ")) {
      if (seen_seed) return error("a second seed");
      const std::string_view number = trim_line(line.substr(5));
      const auto [ptr, problem] =
          std::from_chars(number.data(), number.data() + number.size(), record.seed);
      if (problem != std::errc() || ptr != number.data() + number.size()) {
        return error("the seed is not a whole number");
      }
      seen_seed = true;
      Editor(codes).reset(record.rules, record.seed);
      continue;
    }
    if (!seen_seed) return error("the seed line comes before the actions");
    std::string why;
    const std::optional<Action> action = parse_action(codes, line, &why);
    if (!action) return error(why);
    record.actions.push_back(*action);
  }
  if (!seen_first) return "line 1: not a Spite and Malice record (empty)";
  if (!seen_seed) return "line " + std::to_string(line_number) + ": no seed line";
  out = std::move(record);
  return "";
}

std::string replay(const Record& record, State& out) {
  State state = deal(record.rules, record.seed);
  for (size_t i = 0; i < record.actions.size(); ++i) {
    const std::string text = to_string(state, record.actions[i]);
    if (std::string refusal = apply(state, record.actions[i]); !refusal.empty()) {
      return "action " + std::to_string(i + 1) + " (" + text + "): " + refusal;
    }
  }
  out = state;
  return "";
}

}  // namespace rb::spite
