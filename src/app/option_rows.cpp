// The menu's rules options: names, words and value cycles (see option_rows.hpp).
#include "app/option_rows.hpp"

#include <algorithm>
#include <array>
#include <charconv>

namespace rb::app {
namespace {

struct OptionSpec {
  const char* name;
  WidgetId id;
  const char* label;
  std::vector<const char*> cycle;  // the values a press goes through, in the engine's spelling
};

const std::vector<OptionSpec>& specs() {
  static const std::vector<OptionSpec> table = {
      {"stock_size", WidgetId::option_stock_size, "Stock", {"12", "13"}},
      {"first", WidgetId::option_first, "Who starts", {"human", "by-cards"}},
      {"own_waste_playable",
       WidgetId::option_own_waste_playable,
       "Play from your own waste",
       {"yes", "no"}},
      {"use_opponent_stock",
       WidgetId::option_use_opponent_stock,
       "Use the computer's stock",
       {"yes", "no"}},
      {"waste_fills_space",
       WidgetId::option_waste_fills_space,
       "Waste fills a space",
       {"yes", "no"}},
      {"space_from_stock_first",
       WidgetId::option_space_from_stock_first,
       "Stock fills spaces first",
       {"yes", "no"}},
      {"knock_penalty_after",
       WidgetId::option_knock_penalty_after,
       "Wrong knocks cost a turn",
       {"0", "3", "5"}},
      {"scoring", WidgetId::option_scoring, "Keep score", {"on", "off"}},
      {"stall_turns", WidgetId::option_stall_turns, "Stalled game ends after", {"30", "60", "100"}},
      {"blocked_is_draw",
       WidgetId::option_blocked_is_draw,
       "A blocked game is a draw",
       {"yes", "no"}},
  };
  return table;
}

const OptionSpec* spec_of(const std::string& name) {
  for (const OptionSpec& spec : specs()) {
    if (name == spec.name) return &spec;
  }
  return nullptr;
}

// The values of the cycle the preset accepts.
std::vector<std::string> accepted(Preset preset, const OptionSpec& spec) {
  std::vector<std::string> values;
  for (const char* value : spec.cycle) {
    Rules rules = preset_rules(preset);
    if (set_option(rules, spec.name, value).empty()) values.emplace_back(value);
  }
  return values;
}

bool number_of(const std::string& text, int& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size();
}

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
  return text;
}

std::string shown_value(const std::string& name, const std::string& value) {
  if (name == "stock_size") return value + " cards";
  if (name == "first") return value == "by-cards" ? "Lower card" : "You";
  if (name == "knock_penalty_after") return value == "0" ? "Never" : "After " + value;
  if (name == "stall_turns") return value + " turns";
  return capitalised(value);  // yes/no, on/off
}

}  // namespace

std::vector<OptionRow> option_rows(const Settings& settings) {
  std::vector<OptionRow> rows;
  const Rules rules = rules_for(settings);
  for (const auto& [name, value] : option_values(rules)) {
    const OptionSpec* spec = spec_of(name);
    if (spec == nullptr || accepted(settings.preset, *spec).size() < 2) continue;
    std::string label = spec->label;
    if (name == "knock_penalty_after" && rules.classic()) label = "Wrong stops cost a turn";
    rows.push_back(OptionRow{spec->id, name, label, value, shown_value(name, value)});
  }
  return rows;
}

WidgetId option_widget(const std::string& name) {
  const OptionSpec* spec = spec_of(name);
  return spec != nullptr ? spec->id : WidgetId::none;
}

std::optional<std::string> option_name(WidgetId id) {
  for (const OptionSpec& spec : specs()) {
    if (spec.id == id) return std::string(spec.name);
  }
  return std::nullopt;
}

std::string next_option_value(Preset preset, const std::string& name, const std::string& value) {
  const OptionSpec* spec = spec_of(name);
  if (spec == nullptr) return value;
  const std::vector<std::string> values = accepted(preset, *spec);
  if (values.empty()) return value;
  const std::string same = name == "first" && value == "player-a" ? "human" : value;
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

void choose_preset(Settings& settings, Preset preset) {
  apply_query("preset=" + preset_name(preset), settings);
}

}  // namespace rb::app
