// Hit tests of widgets, and the text estimate used before the real font is known.
#include "app/ui/widgets.hpp"

#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "core/game_list.hpp"

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

std::string widget_name(WidgetId id, const GameModule& game) {
  static constexpr const char* kNames[] = {
      "none",           "menu",           "hint",
      "rules",          "stats",          "pass",
      "call",           "undo",           "redo",
      "pass_2",         "demo",           "deals_any",
      "deals_winnable", "level_down",     "level_up",
      "speed_instant",  "speed_fast",     "speed_normal",
      "speed_slow",     "new_game",       "restart",
      "close",          "menu_page_game", "menu_page_rules",
      "table_colour",   "sound_on",       "sound_off",
      "copy_link",      "watch_other",    "rules_defaults",
      "reset_stats",    "undo_off",       "undo_on",
      "people_on",      "online_on",      "tell_lost_off",
      "tell_lost_on",   "review",         "review_back",
      "review_next",    "review_mistake", "review_mistake_back",
      "review_first",   "review_last",    "review_close",
      "lang_en",        "lang_fr",        "lang_de",
      "lang_ru",        "lang_es"};
  const auto i = static_cast<size_t>(id);
  const auto in = [i](WidgetId first, WidgetId last) {
    return i >= size_t(first) && i <= size_t(last);
  };
  if (in(WidgetId::preset_first, WidgetId::preset_last)) {
    const auto presets = game.presets();
    const size_t n = i - size_t(WidgetId::preset_first);
    return n < presets.size() ? "preset_" + std::string(presets[n]) : "?";
  }
  if (in(WidgetId::game_first, WidgetId::game_last)) {
    const size_t n = i - size_t(WidgetId::game_first);
    return n < game_family().size() ? "game_" + std::string(game_family()[n].name) : "?";
  }
  if (in(WidgetId::option_row_first, WidgetId::option_row_last)) {
    const auto options = game.options();
    const size_t n = i - size_t(WidgetId::option_row_first);
    return n < options.size() ? "option_" + std::string(options[n].name) : "?";
  }
  if (id == WidgetId::learn) return "learn";
  if (id == WidgetId::resign) return "resign";
  if (id == WidgetId::moves) return "moves";
  if (id == WidgetId::play_again) return "play_again";
  if (id == WidgetId::open_to_anyone) return "open_to_anyone";
  if (id == WidgetId::play_anyone) return "play_anyone";
  if (id == WidgetId::public_tables) return "public_tables";
  if (in(WidgetId::public_table_first, WidgetId::public_table_last)) {
    return "public_table_" + std::to_string(i - size_t(WidgetId::public_table_first));
  }
  if (in(WidgetId::seat_call_first, WidgetId::seat_call_last)) {
    return "seat_call_" + std::string(1, char('A' + (i - size_t(WidgetId::seat_call_first))));
  }
  // The plain widgets, in the enum's order around the three ranges.
  size_t plain = i;
  if (i > size_t(WidgetId::option_row_last)) {
    plain -= size_t(WidgetId::option_row_last) - size_t(WidgetId::option_row_first) + 1;
  }
  if (i > size_t(WidgetId::game_last)) {
    plain -= size_t(WidgetId::game_last) - size_t(WidgetId::preset_first) + 1;
  }
  return plain < std::size(kNames) ? kNames[plain] : "?";
}

}  // namespace rb::app
