// open / iterate / close. A frame is drawn when the model is dirty (or on every tick when a fixed
// number of frames was asked for); an idle table costs nothing but the tick itself.
#include "platform/game_loop.hpp"

#include <cstdio>

#include "platform/viewport.hpp"
#include "render/screenshot.hpp"
#include "render/table_painter.hpp"

namespace rb::platform {
namespace {

GameLoop* g_running = nullptr;

void handle_event(GameLoop& loop, const SDL_Event& event) {
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

void draw_frame(GameLoop& loop) {
  app::AppModel& model = loop.model;
  const uint64_t start = SDL_GetPerformanceCounter();
  render::paint_table(loop.renderer, model.layout, model.game, loop.cache);
  const uint64_t ticks = SDL_GetPerformanceCounter() - start;
  loop.paint_ticks += ticks;
  if (model.ui.frames_drawn == 0) loop.first_paint_ticks = ticks;
  ++model.ui.frames_drawn;
  model.ui.dirty = false;

  const bool last = fixed_frames(loop) && model.ui.frames_drawn >= loop.options.frames;
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
  if (last) loop.running = false;
}

}  // namespace

std::string open_game(GameLoop& loop, const LaunchOptions& options) {
  loop.options = options;
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return std::string("SDL_Init: ") + SDL_GetError();

  int css_w = options.width, css_h = options.height;
  initial_window_size(css_w, css_h);
  const auto scaled = [&](int css) { return int(css * options.dpr + 0.5); };
  loop.window = SDL_CreateWindow("Russian Bank", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 scaled(css_w), scaled(css_h),
                                 SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (loop.window == nullptr) return std::string("SDL_CreateWindow: ") + SDL_GetError();
  loop.renderer = SDL_CreateRenderer(loop.window, -1, SDL_RENDERER_PRESENTVSYNC);
  if (loop.renderer == nullptr) loop.renderer = SDL_CreateRenderer(loop.window, -1, 0);
  if (loop.renderer == nullptr) return std::string("SDL_CreateRenderer: ") + SDL_GetError();

  app::start_game(loop.model, preset_rules(Preset::house), options.seed);
  if (options.random_moves > 0) {
    app::play_random_actions(loop.model, options.random_moves, options.seed);
  }
  g_running = &loop;
  return {};
}

void iterate(GameLoop& loop) {
  SDL_Event event;
  while (SDL_PollEvent(&event)) handle_event(loop, event);
  const app::Viewport viewport = sync_viewport(loop.window, loop.renderer, loop.options.dpr);
  if (viewport.css_width > 0) app::set_viewport(loop.model, viewport);
  if (fixed_frames(loop)) loop.model.ui.dirty = true;
  if (loop.running && loop.model.ui.dirty) draw_frame(loop);
}

bool is_idle(const GameLoop& loop) {
  return !loop.model.ui.dirty && !fixed_frames(loop);
}

void close_game(GameLoop& loop) {
  if (fixed_frames(loop)) print_frame_cost(loop);
  g_running = nullptr;
  loop.cache.clear();
  if (loop.renderer != nullptr) SDL_DestroyRenderer(loop.renderer);
  if (loop.window != nullptr) SDL_DestroyWindow(loop.window);
  loop.renderer = nullptr;
  loop.window = nullptr;
  SDL_Quit();
}

GameLoop* running_game() {
  return g_running;
}

}  // namespace rb::platform
