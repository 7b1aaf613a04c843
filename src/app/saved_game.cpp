// Writing and reading saved games (see saved_game.hpp for the format), checking everything a
// damaged or hostile save could get wrong before it replaces the game in play.
#include "app/saved_game.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <vector>

#include "app/message_text.hpp"

namespace rb::app {
namespace {

constexpr std::string_view kHeader = "russian-bank save 1";
constexpr std::string_view kHeaderPrefix = "russian-bank save ";
constexpr const char* kNoRecord = "the save ends before its record (a blank line, then the record)";

std::string at_line(int line, const std::string& message) {
  return "line " + std::to_string(line) + ": " + message;
}

// The number of the text's last line that is not blank.
int last_line(std::string_view text) {
  const size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string_view::npos) return 1;
  return static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(end), '\n')) +
         1;
}

// Every setting of the game in play, the ones settings_query leaves out too.
std::string full_settings_query(const Settings& settings) {
  return settings_query(settings) + "&seed=" + std::to_string(settings.seed) +
         "&seats=" + seats_name(settings.seats) +
         "&reduced_motion=" + (settings.reduced_motion ? "1" : "0");
}

// The first difference between the rules of the record and those of the settings.
std::string rules_difference(const Rules& record, const Rules& settings) {
  if (record.preset != settings.preset) {
    return "the record's preset is " + preset_name(record.preset) + ", the settings' " +
           preset_name(settings.preset);
  }
  const auto in_record = option_values(record);
  const auto in_settings = option_values(settings);
  for (size_t i = 0; i < in_record.size() && i < in_settings.size(); ++i) {
    if (in_record[i] != in_settings[i]) {
      return in_record[i].first + " is " + in_record[i].second + " in the record but " +
             in_settings[i].second + " in the settings";
    }
  }
  return "the rules differ";
}

// Reads text line by line, counting from 1.
struct Lines {
  std::string_view text;
  size_t pos = 0;
  int number = 0;
  std::optional<std::string_view> next() {
    if (pos > text.size()) return std::nullopt;
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++number;
    return line;
  }
};

// The key lines between the header and the blank line.
struct Header {
  std::optional<Settings> settings;
  int settings_line = 0;
  std::optional<uint64_t> game_seed;
  int seed_line = 0;
  std::optional<bool> counted;
};

std::string read_header_line(std::string_view line, int number, Header& header) {
  const size_t space = std::min(line.find(' '), line.size());
  const std::string_view key = line.substr(0, space);
  const std::string_view value = trim_line(line.substr(std::min(space + 1, line.size())));
  const auto twice = [&] {
    return at_line(number, "the " + std::string(key) + " line is repeated");
  };
  if (key == "settings") {
    if (header.settings) return twice();
    Settings settings;
    if (const auto problems = apply_query(value, settings); !problems.empty()) {
      return at_line(number, "the settings are broken: " + join_messages(problems));
    }
    header.settings = settings;
    header.settings_line = number;
  } else if (key == "seed") {
    if (header.game_seed) return twice();
    uint64_t seed = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
    if (value.empty() || error != std::errc() || end != value.data() + value.size()) {
      return at_line(number,
                     "the deal number " + shown_in_message(value, '\'') + " is not a whole number");
    }
    header.game_seed = seed;
    header.seed_line = number;
  } else if (key == "counted") {
    if (header.counted) return twice();
    if (value != "0" && value != "1") {
      return at_line(number, "counted must be 0 or 1, not " + shown_in_message(value, '\''));
    }
    header.counted = value == "1";
  } else {
    return at_line(number, "unknown line " + shown_in_message(line, '\'') +
                               " (expected settings, seed or counted)");
  }
  return "";
}

// Line 1: the header and its version.
std::string check_first_line(std::string_view line) {
  line = trim_line(line);
  if (line == kHeader) return "";
  if (line.substr(0, kHeaderPrefix.size()) == kHeaderPrefix) {
    return at_line(1, "save version " + shown_in_message(line.substr(kHeaderPrefix.size()), '\'') +
                          " is not supported (this game reads version 1)");
  }
  return at_line(1,
                 "not a Russian Bank save (the first line must be '" + std::string(kHeader) + "')");
}

}  // namespace

std::string write_saved_game(const SavedGame& saved) {
  std::string text(kHeader);
  text += "\nsettings " + full_settings_query(saved.settings) + "\n";
  text += "seed " + std::to_string(saved.game_seed) + "\n";
  text += std::string("counted ") + (saved.stats_counted ? "1" : "0") + "\n";
  return text + "\n" + write_record(saved.record);
}

std::string parse_saved_game(std::string_view text, SavedGame& out) {
  if (text.empty()) return "the save is empty";
  if (text.size() > kMaxSavedGameBytes) {
    return "the save is too long (" + std::to_string(text.size()) + " bytes; at most " +
           std::to_string(kMaxSavedGameBytes) + ")";
  }
  Lines lines{text};
  if (std::string problem = check_first_line(*lines.next()); !problem.empty()) return problem;
  Header header;
  for (;;) {
    const auto line = lines.next();
    if (!line) {
      return at_line(lines.number, kNoRecord);
    }
    if (trim_line(*line).empty()) {
      if (lines.pos > text.size()) {
        return at_line(lines.number, kNoRecord);
      }
      break;
    }
    if (std::string problem = read_header_line(trim_line(*line), lines.number, header);
        !problem.empty()) {
      return problem;
    }
  }
  const int blank_line = lines.number;
  if (!header.settings) return at_line(blank_line, "the settings line is missing before here");
  if (!header.game_seed) return at_line(blank_line, "the seed line is missing before here");
  if (!header.counted) return at_line(blank_line, "the counted line is missing before here");

  Record record;
  RecordError error;
  std::vector<int> action_lines;
  const std::string_view record_text = text.substr(std::min(lines.pos, text.size()));
  if (!parse_record(record_text, record, error, &action_lines)) {
    return at_line(error.line > 0 ? blank_line + error.line : last_line(text), error.message);
  }
  // (The settings give the options; the record's first line gives the edition it was played by.)
  Rules settings_rules = rules_for(*header.settings);
  settings_rules.edition = record.rules.edition;
  if (record.rules != settings_rules) {
    return at_line(header.settings_line, "the settings do not match the record's rules: " +
                                             rules_difference(record.rules, settings_rules));
  }
  const Record dealt = new_record(record.rules, *header.game_seed);
  if (record.seed_a != dealt.seed_a || record.seed_b != dealt.seed_b) {
    return at_line(header.seed_line, "the record's deck seeds are not those of deal " +
                                         std::to_string(*header.game_seed));
  }
  const ReplayOutcome outcome = replay(record);
  if (!outcome.ok) {
    const auto index = static_cast<size_t>(outcome.failed_action);
    const Action& action = record.actions[index];
    State before = outcome.state;
    return at_line(blank_line + action_lines[index],
                   "cannot play '" + to_string(action) + "': " + apply(before, action));
  }
  out = SavedGame{*header.settings, *header.game_seed, std::move(record), *header.counted};
  return "";
}

State state_of(const SavedGame& saved) {
  return replay(saved.record).state;
}

}  // namespace rb::app
