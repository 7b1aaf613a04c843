// Single-deck Russian Bank's rules configuration (../shared/rules/single-deck-russian-bank.md,
// section 7): one preset ("standard") and four options, kept as data in one table (rules.cpp)
// from which records, the option parser and the list of options are made.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game_options.hpp"

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
struct OptionRow : OptionSpec {
  std::string (*get)(const Rules&) = nullptr;
  void (*set)(Rules&, std::string_view canonical) = nullptr;
};
const std::vector<OptionRow>& option_rows();

// "" on success, else a message naming the option and the problem (`rules` unchanged).
std::string set_option(Rules& rules, std::string_view name, std::string_view value);
// Every option with its value, in table order.
OptionValues option_values(const Rules& rules);

}  // namespace rb::sdrb
