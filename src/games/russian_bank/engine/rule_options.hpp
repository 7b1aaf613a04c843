// The rules options as data: one row per option of the rules page (section 5), from which the
// presets' rules, the option parser (records, addresses, the embed API), the list of values a
// record writes, the menu's rows and the rules page's list of options are all made. Adding an
// option is a field of Rules and one row here.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/option_table.hpp"
#include "rules.hpp"

namespace rb::russian_bank {

inline constexpr int kPresetCount = 3;

// One row: the option's description (core/game_options.hpp) and how its value is read from and
// written into Rules (get, set). An option that only some presets have is in_preset(int(preset)).
using RuleOption = OptionRowFor<Rules>;

// Every option, in the rules page's order.
std::span<const RuleOption> rule_options();
// The option of that name, or nullptr.
const RuleOption* find_rule_option(std::string_view name);
// The values an address or a record may give the option (a choice's values less those only a
// preset that fixes them has).
std::vector<std::string_view> values_to_choose(const RuleOption& option);

}  // namespace rb::russian_bank
