// The open panel (see panel_painter.hpp).
#include "render/panel_painter.hpp"

#include <algorithm>

#include "app/ui/panels.hpp"
#include "render/ui_style.hpp"
#include "render/widget_painter.hpp"

namespace rb::render {
namespace {

void scroll_bar(const DrawKit& kit, const app::PanelView& view) {
  if (view.content_height <= view.clip.h) return;
  // Along the column; a panel that scrolls whole keeps it clear of its rounded corners.
  const int inset = view.widgets_scroll ? kit.px(14) : 0;
  const int track_y = view.clip.y + inset, track_h = view.clip.h - 2 * inset;
  const int w = kit.px(4);
  const int x = view.box.right() - kit.px(9);
  const double shown = view.clip.h / view.content_height;
  const int h = std::max(kit.px(24), int(track_h * shown));
  const double most = std::max(1.0, view.scroll_most);
  const int y = track_y + int((track_h - h) * std::min(1.0, view.scroll / most));
  kit.shape(Shape{w, track_h, w / 2.0, 0xffffff14, 0, 0, 0}, x, track_y);
  kit.shape(Shape{w, h, w / 2.0, 0xffffff70, 0, 0, 0}, x, y);
}

}  // namespace

void paint_panel(const DrawKit& kit, const app::AppModel& model) {
  if (model.ui.panel == app::Panel::none) return;
  const app::PanelView view = app::panel_view(model);
  const app::Layout& layout = model.layout;
  kit.shape(Shape{layout.width, layout.height, 0, style::kDim, 0, 0, 0}, 0, 0);
  const app::Rect& b = view.box;
  kit.shape(Shape{b.w, b.h, double(kit.px(14)), style::kPanelTop, style::kPanelBottom,
                  style::kPanelEdge, std::max(1.0, layout.dpr)},
            b.x, b.y);

  const bool clipped = view.clip.h > 0;
  // The panel's clip within the one already set (a frame redrawn in part), which comes back after.
  const bool had_clip = SDL_RenderIsClipEnabled(kit.renderer);
  SDL_Rect outer{}, clip{view.clip.x, view.clip.y, view.clip.w, view.clip.h};
  if (had_clip) {
    SDL_RenderGetClipRect(kit.renderer, &outer);
    if (!SDL_IntersectRect(&outer, &clip, &clip)) clip = SDL_Rect{outer.x, outer.y, 0, 0};
  }
  // A panel taller than the window scrolls as a whole: everything is clipped to its box.
  if (view.widgets_scroll) SDL_RenderSetClipRect(kit.renderer, &clip);
  for (const app::Rect& band : view.bands) {
    kit.shape(Shape{band.w, band.h, double(kit.px(6)), style::kTableBand, 0, 0, 0}, band.x, band.y);
  }

  // Keyboard focus: the n-th clickable, enabled widget.
  app::WidgetId focused = app::WidgetId::none;
  if (model.ui.panel_focus >= 0) {
    const std::vector<app::Widget> buttons = app::panel_buttons(model);
    if (model.ui.panel_focus < int(buttons.size())) {
      focused = buttons[size_t(model.ui.panel_focus)].id;
    }
  }
  const app::Hand& hand = model.ui.hand;
  for (const app::Widget& w : view.widgets) {
    if (w.shown && w.shown->h <= 0) continue;
    paint_widget(kit, w, hand.down && hand.down_widget == w.id, w.id == focused);
  }
  if (clipped) SDL_RenderSetClipRect(kit.renderer, &clip);
  for (const app::TextLine& line : view.lines) {
    if (clipped && (line.y + line.font_px < view.clip.y || line.y > view.clip.bottom())) continue;
    kit.text(line.text, line.font_px, line.rgba, line.bold, line.x, line.y);
  }
  if (clipped) {
    SDL_RenderSetClipRect(kit.renderer, had_clip ? &outer : nullptr);
    scroll_bar(kit, view);
  }
}

}  // namespace rb::render
