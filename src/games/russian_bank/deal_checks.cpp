// Russian Bank's option and deal checks (see deal_checks.hpp).
#include "games/russian_bank/deal_checks.hpp"

#include "core/message_text.hpp"
#include "games/russian_bank/engine/record.hpp"
#include "games/russian_bank/engine/rule_options.hpp"

namespace rb {
namespace {

// set_option's message reworded to start with the option and the value it refused.
std::string rule_option_problem(std::string_view name, std::string_view value,
                                const std::string& problem) {
  const std::string option = "option " + std::string(name);
  const std::string with_value = option + ": '" + std::string(value) + "' ";
  const std::string head = std::string(name) + " " + shown_in_message(value, '"');
  if (problem.rfind(with_value, 0) == 0) return head + " " + problem.substr(with_value.size());
  if (problem.rfind(option + ": ", 0) == 0) return head + ": " + problem.substr(option.size() + 2);
  if (problem.rfind(option + " ", 0) == 0) {
    return head + ": the option " + problem.substr(option.size() + 1);
  }
  return head + ": " + problem;
}

// The first difference between the rules of the record and those of the settings.
std::string rules_difference(const Rules& record, const Rules& settings) {
  if (record.preset != settings.preset) {
    return "the record's preset is " + preset_name(record.preset) + ", the settings' " +
           preset_name(settings.preset);
  }
  const auto in_record = option_values(record);
  const auto in_settings = option_values(settings);
  for (size_t i = 0; i < in_record.size() && i < in_settings.size(); ++i) {
    if (in_record[i] != in_settings[i]) {
      return in_record[i].first + " is " + in_record[i].second + " in the record but " +
             in_settings[i].second + " in the settings";
    }
  }
  return "the rules differ";
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

std::string dealt_by_problem(const Record& dealt, std::string_view preset_text,
                             const OptionValues& options, uint64_t seed, bool* about_seed) {
  if (about_seed) *about_seed = false;
  Preset preset = Preset::house;
  if (!parse_preset(preset_text, preset)) return "no preset \"" + std::string(preset_text) + "\"";
  Rules rules = preset_rules(preset);
  for (const auto& [name, value] : options) set_option(rules, name, value);
  // (The settings give the options; the record's first line gives the edition it was played by.)
  rules.edition = dealt.rules.edition;
  if (dealt.rules != rules) {
    return "the settings do not match the record's rules: " + rules_difference(dealt.rules, rules);
  }
  const Record fresh = new_record(dealt.rules, seed);
  if (dealt.seed_a != fresh.seed_a || dealt.seed_b != fresh.seed_b) {
    if (about_seed) *about_seed = true;
    return "the record's deck seeds are not those of deal " + std::to_string(seed);
  }
  return "";
}

}  // namespace rb
