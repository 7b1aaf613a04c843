// The browser's loop (see browser_loop.hpp).
#include "platform/browser_loop.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#include <emscripten/eventloop.h>
#include <emscripten/html5.h>

// clang-format off
// Every page event that can change the table wakes the loop: the input SDL turns into its events
// (listened to here first, on the window as they pass on their way down), focus, the window or
// the canvas resized (the table is laid out anew), the page shown or hidden, storage changed by
// another tab. Passive: none of them is held up or cancelled here.
EM_JS(void, rb_js_watch_page, (), {
  var wake = function () { Module["_rb_wake"](); };
  var options = { capture: true, passive: true };
  ["mousedown", "mouseup", "mousemove", "mouseover", "mouseout", "wheel", "touchstart",
   "touchmove", "touchend", "touchcancel", "keydown", "keyup", "focus", "blur", "resize",
   "storage", "pageshow"].forEach(function (type) { window.addEventListener(type, wake, options); });
  document.addEventListener("visibilitychange", wake, options);
  if (typeof ResizeObserver === "function" && Module["canvas"]) {
    new ResizeObserver(wake).observe(Module["canvas"]);
  }
});
// clang-format on
#endif

namespace rb::platform {

#ifdef __EMSCRIPTEN__
namespace {

struct Schedule {
  GameLoop* loop = nullptr;
  long frame = 0;  // the animation frame asked for (0: none)
  long timer = 0;  // the timer set (0: none)
  bool ticking = false;
};
Schedule g_schedule;

void tick();

EM_BOOL on_frame(double /*time*/, void* /*data*/) {
  g_schedule.frame = 0;
  tick();
  return EM_FALSE;
}

void on_timer(void* /*data*/) {
  g_schedule.timer = 0;
  tick();
}

void cancel_timer() {
  if (g_schedule.timer != 0) emscripten_clear_timeout(g_schedule.timer);
  g_schedule.timer = 0;
}

void ask_for_frame() {
  cancel_timer();
  if (g_schedule.frame == 0)
    g_schedule.frame = emscripten_request_animation_frame(on_frame, nullptr);
}

// After a tick: the next one when it is due, or none until something wakes the loop.
void schedule_next(const GameLoop& loop) {
  if (!loop.running) return;
  const bool events_waiting =
      SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0;
  const int wait = events_waiting ? 0 : ms_until_next_tick(loop);
  if (wait == 0) {
    ask_for_frame();
  } else if (wait > 0) {
    cancel_timer();
    if (g_schedule.frame == 0) g_schedule.timer = emscripten_set_timeout(on_timer, wait, nullptr);
  }
}

void tick() {
  GameLoop& loop = *g_schedule.loop;
  g_schedule.ticking = true;
  iterate(loop);
  g_schedule.ticking = false;
  schedule_next(loop);
}

}  // namespace

void start_browser_loop(GameLoop& loop) {
  g_schedule.loop = &loop;
  rb_js_watch_page();
  ask_for_frame();
}

void wake_loop() {
  // A tick in progress schedules the next one itself when it ends (and sees queued events).
  if (g_schedule.loop == nullptr || g_schedule.ticking || !g_schedule.loop->running) return;
  ask_for_frame();
}

bool loop_asleep() {
  return g_schedule.loop != nullptr && g_schedule.frame == 0 && g_schedule.timer == 0 &&
         !g_schedule.ticking;
}

#else

void start_browser_loop(GameLoop& /*loop*/) {}
void wake_loop() {}
bool loop_asleep() {
  return false;
}

#endif

}  // namespace rb::platform

#ifdef __EMSCRIPTEN__
// The page's own wake-up call (rb_js_watch_page).
extern "C" EMSCRIPTEN_KEEPALIVE void rb_wake() {
  rb::platform::wake_loop();
}
#endif
