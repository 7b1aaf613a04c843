// The table of the rules options (see rule_options.hpp) and what is made from it: the presets,
// set_option and option_values (rules.hpp).
#include "rule_options.hpp"

#include <algorithm>
#include <charconv>

#include "core/translation.hpp"

namespace rb::russian_bank {

namespace {

std::string yes_no(bool on, std::string_view yes = "yes", std::string_view no = "no") {
  return std::string(on ? yes : no);
}

bool is_true(std::string_view canonical) {
  return canonical == "yes" || canonical == "on";
}

int number(std::string_view canonical) {
  int value = 0;
  std::from_chars(canonical.data(), canonical.data() + canonical.size(), value);
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

RuleOption make_option(std::string_view name, OptionKind kind,
                       std::span<const std::string_view> values) {
  RuleOption option;
  option.name = name;
  option.kind = kind;
  option.values = values;
  return option;
}

// The menu's words (label, value words, before and after a value) are marked for tr(), which
// translates them where the menu shows them; names, values and set_option's refusals (of an
// address's or a record's option) stay as written.
std::vector<RuleOption> make_table() {
  static constexpr std::string_view yes_no_values[] = {"yes", "no"};
  std::vector<RuleOption> table;

  static constexpr std::string_view k_stock_values[] = {"0", "12", "13"};
  RuleOption stock = make_option("stock_size", OptionKind::choice, k_stock_values);
  stock.preset_value = {"0", "13", "12"};
  stock.fixed = {true, false, false};
  stock.fixed_reason = "has no stock";
  stock.label = tr_mark("Stock");
  static constexpr std::string_view k_stock_cycle[] = {"12", "13"};
  stock.cycle = k_stock_cycle;
  stock.after_value = tr_mark(" cards");
  stock.get = [](const Rules& r) { return std::to_string(r.stock_size); };
  stock.set = [](Rules& r, std::string_view v) { r.stock_size = uint8_t(number(v)); };
  table.push_back(stock);

  RuleOption first = make_option("first", OptionKind::choice, {});
  static constexpr std::string_view k_first_values[] = {"human", "player-a", "by-cards"};
  first.values = k_first_values;
  first.preset_value = {"human", "by-cards", "by-cards"};
  first.label = tr_mark("Who starts");
  static constexpr std::string_view k_first_cycle[] = {"human", "by-cards"};
  first.cycle = k_first_cycle;
  static constexpr std::pair<std::string_view, std::string_view> k_first_value_words[] = {
      {"human", tr_mark("You")}, {"player-a", tr_mark("You")}, {"by-cards", tr_mark("Lower card")}};
  first.value_words = k_first_value_words;
  first.get = [](const Rules& r) { return std::string(first_name(r.first)); };
  first.set = [](Rules& r, std::string_view v) {
    r.first = v == "human"      ? FirstPlayer::human
              : v == "player-a" ? FirstPlayer::player_a
                                : FirstPlayer::by_cards;
  };
  table.push_back(first);

  RuleOption own_waste = make_option("own_waste_playable", OptionKind::flag, yes_no_values);
  own_waste.preset_value = {"yes", "no", "no"};
  own_waste.label = tr_mark("Play from your own waste");
  static constexpr std::string_view k_own_waste_cycle[] = {"yes", "no"};
  own_waste.cycle = k_own_waste_cycle;
  own_waste.get = [](const Rules& r) { return yes_no(r.own_waste_playable); };
  own_waste.set = [](Rules& r, std::string_view v) { r.own_waste_playable = is_true(v); };
  table.push_back(own_waste);

  RuleOption opponent_stock = make_option("use_opponent_stock", OptionKind::flag, yes_no_values);
  opponent_stock.preset_value = {"", "yes", "no"};
  opponent_stock.label = tr_mark("Use the computer's stock");
  static constexpr std::string_view k_opponent_stock_cycle[] = {"yes", "no"};
  opponent_stock.cycle = k_opponent_stock_cycle;
  opponent_stock.get = [](const Rules& r) { return yes_no(r.use_opponent_stock); };
  opponent_stock.set = [](Rules& r, std::string_view v) { r.use_opponent_stock = is_true(v); };
  table.push_back(opponent_stock);

  RuleOption waste_space = make_option("waste_fills_space", OptionKind::flag, yes_no_values);
  waste_space.preset_value = {"", "no", "no"};
  waste_space.label = tr_mark("Waste fills a space");
  static constexpr std::string_view k_waste_space_cycle[] = {"yes", "no"};
  waste_space.cycle = k_waste_space_cycle;
  waste_space.get = [](const Rules& r) { return yes_no(r.waste_fills_space); };
  waste_space.set = [](Rules& r, std::string_view v) { r.waste_fills_space = is_true(v); };
  table.push_back(waste_space);

  RuleOption stock_first = make_option("space_from_stock_first", OptionKind::flag, yes_no_values);
  stock_first.preset_value = {"", "no", "no"};
  stock_first.label = tr_mark("Stock fills spaces first");
  static constexpr std::string_view k_stock_first_cycle[] = {"yes", "no"};
  stock_first.cycle = k_stock_first_cycle;
  stock_first.get = [](const Rules& r) { return yes_no(r.space_from_stock_first); };
  stock_first.set = [](Rules& r, std::string_view v) { r.space_from_stock_first = is_true(v); };
  table.push_back(stock_first);

  RuleOption penalty = make_option("knock_penalty_after", OptionKind::number, {});
  penalty.lowest = 0;
  penalty.highest = 9;
  penalty.preset_value = {"3", "0", "0"};
  penalty.label = tr_mark("Wrong knocks cost a turn");
  penalty.preset_label = {"", tr_mark("Wrong stops cost a turn"),
                          tr_mark("Wrong stops cost a turn")};
  static constexpr std::string_view k_penalty_cycle[] = {"0", "3", "5"};
  penalty.cycle = k_penalty_cycle;
  static constexpr std::pair<std::string_view, std::string_view> k_penalty_value_words[] = {
      {"0", tr_mark("Never")}};
  penalty.value_words = k_penalty_value_words;
  penalty.before_value = tr_mark("After ");
  penalty.get = [](const Rules& r) { return std::to_string(r.knock_penalty_after); };
  penalty.set = [](Rules& r, std::string_view v) { r.knock_penalty_after = uint8_t(number(v)); };
  table.push_back(penalty);

  static constexpr std::string_view on_off_values[] = {"on", "off"};
  RuleOption scoring = make_option("scoring", OptionKind::flag, on_off_values);
  scoring.preset_value = {"on", "on", "on"};
  scoring.label = tr_mark("Keep score");
  static constexpr std::string_view k_scoring_cycle[] = {"on", "off"};
  scoring.cycle = k_scoring_cycle;
  scoring.get = [](const Rules& r) { return yes_no(r.scoring, "on", "off"); };
  scoring.set = [](Rules& r, std::string_view v) { r.scoring = is_true(v); };
  table.push_back(scoring);

  RuleOption stall = make_option("stall_turns", OptionKind::number, {});
  stall.lowest = 10;
  stall.highest = 1000;
  stall.preset_value = {"60", "60", "60"};
  stall.label = tr_mark("Stalled game ends after");
  static constexpr std::string_view k_stall_cycle[] = {"30", "60", "100"};
  stall.cycle = k_stall_cycle;
  stall.after_value = tr_mark(" turns");
  stall.get = [](const Rules& r) { return std::to_string(r.stall_turns); };
  stall.set = [](Rules& r, std::string_view v) { r.stall_turns = uint16_t(number(v)); };
  table.push_back(stall);

  RuleOption draw = make_option("blocked_is_draw", OptionKind::flag, yes_no_values);
  draw.preset_value = {"no", "no", "no"};
  draw.label = tr_mark("A blocked game is a draw");
  static constexpr std::string_view k_draw_cycle[] = {"yes", "no"};
  draw.cycle = k_draw_cycle;
  draw.get = [](const Rules& r) { return yes_no(r.blocked_is_draw); };
  draw.set = [](Rules& r, std::string_view v) { r.blocked_is_draw = is_true(v); };
  table.push_back(draw);
  return table;
}

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

const std::vector<RuleOption>& rule_options() {
  static const std::vector<RuleOption> table = make_table();
  return table;
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
    if (option.in_preset(int(preset))) option.set(rules, option.preset_value[size_t(preset)]);
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
  // A choice a preset fixes elsewhere is not one to give here (stock_size 0 outside house).
  std::vector<std::string_view> allowed;
  for (std::string_view v : option->values) {
    bool fixed_elsewhere = false;
    for (size_t p = 0; p < size_t(kPresetCount); ++p) {
      fixed_elsewhere |= option->fixed_in(int(p)) && option->preset_value[p] == v;
    }
    if (!fixed_elsewhere) allowed.push_back(v);
  }
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
  option->set(rules, canonical);
  return "";
}

std::vector<std::pair<std::string, std::string>> option_values(const Rules& rules) {
  std::vector<std::pair<std::string, std::string>> values;
  for (const RuleOption& option : rule_options()) {
    if (option.in_preset(int(rules.preset))) values.emplace_back(option.name, option.get(rules));
  }
  return values;
}

}  // namespace rb::russian_bank
