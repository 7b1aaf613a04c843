// Settings from text (URL queries, the test hook) and the timing of each animation speed.
#include "app/settings.hpp"

#include <array>
#include <charconv>
#include <string>

#include "ai/levels.hpp"

namespace rb::app {
namespace {

constexpr std::array<const char*, kSpeedCount> kSpeedNames = {"Instant", "Fast", "Normal", "Slow"};

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
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

std::string apply_pair(std::string_view name, const std::string& value, Settings& s) {
  if (name == "preset") {
    return parse_preset(value, s.preset) ? "" : "unknown preset " + value;
  }
  if (name == "level") {
    int n = 0;
    if (!parse_number(std::string_view(value), n)) n = level_by_name(value);
    if (n < 1 || n > kLevelCount) return "unknown level " + value;
    s.level = n;
    return "";
  }
  if (name == "speed") return parse_speed(value, s.speed) ? "" : "unknown speed " + value;
  if (name == "reduced_motion") {
    s.reduced_motion = value == "1" || value == "yes" || value == "on" || value == "true";
    return "";
  }
  if (name == "seed") {
    return parse_number(std::string_view(value), s.seed) ? "" : "bad seed " + value;
  }
  if (name == "seats") {
    if (value == "play") {
      s.seats = Seats::human_vs_computer;
    } else if (value == "wait") {
      s.seats = Seats::computer_waits;
    } else if (value == "auto") {
      s.seats = Seats::computer_both;
    } else {
      return "unknown seats " + value;
    }
    return "";
  }
  return "unknown setting " + std::string(name);
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

std::string apply_query(std::string_view query, Settings& settings) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  std::string first_error;
  while (!query.empty()) {
    const size_t amp = std::min(query.find('&'), query.size());
    const std::string_view pair = query.substr(0, amp);
    query.remove_prefix(std::min(amp + 1, query.size()));
    if (pair.empty()) continue;
    const size_t eq = std::min(pair.find('='), pair.size());
    const std::string_view name = pair.substr(0, eq);
    const std::string value = unescape(pair.substr(std::min(eq + 1, pair.size())));
    const std::string error = apply_pair(name, value, settings);
    if (first_error.empty()) first_error = error;
  }
  return first_error;
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
