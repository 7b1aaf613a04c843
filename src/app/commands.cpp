// Intents -> session calls, panel changes and settings (see commands.hpp).
#include "app/commands.hpp"

#include "ai/levels.hpp"
#include "app/drop_target.hpp"
#include "app/session.hpp"

namespace rb::app {
namespace {

void slide_home(AppModel& m, PileId pile, const Rect& from, double now) {
  m.ui.dirty = true;
  const double ms = pace_for(m.settings).home_ms;
  if (ms <= 0 || m.game.empty(pile)) return;
  const int top = m.game.size(pile) - 1;
  m.ui.flights.add({Flight{m.game.top(pile).card, true, true, pile, top, from,
                           top_rect(m.layout, m.game, pile), now, ms}});
}

void open(AppModel& m, Panel panel) {
  m.ui.panel = panel;
  m.ui.panel_focus = m.ui.focus_visible ? 0 : -1;
  m.ui.hand.selected.reset();
  m.ui.rules_scroll = 0;
  m.ui.dirty = true;
}

void choose_speed(AppModel& m, Speed speed) {
  m.chosen.speed = speed;
  m.settings.speed = speed;  // at once
}

}  // namespace

void press(AppModel& m, WidgetId id, double now) {
  m.ui.dirty = true;
  switch (id) {
    case WidgetId::none:
      return;
    case WidgetId::menu:
      if (m.ui.panel == Panel::menu) {
        m.ui.panel = Panel::none;
      } else {
        open(m, Panel::menu);
      }
      return;
    case WidgetId::hint:
      show_hint(m, now);
      return;
    case WidgetId::rules:
      open(m, Panel::rules);
      return;
    case WidgetId::pass:
      human_action(m, Action::pass(), now);
      return;
    case WidgetId::knock:
      human_action(m, Action::knock(kPlayerA), now);
      return;
    case WidgetId::preset_house:
      m.chosen.preset = Preset::house;
      return;
    case WidgetId::preset_scarne:
      m.chosen.preset = Preset::scarne;
      return;
    case WidgetId::preset_ultimate:
      m.chosen.preset = Preset::ultimate;
      return;
    case WidgetId::level_down:
      m.chosen.level = std::max(1, m.chosen.level - 1);
      return;
    case WidgetId::level_up:
      m.chosen.level = std::min(kLevelCount, m.chosen.level + 1);
      return;
    case WidgetId::speed_instant:
      choose_speed(m, Speed::instant);
      return;
    case WidgetId::speed_fast:
      choose_speed(m, Speed::fast);
      return;
    case WidgetId::speed_normal:
      choose_speed(m, Speed::normal);
      return;
    case WidgetId::speed_slow:
      choose_speed(m, Speed::slow);
      return;
    case WidgetId::new_game: {
      Settings next = m.chosen;
      next.seed = 0;
      new_game(m, next, now);
      return;
    }
    case WidgetId::restart:
      restart_deal(m, now);
      return;
    case WidgetId::close:
      if (m.ui.panel == Panel::end) m.ui.end_panel_dismissed = true;
      m.ui.panel = Panel::none;
      return;
  }
}

void perform(AppModel& m, const Intent& intent, double now) {
  switch (intent.kind) {
    case Intent::Kind::none:
      return;
    case Intent::Kind::action:
      human_action(m, intent.action, now, intent.drop);
      return;
    case Intent::Kind::to_center:
      send_to_center(m, intent.pile, now);
      return;
    case Intent::Kind::home:
      slide_home(m, intent.pile, *intent.drop, now);
      return;
    case Intent::Kind::widget:
      press(m, intent.widget, now);
      return;
  }
}

}  // namespace rb::app
