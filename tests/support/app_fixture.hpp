// A table for the UI tests: an AppModel laid out in a 1280 x 800 window with a fixed deal, at
// instant speed unless asked otherwise, and helpers that press, drag and click like a player.
#pragma once

#include <optional>

#include "app/app_model.hpp"
#include "app/drop_target.hpp"
#include "app/intent.hpp"
#include "app/pointer_input.hpp"
#include "app/session.hpp"

namespace rb::test {

inline app::AppModel app_table(app::Settings settings = {}, double width = 1280,
                               double height = 800, double dpr = 1) {
  app::AppModel m;
  m.viewport = app::Viewport{width, height, dpr};
  if (settings.seed == 0) settings.seed = 7;
  app::new_game(m, settings, 0);
  return m;
}

inline app::Settings instant(app::Seats seats = app::Seats::computer_waits) {
  app::Settings s;
  s.speed = app::Speed::instant;
  s.seats = seats;
  return s;
}

struct Point {
  int x, y;
};
inline Point middle(const app::Rect& r) {
  return {r.x + r.w / 2, r.y + r.h / 2};
}
inline Point top_middle(const app::AppModel& m, PileId pile) {
  return middle(app::top_rect(m.layout, m.game, pile));
}

// Press, move in steps, release: the intent of the release.
inline app::Intent drag(app::AppModel& m, Point from, Point to, double now = 1000) {
  app::pointer_down(m, from.x, from.y, now);
  for (int i = 1; i <= 5; ++i) {
    app::pointer_move(m, from.x + (to.x - from.x) * i / 5, from.y + (to.y - from.y) * i / 5, now);
  }
  return app::pointer_up(m, to.x, to.y, now);
}

inline app::Intent click(app::AppModel& m, Point at, double now = 1000) {
  app::pointer_down(m, at.x, at.y, now);
  return app::pointer_up(m, at.x, at.y, now);
}

// The first legal action of the player in turn that is not a knock or a resignation.
inline std::optional<Action> first_non_knock(const State& state) {
  ActionList actions;
  legal_actions(state, actions);
  for (const Action& a : actions) {
    if (a.kind != ActionKind::knock && a.kind != ActionKind::resign) return a;
  }
  return std::nullopt;
}

}  // namespace rb::test
