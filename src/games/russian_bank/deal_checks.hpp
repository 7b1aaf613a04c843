// Russian Bank's checks of what a player or a save gives: one rules option's value for a preset
// (with the message a player reads), and whether a game was dealt by given settings.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/game_options.hpp"
#include "games/russian_bank/engine/record.hpp"

namespace rb {

std::string check_rule_option(std::string_view preset, std::string_view name,
                              std::string_view value, std::string* canonical);
// `dealt` is the record's rules and seeds; "" when the settings deal it.
std::string dealt_by_problem(const Record& dealt, std::string_view preset,
                             const OptionValues& options, uint64_t seed, bool* about_seed);

}  // namespace rb
