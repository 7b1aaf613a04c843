// Spite and Malice's rules configuration (../shared/rules/spite-and-malice.md, section 10): three
// presets ("two", "three", "four": the same rules, the players option's default differs) and eight
// options, kept as data in one table (rules.cpp) from which records, the option parser, the menu
// and the rules page's list of options are made.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/option_table.hpp"

namespace rb::spite {

struct Rules {
  uint8_t players = 2;    // 2, 3 or 4 seats
  bool side_any = false;  // side_stacks: any card on any side stack (else down-or-equal)
  bool aces_twos_compulsory =
      true;  // an available ace, or a two while an ace shows, must be played
  bool joker_starts_center = false;  // a joker may begin a center stack (as an ace)
  bool refill_when_empty = true;     // an emptied hand draws five more at once
  bool stock_out_ends = false;       // stock_out: the game ends when a draw finds the pile empty
  bool show_payoff_count = false;    // the table shows how many cards each payoff pile holds
  uint16_t stall_turns = 100;        // turns in a row without a payoff card end the game
  friend bool operator==(const Rules&, const Rules&) = default;
};

inline constexpr int kPresetCount = 3;
// "two", "three", "four".
std::span<const std::string_view> preset_names();
// "three players": how the table names a preset in a sentence (marked for tr()).
std::string_view preset_phrase(std::string_view preset);
// The rules a preset starts from.
Rules preset_rules(int preset);

// One option of the rules page's table: its description and how it is read and set.
using OptionRow = OptionRowFor<Rules>;
std::span<const OptionRow> option_rows();

}  // namespace rb::spite
