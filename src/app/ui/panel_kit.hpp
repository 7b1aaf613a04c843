// Internal to the panels: lays out a panel's content top to bottom in a column, then centres the
// panel in the window.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/text/text_wrap.hpp"
#include "app/ui/panels.hpp"

namespace rb::app {

inline constexpr uint32_t kPanelText = 0xf4f1e8ff;
inline constexpr uint32_t kPanelMuted = 0xc9d3cbff;
// A row's words, where they fit: this much of the row's height (PanelKit::row).
inline constexpr double kRowWordsOfHeight = 0.4;

struct PanelKit {
  const AppModel& m;
  PanelView& view;
  double s = 1;  // device pixels per CSS pixel
  int x = 0;     // the column's left edge and width, inside the padding
  int w = 0;
  int y = 0;  // where the next thing goes
  int pad = 0;

  PanelKit(const AppModel& model, PanelView& v, double max_css_width)
      : m(model), view(v), s(model.layout.dpr) {
    const double css_w = model.layout.css_width;
    const double width = std::min(max_css_width, css_w - 20) * s;
    pad = px(css_w < 420 ? 16 : 24);
    x = int((model.layout.width - width) / 2) + pad;
    w = int(width) - 2 * pad;
    y = pad;
  }

  int px(double css) const { return int(std::lround(css * s)); }

  void space(double css) { y += px(css); }

  // A heading `room` pixels wide at `top`: one line, or where its words would be wider than the
  // room, two lines a little smaller (a review read a French rules heading shrunk to a third of
  // its size on a phone), or one line shrunk where two would not hold it. Returns the y below it.
  int heading(std::string_view text, double css_font, int room, int top);

  // A heading across the column.
  void title(std::string_view text, double css_font) { y = heading(text, css_font, w, y); }

  // Wrapped text, left-aligned (or centred).
  void text(std::string_view text, double css_font, bool bold, uint32_t rgba, bool centred = false,
            double line_height = 1.4) {
    const double font = css_font * s;
    for (const std::string& line : wrap_text(text, w, font, bold, m.measure)) {
      const int lx = centred ? x + int((w - m.measure(line, font, bold)) / 2) : x;
      view.lines.push_back(TextLine{line, lx, y, font, bold, rgba});
      y += int(std::ceil(font * line_height));
    }
  }

  // A row of equal buttons across the column (or across [left, left + width)), their words shrunk
  // to fit them when they must: all of the row's by the same factor (down to 0.8), so that a
  // row's words keep one size, and a button's own smaller still only where they must.
  void row(const std::vector<Widget>& buttons, double css_height, int left = -1, int width = -1);

  // Closes the panel: its box around the content, centred in the window. A panel taller than the
  // room below the toolbar fills that room, and its content scrolls (by the UI's panel_scroll).
  void finish() {
    const int height = y + pad;
    const int room_top = m.layout.panel_top();
    if (height > m.layout.height - room_top) {
      finish_scrolling(height, room_top);
      return;
    }
    const int top = std::max(room_top, (m.layout.height - height) / 2);
    const int dy = std::min(top, std::max(0, m.layout.height - height));
    view.box = Rect{x - pad, dy, w + 2 * pad, height};
    shift(dy);
  }

 private:
  void shift(int dy) {
    for (Widget& widget : view.widgets) widget.rect.y += dy;
    for (TextLine& line : view.lines) line.y += dy;
    for (Rect& band : view.bands) band.y += dy;
    view.clip.y += dy;
  }

  void finish_scrolling(int height, int room_top) {
    const int margin = px(4);
    view.box =
        Rect{x - pad, room_top + margin, w + 2 * pad, m.layout.height - room_top - 2 * margin};
    view.clip = view.box;
    view.content_height = height;
    view.scroll_most = height - view.box.h;
    view.scroll = std::clamp(m.ui.panel_scroll, 0.0, view.scroll_most);
    view.widgets_scroll = true;
    shift(view.box.y - int(view.scroll));
    view.clip = view.box;
    const Rect& c = view.clip;
    for (Widget& widget : view.widgets) {
      const Rect& r = widget.rect;
      const int top = std::clamp(r.y, c.y, c.bottom()),
                bottom = std::clamp(r.bottom(), c.y, c.bottom());
      widget.shown = Rect{r.x, top, r.w, bottom - top};
    }
  }
};

// The statistics panel (stats_panel.cpp).
void stats_panel(const AppModel& model, PanelView& view);

inline Widget make_button(WidgetId id, std::string_view text,
                          WidgetStyle style = WidgetStyle::button, bool chosen = false) {
  Widget w;
  w.id = id;
  w.style = style;
  w.text = text;
  w.chosen = chosen;
  return w;
}

}  // namespace rb::app
