// Writes layout_json(): numbers in CSS pixels with up to 2 decimals.
#include "app/ui/layout_json.hpp"

#include "app/ui/table_style.hpp"
#include "core/decimal_text.hpp"

namespace rb::app {

std::string css_number(double value) {
  return decimal_text(value, 2);
}

std::string css_rect_fields(const Layout& layout, const Rect& r) {
  return "\"x\":" + css_number(layout.css(r.x)) + ",\"y\":" + css_number(layout.css(r.y)) +
         ",\"w\":" + css_number(layout.css(r.w)) + ",\"h\":" + css_number(layout.css(r.h));
}

std::string layout_json(const Layout& layout, const GameState& state, TableColour table) {
  const TableArrangements arrangement = state.talk()->table();
  const Rgb felt = felt_colour(table);
  std::string out = "{\"css_width\":" + css_number(layout.css_width) +
                    ",\"css_height\":" + css_number(layout.css_height) +
                    ",\"dpr\":" + css_number(layout.dpr) + ",\"table_rgb\":[" +
                    std::to_string(felt.r) + "," + std::to_string(felt.g) + "," +
                    std::to_string(felt.b) + "],\"piles\":[";
  bool first = true;
  for (int pile = 0; pile < int(layout.places.size()); ++pile) {
    const PilePlace& place = layout.place(pile);
    if (!place.shown) continue;
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":\"" + arrangement.piles[size_t(pile)].code + "\"," +
           css_rect_fields(layout, place.base) +
           ",\"cards\":" + std::to_string(state.talk()->pile_size(pile)) + ",\"area\":{" +
           css_rect_fields(layout, place.area) + "}}";
  }
  return out + "]}";
}

}  // namespace rb::app
