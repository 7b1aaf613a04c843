// The panels' layout kit's functions made out of line (see panel_kit.hpp): a heading and a row
// of buttons.
#include "app/ui/panel_kit.hpp"

namespace rb::app {

int PanelKit::heading(std::string_view text, double css_font, int room, int top) {
  double font = css_font * s;
  const double wide = m.measure(text, font, true);
  std::vector<std::string> lines{std::string(text)};
  if (wide > room) {
    std::vector<std::string> two = wrap_text(text, room, font * 0.85, true, m.measure);
    if (two.size() == 2) {
      lines = std::move(two);
      font *= 0.85;
    } else {
      font *= room / wide;
    }
  }
  for (size_t i = 0; i < lines.size(); ++i) {
    view.widgets.push_back(placed_widget(WidgetId::none, WidgetStyle::title,
                                         Rect{x, top, room, int(std::ceil(font))}, lines[i], font));
    top += int(std::ceil(font * (i + 1 < lines.size() ? 1.2 : 1.35)));
  }
  return top;
}

// (Out of line: the panels call it in many places.)
void PanelKit::row(const std::vector<Widget>& buttons, double css_height, int left, int width) {
  if (left < 0) left = x;
  if (width < 0) width = w;
  const int gap = px(8);
  const int n = int(buttons.size());
  const int bw = (width - gap * (n - 1)) / std::max(1, n);
  const int h = px(css_height);
  const size_t first = view.widgets.size();
  // (Words wider than their button, as in a phone's narrow column, get a smaller font: the row's
  // all by the same factor, down to 0.8, so that one row keeps one size; a button's own words
  // smaller still where they must, so that one long word does not make the whole row small.)
  std::vector<double> fits;
  double shrink = 1;
  for (int i = 0; i < n; ++i) {
    Widget b = buttons[size_t(i)];
    b.rect = Rect{left + i * (bw + gap), y, bw, h};
    if (b.font_px <= 0) b.font_px = h * kRowWordsOfHeight;
    const double room = bw - px(b.swatch != 0 ? 40 : 16);
    const double words = m.measure(b.text, b.font_px, b.bold());
    fits.push_back(words > room && room > 0 ? room / words : 1.0);
    shrink = std::min(shrink, fits.back());
    view.widgets.push_back(b);
  }
  shrink = std::max(shrink, 0.8);
  for (size_t i = 0; i < fits.size(); ++i) {
    view.widgets[first + i].font_px *= std::min(shrink, fits[i]);
  }
  y += h;
}

}  // namespace rb::app
