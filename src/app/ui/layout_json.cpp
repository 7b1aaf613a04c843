// Writes layout_json(): numbers in CSS pixels with up to 2 decimals.
#include "app/ui/layout_json.hpp"

#include "app/ui/table_style.hpp"
#include "core/decimal_text.hpp"

namespace rb::app {
namespace {

std::string number(double value) {
  return decimal_text(value, 2);  // (no trailing zeros: 12.5, 3)
}

// "x":..,"y":..,"w":..,"h":.. in CSS pixels.
std::string css_rect(const Layout& layout, const Rect& r) {
  return "\"x\":" + number(layout.css(r.x)) + ",\"y\":" + number(layout.css(r.y)) +
         ",\"w\":" + number(layout.css(r.w)) + ",\"h\":" + number(layout.css(r.h));
}

}  // namespace

std::string layout_json(const Layout& layout, const GameState& state, TableColour table) {
  const TableArrangements arrangement = state.talk()->table();
  const Rgb felt = felt_colour(table);
  std::string out = "{\"css_width\":" + number(layout.css_width) +
                    ",\"css_height\":" + number(layout.css_height) +
                    ",\"dpr\":" + number(layout.dpr) + ",\"table_rgb\":[" + std::to_string(felt.r) +
                    "," + std::to_string(felt.g) + "," + std::to_string(felt.b) + "],\"piles\":[";
  bool first = true;
  for (int pile = 0; pile < int(layout.places.size()); ++pile) {
    const PilePlace& place = layout.place(pile);
    if (!place.shown) continue;
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":\"" + arrangement.piles[size_t(pile)].code + "\"," +
           css_rect(layout, place.base) +
           ",\"cards\":" + std::to_string(state.talk()->pile_size(pile)) + ",\"area\":{" +
           css_rect(layout, place.area) + "}}";
  }
  return out + "]}";
}

}  // namespace rb::app
