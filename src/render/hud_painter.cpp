// Toolbar, seats and banner (see hud_painter.hpp).
#include "render/hud_painter.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string>

#include "app/toolbar.hpp"
#include "games/russian_bank/ai/levels.hpp"
#include "render/blit.hpp"
#include "render/ui_style.hpp"
#include "render/widget_painter.hpp"

namespace rb::render {
namespace {

struct Hud {
  const DrawKit& kit;
  const app::AppModel& model;
  double now;

  // The first of the wordings that fits the width.
  std::string first_fitting(std::initializer_list<std::string> options, double px, bool bold,
                            int width) const {
    std::string last;
    for (const std::string& option : options) {
      last = option;
      if (model.measure(option, px, bold) <= width) return option;
    }
    return last;
  }

  void seat(Player p) {
    const app::Rect r = model.layout.seat[p];
    if (r.w <= 0) return;
    const State& s = model.game;
    const bool in_turn = !s.over() && s.turn() == p;
    const double dpr = model.layout.dpr;
    const double radius = model.layout.corner_radius * 1.2;
    kit.shape(Shape{r.w, r.h, radius, style::kSeatTop, style::kSeatBottom,
                    in_turn ? style::kTurnGlow : style::kSeatEdge,
                    in_turn ? std::max(2.0, 2.5 * dpr) : std::max(1.0, dpr)},
              r.x, r.y);
    const int pad = std::max(kit.px(5), r.w / 11);
    const int width = r.w - 2 * pad;
    const bool human_seat = p == kPlayerA && model.settings.seats != app::Seats::computer_both;
    const char* name = human_seat ? "You" : "Computer";
    const double name_px = std::min(std::max(r.h * 0.115, 11 * dpr),
                                    width / std::max(1.0, model.measure(name, 1, true)));
    const double line_px = std::max(r.h * 0.072, 8.5 * dpr);
    const int line = int(line_px * 1.45);
    int y = r.y + pad;
    kit.text(name, name_px, style::kText, true, r.x + pad, y);
    y += int(name_px * 1.3);
    const std::string level_name = level(model.settings.level).name;
    const std::string deck = p == kPlayerA ? "Blue backs" : "Red backs";
    if (!human_seat) {
      kit.text(first_fitting({level_name, "Level " + std::to_string(model.settings.level)}, line_px,
                             false, width),
               line_px, style::kTextMuted, false, r.x + pad, y);
      y += line;
    }
    kit.text(deck, line_px, style::kTextMuted, false, r.x + pad, y);
    y += line;
    const std::string left = std::to_string(s.cards_left(p));
    kit.text(first_fitting({left + " cards left", left + " left"}, line_px, false, width), line_px,
             style::kText, false, r.x + pad, y);
    y += line;
    const int after = s.rules().knock_penalty_after;
    if (after > 0) {
      const std::string count =
          std::to_string(s.unjustified_knocks(p)) + "/" + std::to_string(after);
      kit.text(
          first_fitting({"Wrong knocks " + count, "Knocks " + count, count}, line_px, false, width),
          line_px, style::kText, false, r.x + pad, y);
      y += line;
    }
    if (s.misses_next_turn(p)) {
      kit.text(first_fitting({"Misses a turn", "Misses turn"}, line_px, false, width), line_px,
               style::kTextRefused, false, r.x + pad, y);
    }
    if (in_turn) {
      const std::string word = p == kPlayerA && human_seat ? "YOUR TURN" : "PLAYING";
      const double pill_px =
          std::min(line_px * 0.95, width * 0.8 / std::max(1.0, model.measure(word, 1, true)));
      const int h = int(pill_px * 1.7);
      const int w = std::min(width, int(model.measure(word, pill_px, true)) + h);
      const int x = r.x + (r.w - w) / 2, py = r.bottom() - pad - h;
      if (py > y) {
        kit.shape(Shape{w, h, h / 2.0, style::kPrimaryTop, style::kPrimaryBottom, 0, 0}, x, py);
        kit.text_centred(word, pill_px, style::kTextDark, true, x + w / 2, py + h / 2);
      }
    }
  }

  void toolbar() {
    const app::ToolbarView view = app::toolbar_view(model);
    if (view.bar.h <= 0) return;
    const app::Rect b = view.bar;
    kit.shape(Shape{b.w, b.h, 0, style::kToolbarTop, style::kToolbarBottom, 0, 0}, b.x, b.y);
    SDL_SetRenderDrawBlendMode(kit.renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(kit.renderer, 255, 255, 255, 22);
    const SDL_Rect hairline{b.x, b.bottom() - 1, b.w, 1};
    fill(kit.renderer, hairline);
    SDL_SetRenderDrawBlendMode(kit.renderer, SDL_BLENDMODE_NONE);
    const app::Hand& hand = model.ui.hand;
    for (const app::Widget& w : view.widgets) {
      paint_widget(kit, w,
                   hand.down && hand.down_widget == w.id && model.ui.panel == app::Panel::none,
                   false);
    }
    uint32_t colour = style::kText;
    switch (view.tone) {
      case app::MessageTone::info:
        break;
      case app::MessageTone::refused:
        colour = style::kTextRefused;
        break;
      case app::MessageTone::knock:
        colour = style::kTextKnock;
        break;
      case app::MessageTone::hint:
        colour = style::kTextHint;
        break;
    }
    const int n = int(view.lines.size());
    const int line = int(view.message_px * 1.2);
    const int top = b.y + (b.h - (n - 1) * line) / 2;
    for (int i = 0; i < n; ++i) {
      kit.text_centred(view.lines[size_t(i)], view.message_px, colour, false,
                       view.message.x + view.message.w / 2, top + i * line);
    }
  }

  void banner() {
    const app::Banner& banner = model.ui.banner;
    if (!banner.showing(now) || banner.duration_ms <= 0) return;
    const double t = (now - banner.start_ms) / banner.duration_ms;
    double a = 1;
    if (!model.settings.reduced_motion) {
      a = t < 0.12 ? t / 0.12 : t > 0.65 ? (1 - t) / 0.35 : 1;
    }
    const uint8_t alpha = uint8_t(std::clamp(a, 0.0, 1.0) * 255);
    const app::Rect c1 = model.layout.place(center_pile(0)).base;
    const app::Rect c8 = model.layout.place(center_pile(7)).base;
    const int cx = (c1.x + c8.right()) / 2, cy = (c1.y + c8.bottom()) / 2;
    const double px = std::max(model.layout.card_height * 0.17, 18 * model.layout.dpr);
    const int w = int(model.measure(banner.text, px, true) + px * 1.6);
    const int h = int(px * 1.9);
    kit.shape(Shape{w, h, h / 2.0, 0x0b1610d8, 0, 0xffd35a90, std::max(1.0, model.layout.dpr)},
              cx - w / 2, cy - h / 2, alpha);
    kit.text_centred(banner.text, px, style::kText, true, cx, cy, alpha);
  }
};

}  // namespace

void paint_hud(const DrawKit& kit, const app::AppModel& model, double now_ms) {
  Hud hud{kit, model, now_ms};
  hud.seat(kPlayerB);
  hud.seat(kPlayerA);
  hud.toolbar();
  hud.banner();
}

}  // namespace rb::render
