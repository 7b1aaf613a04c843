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
// and parsing; where its rules have editions, the first line's number (KitEdition), and where its
// deal takes other seeds than the game seed, the seed line (KitSeeds).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "card.hpp"
#include "kit_game.hpp"
#include "message_text.hpp"
#include "record_words.hpp"

namespace rb {

template <typename Kit>
struct GameRecord {
  typename Kit::RulesType rules;
  typename KitSeeds<Kit>::Type seed{};
  std::vector<typename Kit::ActionType> actions;
  int preset = 0;  // its number in Kit::preset_names()
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// "spite-and-malice-record 1": the game's name and the edition of its rules.
template <typename Kit>
std::string record_first_line(const typename Kit::RulesType& rules, int edition) {
  // (Appended in steps: g++ 12 warns wrongly, -Warray-bounds, on the chained + once inlined.)
  std::string line(KitGame<Kit>::name(rules));
  line += "-record ";
  line += std::to_string(edition);
  return line;
}

template <typename Kit>
std::string write_game_record(const GameRecord<Kit>& record) {
  std::string text = record_first_line<Kit>(record.rules, KitEdition<Kit>::of(record.rules)) + "\n";
  if (Kit::preset_names().size() > 1) {
    text += "preset " + std::string(Kit::preset_names()[size_t(record.preset)]) + "\n";
  }
  for (const auto& [name, value] : KitGame<Kit>::option_values(record.rules)) {
    text += "option " + name + " " + value + "\n";
  }
  text += std::string(KitSeeds<Kit>::word()) + " " + KitSeeds<Kit>::text(record.seed) + "\n";
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

// The record's edition (the first line's number) among the game's, or 0.
template <typename Kit>
int record_edition_named(std::string_view first_line, const typename Kit::RulesType& rules) {
  for (int edition = 1; edition <= KitEdition<Kit>::newest(); ++edition) {
    if (first_line == record_first_line<Kit>(rules, edition)) return edition;
  }
  return 0;
}

// `out` set (and each action's line in `action_lines`, if given), or what is wrong and on which
// line. `game`: any rules of the game the record must be of (a Kit of several games; the others
// know theirs).
template <typename Kit>
RecordMessage read_game_record(std::string_view text, GameRecord<Kit>& out,
                               const typename Kit::RulesType& game = {},
                               std::vector<int>* action_lines = nullptr) {
  using Which = KitGame<Kit>;
  using Seeds = KitSeeds<Kit>;
  GameRecord<Kit> record;
  record.rules = Which::rules_of_preset(game, 0);
  const std::string title(Which::title(record.rules));
  const auto words = [&](RecordProblem problem) { return record_words<Kit>(problem, game); };
  const std::string seeds_word = std::string(Seeds::word()) + " ";
  int edition = 0;
  bool seen_options = false, seen_seed = false;
  typename Kit::StateType codes;  // a table of the record's rules, to read pile codes by
  std::vector<int> lines;
  int line_number = 0;
  size_t at = 0;
  while (at <= text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++line_number;
    line = trim_line(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    const auto error = [&](const std::string& why) { return RecordMessage{line_number, why}; };
    if (edition == 0) {
      edition = record_edition_named<Kit>(line, record.rules);
      if (edition == 0) {
        return words({RecordFault::not_ours, line_number,
                      record_first_line<Kit>(record.rules, KitEdition<Kit>::newest())});
      }
      KitEdition<Kit>::set(record.rules, edition);
      continue;
    }
    if (line.starts_with("preset ")) {
      if (seen_seed) return error("the preset comes before the seed");
      if (seen_options) return error("the preset comes before the options");
      const std::string_view name = trim_line(line.substr(7));
      int preset = -1;
      for (size_t i = 0; i < Kit::preset_names().size(); ++i) {
        if (Kit::preset_names()[i] == name) preset = int(i);
      }
      if (preset < 0) return words({RecordFault::no_preset, line_number, std::string(name)});
      record.preset = preset;
      record.rules = Which::rules_of_preset(game, preset);
      KitEdition<Kit>::set(record.rules, edition);
      continue;
    }
    if (line.starts_with("option ")) {
      if (seen_seed) return error("options come before the seed");
      seen_options = true;
      const std::string_view rest = trim_line(line.substr(7));
      const size_t space = rest.find(' ');
      if (space == std::string_view::npos) return error("an option needs a name and a value");
      if (std::string problem = Which::set_option(record.rules, rest.substr(0, space),
                                                  trim_line(rest.substr(space + 1)));
          !problem.empty()) {
        return error(problem);
      }
      continue;
    }
    if (line.starts_with(seeds_word)) {
      if (seen_seed) return error("a second " + std::string(Seeds::word()) + " line");
      if (std::string problem = Seeds::read(trim_line(line.substr(seeds_word.size())), record.seed);
          !problem.empty()) {
        return error(problem);
      }
      seen_seed = true;
      codes = Kit::deal(record.rules, record.seed);
      continue;
    }
    if (!seen_seed)
      return error("the " + std::string(Seeds::word()) + " line comes before the actions");
    std::string why;
    const std::optional<typename Kit::ActionType> action = Kit::parse_action(codes, line, &why);
    if (!action) return error(why);
    record.actions.push_back(*action);
    lines.push_back(line_number);
  }
  if (edition == 0) return words({RecordFault::empty});
  if (!seen_seed) return words({RecordFault::no_seeds, line_number});
  out = std::move(record);
  if (action_lines) *action_lines = std::move(lines);
  return {};
}

// "" and `out` set, or what is wrong, with its line ("line 7: ...").
template <typename Kit>
std::string parse_game_record(std::string_view text, GameRecord<Kit>& out,
                              const typename Kit::RulesType& game = {}) {
  return read_game_record(text, out, game).text();
}

// The state the actions lead to, or the number of the action refused (from 1) and why.
template <typename Kit>
struct GameReplay {
  typename Kit::StateType state;  // where the actions led, or the state before the refused one
  int refused = 0;
  std::string why{};
};

template <typename Kit>
GameReplay<Kit> replay_game(const GameRecord<Kit>& record) {
  GameReplay<Kit> replay{Kit::deal(record.rules, record.seed)};
  for (size_t i = 0; i < record.actions.size(); ++i) {
    typename Kit::StateType next = replay.state;
    if (std::string refusal = Kit::apply(next, record.actions[i]); !refusal.empty()) {
      replay.refused = int(i) + 1;
      replay.why = std::move(refusal);
      return replay;
    }
    replay.state = std::move(next);
  }
  return replay;
}

// The words for a replay's refusal: `fault` illegal_action (a replay) or unplayable_action (a
// load; `action_lines`, the line of each action, from read_game_record).
template <typename Kit>
RecordMessage refusal_words(const GameRecord<Kit>& record, const GameReplay<Kit>& replay,
                            RecordFault fault, const std::vector<int>& action_lines = {}) {
  const auto index = size_t(replay.refused - 1);
  const int line = index < action_lines.size() ? action_lines[index] : 0;
  return record_words<Kit>({fault, line, Kit::action_text(replay.state, record.actions[index]),
                            replay.why, replay.refused},
                           record.rules);
}

// "" and `out` the state the actions lead to, or which action is illegal and why.
template <typename Kit>
std::string replay_game_record(const GameRecord<Kit>& record, typename Kit::StateType& out) {
  GameReplay<Kit> replay = replay_game(record);
  if (replay.refused > 0) {
    return refusal_words(record, replay, RecordFault::illegal_action).text();
  }
  out = std::move(replay.state);
  return "";
}

}  // namespace rb
