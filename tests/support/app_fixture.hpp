// A table for the UI tests: an AppModel laid out in a 1280 x 800 window with a fixed deal, at
// instant speed unless asked otherwise, and helpers that press, drag and click like a player.
#pragma once

#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "app/flow/app_model.hpp"
#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"
#include "app/input/intent.hpp"
#include "app/input/pointer_input.hpp"
#include "app/storage/keeper.hpp"
#include "app/storage/saved_game.hpp"
#include "app/ui/option_rows.hpp"
#include "app/ui/widgets.hpp"
#include "games/russian_bank/russian_bank_game.hpp"

namespace rb::app {

using namespace rb::russian_bank;

// Where the keeper keeps Russian Bank's things (these tests play Russian Bank).
inline const std::string kGameKey = game_key("russian-bank");
inline const std::string kSettingsKey = settings_key("russian-bank");
inline const std::string kStatsKey = stats_key("russian-bank");

// The session's actions, given as Russian Bank's (the tests write them so).
inline std::string human_action(AppModel& m, const Action& action, double now_ms,
                                const std::optional<Rect>& drop = std::nullopt) {
  return human_action(m, russian_bank_code(action), now_ms, drop);
}
inline std::string any_action(AppModel& m, const Action& action, double now_ms) {
  return any_action(m, russian_bank_code(action), now_ms);
}
// The menu's options, widgets and rules of Russian Bank, as the tests name them (by its Preset).
inline std::string next_option_value(Preset preset, const std::string& name,
                                     const std::string& value) {
  Settings settings;
  apply_query("preset=" + preset_name(preset), settings);
  return next_option_value(settings, name, value);
}
inline WidgetId option_widget(const std::string& name) {
  return option_widget(russian_bank_game(), name);
}
inline std::optional<std::string> option_name(WidgetId id) {
  return option_name(russian_bank_game(), id);
}
inline std::string widget_name(WidgetId id) {
  return widget_name(id, russian_bank_game());
}
inline void choose_preset(Settings& settings, Preset preset) {
  choose_preset(settings, preset_name(preset));
}
// The rules a game of these settings is played by.
inline Rules rules_for(const Settings& settings) {
  return russian_bank_state(*deal(settings, 1)).rules();
}
// A save of Russian Bank.
inline std::string parse_saved_game(std::string_view text, SavedGame& out) {
  return parse_saved_game(text, russian_bank_game(), out);
}

}  // namespace rb::app

namespace rb::test {

using namespace rb::russian_bank;

// The menu's button of a preset of Russian Bank (0 house, 1 scarne, 2 ultimate).
inline app::WidgetId preset_widget(Preset preset) {
  return app::WidgetId(int(app::WidgetId::preset_first) + int(preset));
}

inline app::AppModel app_table(app::Settings settings = {}, double width = 1280,
                               double height = 800, double dpr = 1) {
  app::AppModel m;
  m.viewport = app::Viewport{width, height, dpr};
  if (settings.seed == 0) settings.seed = 7;
  app::new_game(m, settings, 0);
  return m;
}

// A table of the game and options an address query names (every one of them read), at instant
// speed.
inline app::AppModel app_table(const std::string& query) {
  app::Settings settings;
  REQUIRE(app::apply_query(query, settings).empty());
  settings.speed = app::Speed::instant;
  return app_table(settings);
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
inline Point top_middle(const app::AppModel& m, int pile) {
  return middle(app::top_rect(m.layout, *m.game, pile));
}

// Russian Bank's own state and record in the game the app plays (these tests play Russian Bank).
inline const State& rb_state(const app::AppModel& m) {
  return russian_bank_state(*m.game);
}
inline Record rb_record(const app::AppModel& m) {
  Record record;
  RecordError error;
  parse_record(m.game->engine()->record_text(), record, error);  // the rules and seeds
  // Its actions as applied (the text stops at one its deal does not allow: a scripted table).
  record.actions.clear();
  for (const ActionCode code : m.game->engine()->record_actions()) {
    record.actions.push_back(russian_bank_action(code));
  }
  return record;
}
// An action of Russian Bank as the game interface carries it, and back.
inline ActionCode code(const Action& action) {
  return russian_bank_code(action);
}
// Puts a scripted position on the table: `state`, reached by `record`'s deal (its actions are
// not replayed), laid out in the window.
inline void set_table(app::AppModel& m, const State& state, const Record& record = Record{}) {
  m.game = russian_bank_state_of(record, state);
  app::lay_out(m);
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
