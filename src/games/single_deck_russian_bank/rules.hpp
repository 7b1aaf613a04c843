// Single-deck Russian Bank's rules configuration (../shared/rules/single-deck-russian-bank.md,
// section 7): one preset ("standard") and four options, kept as data in one table (rules.cpp)
// from which records, the option parser and the list of options are made.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/option_table.hpp"

namespace rb::sdrb {

enum class FirstPlayer : uint8_t { human, player_a, random };

struct Rules {
  FirstPlayer first = FirstPlayer::human;
  bool scoring = true;         // the winner scores 30 plus the loser's cards; off: a winner only
  uint16_t stall_turns = 100;  // turns in a row without a card to the tableau end the game
  bool blocked_is_draw = false;
  friend bool operator==(const Rules&, const Rules&) = default;
};

// One option of the rules page's table: its description and how it is read and set.
using OptionRow = OptionRowFor<Rules>;
const std::vector<OptionRow>& option_rows();

// The one preset, "standard".
std::span<const std::string_view> preset_names();

}  // namespace rb::sdrb
