// Reading RGBA32 surfaces in tests that compare two drawings of the same thing.
#pragma once

#include <SDL.h>

#include <cstdint>

namespace rb::render::test {

// The alpha of pixel (x, y); 0 outside the surface.
inline uint8_t alpha_at(const SDL_Surface* s, int x, int y) {
  if (x < 0 || y < 0 || x >= s->w || y >= s->h) return 0;
  return static_cast<const uint8_t*>(s->pixels)[y * s->pitch + 4 * x + 3];
}

// Ink (alpha) summed over the 3 x 3 pixels around (x, y): a shift of part of a pixel moves
// little of it, a whole pixel's shift moves up to 3 x 255.
inline int ink_around(const SDL_Surface* s, int x, int y) {
  int sum = 0;
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) sum += alpha_at(s, x + dx, y + dy);
  }
  return sum;
}

}  // namespace rb::render::test
