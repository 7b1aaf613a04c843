// Russian Bank's check of one rules option's value for a preset, with the words a player reads
// ("stall_turns \"5\" is not a number from 10 to 1000").
#pragma once

#include <string>
#include <string_view>

namespace rb::russian_bank {

std::string check_rule_option(std::string_view preset, std::string_view name,
                              std::string_view value, std::string* canonical);

}  // namespace rb::russian_bank
