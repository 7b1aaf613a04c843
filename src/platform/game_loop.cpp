// open / iterate / close. A frame is drawn when the model is dirty or cards are moving (or on
// every tick when a fixed number of frames was asked for); an idle table costs nothing but the
// tick itself, and natively the loop sleeps until the next event or timer.
#include "platform/game_loop.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/panels.hpp"
#include "app/session.hpp"
#include "platform/page_events.hpp"
#include "platform/storage.hpp"
#include "platform/viewport.hpp"
#include "platform/web_bridge.hpp"
#include "render/card_art.hpp"
#include "render/frame_painter.hpp"
#include "render/screenshot.hpp"

namespace rb::platform {
namespace {

GameLoop* g_running = nullptr;

void handle_event(GameLoop& loop, const SDL_Event& event) {
  if (handle_input(loop.model, loop.input, loop.window, loop.renderer, event, now_ms())) return;
  switch (event.type) {
    case SDL_QUIT:
      loop.running = false;
      break;
    case SDL_WINDOWEVENT:
      // A resized canvas or window may have lost its pixels even when the layout is unchanged.
      if (event.window.event == SDL_WINDOWEVENT_EXPOSED ||
          event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
          event.window.event == SDL_WINDOWEVENT_RESIZED) {
        loop.model.ui.dirty = true;
      }
      break;
    case SDL_RENDER_TARGETS_RESET:
      loop.model.ui.dirty = true;
      break;
    case SDL_RENDER_DEVICE_RESET:  // every texture is gone
      loop.cache.clear();
      loop.model.ui.dirty = true;
      break;
    default:
      break;
  }
}

void report(const std::vector<app::Notice>& notices) {
  for (const app::Notice& notice : notices) send_notice(notice);
}

// Natively a plain run keeps the game in the user's data folder; a test run (a fixed deal, frames,
// screenshots, demos) keeps nothing unless --keep names a folder. The browser always keeps.
bool keeps_things(const LaunchOptions& options) {
#ifdef __EMSCRIPTEN__
  (void)options;
  return true;
#else
  if (options.keep == "none") return false;
  if (!options.keep.empty()) return true;
  return options.frames == 0 && options.screenshot.empty() && options.random_moves == 0 &&
         !options.selftest && options.demo_seconds == 0 && options.seconds == 0 &&
         options.panel.empty() && options.settings.seed == 0 &&
         options.settings.seats == app::Seats::human_vs_computer;
#endif
}

bool fixed_frames(const GameLoop& loop) {
  return loop.options.frames > 0;
}

void print_frame_cost(const GameLoop& loop) {
  const int frames = loop.model.ui.frames_drawn;
  if (frames == 0) return;
  const double ms_per_tick = 1000.0 / double(SDL_GetPerformanceFrequency());
  const double later =
      frames > 1 ? double(loop.paint_ticks - loop.first_paint_ticks) / (frames - 1) * ms_per_tick
                 : 0.0;
  SDL_RendererInfo info{};
  SDL_GetRendererInfo(loop.renderer, &info);
  std::fprintf(stderr,
               "frames: %d (%s renderer), painting the first %.2f ms (rasterizes the cards), "
               "then %.2f ms each\n",
               frames, info.name != nullptr ? info.name : "?",
               double(loop.first_paint_ticks) * ms_per_tick, later);
}

void draw_frame(GameLoop& loop, double now, double tick_start) {
  app::AppModel& model = loop.model;
  const bool animating = model.ui.flights.any() || model.ui.hand.dragging;
  const uint64_t start = SDL_GetPerformanceCounter();
  render::paint_frame(loop.renderer, model, loop.cache, now);
  const uint64_t painted = SDL_GetPerformanceCounter();
  const uint64_t ticks = painted - start;
  loop.paint_ticks += ticks;
  if (model.ui.frames_drawn == 0) loop.first_paint_ticks = ticks;
  ++model.ui.frames_drawn;
  if (model.ui.frames_drawn == 1) send_ready(model);
  model.ui.dirty = false;

  const bool last =
      (fixed_frames(loop) && model.ui.frames_drawn >= loop.options.frames) || loop.last_frame;
#ifndef __EMSCRIPTEN__
  if (last && !loop.options.screenshot.empty()) {
    const std::string error = render::save_screenshot(loop.renderer, loop.options.screenshot);
    if (!error.empty()) {
      std::fprintf(stderr, "screenshot %s: %s\n", loop.options.screenshot.c_str(), error.c_str());
      loop.exit_code = 1;
    }
  }
#endif
  SDL_RenderPresent(loop.renderer);
  if (model.ui.frames_drawn == 1) mark_stage("rb-frame-1-drawn");
  const double ms = 1000.0 / double(SDL_GetPerformanceFrequency());
  if (model.ui.frames_drawn > 1) {
    loop.stats.add(now_ms() - tick_start - double(SDL_GetPerformanceCounter() - start) * ms,
                   double(ticks) * ms, double(SDL_GetPerformanceCounter() - painted) * ms,
                   animating);
  }
  if (last) loop.running = false;
}

void open_panel(app::AppModel& model, const std::string& panel) {
  app::open_named_panel(model, panel);
}

}  // namespace

double now_ms() {
  return double(SDL_GetPerformanceCounter()) * 1000.0 / double(SDL_GetPerformanceFrequency());
}

std::string open_game(GameLoop& loop, const LaunchOptions& options) {
  loop.options = options;
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return std::string("SDL_Init: ") + SDL_GetError();

  int css_w = options.width, css_h = options.height;
  initial_window_size(css_w, css_h);
  const auto scaled = [&](int css) { return int(css * options.dpr + 0.5); };
#ifdef __EMSCRIPTEN__
  // A GL window from the start: otherwise SDL's GLES2 renderer destroys and re-creates it, which
  // resizes the WebGL canvas twice before the first frame.
  const Uint32 gl_window = SDL_WINDOW_OPENGL;
#else
  const Uint32 gl_window = 0;
#endif
  loop.window = SDL_CreateWindow("Russian Bank", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 scaled(css_w), scaled(css_h),
                                 SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | gl_window);
  if (loop.window == nullptr) return std::string("SDL_CreateWindow: ") + SDL_GetError();
  loop.renderer = SDL_CreateRenderer(loop.window, -1, SDL_RENDERER_PRESENTVSYNC);
  if (loop.renderer == nullptr) loop.renderer = SDL_CreateRenderer(loop.window, -1, 0);
  if (loop.renderer == nullptr) return std::string("SDL_CreateRenderer: ") + SDL_GetError();

  app::AppModel& model = loop.model;
  model.measure = &art::text_width;
  model.entropy = clock_entropy();
  // Defaults, then what was kept from the last visit, then the URL's (or the flags') options.
  app::Settings settings;
  if (prefers_reduced_motion()) settings.reduced_motion = true;
  if (options.demo_seconds > 0) settings.seats = app::Seats::computer_both;
  if (keeps_things(options)) {
    loop.storage = make_storage(options.keep);
    loop.keeper.storage = loop.storage.get();
  }
  // Lay the table out for the window before the deal, so the first game starts at its size.
  const app::Viewport viewport = sync_viewport(loop.window, loop.renderer, options.dpr);
  if (viewport.css_width > 0) model.viewport = viewport;
#ifdef __EMSCRIPTEN__
  const std::string query = page_query();
#else
  const std::string query = options.query;
#endif
  report(app::open_table(loop.keeper, model, settings, query, now_ms()));
  if (options.random_moves > 0) {
    app::play_random_actions(model, options.random_moves, model.game_seed);
  }
  const double seconds = options.demo_seconds > 0 ? options.demo_seconds : options.seconds;
  if (seconds > 0) loop.demo_end_ms = now_ms() + seconds * 1000;
  open_panel(model, options.panel);
  g_running = &loop;
  return {};
}

void iterate(GameLoop& loop) {
  const double tick_start = now_ms();
  SDL_Event event;
  while (SDL_PollEvent(&event)) handle_event(loop, event);
  const app::Viewport viewport = sync_viewport(loop.window, loop.renderer, loop.options.dpr);
  if (viewport.css_width > 0) app::set_viewport(loop.model, viewport);
  const double now = now_ms();
  app::update(loop.model, now);
  std::vector<app::Notice> notices;
  for (const app::GameEvent& happened : app::keep_up(loop.keeper, loop.model, notices)) {
    send_event(happened, loop.model);
    // Every action and knock is said to a screen reader, the human's own too.
    if (!happened.words.empty() && happened.words != loop.announced) {
      loop.announced = happened.words;
      announce(happened.words);
    }
  }
  report(notices);
  if (!loop.model.ui.clipboard_request.empty()) {
    copy_deal_link(loop.model.ui.clipboard_request);
    loop.model.ui.clipboard_request.clear();
  }
  if (loop.model.ui.message != loop.announced) {
    loop.announced = loop.model.ui.message;
    if (!loop.announced.empty()) announce(loop.announced);
  }
  if (fixed_frames(loop)) loop.model.ui.dirty = true;
  if (loop.running && loop.model.ui.dirty) {
    draw_frame(loop, now, tick_start);
  } else if (loop.model.ui.frames_drawn > 0 && !loop.model.ui.flights.any()) {
    // An idle tick: rasterize one more card face now rather than in the middle of a move.
    loop.cache.cards.make_one_more(loop.renderer);
  }
  if (loop.running && loop.demo_end_ms >= 0 && now >= loop.demo_end_ms) {
    loop.last_frame = true;  // one more frame (and the screenshot, if one was asked for)
    draw_frame(loop, now, tick_start);
    loop.running = false;
  }
}

int idle_wait_ms(const GameLoop& loop) {
  if (loop.model.ui.dirty || fixed_frames(loop) || !loop.cache.cards.all_made()) return 0;
  const double now = now_ms();
  double next = app::next_wakeup_ms(loop.model, now);
  if (loop.demo_end_ms >= 0) next = next < 0 ? loop.demo_end_ms : std::min(next, loop.demo_end_ms);
  if (next < 0) return -1;
  return int(std::clamp(std::ceil(next - now), 0.0, 60000.0));
}

void close_game(GameLoop& loop) {
  if (fixed_frames(loop)) print_frame_cost(loop);
  if (loop.options.stats) {
    std::fprintf(stderr, "%d frames drawn in all; %s\n", loop.model.ui.frames_drawn,
                 loop.stats.summary().c_str());
  }
  g_running = nullptr;
  loop.cache.clear();
  if (loop.renderer != nullptr) SDL_DestroyRenderer(loop.renderer);
  if (loop.window != nullptr) SDL_DestroyWindow(loop.window);
  loop.renderer = nullptr;
  loop.window = nullptr;
  SDL_Quit();
}

void save_game_now(GameLoop& loop) {
  std::vector<app::Notice> notices;
  app::save_now(loop.keeper, loop.model, notices);
  report(notices);
}

GameLoop* running_game() {
  return g_running;
}

}  // namespace rb::platform
