// The table of the rules options (see rule_options.hpp) and what is made from it: the presets,
// set_option and option_values (rules.hpp).
#include "rule_options.hpp"

#include <algorithm>

#include "core/decimal_text.hpp"
#include "core/translation.hpp"

namespace rb::russian_bank {

namespace {

int number(std::string_view canonical) {
  int value = 0;
  read_whole(canonical.data(), canonical.data() + canonical.size(), value);
  return value;
}

const char* first_name(FirstPlayer first) {
  switch (first) {
    case FirstPlayer::human:
      return "human";
    case FirstPlayer::player_a:
      return "player-a";
    case FirstPlayer::by_cards:
      return "by-cards";
  }
  return "?";
}

// The menu's words (label, value words, before and after a value) are marked for tr(), which
// translates them where the menu shows them; names, values and set_option's refusals (of an
// address's or a record's option) stay as written. (Data, not code that builds it: a row is an
// option's spec, then how its value is read from and written into Rules.)
constexpr std::string_view kYesNo[] = {"yes", "no"};
constexpr std::string_view kOnOff[] = {"on", "off"};
constexpr std::string_view kStockValues[] = {"0", "12", "13"};
constexpr std::string_view kStockCycle[] = {"12", "13"};
constexpr std::string_view kFirstValues[] = {"human", "player-a", "by-cards"};
constexpr std::string_view kFirstCycle[] = {"human", "by-cards"};
constexpr std::pair<std::string_view, std::string_view> kFirstWords[] = {
    {"human", tr_mark("You")}, {"player-a", tr_mark("You")}, {"by-cards", tr_mark("Lower card")}};
constexpr std::string_view kPenaltyCycle[] = {"0", "3", "5"};
constexpr std::pair<std::string_view, std::string_view> kPenaltyWords[] = {{"0", tr_mark("Never")}};
constexpr std::string_view kStallCycle[] = {"30", "60", "100"};

constexpr RuleOption kTable[] = {
    {{.name = "stock_size",
      .kind = OptionKind::choice,
      .values = kStockValues,
      .preset_value = {"0", "13", "12"},
      .fixed = {true, false, false},
      .fixed_reason = tr_mark("has no stock"),
      .label = tr_mark("Stock"),
      .cycle = kStockCycle,
      .after_value = tr_mark(" cards")},
     [](const Rules& r) { return std::to_string(r.stock_size); },
     [](Rules& r, std::string_view v) { r.stock_size = uint8_t(number(v)); }},
    {{.name = "first",
      .kind = OptionKind::choice,
      .values = kFirstValues,
      .preset_value = {"human", "by-cards", "by-cards"},
      .label = tr_mark("Who starts"),
      .cycle = kFirstCycle,
      .value_words = kFirstWords},
     [](const Rules& r) { return std::string(first_name(r.first)); },
     [](Rules& r, std::string_view v) {
       r.first = v == "human"      ? FirstPlayer::human
                 : v == "player-a" ? FirstPlayer::player_a
                                   : FirstPlayer::by_cards;
     }},
    flag_row({.name = "own_waste_playable",
              .values = kYesNo,
              .preset_value = {"yes", "no", "no"},
              .label = tr_mark("Play from your own waste"),
              .cycle = kYesNo},
             &Rules::own_waste_playable),
    flag_row({.name = "use_opponent_stock",
              .values = kYesNo,
              .preset_value = {"", "yes", "no"},
              .label = tr_mark("Use the computer's stock"),
              .cycle = kYesNo},
             &Rules::use_opponent_stock),
    flag_row({.name = "waste_fills_space",
              .values = kYesNo,
              .preset_value = {"", "no", "no"},
              .label = tr_mark("Waste fills a space"),
              .cycle = kYesNo},
             &Rules::waste_fills_space),
    flag_row({.name = "space_from_stock_first",
              .values = kYesNo,
              .preset_value = {"", "no", "no"},
              .label = tr_mark("Stock fills spaces first"),
              .cycle = kYesNo},
             &Rules::space_from_stock_first),
    {{.name = "knock_penalty_after",
      .kind = OptionKind::number,
      .lowest = 0,
      .highest = 9,
      .preset_value = {"3", "0", "0"},
      .label = tr_mark("Wrong knocks cost a turn"),
      .preset_label = {"", tr_mark("Wrong stops cost a turn"), tr_mark("Wrong stops cost a turn")},
      .cycle = kPenaltyCycle,
      .value_words = kPenaltyWords,
      .before_value = tr_mark("After ")},
     [](const Rules& r) { return std::to_string(r.knock_penalty_after); },
     [](Rules& r, std::string_view v) { r.knock_penalty_after = uint8_t(number(v)); }},
    flag_row({.name = "scoring",
              .values = kOnOff,
              .preset_value = {"on", "on", "on"},
              .label = tr_mark("Keep score"),
              .cycle = kOnOff},
             &Rules::scoring),
    {{.name = "stall_turns",
      .kind = OptionKind::number,
      .lowest = 10,
      .highest = 1000,
      .preset_value = {"60", "60", "60"},
      .label = tr_mark("Stalled game ends after"),
      .cycle = kStallCycle,
      .after_value = tr_mark(" turns")},
     [](const Rules& r) { return std::to_string(r.stall_turns); },
     [](Rules& r, std::string_view v) { r.stall_turns = uint16_t(number(v)); }},
    flag_row({.name = "blocked_is_draw",
              .values = kYesNo,
              .preset_value = {"no", "no", "no"},
              .label = tr_mark("A blocked game is a draw"),
              .cycle = kYesNo},
             &Rules::blocked_is_draw),
};

// "12 or 13", "human, player-a or by-cards".
std::string one_of(const std::vector<std::string_view>& values) {
  std::string text;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) text += i + 1 == values.size() ? " or " : ", ";
    text += values[i];
  }
  return text;
}

// "the presets scarne and ultimate", "the preset house".
std::string presets_having(const RuleOption& option) {
  std::vector<std::string> names;
  for (Preset p : {Preset::house, Preset::scarne, Preset::ultimate}) {
    if (option.in_preset(int(p))) names.push_back(preset_name(p));
  }
  std::string text = names.size() == 1 ? "the preset " : "the presets ";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
    text += names[i];
  }
  return text;
}

}  // namespace

std::span<const RuleOption> rule_options() {
  return kTable;
}

std::vector<std::string_view> values_to_choose(const RuleOption& option) {
  // A choice a preset fixes elsewhere is not one to give here (stock_size 0 outside house).
  std::vector<std::string_view> allowed;
  for (std::string_view v : option.values) {
    bool fixed_elsewhere = false;
    for (size_t p = 0; p < size_t(kPresetCount); ++p) {
      fixed_elsewhere |= option.fixed_in(int(p)) && option.preset_value[p] == v;
    }
    if (!fixed_elsewhere) allowed.push_back(v);
  }
  return allowed;
}

const RuleOption* find_rule_option(std::string_view name) {
  for (const RuleOption& option : rule_options()) {
    if (option.name == name) return &option;
  }
  return nullptr;
}

Rules preset_rules(Preset preset) {
  Rules rules;
  rules.preset = preset;
  for (const RuleOption& option : rule_options()) {
    if (option.in_preset(int(preset))) option.set_in(rules, option.preset_value[size_t(preset)]);
  }
  return rules;
}

std::string set_option(Rules& rules, std::string_view name, std::string_view value) {
  const RuleOption* option = find_rule_option(name);
  if (option == nullptr) return "unknown option '" + std::string(name) + "'";
  const std::string prefix = "option " + std::string(name);
  if (!option->in_preset(int(rules.preset))) {
    return prefix + " applies only to " + presets_having(*option);
  }
  const auto preset = size_t(rules.preset);
  if (option->fixed_in(int(preset))) {
    const std::string_view only = option->preset_value[preset];
    if (value == only) return "";
    return prefix + ": preset " + preset_name(rules.preset) + " " +
           std::string(option->fixed_reason) + " (only " + std::string(only) + ")";
  }
  std::string canonical = canonical_value(*option, value);
  const std::vector<std::string_view> allowed = values_to_choose(*option);
  if (option->kind == OptionKind::choice &&
      std::find(allowed.begin(), allowed.end(), canonical) == allowed.end()) {
    canonical.clear();
  }
  if (canonical.empty()) {
    const std::string expected = option->kind == OptionKind::flag ? "yes or no"
                                 : option->kind == OptionKind::number
                                     ? "a number from " + std::to_string(option->lowest) + " to " +
                                           std::to_string(option->highest)
                                     : one_of(allowed);
    return prefix + ": '" + std::string(value) + "' is not " + expected;
  }
  option->set_in(rules, canonical);
  return "";
}

std::vector<std::pair<std::string, std::string>> option_values(const Rules& rules) {
  std::vector<std::pair<std::string, std::string>> values;
  for (const RuleOption& option : rule_options()) {
    if (option.in_preset(int(rules.preset)))
      values.emplace_back(option.name, option.value_in(rules));
  }
  return values;
}

}  // namespace rb::russian_bank
