// The rules options as the menu shows them: one row per option of the chosen preset that has a
// choice (rb::option_values' names), with words for the player ("Stalled game ends after",
// "60 turns"), the values a press cycles through, and the change itself, kept in the canonical
// form apply_query gives Settings::rule_options.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/settings.hpp"
#include "app/widgets.hpp"

namespace rb::app {

struct OptionRow {
  WidgetId id = WidgetId::none;
  std::string name;   // the engine's name: "stall_turns"
  std::string label;  // "Stalled game ends after"
  std::string value;  // the engine's spelling of the value now: "60"
  std::string shown;  // the value in words: "60 turns"
};

// The rows of `settings.preset`, in the rules page's order, with the values of
// rules_for(settings). Options the preset fixes (a house game has no stock) have no row.
std::vector<OptionRow> option_rows(const Settings& settings);

// The widget of an option by its engine name, and back (nothing for other widgets).
WidgetId option_widget(const std::string& name);
std::optional<std::string> option_name(WidgetId id);

// The value a press of the option's row gives after `value`, in the engine's spelling (stall_turns:
// 30, 60, 100, then 30 again; a value from a link that is not in the cycle goes on to the next
// larger one).
std::string next_option_value(Preset preset, const std::string& name, const std::string& value);

// Sets a rules option of `settings.preset` through apply_query (checked, in the engine's
// spelling, ordered as the rules page lists them); options equal to the preset's own value are
// left out, so links stay short. Returns false (and changes nothing) when the preset refuses it.
bool set_rule_option(Settings& settings, const std::string& name, const std::string& value);

// The rules page's list of the options of the game played by `rules`: one paragraph each
// ("Stalled game ends after: 60 turns. How many turns ..."), for the options the preset lets a
// player choose.
std::vector<std::string> option_paragraphs(const Rules& rules);

// Chooses another preset as apply_query does: the old preset's rules options are dropped.
void choose_preset(Settings& settings, Preset preset);

}  // namespace rb::app
