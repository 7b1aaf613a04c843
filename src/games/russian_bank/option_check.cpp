// Russian Bank's option check (see option_check.hpp).
#include "games/russian_bank/option_check.hpp"

#include "core/message_text.hpp"
#include "games/russian_bank/engine/rule_options.hpp"

namespace rb::russian_bank {
namespace {

// set_option's message reworded to start with the option and the value it refused.
std::string rule_option_problem(std::string_view name, std::string_view value,
                                const std::string& problem) {
  const std::string option = "option " + std::string(name);
  const std::string with_value = option + ": '" + std::string(value) + "' ";
  const std::string head = std::string(name) + " " + shown_in_message(value, '"');
  if (problem.starts_with(with_value)) return head + " " + problem.substr(with_value.size());
  if (problem.starts_with(option + ": ")) return head + ": " + problem.substr(option.size() + 2);
  if (problem.starts_with(option + " ")) {
    return head + ": the option " + problem.substr(option.size() + 1);
  }
  return head + ": " + problem;
}

}  // namespace

std::string check_rule_option(std::string_view preset_text, std::string_view name,
                              std::string_view value, std::string* canonical) {
  Preset preset = Preset::house;
  if (!parse_preset(preset_text, preset)) return "no preset \"" + std::string(preset_text) + "\"";
  Rules rules = preset_rules(preset);
  const std::string problem = set_option(rules, name, value);
  if (!problem.empty()) return rule_option_problem(name, value, problem);
  if (canonical) {
    *canonical = std::string(value);
    for (const auto& [option, now] : option_values(rules)) {
      if (option == name) *canonical = now;
    }
  }
  return "";
}

}  // namespace rb::russian_bank
