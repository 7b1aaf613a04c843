// The browser test hooks, read from the running game loop.
#include "platform/test_hooks.hpp"

#include <string>

#include "app/layout_json.hpp"
#include "platform/game_loop.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define RB_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define RB_EXPORT
#endif

extern "C" {

RB_EXPORT int rb_frame_count() {
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  return loop != nullptr ? loop->model.ui.frames_drawn : 0;
}

RB_EXPORT const char* rb_layout_json() {
  static std::string json;
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  json = loop != nullptr ? rb::app::layout_json(loop->model.layout, loop->model.game) : "{}";
  return json.c_str();
}

}  // extern "C"
