// The panels drawn over the table: the menu (rules preset, the computer's level, animation speed,
// new game, restart this deal, the rules page), the rules page of the preset in play (a scrolling
// column of paragraphs), and the end of a game (result, score, a joke when the human lost).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/app_model.hpp"
#include "app/widgets.hpp"

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
  Rect clip;                    // lines are clipped to this (the rules' scrolling column)
  double content_height = 0;    // rules: the height of all paragraphs
  double scroll = 0;            // rules: how far they are scrolled (clamped)
};

PanelView panel_view(const AppModel& model);

// The clickable widgets of the open panel, in keyboard order.
std::vector<Widget> panel_buttons(const AppModel& model);

// Scrolls the rules by `device_px` (positive: further down), kept within the text.
void scroll_rules(AppModel& model, double device_px);

}  // namespace rb::app
