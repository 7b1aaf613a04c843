// SDL's input events -> the app's pointer and key calls, in device pixels. A tap on a touch screen
// arrives twice (as a finger and as a mouse event with SDL_TOUCH_MOUSEID): only the finger is
// used, and mouse events the browser makes up just after a touch are ignored too.
#pragma once

#include <SDL.h>

#include "app/flow/app_model.hpp"

namespace rb::platform {

struct InputState {
  double last_touch_ms = -1e9;
  SDL_FingerID finger = 0;  // the finger that is down (one at a time)
  bool finger_down = false;
};

// Handles one event if it is input; returns false for other events.
bool handle_input(app::AppModel& model, InputState& input, SDL_Window* window,
                  SDL_Renderer* renderer, const SDL_Event& event, double now_ms);

}  // namespace rb::platform
