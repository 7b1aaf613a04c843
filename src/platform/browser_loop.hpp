// The browser's loop: a tick runs on the next animation frame while something moves or is
// thought out, on a timer when the game's next timer is due (the computer's move or call, the
// end panel), and not at all while nothing moves, thinks or is due: at rest the page runs no
// animation frames and no timers. Anything that can change the table wakes it: the page's input
// events (mouse, touch, wheel, keys), focus, a resize of the window or the canvas, the page shown
// or hidden, storage events, and the calls of the page and its host (embed commands, the test
// hooks).
// Natively the loop sleeps in SDL_WaitEvent instead (main.cpp), and waking is not needed.
#pragma once

#include "platform/game_loop.hpp"

namespace rb::platform {

// Starts the loop of the opened game (its first tick on the next animation frame). Browser only.
void start_browser_loop(GameLoop& loop);

// A tick on the next animation frame, unless one is already asked for. Natively nothing.
void wake_loop();

// Whether the browser's loop sleeps: no animation frame asked for, no timer set, no tick running
// (for the tests; natively false).
bool loop_asleep();

}  // namespace rb::platform
