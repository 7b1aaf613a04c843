// A game's record as text a person can read, for every game whose module is made with
// recorded_game.hpp: its preset (only where the game has several), every option, the game seed
// and the actions, each with the card it moves or shows as a comment.
//
//   spite-and-malice-record 1
//   preset two
//   option stall_turns 100
//   seed 42
//   move ha:2 c1       # 7C
//
// Lines may carry a comment after '#'; blank lines are ignored. The game's Kit (recorded_game.hpp)
// gives the words: its name (KitGame), the presets, the options table, deal, apply, action text
// and parsing.
#pragma once

#include <charconv>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "card.hpp"
#include "message_text.hpp"
#include "option_table.hpp"

namespace rb {

// The game of a Kit: a Kit of one game names it by kName and kTitle and gives its options by
// option_rows() and a preset's rules by rules_of_preset(preset); a Kit of several games (one
// engine, the game named in its rules: one copy of the code for them all) by name_of(rules),
// title_of(rules), option_rows_of(rules) and rules_of_preset(rules, preset), where `rules` are any
// rules of the game meant.
template <typename Kit>
struct KitGame {
  using KitRules = typename Kit::RulesType;
  static constexpr bool kSeveral = requires(const KitRules& r) { Kit::name_of(r); };
  static std::string_view name(const KitRules& r) {
    if constexpr (kSeveral) {
      return Kit::name_of(r);
    } else {
      (void)r;
      return Kit::kName;
    }
  }
  static std::string_view title(const KitRules& r) {
    if constexpr (kSeveral) {
      return Kit::title_of(r);
    } else {
      (void)r;
      return Kit::kTitle;
    }
  }
  static std::span<const OptionRowFor<KitRules>> option_rows(const KitRules& r) {
    if constexpr (kSeveral) {
      return Kit::option_rows_of(r);
    } else {
      (void)r;
      return Kit::option_rows();
    }
  }
  static KitRules rules_of_preset(const KitRules& r, int preset) {
    if constexpr (kSeveral) {
      return Kit::rules_of_preset(r, preset);
    } else {
      (void)r;
      return Kit::rules_of_preset(preset);
    }
  }
};

template <typename Kit>
struct GameRecord {
  typename Kit::RulesType rules;
  uint64_t seed = 0;
  std::vector<typename Kit::ActionType> actions;
  int preset = 0;  // its number in Kit::preset_names()
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

template <typename Kit>
std::string record_first_line(const typename Kit::RulesType& rules) {
  return std::string(KitGame<Kit>::name(rules)) + "-record 1";
}

template <typename Kit>
std::string write_game_record(const GameRecord<Kit>& record) {
  std::string text = record_first_line<Kit>(record.rules) + "\n";
  if (Kit::preset_names().size() > 1) {
    text += "preset " + std::string(Kit::preset_names()[size_t(record.preset)]) + "\n";
  }
  for (const auto& [name, value] :
       table_option_values(KitGame<Kit>::option_rows(record.rules), record.rules)) {
    text += "option " + name + " " + value + "\n";
  }
  text += "seed " + std::to_string(record.seed) + "\n";
  typename Kit::StateType state = Kit::deal(record.rules, record.seed);
  for (const typename Kit::ActionType& action : record.actions) {
    std::string line = Kit::action_text(state, action);
    const typename Kit::StateType before = state;
    const bool legal = Kit::apply(state, action).empty();
    if (const std::optional<Card> card = Kit::record_card(before, action, state, legal)) {
      line += std::string(line.size() < 18 ? 18 - line.size() : 1, ' ') + "# " + card_code(*card);
    }
    text += line + "\n";
  }
  return text;
}

// "" and `out` set, or what is wrong, with its line ("line 7: ..."). `game`: any rules of the
// game the record must be of (a Kit of several games; the others know theirs).
template <typename Kit>
std::string parse_game_record(std::string_view text, GameRecord<Kit>& out,
                              const typename Kit::RulesType& game = {}) {
  using Which = KitGame<Kit>;
  GameRecord<Kit> record;
  record.rules = Which::rules_of_preset(game, 0);
  const std::string first_line = record_first_line<Kit>(record.rules);
  const std::string title(Which::title(record.rules));
  const std::string not_ours = "not a " + title + " record";
  bool seen_first = false, seen_seed = false;
  typename Kit::StateType codes;  // a table of the record's rules, to read pile codes by
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
      if (line != first_line)
        return error(not_ours + " (its first line is \"" + first_line + "\")");
      seen_first = true;
      continue;
    }
    if (line.starts_with("preset ")) {
      if (seen_seed) return error("the preset comes before the seed");
      const std::string_view name = trim_line(line.substr(7));
      int preset = -1;
      std::string names;
      for (size_t i = 0; i < Kit::preset_names().size(); ++i) {
        if (Kit::preset_names()[i] == name) preset = int(i);
        names += (i ? ", " : "") + std::string(Kit::preset_names()[i]);
      }
      if (preset < 0) return error("no preset " + shown_in_message(name, '"') + " (" + names + ")");
      record.preset = preset;
      record.rules = Which::rules_of_preset(game, preset);
      continue;
    }
    if (line.starts_with("option ")) {
      if (seen_seed) return error("options come before the seed");
      const std::string_view rest = trim_line(line.substr(7));
      const size_t space = rest.find(' ');
      if (space == std::string_view::npos) return error("an option needs a name and a value");
      if (std::string problem =
              set_table_option(Which::option_rows(record.rules), title, record.rules,
                               rest.substr(0, space), trim_line(rest.substr(space + 1)));
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
      codes = Kit::deal(record.rules, record.seed);
      continue;
    }
    if (!seen_seed) return error("the seed line comes before the actions");
    std::string why;
    const std::optional<typename Kit::ActionType> action = Kit::parse_action(codes, line, &why);
    if (!action) return error(why);
    record.actions.push_back(*action);
  }
  if (!seen_first) return "line 1: " + not_ours + " (empty)";
  if (!seen_seed) return "line " + std::to_string(line_number) + ": no seed line";
  out = std::move(record);
  return "";
}

// "" and `out` the state the actions lead to, or which action is illegal and why.
template <typename Kit>
std::string replay_game_record(const GameRecord<Kit>& record, typename Kit::StateType& out) {
  typename Kit::StateType state = Kit::deal(record.rules, record.seed);
  for (size_t i = 0; i < record.actions.size(); ++i) {
    const std::string text = Kit::action_text(state, record.actions[i]);
    if (std::string refusal = Kit::apply(state, record.actions[i]); !refusal.empty()) {
      return "action " + std::to_string(i + 1) + " (" + text + "): " + refusal;
    }
  }
  out = state;
  return "";
}

}  // namespace rb
