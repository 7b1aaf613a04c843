// A game's options table with how each value is read from and written into the game's own rules
// type: the option parser and the list of values that every game keeping its options as data
// (game_options.hpp) shares.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "game_options.hpp"

namespace rb {

// A row: the option's spec and how its value is read from and written into RulesType: by `get`
// and `set`, or, for a yes/no option kept in one bool of RulesType, by `flag` alone (true is the
// option's first value).
template <typename RulesType>
struct OptionRowFor : OptionSpec {
  std::string (*get)(const RulesType&) = nullptr;
  void (*set)(RulesType&, std::string_view canonical) = nullptr;
  bool RulesType::*flag = nullptr;

  std::string value_in(const RulesType& rules) const {
    return flag ? std::string(values[rules.*flag ? 0 : 1]) : get(rules);
  }
  void set_in(RulesType& rules, std::string_view canonical) const {
    if (flag) {
      rules.*flag = canonical == values[0];
    } else {
      set(rules, canonical);
    }
  }
};

// The row of a yes/no option kept in `field`: flag_row({.name = ..., .values = kYesNo, ...},
// &Rules::field).
template <typename RulesType>
constexpr OptionRowFor<RulesType> flag_row(const OptionSpec& spec, bool RulesType::*field) {
  OptionRowFor<RulesType> row{spec};
  row.flag = field;
  return row;
}

// Sets option `name` of `rules`: "" on success, else a message naming the option and the problem
// (`rules` unchanged). `title` names the game in "Pishe Pasha has no option ...".
template <typename RulesType>
std::string set_table_option(std::span<const OptionRowFor<RulesType>> rows, std::string_view title,
                             RulesType& rules, std::string_view name, std::string_view value) {
  for (const OptionRowFor<RulesType>& row : rows) {
    if (row.name != name) continue;
    const std::string canonical = canonical_value(row, value);
    if (canonical.empty()) return option_refusal(row, value);
    row.set_in(rules, canonical);
    return "";
  }
  return no_such_option(title, name);
}

// Every option with its value in `rules`, in table order.
template <typename RulesType>
OptionValues table_option_values(std::span<const OptionRowFor<RulesType>> rows,
                                 const RulesType& rules) {
  OptionValues values;
  for (const OptionRowFor<RulesType>& row : rows)
    values.emplace_back(row.name, row.value_in(rules));
  return values;
}

}  // namespace rb
