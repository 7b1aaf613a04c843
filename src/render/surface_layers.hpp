// RGBA32 surfaces (straight alpha) made and laid over each other on the CPU: how the card
// textures are composed from their rasterized layers before one upload.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <vector>

namespace rb::render {

// A new transparent (zeroed) RGBA32 surface; nullptr when out of memory.
SDL_Surface* new_rgba(int width, int height);
SDL_Surface* copy_of(const SDL_Surface* surface);
// A `width` x `height` surface of colour `rgb` (0xRRGGBB), its alpha the coverage (row by row);
// transparent pixels are black.
SDL_Surface* coloured_mask(const std::vector<uint8_t>& coverage, int width, int height,
                           uint32_t rgb);
// The surface turned half a turn (about its centre: pixel (x, y) goes to (w-1-x, h-1-y)).
SDL_Surface* turned_half_copy(const SDL_Surface* surface);

// Lays `layer` over `dst` ("over", straight alpha) with its top-left corner at (x0, y0); what
// falls outside `dst` is left out.
void lay_over(SDL_Surface* dst, const SDL_Surface* layer, int x0, int y0);

}  // namespace rb::render
