// Writes layout_json(): plain snprintf, numbers in CSS pixels with up to 2 decimals.
#include "app/layout_json.hpp"

#include <cstdio>

#include "app/table_style.hpp"

namespace rb::app {
namespace {

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string out = text;  // drop trailing zeros: 12.50 -> 12.5, 3.00 -> 3
  while (out.back() == '0') out.pop_back();
  if (out.back() == '.') out.pop_back();
  return out;
}

// "x":..,"y":..,"w":..,"h":.. in CSS pixels.
std::string css_rect(const Layout& layout, const Rect& r) {
  return "\"x\":" + number(layout.css(r.x)) + ",\"y\":" + number(layout.css(r.y)) +
         ",\"w\":" + number(layout.css(r.w)) + ",\"h\":" + number(layout.css(r.h));
}

}  // namespace

std::string layout_json(const Layout& layout, const State& state, TableColour table) {
  const Rgb felt = felt_colour(table);
  std::string out = "{\"css_width\":" + number(layout.css_width) +
                    ",\"css_height\":" + number(layout.css_height) +
                    ",\"dpr\":" + number(layout.dpr) + ",\"table_rgb\":[" + std::to_string(felt.r) +
                    "," + std::to_string(felt.g) + "," + std::to_string(felt.b) + "],\"piles\":[";
  bool first = true;
  for (int p = 0; p < kPileCount; ++p) {
    const PilePlace& place = layout.places[p];
    if (!place.shown) continue;
    const PileId pile = PileId(p);
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":\"" + pile_code(pile) + "\"," + css_rect(layout, place.base) +
           ",\"cards\":" + std::to_string(state.size(pile)) + ",\"area\":{" +
           css_rect(layout, place.area) + "}}";
  }
  return out + "]}";
}

}  // namespace rb::app
