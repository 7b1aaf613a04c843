// Internal to the panels: lays out a panel's content top to bottom in a column, then centres the
// panel in the window.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/panels.hpp"
#include "app/text_wrap.hpp"

namespace rb::app {

inline constexpr uint32_t kPanelText = 0xf4f1e8ff;
inline constexpr uint32_t kPanelMuted = 0xc9d3cbff;

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

  void title(const std::string& text, double css_font) {
    const double font = css_font * s;
    view.widgets.push_back(Widget{WidgetId::none, WidgetStyle::title,
                                  Rect{x, y, w, int(std::ceil(font))}, text, true, false, font});
    y += int(std::ceil(font * 1.35));
  }

  // Wrapped text, left-aligned (or centred).
  void text(const std::string& text, double css_font, bool bold, uint32_t rgba,
            bool centred = false, double line_height = 1.4) {
    const double font = css_font * s;
    for (const std::string& line : wrap_text(text, w, font, bold, m.measure)) {
      const int lx = centred ? x + int((w - m.measure(line, font, bold)) / 2) : x;
      view.lines.push_back(TextLine{line, lx, y, font, bold, rgba});
      y += int(std::ceil(font * line_height));
    }
  }

  // A row of equal buttons across the column (or across [left, left + width)).
  void row(const std::vector<Widget>& buttons, double css_height, int left = -1, int width = -1) {
    if (left < 0) left = x;
    if (width < 0) width = w;
    const int gap = px(8);
    const int n = int(buttons.size());
    const int bw = (width - gap * (n - 1)) / std::max(1, n);
    const int h = px(css_height);
    for (int i = 0; i < n; ++i) {
      Widget b = buttons[size_t(i)];
      b.rect = Rect{left + i * (bw + gap), y, bw, h};
      if (b.font_px <= 0) b.font_px = h * 0.4;
      view.widgets.push_back(b);
    }
    y += h;
  }

  // Closes the panel: its box around the content, centred in the window.
  void finish() {
    const int height = y + pad;
    const int top = std::max(m.layout.toolbar.bottom(), (m.layout.height - height) / 2);
    const int dy = std::min(top, std::max(0, m.layout.height - height));
    view.box = Rect{x - pad, dy, w + 2 * pad, height};
    for (Widget& widget : view.widgets) widget.rect.y += dy;
    for (TextLine& line : view.lines) line.y += dy;
    view.clip.y += dy;
  }
};

inline Widget make_button(WidgetId id, const std::string& text,
                          WidgetStyle style = WidgetStyle::button, bool chosen = false) {
  Widget w;
  w.id = id;
  w.style = style;
  w.text = text;
  w.chosen = chosen;
  return w;
}

}  // namespace rb::app
