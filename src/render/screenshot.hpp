// Saves what the renderer has drawn (before it is presented) as a PNG file: for looking at the
// native window's frames from scripts and tests.
#pragma once

#include <SDL.h>

#include <string>

namespace rb::render {

// Returns an empty string on success, else what went wrong.
std::string save_screenshot(SDL_Renderer* renderer, const std::string& png_path);

}  // namespace rb::render
