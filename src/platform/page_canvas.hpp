// The page's canvas: web/index.html gives it a 2D context, the game's software renderer draws
// RGBA pixels, and present_pixels shows the parts of them that changed. Natively none of this
// exists (the native window has its own surface).
#pragma once

#include <SDL.h>

#include <vector>

namespace rb::platform {

#ifdef __EMSCRIPTEN__
// The canvas's size in pixels (its backing store, which sync_viewport keeps at its CSS size x
// devicePixelRatio).
void canvas_pixel_size(int& width, int& height);
// `parts` of `pixels` (RGBA, the canvas's size) put into the canvas's 2D context.
void present_pixels(const SDL_Surface* pixels, const std::vector<SDL_Rect>& parts);
#endif

}  // namespace rb::platform
