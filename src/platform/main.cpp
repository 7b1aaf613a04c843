// The program: read the flags (natively), open the window, and run the one loop: a plain while
// loop natively (sleeping until the next event or timer when nothing moves), animation frames
// and timers in the browser (none while nothing moves: browser_loop.hpp).
#include <SDL.h>

#include <cstdio>

#include "platform/command_line.hpp"
#include "platform/game_loop.hpp"
#include "platform/selftest.hpp"
#include "platform/web_bridge.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

#include "platform/browser_loop.hpp"
#endif

int main(int argc, char** argv) {
  static rb::platform::GameLoop game;  // static: the browser's loop outlives main()
#ifndef __EMSCRIPTEN__
  rb::platform::LaunchOptions& options = game.options;
  if (const std::string error = rb::platform::parse_command_line(argc, argv, options);
      !error.empty()) {
    if (error == "help") {
      std::printf("%s", rb::platform::usage_text().c_str());
      return 0;
    }
    std::fprintf(stderr, "%s\n%s", error.c_str(), rb::platform::usage_text().c_str());
    return 2;
  }
#else
  (void)argc;
  (void)argv;
#endif
  if (const std::string error = rb::platform::open_game(game); !error.empty()) {
    std::fputs((error + "\n").c_str(), stderr);
    return 1;
  }
#ifdef __EMSCRIPTEN__
  rb::platform::mark_stage("rb-game-opened");
  rb::platform::start_browser_loop(game);
  emscripten_exit_with_live_runtime();  // main returns; the loop goes on in the page's events
#else
  if (options.selftest) {
    const int code = rb::platform::run_selftest(game);
    rb::platform::close_game(game);
    return code;
  }
  while (game.running) {
    const int wait = rb::platform::idle_wait_ms(game);
    if (wait < 0) {
      SDL_WaitEvent(nullptr);
    } else if (wait > 0) {
      SDL_WaitEventTimeout(nullptr, wait);
    }
    rb::platform::iterate(game);
  }
  rb::platform::close_game(game);
  return game.exit_code;
#endif
}
