// The test hooks, read from and acting on the running game loop: C functions the browser tests
// call. Only the test twins of the bundles (build/web/test/, CMakeLists.txt) link this file; the
// pages people load leave it out, and with it what only it uses (the state and layout as JSON).
#include "platform/test_hooks.hpp"

#include <string>
#include <string_view>

#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/ui/layout_json.hpp"
#include "app/ui/option_rows.hpp"
#include "app/ui/panel_kit.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/state_json.hpp"
#include "app/ui/toolbar.hpp"
#include "platform/browser_loop.hpp"
#include "platform/game_loop.hpp"
#include "platform/page_export.hpp"
#include "render/glyph_sprites.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#include <malloc.h>
#endif

namespace {

// The frame statistics (rb_frame_stats, natively --stats) are kept from the start.
[[maybe_unused]] const bool kFrameStatsKept = (rb::platform::g_keep_frame_stats = true);

std::string& reply() {
  static std::string text;
  return text;
}

}  // namespace

extern "C" {

// 1 while the browser's loop sleeps: nothing moves, thinks or is due (browser_loop.hpp).
RB_EXPORT int rb_loop_asleep() {
  return rb::platform::loop_asleep() ? 1 : 0;
}

// 1 when the game has handled every input event queued so far, drawn every change, and no card
// moves: what a test waits for after a click, a key or a hook's action, before it looks.
RB_EXPORT int rb_test_quiet() {
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return 0;
  const rb::app::UiState& ui = loop->model.ui;
  const bool events_queued =
      SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0;
  return !events_queued && !ui.dirty && !ui.moved && !ui.flights.any() &&
                 !rb::app::auto_step_due(loop->model)
             ? 1
             : 0;
}

// Sounds started so far (a browser plays none before the player's first click or key).
RB_EXPORT int rb_sounds_started() {
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  return loop != nullptr ? loop->sound.started() : 0;
}

RB_EXPORT const char* rb_layout_json() {
  static std::string json;
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  json = loop != nullptr ? rb::app::layout_json(loop->model.layout, *loop->model.game,
                                                loop->model.settings.table)
                         : "{}";
  return json.c_str();
}

RB_EXPORT const char* rb_state_json() {
  static std::string json;
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  json = loop != nullptr ? rb::app::state_json(loop->model) : "{}";
  return json.c_str();
}

RB_EXPORT const char* rb_test_new_game(const char* query) {
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return "no game";
  rb::app::Settings settings;
  rb::app::choose_game(settings, loop->model.settings.game);  // the game in play, unless named
  settings.reduced_motion = loop->model.settings.reduced_motion;
  reply() = rb::app::join_messages(rb::app::apply_query(query != nullptr ? query : "", settings));
  rb::app::new_game(loop->model, settings, rb::platform::now_ms());
  rb::platform::wake_loop();
  return reply().c_str();
}

RB_EXPORT const char* rb_test_apply(const char* text) {
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return "no game";
  std::string error;
  const auto action = loop->model.game->parse_action(text != nullptr ? text : "", &error);
  if (!action) {
    reply() = error;
  } else {
    reply() = rb::app::any_action(loop->model, *action, rb::platform::now_ms());
  }
  rb::platform::wake_loop();
  return reply().c_str();
}

// The computer's mean time per action in a game played all at once, for tests (ms; negative: its
// pace again), not offered to players.
RB_EXPORT void rb_test_computer_pace(double ms) {
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return;
  loop->model.test_pace_ms = ms;
  loop->model.seat_due_ms.fill(-1);
  rb::platform::wake_loop();
}

// Moves the clock of a game played all at once `ms` forward, as if that much time had passed
// with nothing done (a race's standstill comes without the wait), for tests.
RB_EXPORT void rb_test_clock_forward(double ms) {
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr || !loop->model.game->all_at_once() || ms <= 0) return;
  loop->model.clock_ms += ms;
  rb::platform::wake_loop();
}

// How many pixels of the UTF-8 `text`, set as a line of the table's text 24 pixels high, have
// ink: the page's canvas draws every language's letters with the browser's fonts (the page holds
// no glyphs), a letter without ink would be a blank on the table.
RB_EXPORT int rb_test_text_ink(const char* text) {
  rb::render::GlyphSprites glyphs;
  SDL_Surface* line = glyphs.line(text != nullptr ? text : "", 24, 0x000000ff, false);
  if (line == nullptr) return -1;
  int inked = 0;
  for (int y = 0; y < line->h; ++y) {
    const auto* row = static_cast<const uint8_t*>(line->pixels) + y * line->pitch;
    for (int x = 0; x < line->w; ++x) inked += row[4 * x + 3] != 0 ? 1 : 0;
  }
  SDL_FreeSurface(line);
  return inked;
}

// The words of the live toolbar and open panel that do not fit their boxes, measured as the table
// measures them (in the browser the page's canvas and fonts), one a line ("" when all fit): a
// widget's words wider than the widget, a panel line leaving the panel, the message line's
// lines wider than its room (each within a pixel), a panel button's words shrunk to fit below
// 55% of its row's size (too small to read).
RB_EXPORT const char* rb_test_text_overflows() {
  constexpr double kSmallestWords = 0.55;
  static std::string out;
  out.clear();
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return "no game";
  const rb::app::AppModel& m = loop->model;
  const auto widgets_fit = [&](const std::vector<rb::app::Widget>& widgets) {
    for (const rb::app::Widget& w : widgets) {
      if (!w.text.empty() && m.measure(w.text, w.font_px, w.bold()) > w.rect.w + 1) {
        out += "widget: " + w.text + "\n";
      }
    }
  };
  const rb::app::ToolbarView bar = rb::app::toolbar_view(m);
  widgets_fit(bar.widgets);
  for (const std::string& line : bar.lines) {
    if (m.measure(line, bar.message_px, false) > bar.message.w + 1)
      out += "message: " + line + "\n";
  }
  const rb::app::PanelView panel = rb::app::panel_view(m);
  widgets_fit(panel.widgets);
  // A button's words made to fit by a much smaller font than its row's (rb::app::PanelKit::row
  // sets a row's words at kRowWordsOfHeight, and smaller where they do not fit): too small to read.
  for (const rb::app::Widget& w : panel.widgets) {
    if (w.clickable() && !w.text.empty() &&
        w.font_px < kSmallestWords * rb::app::kRowWordsOfHeight * w.rect.h) {
      out += "small: " + w.text + "\n";
    }
  }
  for (const rb::app::TextLine& line : panel.lines) {
    if (line.x < panel.box.x - 1 ||
        line.x + m.measure(line.text, line.font_px, line.bold) > panel.box.right() + 1) {
      out += "line: " + line.text + "\n";
    }
  }
  return out.c_str();
}

// The wasm heap: {"heap": bytes of linear memory, "used": bytes allocated by malloc}.
RB_EXPORT const char* rb_test_memory_json() {
#ifdef __EMSCRIPTEN__
  const struct mallinfo info = mallinfo();
  reply() = "{\"heap\":" + std::to_string(emscripten_get_heap_size()) +
            ",\"used\":" + std::to_string(info.uordblks) + "}";
#else
  reply() = "{}";
#endif
  return reply().c_str();
}

RB_EXPORT const char* rb_frame_stats() {
  static std::string json;
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  json = loop != nullptr ? loop->stats.json() : "{}";
  if (loop != nullptr) {
    json.pop_back();
    json +=
        std::string(",\"cards_ready\":") + (loop->cache.cards.all_made() ? "true" : "false") + "}";
  }
  return json.c_str();
}

RB_EXPORT void rb_frame_stats_reset() {
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop != nullptr) loop->stats.reset();
}

}  // extern "C"
