// Pishe Pasha's rules configuration (../shared/rules/pishe-pasha.md, section 8): one preset
// ("standard") and four options, kept as data in one table (rules.cpp) from which records, the
// option parser and the list of options are made.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/option_table.hpp"

namespace rb::pishe_pasha {

enum class FirstPlayer : uint8_t { human, player_a, random };

struct Rules {
  FirstPlayer first = FirstPlayer::human;
  uint8_t knock_penalty_after = 0;  // wrong Stop calls before the caller misses a turn; 0: never
  uint16_t stall_turns = 100;       // turns in a row without a card to the center end the game
  bool blocked_is_draw = false;
  friend bool operator==(const Rules&, const Rules&) = default;
};

// One option of the rules page's table: its description and how it is read and set.
using OptionRow = OptionRowFor<Rules>;
const std::vector<OptionRow>& option_rows();

// The one preset, "standard".
std::span<const std::string_view> preset_names();

}  // namespace rb::pishe_pasha
