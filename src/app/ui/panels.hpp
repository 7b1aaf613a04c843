// The panels drawn over the table: the menu in two pages (the game: rules preset, the computer's
// level, animation speed, table colour, new game, restart this deal, a link to the deal, the rules
// page and the statistics; the rules options of the chosen preset), the rules page of the preset
// in play (a scrolling column of paragraphs), the end of a game (result, score, a joke when the
// human lost), and the statistics of the preset in play (a table by level, and a reset).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/ui/widgets.hpp"

namespace rb::app {

// A line of text in a panel, in device pixels (`y` is its top).
struct TextLine {
  std::string text;
  int x = 0, y = 0;
  double font_px = 0;
  bool bold = false;
  uint32_t rgba = 0xffffffff;
};

struct PanelView {
  Rect box;                     // the panel (empty when none is open)
  std::vector<Widget> widgets;  // titles, labels and buttons
  std::vector<TextLine> lines;  // other text (rules paragraphs, the result, the joke)
  std::vector<Rect> bands;      // faint bands behind every other row of a table (statistics)
  Rect clip;                    // lines are clipped to this (the rules' scrolling column)
  double content_height = 0;    // rules: the height of all paragraphs; else of all the panel
  double scroll = 0;            // how far the column is scrolled (clamped)
  double scroll_most = 0;       // how far it can be (0: it does not scroll)
  bool widgets_scroll = false;  // the widgets scroll with the lines (a panel taller than the room)
};

PanelView panel_view(const AppModel& model);

// What the menu says when its choices of preset, rules options or level differ from the game in
// play: "Rules and computer take effect with the next new game." ("" when nothing waits).
std::string next_game_note(const AppModel& model);

// The clickable widgets of the open panel, in keyboard order.
std::vector<Widget> panel_buttons(const AppModel& model);

// Scrolls the rules, or a panel taller than the window, by `device_px` (positive: further down),
// kept within the text.
void scroll_rules(AppModel& model, double device_px);
// Scrolls a panel taller than the window so that its keyboard focus shows.
void reveal_panel_focus(AppModel& model);

// The panel a name stands for ("menu", "rules", "end", "stats": the test hook's names), and back.
const char* panel_name(Panel panel);
bool parse_panel(std::string_view name, Panel& out);

// Opens a panel by the command line's name (--panel): a panel's name, or "menu-rules" for the
// menu's rules options page. False (and nothing opened) for another name.
bool known_panel_name(std::string_view name);
bool open_named_panel(AppModel& model, std::string_view name);

}  // namespace rb::app
