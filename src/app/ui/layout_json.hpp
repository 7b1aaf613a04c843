// The table as JSON for the browser tests: window size, devicePixelRatio, table colour, and every
// shown pile's place in CSS pixels with its card count. A pile's x, y, w, h is where its bottom
// card lies (always covered by a card when the pile has any); "area" is all the pile may cover,
// which for a house pile includes the room its fan spreads into.
#pragma once

#include <string>

#include "app/storage/settings.hpp"
#include "app/ui/layout.hpp"
#include "core/game.hpp"

namespace rb::app {

// A length in CSS pixels as JSON: up to 2 decimals, no trailing zeros (12.5, 3).
std::string css_number(double value);
// "x":..,"y":..,"w":..,"h":.. of a rectangle of the layout, in CSS pixels.
std::string css_rect_fields(const Layout& layout, const Rect& r);

// {"css_width":..,"css_height":..,"dpr":..,"table_rgb":[r,g,b],
//  "piles":[{"id":"c1","x":..,"y":..,"w":..,"h":..,"cards":n,
//            "area":{"x":..,"y":..,"w":..,"h":..}},...]}
std::string layout_json(const Layout& layout, const GameState& state,
                        TableColour table = TableColour::green);

}  // namespace rb::app
