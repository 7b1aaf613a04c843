// Russian Bank's option check (see option_check.hpp).
#include "games/russian_bank/option_check.hpp"

#include <vector>

#include "core/game_options.hpp"
#include "core/message_text.hpp"
#include "core/translation.hpp"
#include "games/russian_bank/engine/rule_options.hpp"

namespace rb::russian_bank {
namespace {

// "a, b or c", in the table's words.
std::string or_list(const std::vector<std::string_view>& values) {
  std::string text;
  for (size_t i = 0; i + 1 < values.size(); ++i) {
    text += (i == 0 ? "" : ", ") + std::string(values[i]);
  }
  if (values.size() < 2) return text + (values.empty() ? "" : std::string(values.back()));
  return tr_fill("{0} or {1}", {text, values.back()});
}

// Why the preset refuses the option's value (set_option refused it), in the table's words: an
// address's option is read at a French table as well as an English one. (set_option's own words,
// in English, are a record's.)
std::string refusal(Preset preset, std::string_view name, std::string_view value) {
  const RuleOption* option = find_rule_option(name);
  if (option == nullptr) return no_such_option("Russian Bank", name);
  const std::string option_name(name);
  const std::string shown = shown_in_message(value, '"');
  if (!option->in_preset(int(preset))) {
    std::vector<std::string> having;
    for (Preset p : {Preset::house, Preset::scarne, Preset::ultimate}) {
      if (option->in_preset(int(p))) having.push_back(preset_name(p));
    }
    if (having.size() == 1) {
      return tr_fill("{0} {1}: the option applies only to the preset {2}",
                     {option_name, shown, having[0]});
    }
    std::string first;
    for (size_t i = 0; i + 1 < having.size(); ++i) first += (i == 0 ? "" : ", ") + having[i];
    return tr_fill("{0} {1}: the option applies only to the presets {2} and {3}",
                   {option_name, shown, first, having.back()});
  }
  if (option->fixed_in(int(preset))) {
    return tr_fill("{0} {1}: preset {2} {3} (only {4})",
                   {option_name, shown, preset_name(preset), tr(option->fixed_reason),
                    option->preset_value[size_t(preset)]});
  }
  if (option->kind == OptionKind::number) {
    return tr_fill(
        "{0} {1} is not a number from {2} to {3}",
        {option_name, shown, std::to_string(option->lowest), std::to_string(option->highest)});
  }
  if (option->kind == OptionKind::flag) {
    // (Read as the page's own on-or-off options are: canonical_value takes every spelling.)
    return tr_fill("{0} {1} is not on or off: use 1 or 0 (yes/no, on/off, true/false)",
                   {option_name, shown});
  }
  return tr_fill("{0} {1} is not {2}", {option_name, shown, or_list(values_to_choose(*option))});
}

}  // namespace

std::string check_rule_option(std::string_view preset_text, std::string_view name,
                              std::string_view value, std::string* canonical) {
  Preset preset = Preset::house;
  if (!parse_preset(preset_text, preset)) {
    return tr_fill("preset {0} is not a preset: use {1}",
                   {shown_in_message(preset_text, '"'), or_list({"house", "scarne", "ultimate"})});
  }
  Rules rules = preset_rules(preset);
  if (!set_option(rules, name, value).empty()) return refusal(preset, name, value);
  if (canonical) {
    *canonical = std::string(value);
    for (const auto& [option, now] : option_values(rules)) {
      if (option == name) *canonical = now;
    }
  }
  return "";
}

}  // namespace rb::russian_bank
