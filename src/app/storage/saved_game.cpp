// Writing and reading saved games (see saved_game.hpp for the format), checking everything a
// damaged or hostile save could get wrong before it replaces the game in play.
#include "app/storage/saved_game.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <vector>

#include "app/ui/option_rows.hpp"
#include "core/decimal_text.hpp"
#include "core/message_text.hpp"

namespace rb::app {
namespace {

std::string header_of(std::string_view game) {
  return std::string(game) + " save 1";
}
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

// A record's length as its save's record_bytes counts it: without its trailing blanks and line
// ends, nor the carriage returns of Windows line ends.
size_t record_length(std::string_view record) {
  const size_t end = record.find_last_not_of(" \t\r\n");
  if (end == std::string_view::npos) return 0;
  record = record.substr(0, end + 1);
  return record.size() - size_t(std::count(record.begin(), record.end(), '\r'));
}

// The key lines between the header and the blank line.
struct Header {
  std::optional<Settings> settings;
  int settings_line = 0;
  std::optional<uint64_t> game_seed;
  int seed_line = 0;
  std::optional<bool> counted;
  std::optional<uint64_t> record_bytes;  // (saves before it have none)
  int record_bytes_line = 0;
};

std::string read_header_line(std::string_view line, int number, const GameModule& game,
                             Header& header) {
  const size_t space = std::min(line.find(' '), line.size());
  const std::string_view key = line.substr(0, space);
  const std::string_view value = trim_line(line.substr(std::min(space + 1, line.size())));
  const auto twice = [&] {
    return at_line(number, "the " + std::string(key) + " line is repeated");
  };
  if (key == "settings") {
    if (header.settings) return twice();
    Settings settings;
    choose_game(settings, std::string(game.name()));
    if (const auto problems = apply_query(value, settings); !problems.empty()) {
      return at_line(number, "the settings are broken: " + join_messages(problems));
    }
    if (settings.game != game.name()) {
      return at_line(number, "the settings are of another game (" + settings.game + ")");
    }
    header.settings = settings;
    header.settings_line = number;
  } else if (key == "seed" || key == "record_bytes") {
    const bool seed = key == "seed";
    if (seed ? bool(header.game_seed) : bool(header.record_bytes)) return twice();
    uint64_t whole = 0;
    if (value.empty() || !read_whole(std::string_view(value), whole)) {
      return at_line(number, (seed ? "the deal number " : "record_bytes ") +
                                 shown_in_message(value, '\'') +
                                 " is not a whole number from 0 to 2^64-1");
    }
    (seed ? header.game_seed : header.record_bytes) = whole;
    (seed ? header.seed_line : header.record_bytes_line) = number;
  } else if (key == "counted") {
    if (header.counted) return twice();
    if (value != "0" && value != "1") {
      return at_line(number, "counted must be 0 or 1, not " + shown_in_message(value, '\''));
    }
    header.counted = value == "1";
  } else {
    return at_line(number, "unknown line " + shown_in_message(line, '\'') +
                               " (expected settings, seed, counted or record_bytes)");
  }
  return "";
}

// Line 1: the header and its version.
std::string check_first_line(std::string_view line, const GameModule& game) {
  line = trim_line(line);
  const std::string header = header_of(game.name());
  const std::string prefix = std::string(game.name()) + " save ";
  if (line == header) return "";
  if (line.substr(0, prefix.size()) == prefix) {
    return at_line(1, "save version " + shown_in_message(line.substr(prefix.size()), '\'') +
                          " is not supported (this game reads version 1)");
  }
  return at_line(
      1, "not a " + std::string(game.title()) + " save (the first line must be '" + header + "')");
}

// A record's message ("line 3: ...") at its line in the save; one without a line at `otherwise`.
std::string at_record_line(const std::string& message, int blank_line, int otherwise) {
  if (message.starts_with("line ")) {
    const size_t colon = message.find(": ");
    int line = 0;
    const auto [end, error] = read_whole(message.data() + 5, message.data() + colon, line);
    if (colon != std::string::npos && error == std::errc() && end == message.data() + colon) {
      return at_line(blank_line + line, message.substr(colon + 2));
    }
  }
  return at_line(otherwise, message);
}

}  // namespace

std::string write_saved_game(const SavedGame& saved) {
  std::string text = header_of(saved.settings.game);
  text += "\nsettings " + full_settings_query(saved.settings) + "\n";
  text += "seed " + std::to_string(saved.game_seed) + "\n";
  text += std::string("counted ") + (saved.stats_counted ? "1" : "0") + "\n";
  // (So that a save cut short between two lines of its record is known as such, not read as the
  // game some moves earlier.)
  text += "record_bytes " + std::to_string(record_length(saved.record)) + "\n";
  return text + "\n" + saved.record;
}

std::string parse_saved_game(std::string_view text, const GameModule& game, SavedGame& out) {
  if (text.empty()) return "the save is empty";
  if (text.size() > kMaxSavedGameBytes) {
    return "the save is too long (" + std::to_string(text.size()) + " bytes; at most " +
           std::to_string(kMaxSavedGameBytes) + ")";
  }
  Lines lines{text};
  if (std::string problem = check_first_line(*lines.next(), game); !problem.empty()) {
    return problem;
  }
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
    if (std::string problem = read_header_line(trim_line(*line), lines.number, game, header);
        !problem.empty()) {
      return problem;
    }
  }
  const int blank_line = lines.number;
  if (!header.settings) return at_line(blank_line, "the settings line is missing before here");
  if (!header.game_seed) return at_line(blank_line, "the seed line is missing before here");
  if (!header.counted) return at_line(blank_line, "the counted line is missing before here");

  if (!game.plays_here(header.settings->preset, header.settings->rule_options)) {
    // A game another bundle of this game plays: not read here (an empty record).
    out = SavedGame{*header.settings, *header.game_seed, "", *header.counted};
    return "";
  }
  const std::string_view record_text = text.substr(std::min(lines.pos, text.size()));
  std::string error;
  const std::unique_ptr<GameState> state = game.load_record(record_text, &error);
  if (!state) return at_record_line(error, blank_line, last_line(text));
  bool about_seed = false;
  const std::string problem =
      game.deal_problem(*state, header.settings->preset, header.settings->rule_options,
                        *header.game_seed, &about_seed);
  if (!problem.empty()) {
    return at_line(about_seed ? header.seed_line : header.settings_line, problem);
  }
  // (A record that replays but is not the one saved: cut between two of its lines.)
  if (header.record_bytes && record_length(record_text) != *header.record_bytes) {
    return at_line(header.record_bytes_line, "the record was cut short or changed");
  }
  out = SavedGame{*header.settings, *header.game_seed, state->engine()->record_text(),
                  *header.counted};
  return "";
}

std::unique_ptr<GameState> state_of(const SavedGame& saved) {
  return game_of(saved.settings).load_record(saved.record, nullptr);
}

}  // namespace rb::app
