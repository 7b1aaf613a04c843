// The menu's rules options: names, words and value cycles (see option_rows.hpp).
#include "app/ui/option_rows.hpp"

#include <algorithm>

#include "core/decimal_text.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

// The values of the option's menu cycle that the preset accepts.
std::vector<std::string> accepted(const GameModule& game, const std::string& preset,
                                  const OptionSpec& option) {
  std::vector<std::string> values;
  for (std::string_view value : option.cycle) {
    if (game.check_option(preset, option.name, value, nullptr).empty()) values.emplace_back(value);
  }
  return values;
}

bool number_of(const std::string& text, int& out) {
  return read_whole(std::string_view(text), out);
}

WidgetId row_widget(size_t index) {
  return index < size_t(kMaxOptionRows) ? WidgetId(size_t(WidgetId::option_row_first) + index)
                                        : WidgetId::none;
}

// The option's value in the settings: changed by them, or the preset's own.
std::string value_of(const Settings& settings, const OptionSpec& option, int preset) {
  for (const auto& [name, value] : settings.rule_options) {
    if (name == option.name) return value;
  }
  return std::string(option.preset_value[size_t(preset)]);
}

const OptionSpec* find_option(const std::vector<OptionSpec>& options, const std::string& name) {
  for (const OptionSpec& option : options) {
    if (option.name == name) return &option;
  }
  return nullptr;
}

}  // namespace

int preset_index(const GameModule& game, const std::string& preset) {
  const auto presets = game.presets();
  for (size_t i = 0; i < presets.size(); ++i) {
    if (presets[i] == preset) return int(i);
  }
  return 0;
}

std::vector<OptionRow> option_rows(const Settings& settings) {
  std::vector<OptionRow> rows;
  const GameModule& game = game_of(settings);
  const int preset = preset_index(game, settings.preset);
  const std::vector<OptionSpec> options = game.options();
  for (size_t i = 0; i < options.size(); ++i) {
    const OptionSpec& option = options[i];
    if (!option.in_preset(preset) || accepted(game, settings.preset, option).size() < 2) continue;
    const std::string value = value_of(settings, option, preset);
    rows.push_back(OptionRow{row_widget(i), std::string(option.name),
                             std::string(tr(option.label_in(preset))), value,
                             value_in_words(option, value)});
  }
  return rows;
}

WidgetId option_widget(const GameModule& game, const std::string& name) {
  const std::vector<OptionSpec> options = game.options();
  for (size_t i = 0; i < options.size(); ++i) {
    if (options[i].name == name) return row_widget(i);
  }
  return WidgetId::none;
}

std::optional<std::string> option_name(const GameModule& game, WidgetId id) {
  const auto first = size_t(WidgetId::option_row_first);
  const auto i = size_t(id);
  if (i < first || i > size_t(WidgetId::option_row_last)) return std::nullopt;
  const std::vector<OptionSpec> options = game.options();
  if (i - first >= options.size()) return std::nullopt;
  return std::string(options[i - first].name);
}

std::string next_option_value(const Settings& settings, const std::string& name,
                              const std::string& value) {
  const GameModule& game = game_of(settings);
  const std::vector<OptionSpec> options = game.options();
  const OptionSpec* option = find_option(options, name);
  if (option == nullptr) return value;
  const std::vector<std::string> values = accepted(game, settings.preset, *option);
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
  const GameModule& game = game_of(changed);
  const int preset = preset_index(game, changed.preset);
  const std::vector<OptionSpec> options = game.options();
  std::erase_if(changed.rule_options, [&](const auto& option) {
    const OptionSpec* spec = find_option(options, option.first);
    return spec != nullptr && spec->preset_value[size_t(preset)] == option.second;
  });
  settings.rule_options = std::move(changed.rule_options);
  return true;
}

std::vector<std::string> option_paragraphs(const Settings& settings, const RulesPage& page) {
  std::vector<std::string> paragraphs;
  const GameModule& game = game_of(settings);
  const int preset = preset_index(game, settings.preset);
  for (const OptionSpec& option : game.options()) {
    if (!option.in_preset(preset) || option.fixed_in(preset)) continue;
    std::string paragraph = tr_fill(
        "{0}: {1}.",
        {tr(option.label_in(preset)), value_in_words(option, value_of(settings, option, preset))});
    if (const std::string_view sentence = option_sentence(page, option.name); !sentence.empty()) {
      paragraph += " " + std::string(sentence);
    }
    paragraphs.push_back(std::move(paragraph));
  }
  return paragraphs;
}

void choose_preset(Settings& settings, const std::string& preset) {
  apply_query("preset=" + preset, settings);
}

void choose_game(Settings& settings, const std::string& game) {
  apply_query("game=" + game, settings);
}

}  // namespace rb::app
