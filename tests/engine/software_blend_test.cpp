// The native software path's own blending (render/software_blend): a copy blends like exact
// "over" compositing to within one step, keeps to the clip and the target, scales to the nearest
// pixel; fills are written or blended.
#include "render/software_blend.hpp"

#include <SDL.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace rb::render {
namespace {

struct Target {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 32, 32, SDL_PIXELFORMAT_RGB888);
  SDL_Renderer* renderer = nullptr;
  Target() {
    REQUIRE(surface != nullptr);
    renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer != nullptr);
    set_blend_target(surface);
  }
  ~Target() {
    set_blend_target(nullptr);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  uint32_t at(int x, int y) const {
    return static_cast<const uint32_t*>(surface->pixels)[y * surface->pitch / 4 + x] & 0xffffff;
  }
};

// A w x h ARGB8888 surface, every pixel `argb` (straight alpha).
SDL_Surface* plain(int w, int h, uint32_t argb) {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(s != nullptr);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) static_cast<uint32_t*>(s->pixels)[y * s->pitch / 4 + x] = argb;
  }
  return s;
}

int channel(uint32_t p, int shift) {
  return int((p >> shift) & 0xff);
}

// Exact "over" of straight-alpha `src` on opaque `dst`, per channel.
uint32_t exact_over(uint32_t src, uint32_t dst) {
  const double a = (src >> 24) / 255.0;
  uint32_t out = 0;
  for (int shift = 0; shift < 24; shift += 8) {
    out |= uint32_t(std::lround(channel(src, shift) * a + channel(dst, shift) * (1 - a))) << shift;
  }
  return out;
}

bool near(uint32_t a, uint32_t b, int steps) {
  for (int shift = 0; shift < 24; shift += 8) {
    if (std::abs(channel(a, shift) - channel(b, shift)) > steps) return false;
  }
  return true;
}

const SDL_Rect kEverywhere{0, 0, 1 << 20, 1 << 20};

}  // namespace

TEST_CASE("a copy blends like exact compositing, four pixels at a time and one by one",
          "[software_blend]") {
  Target t;
  auto* texture = reinterpret_cast<SDL_Texture*>(&t);  // any address serves as a key
  for (const uint32_t colour : {0x80ff8000u, 0x01ffffffu, 0xfe102030u, 0xff00ff00u, 0x00123456u}) {
    blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{30, 110, 60, 255}, false, kEverywhere);
    SDL_Surface* s = plain(7, 3, colour);  // 7 wide: one group of four and three single pixels
    keep_pixels(texture, s);
    SDL_FreeSurface(s);
    blend_copy(texture, SDL_Rect{0, 0, 7, 3}, SDL_Rect{5, 4, 7, 3}, 255, kEverywhere);
    const uint32_t expected = exact_over(colour, 0x1e6e3c);
    for (int x = 5; x < 12; ++x) CHECK(near(t.at(x, 5), expected, 1));
    CHECK(t.at(4, 5) == 0x1e6e3c);   // left of the copy
    CHECK(t.at(12, 5) == 0x1e6e3c);  // right of it
    CHECK(t.at(6, 7) == 0x1e6e3c);   // below it
  }
  forget_pixels(texture);
  CHECK_FALSE(has_pixels(texture));
}

TEST_CASE("a copy keeps to the clip and the target, and scales to the nearest pixel",
          "[software_blend]") {
  Target t;
  auto* texture = reinterpret_cast<SDL_Texture*>(&t);
  blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{0, 0, 0, 255}, false, kEverywhere);
  SDL_Surface* s = plain(2, 2, 0xffffffff);
  static_cast<uint32_t*>(s->pixels)[0] = 0xffff0000;  // the top-left pixel red
  keep_pixels(texture, s);
  SDL_FreeSurface(s);
  // Scaled 2 x 2 -> 8 x 8 at (60, 28): half of it outside the target.
  blend_copy(texture, SDL_Rect{0, 0, 2, 2}, SDL_Rect{60, 28, 8, 8}, 255, kEverywhere);
  CHECK(t.at(60, 28) == 0xff0000);
  CHECK(t.at(63, 31) == 0xff0000);  // still the first source pixel (4 x 4 of each)
  // Clipped to one column.
  blend_copy(texture, SDL_Rect{0, 0, 2, 2}, SDL_Rect{0, 0, 2, 2}, 255, SDL_Rect{1, 0, 1, 32});
  CHECK(t.at(0, 0) == 0x000000);
  CHECK(t.at(1, 0) == 0xffffff);
  // Half transparent by modulation.
  blend_copy(texture, SDL_Rect{1, 1, 1, 1}, SDL_Rect{20, 20, 1, 1}, 128, kEverywhere);
  CHECK(near(t.at(20, 20), 0x808080, 1));
}

TEST_CASE("fills are written as they are, or blended by their alpha", "[software_blend]") {
  Target t;
  blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{200, 100, 50, 255}, false, kEverywhere);
  CHECK(t.at(63, 31) == 0xc86432);
  blend_fill(SDL_Rect{10, 10, 9, 1}, SDL_Color{255, 255, 255, 51}, true, kEverywhere);
  for (int x = 10; x < 19; ++x) CHECK(near(t.at(x, 10), exact_over(0x33ffffff, 0xc86432), 1));
  CHECK(t.at(19, 10) == 0xc86432);
  blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{0, 0, 0, 255}, false, SDL_Rect{0, 0, 10, 10});
  CHECK(t.at(9, 9) == 0x000000);
  CHECK(t.at(10, 10) != 0x000000);
}

}  // namespace rb::render
