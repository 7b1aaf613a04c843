// The program's one loop, the same natively and in the browser: open the window, then call
// iterate() again and again (from a while loop natively, from emscripten_set_main_loop in the
// browser), then close. iterate() handles events and the window size, and draws a frame only when
// something changed.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>

#include "app/app_model.hpp"
#include "platform/command_line.hpp"
#include "render/render_cache.hpp"

namespace rb::platform {

struct GameLoop {
  LaunchOptions options;
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  app::AppModel model;
  render::RenderCache cache;
  bool running = true;
  int exit_code = 0;
  uint64_t paint_ticks = 0;        // time spent painting, for the frame-cost summary
  uint64_t first_paint_ticks = 0;  // the first frame also rasterizes the card art
};

// Creates the window and renderer and deals the first game. Returns an error message or "".
std::string open_game(GameLoop& loop, const LaunchOptions& options);

// One tick: events, window size, and a frame if the table changed.
void iterate(GameLoop& loop);

// Nothing to draw until the next event (the native loop may sleep).
bool is_idle(const GameLoop& loop);

void close_game(GameLoop& loop);

// The loop of the running program, for the browser test hooks (nullptr before open_game).
GameLoop* running_game();

}  // namespace rb::platform
