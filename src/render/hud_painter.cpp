// Toolbar, seats and banner (see hud_painter.hpp).
#include "render/hud_painter.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string>

#include "app/text/wording.hpp"
#include "app/ui/toolbar.hpp"
#include "core/translation.hpp"
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

  // The size that fits `text` in `width`: `px`, or smaller for a long word ("Rückseiten").
  double fitting_px(const std::string& text, double px, int width) const {
    const double w = model.measure(text, px, false);
    return w > width ? px * width / w : px;
  }

  void seat(int p) {
    if (size_t(p) >= model.layout.seat.size()) return;
    const app::Rect r = model.layout.seat[size_t(p)];
    if (r.w <= 0) return;
    const GameState& s = *model.game;
    const std::string turn_word = app::turn_word(model, p);
    const bool in_turn = !turn_word.empty();
    const double dpr = model.layout.dpr;
    const double radius = model.layout.corner_radius * 1.2;
    kit.shape(Shape{r.w, r.h, radius, style::kSeatTop, style::kSeatBottom,
                    in_turn ? style::kTurnGlow : style::kSeatEdge,
                    in_turn ? std::max(2.0, 2.5 * dpr) : std::max(1.0, dpr)},
              r.x, r.y);
    const int pad = std::max(kit.px(5), r.w / 11);
    const int width = r.w - 2 * pad;
    const bool human_seat = app::persons_seat(model, p);
    const std::string name = app::seat_title(model, p);
    const double name_px = std::min(std::max(r.h * 0.115, 11 * dpr),
                                    width / std::max(1.0, model.measure(name, 1, true)));
    const double line_px = std::max(r.h * 0.072, 8.5 * dpr);
    const int line = int(line_px * 1.45);
    int y = r.y + pad;
    kit.text(name, name_px, style::kText, true, r.x + pad, y);
    y += int(name_px * 1.3);
    if (!human_seat && !playing_online(model)) {  // (online: a person at another screen)
      const std::span<const PlayerLevel> levels = model.module().levels();
      const int n =
          std::clamp(app::seat_level(model.settings, p), 1, std::max(1, int(levels.size())));
      // (In a lesson the computer plays its part and the rule book's greedy play, no level. The
      // level's name a little smaller where it is long, as the menu names it; "Level 2" only
      // where it would be too small to read.)
      const std::string level_name = model.lesson     ? std::string(tr("Lesson"))
                                     : levels.empty() ? ""
                                                      : std::string(tr(levels[size_t(n - 1)].name));
      const std::string level =
          model.lesson ? level_name
                       : first_fitting({level_name, tr_fill("Level {0}", {std::to_string(n)})},
                                       line_px * 0.8, false, width);
      kit.text(level, fitting_px(level, line_px, width), style::kTextMuted, false, r.x + pad, y);
      y += line;
    }
    for (const SeatLine& l : s.talk()->seat_lines(p)) {
      const uint32_t colour = l.alert   ? style::kTextRefused
                              : l.muted ? style::kTextMuted
                                        : style::kText;
      const std::string text = l.short_text.empty()
                                   ? l.text
                                   : first_fitting({l.text, l.short_text}, line_px, false, width);
      kit.text(text, fitting_px(text, line_px, width), colour, false, r.x + pad, y);
      y += line;
    }
    if (in_turn) {
      const std::string& word = turn_word;
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
      const bool at_table = model.ui.panel == app::Panel::none;
      paint_widget(kit, w, hand.down && hand.down_widget == w.id && at_table,
                   at_table && model.ui.focus_visible && model.ui.bar_focus == w.id);
    }
    uint32_t colour = style::kText;
    switch (view.tone) {
      case app::MessageTone::info:
        break;
      case app::MessageTone::refused:
        colour = style::kTextRefused;
        break;
      case app::MessageTone::call:
        colour = style::kTextCall;
        break;
      case app::MessageTone::hint:
        colour = style::kTextHint;
        break;
    }
    const int n = int(view.lines.size());
    const int line = int(view.message_px * 1.2);
    const app::Rect& room = view.message;
    const int top = room.y + (room.h - (n - 1) * line) / 2;
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
    // Across the middle of the foundations, from the first to the last (the window's middle when
    // a game has none).
    app::Rect first{0, 0, model.layout.width, model.layout.height}, last = first;
    bool found = false;
    for (size_t pile = 0; pile < model.table.piles.size(); ++pile) {
      if (!model.table.piles[pile].foundation || !model.layout.place(int(pile)).shown) continue;
      last = model.layout.place(int(pile)).base;
      if (!found) first = last;
      found = true;
    }
    int cx = (first.x + last.right()) / 2;
    const int cy = (first.y + last.bottom()) / 2;
    // (Inside the window, its words smaller where they would not fit: a phone's.)
    const int room = int(model.layout.width * 0.94);
    double px = std::max(model.layout.card_height * 0.17, 18 * model.layout.dpr);
    px = std::min(px, px * room / (model.measure(banner.text, px, true) + px * 1.6));
    const int w = std::min(room, int(model.measure(banner.text, px, true) + px * 1.6));
    const int h = int(px * 1.9);
    cx = std::clamp(cx, w / 2 + (model.layout.width - room) / 2,
                    model.layout.width - w / 2 - (model.layout.width - room) / 2);
    kit.shape(Shape{w, h, h / 2.0, 0x0b1610d8, 0, 0xffd35a90, std::max(1.0, model.layout.dpr)},
              cx - w / 2, cy - h / 2, alpha);
    kit.text_centred(banner.text, px, style::kText, true, cx, cy, alpha);
  }
};

}  // namespace

void paint_hud(const DrawKit& kit, const app::AppModel& model, double now_ms) {
  Hud hud{kit, model, now_ms};
  for (int seat = model.game->seat_count() - 1; seat >= 0; --seat) hud.seat(seat);
  hud.toolbar();
  hud.banner();
}

}  // namespace rb::render
