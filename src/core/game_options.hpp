// A game's options as data: one row per option (name, kind, allowed values, value per preset,
// menu words), from which the game's option parser, the menu's rows, the address and embed
// API validation and the rules page's list of options are made. Each game keeps its table in its
// folder (with how a value is read from and written into its own rules).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

enum class OptionKind : uint8_t {
  flag,    // two values: values[0] is on, values[1] off (yes/no, on/off, true/false, 1/0 read)
  choice,  // one of `values`
  number,  // a whole number from `lowest` to `highest`
};

// The most presets a game has (Russian Bank has three).
inline constexpr int kMaxPresets = 4;

struct OptionSpec {
  std::string_view name{};  // in records, addresses and the embed API: "stall_turns"
  OptionKind kind = OptionKind::flag;
  std::span<const std::string_view> values{};  // flag: its two spellings; choice: the values
  int lowest = 0, highest = 0;                 // number
  // Its value in each preset, by the preset's number ("": the preset has no such option), and
  // whether the preset fixes it there (only that value is accepted), with the reason a player
  // reads when another is given.
  std::array<std::string_view, kMaxPresets> preset_value{};
  std::array<bool, kMaxPresets> fixed{};
  std::string_view fixed_reason{};  // "has no stock"
  // The menu: its row's words, the values a press goes through, and a value in words.
  std::string_view label{};  // "Stalled game ends after"
  // Other words in some presets, by the preset's number ("": `label`).
  std::array<std::string_view, kMaxPresets> preset_label{};
  std::span<const std::string_view> cycle{};
  std::span<const std::pair<std::string_view, std::string_view>> value_words{};  // {"0", "Never"}
  std::string_view before_value{}, after_value{};  // "After " 3; 60 " turns"
  // (Its sentence on the rules page is data: "option NAME: ..." in the game's options.txt.)

  bool in_preset(int preset) const {
    return preset >= 0 && size_t(preset) < preset_value.size() &&
           !preset_value[size_t(preset)].empty();
  }
  bool fixed_in(int preset) const { return size_t(preset) < fixed.size() && fixed[size_t(preset)]; }
  std::string_view label_in(int preset) const {
    const bool own = size_t(preset) < preset_label.size() && !preset_label[size_t(preset)].empty();
    return own ? preset_label[size_t(preset)] : label;
  }
};

// Options by name with their values, as a record, an address or the embed API gives them.
using OptionValues = std::vector<std::pair<std::string, std::string>>;

// A value a player may give (yes, on, true, 1 ...) in the option's canonical spelling; "" when
// the option does not take it (whatever the preset).
std::string canonical_value(const OptionSpec& option, std::string_view value);

// What the option takes, for a value it refused: "option stall_turns takes a whole number from 10
// to 1000, not \"5\"".
std::string option_refusal(const OptionSpec& option, std::string_view value);
// "Pishe Pasha has no option "x"", in the table's words (`title`: the game's name, in English).
std::string no_such_option(std::string_view title, std::string_view name);

// The menu's words for a value of the option ("60 turns", "Never", "Yes").
std::string value_in_words(const OptionSpec& option, std::string_view value);

}  // namespace rb
