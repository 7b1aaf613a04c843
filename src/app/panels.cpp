// The three panels' content and places (see panels.hpp).
#include "app/panels.hpp"

#include "ai/levels.hpp"
#include "app/jokes.hpp"
#include "app/panel_kit.hpp"
#include "app/rules_text.hpp"
#include "app/wording.hpp"

namespace rb::app {
namespace {

std::string sentence_case(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
  return text;
}

// A label beside a row of buttons on a wide panel, above it on a narrow one.
struct LabelledRow {
  int left, width;
};
LabelledRow label_row(PanelKit& kit, const std::string& label) {
  const bool beside = kit.w >= kit.px(360);
  const double font = 14 * kit.s;
  if (!beside) {
    kit.view.lines.push_back(TextLine{label, kit.x, kit.y, font, true, kPanelMuted});
    kit.y += int(font * 1.5);
    return {kit.x, kit.w};
  }
  const int label_w = kit.px(96);
  kit.view.lines.push_back(
      TextLine{label, kit.x, kit.y + (kit.px(38) - int(font)) / 2, font, true, kPanelMuted});
  return {kit.x + label_w, kit.w - label_w};
}

void menu(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 460);
  kit.title("Russian Bank", 22);
  kit.space(6);
  const Settings& c = m.chosen;

  LabelledRow r = label_row(kit, "Game");
  kit.row(
      {make_button(WidgetId::preset_house, "House", WidgetStyle::choice, c.preset == Preset::house),
       make_button(WidgetId::preset_scarne, "Scarne", WidgetStyle::choice,
                   c.preset == Preset::scarne),
       make_button(WidgetId::preset_ultimate, "Ultimate", WidgetStyle::choice,
                   c.preset == Preset::ultimate)},
      38, r.left, r.width);
  kit.space(12);

  r = label_row(kit, "Computer");
  const int arrow = kit.px(44);
  Widget down = make_button(WidgetId::level_down, "<");
  down.enabled = c.level > 1;
  Widget up = make_button(WidgetId::level_up, ">");
  up.enabled = c.level < kLevelCount;
  kit.row({down}, 38, r.left, arrow);
  kit.y -= kit.px(38);
  kit.row({up}, 38, r.left + r.width - arrow, arrow);
  const std::string name =
      std::string(level(c.level).name) + " (" + std::to_string(c.level) + " of 5)";
  const double font = 15 * kit.s;
  const int name_w = int(m.measure(name, font, true));
  view.lines.push_back(TextLine{name, r.left + (r.width - name_w) / 2,
                                kit.y - kit.px(38) + (kit.px(38) - int(font)) / 2, font, true,
                                kPanelText});
  kit.space(12);

  r = label_row(kit, "Animation");
  std::vector<Widget> speeds;
  for (int i = 0; i < kSpeedCount; ++i) {
    const Speed speed = Speed(i);
    speeds.push_back(make_button(WidgetId(int(WidgetId::speed_instant) + i), speed_name(speed),
                                 WidgetStyle::choice, c.speed == speed));
  }
  kit.row(speeds, 38, r.left, r.width);
  kit.space(10);
  if (c.preset != m.settings.preset || c.level != m.settings.level) {
    kit.text("Rules and computer take effect with the next new game.", 13, false, kPanelMuted);
  } else {
    kit.text(sentence(level(c.level).description), 13, false, kPanelMuted);
  }
  kit.space(12);
  kit.row({make_button(WidgetId::new_game, "New game", WidgetStyle::primary),
           make_button(WidgetId::restart, "Restart this deal")},
          42);
  kit.space(10);
  kit.row({make_button(WidgetId::rules, "Rules page"), make_button(WidgetId::close, "Close")}, 42);
  kit.finish();
}

void end(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 440);
  const Result& result = m.game.result();
  kit.title(result_headline(result), 26);
  kit.text(result_reason(result, m.game.rules()), 16, false, kPanelText);
  kit.space(4);
  kit.text("Cards left: you " + std::to_string(m.game.cards_left(kPlayerA)) + ", the computer " +
               std::to_string(m.game.cards_left(kPlayerB)) + ". Deal " +
               std::to_string(m.game_seed) + ", " + std::to_string(m.game.turn_number()) +
               " turns.",
           14, false, kPanelMuted);
  const bool human_lost =
      result.winner && *result.winner == kPlayerB && m.settings.seats == Seats::human_vs_computer;
  if (human_lost) {
    kit.space(12);
    kit.text(std::string("\"") + joke_for(m.game_seed) + "\"", 15, false, 0xffe3a3ff);
  }
  kit.space(18);
  kit.row({make_button(WidgetId::new_game, "New game", WidgetStyle::primary),
           make_button(WidgetId::restart, "Restart this deal")},
          42);
  kit.space(10);
  kit.row({make_button(WidgetId::close, "Look at the table")}, 40);
  kit.finish();
}

void rules(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 640);
  const int top = m.layout.toolbar.bottom() + kit.px(10);
  const int bottom = m.layout.height - kit.px(10);
  kit.y = top + kit.pad;
  const Preset preset = m.game.rules().preset;
  const std::string name = preset_name(preset);
  const double title_px = 20 * kit.s;
  const int close_w = kit.px(84);
  view.widgets.push_back(Widget{WidgetId::none, WidgetStyle::title,
                                Rect{kit.x, kit.y, kit.w - close_w, int(std::ceil(title_px))},
                                "How to play: " + sentence_case(name), true, false, title_px});
  kit.row({make_button(WidgetId::close, "Close")}, 34, kit.x + kit.w - close_w, close_w);
  kit.space(12);
  view.clip = Rect{kit.x - kit.pad, kit.y, kit.w + 2 * kit.pad, bottom - kit.pad / 2 - kit.y};
  const int text_top = kit.y;
  for (const char* paragraph : rules_paragraphs(preset)) {
    const std::string p = paragraph;
    if (p.rfind("# ", 0) == 0) {
      kit.space(8);
      kit.text(p.substr(2), 17, true, 0xffe3a3ff, false, 1.5);
    } else {
      kit.text(p, 15, false, kPanelText, false, 1.45);
      kit.space(8);
    }
  }
  kit.text(
      "Keys: arrows or Tab move between piles, Enter picks up and puts down, Space knocks, "
      "U turns up, T turns over, H hint, N new game, R restart, M menu, Esc cancels.",
      14, false, kPanelMuted);
  view.content_height = kit.y - text_top;
  const double most = std::max(0.0, view.content_height - view.clip.h + kit.px(12));
  view.scroll = std::clamp(m.ui.rules_scroll, 0.0, most);
  for (TextLine& line : view.lines) line.y -= int(view.scroll);
  view.box = Rect{kit.x - kit.pad, top, kit.w + 2 * kit.pad, bottom - top};
}

}  // namespace

PanelView panel_view(const AppModel& m) {
  PanelView view;
  switch (m.ui.panel) {
    case Panel::none:
      break;
    case Panel::menu:
      menu(m, view);
      break;
    case Panel::end:
      end(m, view);
      break;
    case Panel::rules:
      rules(m, view);
      break;
  }
  return view;
}

std::vector<Widget> panel_buttons(const AppModel& m) {
  std::vector<Widget> buttons;
  for (const Widget& w : panel_view(m).widgets) {
    if (w.clickable() && w.enabled) buttons.push_back(w);
  }
  return buttons;
}

void scroll_rules(AppModel& m, double device_px) {
  if (m.ui.panel != Panel::rules) return;
  const PanelView view = panel_view(m);
  const double most = std::max(0.0, view.content_height - view.clip.h + 12 * m.layout.dpr);
  const double next = std::clamp(m.ui.rules_scroll + device_px, 0.0, most);
  if (next != m.ui.rules_scroll) {
    m.ui.rules_scroll = next;
    m.ui.dirty = true;
  }
}

}  // namespace rb::app
