// The C functions the page's embed.js calls: a host page's command (see app/flow/api_commands.hpp),
// saving now when the page is hidden or closed, whether Tab leaves the canvas, and the frames drawn
// (the page shows the table once there is one).
#include <algorithm>
#include <string>

#include "app/flow/api_commands.hpp"
#include "app/flow/commands.hpp"
#include "app/input/keyboard_input.hpp"
#include "platform/browser_loop.hpp"
#include "platform/game_loop.hpp"
#include "platform/page_export.hpp"

extern "C" {

RB_EXPORT int rb_frame_count() {
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  return loop != nullptr ? loop->model.ui.frames_drawn : 0;
}

// Runs the command; returns "" when done, else the reason nothing was done.
RB_EXPORT const char* rb_api_command(const char* command) {
  static std::string reply;
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return "the game has not started yet";
  reply = rb::app::run_api_command(loop->model, command != nullptr ? command : "",
                                   rb::platform::now_ms());
  // (Another game's page, asked for now: the page knows the command that asked, to answer it
  // from there.)
  rb::platform::load_asked_game(*loop);
  rb::platform::wake_loop();  // the table may have changed
  return reply.c_str();
}

// The page can play online (it has the online bundle): the menu offers "Against: Online".
RB_EXPORT void rb_online_offered() {
  if (rb::platform::GameLoop* loop = rb::platform::running_game()) {
    loop->model.online_offered = true;
    loop->model.ui.dirty = true;
    rb::platform::wake_loop();
  }
}

RB_EXPORT void rb_save_now() {
  if (rb::platform::GameLoop* loop = rb::platform::running_game()) {
    rb::platform::save_game_now(*loop);
  }
}

// The page was hidden: a race stops with the menu open (app/flow/commands.hpp), and the game is
// saved.
RB_EXPORT void rb_page_hidden() {
  if (rb::platform::GameLoop* loop = rb::platform::running_game()) {
    rb::app::page_hidden(loop->model, rb::platform::now_ms());
    rb::platform::save_game_now(*loop);
    rb::platform::wake_loop();
  }
}

// Whether Tab (1: Shift+Tab) should leave the canvas for the page's other controls instead of
// moving the focus ring (keyboard_input.hpp's tab_leaves_table). Without this the canvas would
// be a keyboard trap.
RB_EXPORT int rb_tab_leaves(int shift) {
  const rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return 1;
  return rb::app::tab_leaves_table(loop->model, shift != 0) ? 1 : 0;
}

}  // extern "C"
