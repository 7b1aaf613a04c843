// The page's canvas when the browser has no GPU: web/index.html then gives it a 2D context (not
// WebGL), the game's software renderer draws RGBA pixels, and present_pixels shows the parts of
// them that changed. Natively none of this exists (the native window has its own surface).
#pragma once

#include <SDL.h>

#include <vector>

namespace rb::platform {

#ifdef __EMSCRIPTEN__
// Whether the page chose the software renderer (Module.rbRenderer, set by web/index.html).
bool page_renderer_is_software();
// The canvas's size in device pixels, as the game will have it: its CSS size x devicePixelRatio.
void canvas_pixel_size(int& width, int& height);
// `parts` of `pixels` (RGBA, the canvas's size) put into the canvas's 2D context.
void present_pixels(const SDL_Surface* pixels, const std::vector<SDL_Rect>& parts);
#endif

}  // namespace rb::platform
