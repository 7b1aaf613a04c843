// The window's size in CSS pixels and its devicePixelRatio. In the browser this first keeps the
// canvas's backing store at CSS size x devicePixelRatio (after a resize, a zoom, or a move to a
// screen with another pixel ratio), so that every frame is drawn at the device's own resolution.
#pragma once

#include <SDL.h>

#include "app/flow/app_model.hpp"

namespace rb::platform {

// The CSS size the window should be created with (the canvas's CSS size in the browser).
void initial_window_size(int& css_width, int& css_height);

// `native_dpr` scales a native window (a test of high DPI on an ordinary screen); the browser
// ignores it and asks the page.
app::Viewport sync_viewport(SDL_Window* window, SDL_Renderer* renderer, double native_dpr);

}  // namespace rb::platform
