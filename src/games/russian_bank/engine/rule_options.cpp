// The table of the rules options (see rule_options.hpp) and what is made from it: the presets,
// set_option and option_values (rules.hpp).
#include "rule_options.hpp"

#include <algorithm>

#include "core/decimal_text.hpp"
#include "core/message_text.hpp"
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

// The menu's words (label, value words, before and after a value) and a preset's reason for a
// fixed value are marked for tr(), which translates them where they are shown; names and values
// stay as written. (Data, not code that builds it: a row is an option's spec, then how its value
// is read from and written into Rules.)
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
              .label = tr_mark("Use the opponent's stock"),
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

namespace {

// Why the rules' preset refuses the option's value, in the table's words (an address's option is
// read at a French table, a record's too, as every game's are).
std::string refusal(const RuleOption& option, Preset preset, std::string_view value) {
  const std::string name(option.name);
  const std::string shown = shown_in_message(value, '"');
  if (!option.in_preset(int(preset))) {
    std::vector<std::string> having;
    for (Preset p : {Preset::house, Preset::scarne, Preset::ultimate}) {
      if (option.in_preset(int(p))) having.push_back(preset_name(p));
    }
    if (having.size() == 1) {
      return tr_fill("{0} {1}: the option applies only to the preset {2}",
                     {name, shown, having[0]});
    }
    std::string first;
    for (size_t i = 0; i + 1 < having.size(); ++i) first += (i == 0 ? "" : ", ") + having[i];
    return tr_fill("{0} {1}: the option applies only to the presets {2} and {3}",
                   {name, shown, first, having.back()});
  }
  if (option.fixed_in(int(preset))) {
    return tr_fill("{0} {1}: preset {2} {3} (only {4})",
                   {name, shown, preset_name(preset), tr(option.fixed_reason),
                    option.preset_value[size_t(preset)]});
  }
  if (option.kind == OptionKind::number) {
    return tr_fill("{0} {1} is not a number from {2} to {3}",
                   {name, shown, std::to_string(option.lowest), std::to_string(option.highest)});
  }
  if (option.kind == OptionKind::flag) {
    // (Read as the page's own on-or-off options are: canonical_value takes every spelling.)
    return tr_fill("{0} {1} is not on or off: use 1 or 0 (yes/no, on/off, true/false)",
                   {name, shown});
  }
  const std::vector<std::string_view> allowed = values_to_choose(option);
  return tr_fill("{0} {1} is not {2}",
                 {name, shown, one_of(std::vector<std::string>(allowed.begin(), allowed.end()))});
}

}  // namespace

std::string set_option(Rules& rules, std::string_view name, std::string_view value) {
  const RuleOption* option = find_rule_option(name);
  if (option == nullptr) return no_such_option("Russian Bank", name);
  std::string canonical;
  if (option->in_preset(int(rules.preset)) && !option->fixed_in(int(rules.preset))) {
    canonical = canonical_value(*option, value);
    const std::vector<std::string_view> allowed = values_to_choose(*option);
    if (option->kind == OptionKind::choice &&
        std::find(allowed.begin(), allowed.end(), canonical) == allowed.end()) {
      canonical.clear();
    }
  } else if (option->in_preset(int(rules.preset)) &&
             value == option->preset_value[size_t(rules.preset)]) {
    return "";  // (a preset's fixed value, given again)
  }
  if (canonical.empty()) return refusal(*option, rules.preset, value);
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
