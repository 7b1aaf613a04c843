// Turns SVG text into an SDL texture at an exact pixel size (SDL2_image's nanosvg rasterizer).
#pragma once

#include <SDL.h>

#include <string_view>

namespace rb::render {

// Rasterizes `svg` scaled to fit width x height device pixels (aspect kept). Returns nullptr and
// logs SDL's error when the SVG cannot be parsed or the texture cannot be made.
SDL_Texture* texture_from_svg(SDL_Renderer* renderer, std::string_view svg, int width, int height);

// The SVG rasterized into a new RGBA32 surface no larger than width x height (the caller frees
// it), or nullptr.
SDL_Surface* surface_from_svg(std::string_view svg, int width, int height);

// A texture from pixels made in memory (RGBA32), e.g. a shadow; takes ownership of `surface`.
SDL_Texture* texture_from_surface(SDL_Renderer* renderer, SDL_Surface* surface);

}  // namespace rb::render
