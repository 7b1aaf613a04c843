// Reading, writing and replaying game records (see record.hpp for the format).
#include "record.hpp"

#include <charconv>

#include "core/random.hpp"

namespace rb {

namespace {

// The first line names the rules edition the game is played by (see rules.hpp).
constexpr std::string_view kMagicPrefix = "russian-bank-record ";

std::string magic_line(uint8_t edition) {
  return std::string(kMagicPrefix) + std::to_string(edition);
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

bool parse_u64(std::string_view text, uint64_t& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

// Splits "key rest of line" at the first space.
std::pair<std::string_view, std::string_view> key_and_rest(std::string_view line) {
  const size_t space = line.find(' ');
  if (space == std::string_view::npos) return {line, {}};
  return {line.substr(0, space), trim(line.substr(space + 1))};
}

std::string describe_action(const State& s, const Action& a) {
  if (a.kind == ActionKind::move && !s.empty(a.from)) return card_code(s.top(a.from).card);
  if (a.kind == ActionKind::turn_up && !s.empty(reserve_of(s.turn()))) {
    return card_code(s.top(reserve_of(s.turn())).card);
  }
  return "";
}

}  // namespace

Record new_record(const Rules& rules, uint64_t game_seed) {
  Record record;
  record.rules = rules;
  uint64_t state = game_seed;
  record.seed_a = splitmix64(state);
  record.seed_b = splitmix64(state);
  return record;
}

State initial_state(const Record& record) {
  return deal(record.rules, record.seed_a, record.seed_b);
}

std::string write_record(const Record& record) {
  std::string text = magic_line(record.rules.edition);
  text += "\npreset " + preset_name(record.rules.preset) + "\n";
  for (const auto& [name, value] : option_values(record.rules)) {
    text += "option " + name + " " + value + "\n";
  }
  text += "seeds " + std::to_string(record.seed_a) + " " + std::to_string(record.seed_b) + "\n";
  State state = initial_state(record);
  for (const Action& action : record.actions) {
    std::string line = to_string(action);
    const std::string note = describe_action(state, action);
    if (!note.empty())
      line += std::string(line.size() < 18 ? 18 - line.size() : 1, ' ') + "# " + note;
    text += line + "\n";
    if (!apply(state, action).empty()) break;  // an illegal action: keep writing nothing after it
  }
  return text;
}

bool parse_record(std::string_view text, Record& out, RecordError& error,
                  std::vector<int>* action_lines) {
  Record record;
  std::vector<int> lines;
  bool have_magic = false, have_preset = false, have_seeds = false;
  uint8_t edition = 0;
  int line_number = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_number;
    if (const size_t hash = line.find('#'); hash != std::string_view::npos)
      line = line.substr(0, hash);
    line = trim(line);
    if (line.empty()) continue;
    auto fail = [&](std::string message) {
      error = RecordError{line_number, std::move(message)};
      return false;
    };
    if (!have_magic) {
      edition = 0;
      for (uint8_t e = 1; e <= kRulesEdition; ++e) {
        if (line == magic_line(e)) edition = e;
      }
      if (edition == 0) {
        return fail("not a Russian Bank record (the first line must be '" +
                    magic_line(kRulesEdition) + "', or name an earlier edition: 1 to " +
                    std::to_string(kRulesEdition) + ")");
      }
      have_magic = true;
      continue;
    }
    const auto [key, rest] = key_and_rest(line);
    if (!have_seeds) {
      if (key == "preset") {
        if (have_preset) return fail("the preset is given twice");
        Preset preset;
        if (!parse_preset(rest, preset))
          return fail("unknown preset '" + std::string(rest) + "' (house, scarne or ultimate)");
        record.rules = preset_rules(preset);
        record.rules.edition = edition;
        have_preset = true;
      } else if (key == "option") {
        if (!have_preset) return fail("options must come after the preset");
        const auto [name, value] = key_and_rest(rest);
        if (const std::string problem = set_option(record.rules, name, value); !problem.empty())
          return fail(problem);
      } else if (key == "seeds") {
        if (!have_preset) return fail("the seeds must come after the preset");
        const auto [a, b] = key_and_rest(rest);
        if (!parse_u64(a, record.seed_a) || !parse_u64(b, record.seed_b)) {
          return fail("seeds must be two whole numbers");
        }
        have_seeds = true;
      } else {
        return fail("expected preset, option or seeds, got '" + std::string(key) + "'");
      }
      continue;
    }
    std::string problem;
    const auto action = parse_action(line, &problem);
    if (!action) return fail(problem);
    record.actions.push_back(*action);
    lines.push_back(line_number);
  }
  if (!have_magic) return (error = RecordError{0, "the record is empty"}, false);
  if (!have_seeds) return (error = RecordError{0, "the record has no seeds line"}, false);
  out = std::move(record);
  if (action_lines != nullptr) *action_lines = std::move(lines);
  return true;
}

ReplayOutcome replay(const Record& record) {
  ReplayOutcome outcome;
  outcome.state = initial_state(record);
  for (size_t i = 0; i < record.actions.size(); ++i) {
    const std::string problem = apply(outcome.state, record.actions[i]);
    if (!problem.empty()) {
      outcome.ok = false;
      outcome.failed_action = static_cast<int>(i);
      outcome.error = RecordError{0, "action " + std::to_string(i + 1) + " '" +
                                         to_string(record.actions[i]) + "': " + problem};
      return outcome;
    }
  }
  return outcome;
}

ReplayOutcome replay_text(std::string_view text) {
  Record record;
  std::vector<int> action_lines;
  ReplayOutcome outcome;
  if (!parse_record(text, record, outcome.error, &action_lines)) {
    outcome.ok = false;
    return outcome;
  }
  outcome = replay(record);
  if (!outcome.ok) outcome.error.line = action_lines[static_cast<size_t>(outcome.failed_action)];
  return outcome;
}

}  // namespace rb
