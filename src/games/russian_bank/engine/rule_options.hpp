// The rules options as data: one row per option of the rules page (section 5), from which the
// presets' rules, the option parser (records, addresses, the embed API), the list of values a
// record writes, the menu's rows and the rules page's list of options are all made. Adding an
// option is a field of Rules and one row here.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules.hpp"

namespace rb {

inline constexpr int kPresetCount = 3;

enum class OptionKind : uint8_t {
  flag,    // two values: values[0] is on, values[1] off (yes/no, on/off, true/false, 1/0 read)
  choice,  // one of `values`
  number,  // a whole number from `lowest` to `highest`
};

struct RuleOption {
  std::string_view name;  // in records, addresses and the embed API: "stall_turns"
  OptionKind kind = OptionKind::flag;
  std::vector<std::string_view> values;  // flag: its two spellings; choice: the values
  int lowest = 0, highest = 0;           // number
  // Its value in each preset ("": the preset has no such option), and whether the preset fixes
  // it there (only that value is accepted), with the reason a player reads when another is given.
  std::array<std::string_view, kPresetCount> preset_value;
  std::array<bool, kPresetCount> fixed{};
  std::string_view fixed_reason;  // "has no stock"
  // The menu: its row's words, the values a press goes through, and a value in words.
  std::string_view label;          // "Stalled game ends after"
  std::string_view classic_label;  // the classic presets' words, when they differ ("": the same)
  std::vector<std::string_view> cycle;
  std::vector<std::pair<std::string_view, std::string_view>> value_words;  // {"0", "Never"}
  std::string_view before_value, after_value;  // "After " 3; 60 " turns"
  std::string_view help;                       // the rules page's sentence
  // The option's value in Rules, in its canonical spelling, and setting a checked value.
  std::string (*get)(const Rules&) = nullptr;
  void (*set)(Rules&, std::string_view canonical) = nullptr;

  bool in_preset(Preset preset) const { return !preset_value[size_t(preset)].empty(); }
};

// Every option, in the rules page's order.
const std::vector<RuleOption>& rule_options();
// The option of that name, or nullptr.
const RuleOption* find_rule_option(std::string_view name);

// A value a player may give (yes, on, true, 1 ...) in the option's canonical spelling; "" when
// the option does not take it (whatever the preset).
std::string canonical_value(const RuleOption& option, std::string_view value);

// The menu's words for a value of the option ("60 turns", "Never", "Yes").
std::string value_in_words(const RuleOption& option, std::string_view value);

}  // namespace rb
