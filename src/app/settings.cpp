// Settings from text (URL queries, the test hook, saved settings), settings back to text, and the
// timing of each animation speed.
#include "app/settings.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <map>
#include <string>

#include "app/message_text.hpp"
#include "games/russian_bank/ai/levels.hpp"

namespace rb::app {
namespace {

constexpr std::array<const char*, kSpeedCount> kSpeedNames = {"Instant", "Fast", "Normal", "Slow"};
constexpr std::array<const char*, 3> kSeatsNames = {"play", "wait", "auto"};
constexpr std::array<const char*, kTableColourCount> kTableColourNames = {"green", "blue", "red",
                                                                          "grey"};

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

std::string lower_case(std::string text) {
  for (char& c : text) c = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  return text;
}

template <typename T>
bool parse_number(std::string_view text, T& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size();
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// '+' and %XX as in a URL query ("Club%20player").
std::string unescape(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const int hi = i + 2 < text.size() ? hex_digit(text[i + 1]) : -1;
    const int lo = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%' && hi >= 0 && lo >= 0) {
      out += char(hi * 16 + lo);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// %XX for everything but letters, digits and -._~ (the unreserved characters of a URL).
std::string escape(std::string_view text) {
  constexpr const char* kHex = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '-' || c == '.' || c == '_' || c == '~';
    if (plain) {
      out += c;
    } else {
      const auto byte = static_cast<unsigned char>(c);
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  return out;
}

// Every rules option, in the order of the rules page's table (a classic preset lists them all).
const std::vector<std::pair<std::string, std::string>>& all_rule_options() {
  static const auto options = option_values(preset_rules(Preset::scarne));
  return options;
}

int rule_option_index(std::string_view name) {
  const auto& options = all_rule_options();
  for (size_t i = 0; i < options.size(); ++i) {
    if (options[i].first == name) return static_cast<int>(i);
  }
  return -1;
}

bool page_only(std::string_view name) {
  return std::find(kPageOnlyOptions.begin(), kPageOnlyOptions.end(), name) !=
         kPageOnlyOptions.end();
}

std::string level_names() {
  std::string names;
  for (const Level& l : levels()) names += (names.empty() ? "" : ", ") + std::string(l.name);
  return names;
}

// set_option's message reworded to start with the option and the value it refused.
std::string rule_option_problem(std::string_view name, std::string_view value,
                                const std::string& problem) {
  const std::string option = "option " + std::string(name);
  const std::string with_value = option + ": '" + std::string(value) + "' ";
  const std::string head = std::string(name) + " " + shown_in_message(value, '"');
  if (problem.rfind(with_value, 0) == 0) return head + " " + problem.substr(with_value.size());
  if (problem.rfind(option + ": ", 0) == 0) return head + ": " + problem.substr(option.size() + 2);
  if (problem.rfind(option + " ", 0) == 0) {
    return head + ": the option " + problem.substr(option.size() + 1);
  }
  return head + ": " + problem;
}

// Checks one rules option against the preset's rules; on success returns "" and sets `canonical`
// to the value in the engine's own spelling.
std::string check_rule_option(Preset preset, const std::string& name, const std::string& value,
                              std::string& canonical) {
  Rules rules = preset_rules(preset);
  const std::string problem = set_option(rules, name, value);
  if (!problem.empty()) return rule_option_problem(name, value, problem);
  canonical = value;
  for (const auto& [option, now] : option_values(rules)) {
    if (option == name) canonical = now;
  }
  return "";
}

// Applies one of the settings that are not rules options; "" or the problem.
std::string apply_setting(const std::string& name, const std::string& value, Settings& s) {
  if (name == "level") {
    int n = 0;
    if (!parse_number(std::string_view(value), n)) n = level_by_name(value);
    if (n < 1 || n > kLevelCount) {
      return "level " + shown_in_message(value, '"') + " is not a level: use 1-" +
             std::to_string(kLevelCount) + " or " + level_names();
    }
    s.level = n;
  } else if (name == "speed") {
    if (!parse_speed(value, s.speed)) {
      return "speed " + shown_in_message(value, '"') +
             " is not a speed: use instant, fast, normal or slow";
    }
  } else if (name == "reduced_motion" || name == "sound") {
    bool& flag = name == "sound" ? s.sound : s.reduced_motion;
    if (value == "1" || value == "yes" || value == "on" || value == "true") {
      flag = true;
    } else if (value == "0" || value == "no" || value == "off" || value == "false") {
      flag = false;
    } else {
      return name + " " + shown_in_message(value, '"') +
             " is not on or off: use 1 or 0 (yes/no, on/off, true/false)";
    }
  } else if (name == "seed") {
    if (value.empty() || !parse_number(std::string_view(value), s.seed)) {
      return "seed " + shown_in_message(value, '"') +
             " is not a deal number: use a whole number from 0 (any deal) to " +
             std::to_string(UINT64_MAX);
    }
  } else if (name == "seats") {
    if (!parse_seats(value, s.seats)) {
      return "seats " + shown_in_message(value, '"') + " is not a seating: use play, wait or auto";
    }
  } else if (name == "table") {
    if (!parse_table_colour(value, s.table)) {
      return "table " + shown_in_message(value, '"') +
             " is not a table colour: use green, blue, red or grey";
    }
  } else {
    return "unknown option " + shown_in_message(name, '"');
  }
  return "";
}

// The query's pairs, unescaped, one per name (the last one given), in the order names first appear.
std::vector<std::pair<std::string, std::string>> query_pairs(std::string_view query) {
  std::vector<std::pair<std::string, std::string>> pairs;
  std::map<std::string, size_t> index;
  while (!query.empty()) {
    const size_t amp = std::min(query.find('&'), query.size());
    const std::string_view pair = query.substr(0, amp);
    query.remove_prefix(std::min(amp + 1, query.size()));
    if (pair.empty()) continue;
    const size_t eq = std::min(pair.find('='), pair.size());
    std::string name = unescape(pair.substr(0, eq));
    std::string value = unescape(pair.substr(std::min(eq + 1, pair.size())));
    const auto [at, added] = index.emplace(name, pairs.size());
    if (added) {
      pairs.emplace_back(std::move(name), std::move(value));
    } else {
      pairs[at->second].second = std::move(value);
    }
  }
  return pairs;
}

std::string rule_options_query(const Settings& settings) {
  std::string query;
  for (const auto& [name, value] : settings.rule_options) {
    query += "&" + escape(name) + "=" + escape(value);
  }
  return query;
}

}  // namespace

std::string speed_name(Speed speed) {
  return kSpeedNames[static_cast<size_t>(speed)];
}

bool parse_speed(std::string_view text, Speed& out) {
  for (int i = 0; i < kSpeedCount; ++i) {
    if (equal_ignoring_case(text, kSpeedNames[static_cast<size_t>(i)])) {
      out = static_cast<Speed>(i);
      return true;
    }
  }
  return false;
}

std::string seats_name(Seats seats) {
  return kSeatsNames[static_cast<size_t>(seats)];
}

bool parse_seats(std::string_view text, Seats& out) {
  for (size_t i = 0; i < kSeatsNames.size(); ++i) {
    if (text == kSeatsNames[i]) {
      out = static_cast<Seats>(i);
      return true;
    }
  }
  return false;
}

std::string table_colour_name(TableColour colour) {
  return kTableColourNames[static_cast<size_t>(colour)];
}

bool parse_table_colour(std::string_view text, TableColour& out) {
  for (int i = 0; i < kTableColourCount; ++i) {
    if (equal_ignoring_case(text, kTableColourNames[static_cast<size_t>(i)])) {
      out = static_cast<TableColour>(i);
      return true;
    }
  }
  return false;
}

Rules rules_for(const Settings& settings, std::string* problem) {
  Rules rules = preset_rules(settings.preset);
  if (problem != nullptr) problem->clear();
  for (const auto& [name, value] : settings.rule_options) {
    const std::string refused = set_option(rules, name, value);
    if (!refused.empty() && problem != nullptr && problem->empty()) *problem = refused;
  }
  return rules;
}

std::vector<std::string> apply_query(std::string_view query, Settings& settings) {
  if (query.size() > kMaxQueryBytes) {
    return {"the query is too long (" + std::to_string(query.size()) + " bytes; at most " +
            std::to_string(kMaxQueryBytes) + "): nothing applied"};
  }
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  const auto pairs = query_pairs(query);
  std::vector<std::string> problems;

  // The preset first: the rules options are checked against it.
  Preset preset = settings.preset;
  for (const auto& [name, value] : pairs) {
    if (name == "preset" && !parse_preset(value, preset)) {
      problems.push_back("preset " + shown_in_message(value, '"') +
                         " is not a preset: use house, scarne or ultimate");
    }
  }
  auto options = preset == settings.preset ? settings.rule_options
                                           : std::vector<std::pair<std::string, std::string>>{};
  for (const auto& [name, value] : pairs) {
    if (name == "preset" || page_only(name)) continue;
    if (rule_option_index(name) < 0) {
      if (std::string problem = apply_setting(name, value, settings); !problem.empty()) {
        problems.push_back(std::move(problem));
      }
      continue;
    }
    std::string canonical;
    if (std::string problem = check_rule_option(preset, name, value, canonical); !problem.empty()) {
      problems.push_back(std::move(problem));
      continue;
    }
    const auto same = [&key = name](const auto& option) { return option.first == key; };
    if (auto it = std::find_if(options.begin(), options.end(), same); it != options.end()) {
      it->second = canonical;
    } else {
      options.emplace_back(name, canonical);
    }
  }
  std::sort(options.begin(), options.end(), [](const auto& a, const auto& b) {
    return rule_option_index(a.first) < rule_option_index(b.first);
  });
  settings.preset = preset;
  settings.rule_options = std::move(options);
  return problems;
}

std::string join_messages(const std::vector<std::string>& messages) {
  std::string text;
  for (const std::string& message : messages) text += (text.empty() ? "" : "; ") + message;
  return text;
}

void take_at_once(Settings& in_play, const Settings& chosen) {
  in_play.speed = chosen.speed;
  in_play.table = chosen.table;
  in_play.sound = chosen.sound;
}

std::string settings_query(const Settings& settings) {
  return "preset=" + preset_name(settings.preset) + rule_options_query(settings) +
         "&level=" + std::to_string(settings.level) +
         "&speed=" + lower_case(speed_name(settings.speed)) +
         "&table=" + table_colour_name(settings.table) +
         "&sound=" + (settings.sound ? "on" : "off");
}

std::string deal_query(const Settings& settings, uint64_t game_seed) {
  return "preset=" + preset_name(settings.preset) + rule_options_query(settings) +
         "&seed=" + std::to_string(game_seed) + "&level=" + std::to_string(settings.level);
}

Pace pace_for(const Settings& settings) {
  // fast, normal, slow: slides, pauses
  struct Row {
    double human, computer, pause, turn, flip, home;
  };
  constexpr std::array<Row, kSpeedCount> kRows = {{
      {0, 0, 0, 0, 0, 0},
      {110, 200, 120, 250, 140, 120},
      {180, 380, 320, 650, 240, 200},
      {300, 700, 650, 1100, 380, 320},
  }};
  const Row& row = kRows[static_cast<size_t>(settings.speed)];
  Pace pace{row.human, row.computer, row.pause, row.turn, row.flip, row.home};
  if (settings.reduced_motion) {
    // Nothing slides or flips; the computer still waits between actions so it can be followed.
    pace.human_move_ms = pace.computer_move_ms = pace.flip_ms = pace.home_ms = 0;
    if (settings.speed != Speed::instant) pace.computer_pause_ms += row.computer;
  }
  return pace;
}

}  // namespace rb::app
