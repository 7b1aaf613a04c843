// Buttons and text of the toolbar and panels (see widget_painter.hpp).
#include "render/widget_painter.hpp"

#include <cmath>

#include "render/card_art.hpp"
#include "render/ui_style.hpp"

namespace rb::render {

void paint_widget(const DrawKit& kit, const app::Widget& w, bool pressed, bool focused) {
  const app::Rect& r = w.rect;
  const double px = w.font_px > 0 ? w.font_px : r.h * 0.4;
  if (w.style == app::WidgetStyle::title || w.style == app::WidgetStyle::label) {
    const uint32_t colour = w.style == app::WidgetStyle::title ? style::kText : style::kTextMuted;
    kit.text(w.text, px, colour, w.bold(), r.x, r.y);
    return;
  }
  uint32_t top = style::kButtonTop, bottom = style::kButtonBottom, edge = style::kButtonEdge;
  uint32_t text = style::kText;
  const bool bold = w.bold();
  if (w.style == app::WidgetStyle::primary) {
    top = style::kPrimaryTop, bottom = style::kPrimaryBottom, edge = style::kPrimaryEdge;
    text = style::kTextDark;
  } else if (w.style == app::WidgetStyle::choice && w.chosen) {
    top = style::kChosenTop, bottom = style::kChosenBottom, edge = 0xffffffa0;
    text = style::kTextDark;
  }
  if (pressed) std::swap(top, bottom);
  if (pressed && w.style == app::WidgetStyle::button) top = style::kButtonPressedTop;
  const uint8_t alpha = w.enabled ? 255 : 90;
  const double radius = std::min(r.h * 0.3, double(kit.px(10)));
  kit.shape(Shape{r.w, r.h, radius, top, bottom, edge, std::max(1.0, kit.layout.dpr)}, r.x, r.y,
            alpha);
  if (focused) {
    const int g = kit.px(3);
    kit.shape(
        Shape{r.w + 2 * g, r.h + 2 * g, radius + g, 0, 0, style::kFocusRing, double(kit.px(2.5))},
        r.x - g, r.y - g);
  }
  int cx = r.x + r.w / 2;
  if (w.swatch != 0) {
    // A square of the colour, left of the words; the two centred together.
    const int side = int(px * 1.1), gap = int(px * 0.5);
    const int words = int(art::text_width(w.text, px, bold));
    const int left = r.x + (r.w - side - gap - words) / 2;
    kit.shape(
        Shape{side, side, side * 0.25, w.swatch, 0, 0xffffffb0, std::max(1.0, kit.layout.dpr)},
        left, r.y + (r.h - side) / 2, alpha);
    cx = left + side + gap + words / 2;
  }
  kit.text_centred(w.text, px, text, bold, cx, r.y + r.h / 2 + (pressed ? 1 : 0), alpha);
}

}  // namespace rb::render
