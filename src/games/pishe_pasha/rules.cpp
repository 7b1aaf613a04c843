// Pishe Pasha's options as one table (see rules.hpp).
#include "rules.hpp"

#include <charconv>

namespace rb::pishe_pasha {

namespace {

const char* first_word(FirstPlayer first) {
  switch (first) {
    case FirstPlayer::human:
      return "human";
    case FirstPlayer::player_a:
      return "player-a";
    case FirstPlayer::random:
      return "random";
  }
  return "human";
}

int number_of(std::string_view value) {
  int number = 0;
  std::from_chars(value.data(), value.data() + value.size(), number);
  return number;
}

}  // namespace

const std::vector<OptionRow>& option_rows() {
  static const std::vector<OptionRow> rows = {
      {"first",
       {"human", "player-a", "random"},
       0,
       0,
       "Who plays first: you (the non-dealer), player A, or drawn by the deal.",
       [](const Rules& r) { return std::string(first_word(r.first)); },
       [](Rules& r, std::string_view v) {
         r.first = v == "random"     ? FirstPlayer::random
                   : v == "player-a" ? FirstPlayer::player_a
                                     : FirstPlayer::human;
       }},
      {"knock_penalty_after",
       {},
       0,
       9,
       "After this many wrong Stop calls the caller misses a turn (0: never).",
       [](const Rules& r) { return std::to_string(r.knock_penalty_after); },
       [](Rules& r, std::string_view v) { r.knock_penalty_after = uint8_t(number_of(v)); }},
      {"stall_turns",
       {},
       10,
       1000,
       "The game ends as blocked after this many turns in a row without a card to the center.",
       [](const Rules& r) { return std::to_string(r.stall_turns); },
       [](Rules& r, std::string_view v) { r.stall_turns = uint16_t(number_of(v)); }},
      {"blocked_is_draw",
       {"yes", "no"},
       0,
       0,
       "A blocked game is a draw (otherwise fewer cards left wins by the difference).",
       [](const Rules& r) { return std::string(r.blocked_is_draw ? "yes" : "no"); },
       [](Rules& r, std::string_view v) { r.blocked_is_draw = v == "yes"; }},
  };
  return rows;
}

std::string set_option(Rules& rules, std::string_view name, std::string_view value) {
  for (const OptionRow& row : option_rows()) {
    if (row.name != name) continue;
    if (!row.values.empty()) {
      for (std::string_view allowed : row.values) {
        if (allowed == value) {
          row.set(rules, value);
          return "";
        }
      }
      std::string list;
      for (std::string_view allowed : row.values)
        list += (list.empty() ? "" : ", ") + std::string(allowed);
      return "option " + std::string(name) + " takes " + list + ", not \"" + std::string(value) +
             "\"";
    }
    int number = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    if (error != std::errc() || end != value.data() + value.size() || number < row.lowest ||
        number > row.highest) {
      return "option " + std::string(name) + " takes a whole number from " +
             std::to_string(row.lowest) + " to " + std::to_string(row.highest) + ", not \"" +
             std::string(value) + "\"";
    }
    row.set(rules, value);
    return "";
  }
  return "Pishe Pasha has no option \"" + std::string(name) + "\"";
}

std::vector<std::pair<std::string, std::string>> option_values(const Rules& rules) {
  std::vector<std::pair<std::string, std::string>> values;
  for (const OptionRow& row : option_rows()) values.emplace_back(row.name, row.get(rules));
  return values;
}

}  // namespace rb::pishe_pasha
