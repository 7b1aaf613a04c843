// The rules options as the menu shows them: one row per option of the chosen game and preset that
// has a choice (the game's options table), with words for the player ("Stalled game ends after",
// "60 turns"), the values a press cycles through, and the change itself, kept in the canonical
// form apply_query gives Settings::rule_options.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/storage/settings.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/widgets.hpp"

namespace rb::app {

struct OptionRow {
  WidgetId id = WidgetId::none;
  std::string name;   // the game's name: "stall_turns"
  std::string label;  // "Stalled game ends after"
  std::string value;  // the game's spelling of the value now: "60"
  std::string shown;  // the value in words: "60 turns"
};

// The preset's place in its game's list (0 when it has none of that name).
int preset_index(const GameModule& game, const std::string& preset);

// The rows of the settings' game and preset, in the options table's order, with the settings'
// values. Options the preset fixes (a house game has no stock) have no row.
std::vector<OptionRow> option_rows(const Settings& settings);

// The widget of an option by its name, and back (nothing for other widgets).
WidgetId option_widget(const GameModule& game, const std::string& name);
std::optional<std::string> option_name(const GameModule& game, WidgetId id);

// The value a press of the option's row gives after `value`, in the game's spelling (stall_turns:
// 30, 60, 100, then 30 again; a value from a link that is not in the cycle goes on to the next
// larger one).
std::string next_option_value(const Settings& settings, const std::string& name,
                              const std::string& value);

// Sets a rules option of the settings' game and preset through apply_query (checked, in the
// game's spelling, ordered as its table lists them); options equal to the preset's own value are
// left out, so links stay short. Returns false (and changes nothing) when the preset refuses it.
bool set_rule_option(Settings& settings, const std::string& name, const std::string& value);

// The rules page's list of the options of the game in play: one paragraph each ("Stalled game
// ends after: 60 turns. How many turns ..."), for the options the preset lets a player choose,
// each with its sentence from the rules page `page` (rules_page.hpp) when the page has one.
std::vector<std::string> option_paragraphs(const Settings& settings, const RulesPage& page);

// Chooses another preset, or another game, as apply_query does: the old one's options are dropped.
void choose_preset(Settings& settings, const std::string& preset);
void choose_game(Settings& settings, const std::string& game);

}  // namespace rb::app
