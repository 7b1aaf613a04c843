// The C functions the page's embed.js calls: a host page's command (see app/api_commands.hpp),
// saving now when the page is hidden or closed, and the statistics' reset.
#include <string>

#include "app/api_commands.hpp"
#include "platform/game_loop.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define RB_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define RB_EXPORT
#endif

extern "C" {

// Runs the command; returns "" when done, else the reason nothing was done.
RB_EXPORT const char* rb_api_command(const char* command) {
  static std::string reply;
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return "the game has not started yet";
  reply = rb::app::run_api_command(loop->model, command != nullptr ? command : "",
                                   rb::platform::now_ms());
  return reply.c_str();
}

RB_EXPORT void rb_save_now() {
  if (rb::platform::GameLoop* loop = rb::platform::running_game()) {
    rb::platform::save_game_now(*loop);
  }
}

}  // extern "C"
