// The menu's rules options: names, words and value cycles (see option_rows.hpp).
#include "app/option_rows.hpp"

#include <algorithm>
#include <array>
#include <charconv>

#include "games/russian_bank/engine/rule_options.hpp"

namespace rb::app {
namespace {

// The values of the option's menu cycle that the preset accepts.
std::vector<std::string> accepted(Preset preset, const RuleOption& option) {
  std::vector<std::string> values;
  for (std::string_view value : option.cycle) {
    Rules rules = preset_rules(preset);
    if (set_option(rules, option.name, value).empty()) values.emplace_back(value);
  }
  return values;
}

bool number_of(const std::string& text, int& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size();
}

WidgetId row_widget(size_t index) {
  return index < size_t(kMaxOptionRows) ? WidgetId(size_t(WidgetId::option_row_first) + index)
                                        : WidgetId::none;
}

}  // namespace

std::vector<OptionRow> option_rows(const Settings& settings) {
  std::vector<OptionRow> rows;
  const Rules rules = rules_for(settings);
  const auto& options = rule_options();
  for (size_t i = 0; i < options.size(); ++i) {
    const RuleOption& option = options[i];
    if (!option.in_preset(settings.preset) || accepted(settings.preset, option).size() < 2) {
      continue;
    }
    const std::string_view label =
        rules.classic() && !option.classic_label.empty() ? option.classic_label : option.label;
    const std::string value = option.get(rules);
    rows.push_back(OptionRow{row_widget(i), std::string(option.name), std::string(label), value,
                             value_in_words(option, value)});
  }
  return rows;
}

WidgetId option_widget(const std::string& name) {
  const auto& options = rule_options();
  for (size_t i = 0; i < options.size(); ++i) {
    if (options[i].name == name) return row_widget(i);
  }
  return WidgetId::none;
}

std::optional<std::string> option_name(WidgetId id) {
  const auto first = size_t(WidgetId::option_row_first);
  const auto i = size_t(id);
  if (i < first || i > size_t(WidgetId::option_row_last)) return std::nullopt;
  const auto& options = rule_options();
  if (i - first >= options.size()) return std::nullopt;
  return std::string(options[i - first].name);
}

std::string next_option_value(Preset preset, const std::string& name, const std::string& value) {
  const RuleOption* option = find_rule_option(name);
  if (option == nullptr) return value;
  const std::vector<std::string> values = accepted(preset, *option);
  if (values.empty()) return value;
  // A value the cycle does not have but shows alike ("first": player-a is "You", as human).
  std::string same = value;
  for (const std::string& v : values) {
    if (value_in_words(*option, v) == value_in_words(*option, value)) same = v;
  }
  const auto at = std::find(values.begin(), values.end(), same);
  if (at != values.end()) return *(at + 1 == values.end() ? values.begin() : at + 1);
  // Not in the cycle (a link's stall_turns=40): the next larger one, else the first.
  int now = 0, each = 0;
  if (number_of(value, now)) {
    for (const std::string& v : values) {
      if (number_of(v, each) && each > now) return v;
    }
  }
  return values.front();
}

bool set_rule_option(Settings& settings, const std::string& name, const std::string& value) {
  Settings changed = settings;
  if (!apply_query(name + "=" + value, changed).empty()) return false;
  const auto own = option_values(preset_rules(changed.preset));
  std::erase_if(changed.rule_options, [&own](const auto& option) {
    return std::find(own.begin(), own.end(), option) != own.end();
  });
  settings.rule_options = std::move(changed.rule_options);
  return true;
}

std::vector<std::string> option_paragraphs(const Rules& rules) {
  std::vector<std::string> paragraphs;
  for (const RuleOption& option : rule_options()) {
    if (!option.in_preset(rules.preset) || option.fixed_in(int(rules.preset))) continue;
    const std::string_view label =
        rules.classic() && !option.classic_label.empty() ? option.classic_label : option.label;
    paragraphs.push_back(std::string(label) + ": " + value_in_words(option, option.get(rules)) +
                         ". " + std::string(option.help));
  }
  return paragraphs;
}

void choose_preset(Settings& settings, Preset preset) {
  apply_query("preset=" + preset_name(preset), settings);
}

}  // namespace rb::app
