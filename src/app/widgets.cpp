// Hit tests of widgets, and the text estimate used before the real font is known.
#include "app/widgets.hpp"

#include <iterator>

namespace rb::app {

double estimate_text_width(std::string_view text, double font_px, bool bold) {
  return double(text.size()) * font_px * (bold ? 0.6 : 0.56);
}

std::optional<WidgetId> widget_at(const std::vector<Widget>& widgets, int x, int y) {
  // Later widgets are drawn on top: search from the back.
  for (auto it = widgets.rbegin(); it != widgets.rend(); ++it) {
    if (it->clickable() && it->enabled && it->rect.contains(x, y)) return it->id;
  }
  return std::nullopt;
}

const Widget* find_widget(const std::vector<Widget>& widgets, WidgetId id) {
  for (const Widget& w : widgets) {
    if (w.id == id) return &w;
  }
  return nullptr;
}

const char* widget_name(WidgetId id) {
  static constexpr const char* kNames[] = {
      "none",     "menu",          "hint",          "rules",           "pass",
      "knock",    "preset_house",  "preset_scarne", "preset_ultimate", "level_down",
      "level_up", "speed_instant", "speed_fast",    "speed_normal",    "speed_slow",
      "new_game", "restart",       "close"};
  const auto i = static_cast<size_t>(id);
  return i < std::size(kNames) ? kNames[i] : "?";
}

}  // namespace rb::app
