// Hit tests of widgets, and the text estimate used before the real font is known.
#include "app/widgets.hpp"

#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "games/russian_bank/engine/rule_options.hpp"

namespace rb::app {

Widget placed_widget(WidgetId id, WidgetStyle style, Rect rect, std::string text, double font_px) {
  Widget w;
  w.id = id;
  w.style = style;
  w.rect = rect;
  w.text = std::move(text);
  w.font_px = font_px;
  return w;
}

double estimate_text_width(std::string_view text, double font_px, bool bold) {
  return double(text.size()) * font_px * (bold ? 0.6 : 0.56);
}

std::optional<WidgetId> widget_at(const std::vector<Widget>& widgets, int x, int y) {
  // Later widgets are drawn on top: search from the back.
  for (auto it = widgets.rbegin(); it != widgets.rend(); ++it) {
    const Rect& area = it->shown.value_or(it->rect);
    if (it->clickable() && it->enabled && area.w > 0 && area.contains(x, y)) return it->id;
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
  static constexpr const char* kNames[] = {"none",
                                           "menu",
                                           "hint",
                                           "rules",
                                           "stats",
                                           "pass",
                                           "knock",
                                           "preset_house",
                                           "preset_scarne",
                                           "preset_ultimate",
                                           "level_down",
                                           "level_up",
                                           "speed_instant",
                                           "speed_fast",
                                           "speed_normal",
                                           "speed_slow",
                                           "new_game",
                                           "restart",
                                           "close",
                                           "menu_page_game",
                                           "menu_page_rules",
                                           "table_colour",
                                           "sound_on",
                                           "sound_off",
                                           "copy_link",
                                           "rules_defaults",
                                           "reset_stats"};
  constexpr size_t kOptionRows =
      size_t(WidgetId::option_row_last) - size_t(WidgetId::option_row_first) + 1;
  static_assert(std::size(kNames) + kOptionRows == size_t(WidgetId::reset_stats) + 1);
  const auto i = static_cast<size_t>(id);
  const auto first_row = static_cast<size_t>(WidgetId::option_row_first);
  if (i < first_row) return kNames[i];
  if (i >= first_row + kOptionRows)
    return i - kOptionRows < std::size(kNames) ? kNames[i - kOptionRows] : "?";
  // A rules option's row: "option_" and the option's name ("option_stall_turns").
  static const std::vector<std::string> row_names = [] {
    std::vector<std::string> names;
    for (const RuleOption& option : rule_options())
      names.push_back("option_" + std::string(option.name));
    return names;
  }();
  return i - first_row < row_names.size() ? row_names[i - first_row].c_str() : "?";
}

}  // namespace rb::app
