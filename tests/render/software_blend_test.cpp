// The software renderer's own blending (render/software_blend): a copy blends like exact "over"
// compositing to within one step, four pixels at a time and one by one (the browser's only way),
// keeps to the clip and the target, scales to the nearest pixel; fills are written or blended;
// the browser's RGBA pixels get the same colours as the native window's XRGB ones.
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
  SDL_Surface* surface;
  SDL_Renderer* renderer = nullptr;
  explicit Target(Uint32 format = SDL_PIXELFORMAT_RGB888)
      : surface(SDL_CreateRGBSurfaceWithFormat(0, 64, 32, 32, format)) {
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

// A w x h ARGB8888 surface (or another 32-bit format), every pixel `argb` (straight alpha).
SDL_Surface* plain(int w, int h, uint32_t argb, Uint32 format = SDL_PIXELFORMAT_ARGB8888) {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format);
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
    keep_pixels(texture, s);               // (which takes the surface)
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

TEST_CASE("one pixel at a time, every alpha blends like exact compositing", "[software_blend]") {
  Target t;
  auto* texture = reinterpret_cast<SDL_Texture*>(&t);
  for (uint32_t alpha = 0; alpha < 256; ++alpha) {
    // A copy narrower than four pixels is blended one pixel at a time.
    const uint32_t colour = alpha << 24 | (alpha * 7 & 0xff) << 16 | 0x00c000 | (255 - alpha);
    blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{30, 110, 250, 255}, false, kEverywhere);
    SDL_Surface* s = plain(1, 1, colour);
    keep_pixels(texture, s);  // (which takes the surface)
    blend_copy(texture, SDL_Rect{0, 0, 1, 1}, SDL_Rect{3, 3, 1, 1}, 255, kEverywhere);
    INFO("alpha " << alpha);
    CHECK(near(t.at(3, 3), exact_over(colour, 0x1e6efa), 1));
  }
  forget_pixels(texture);
}

TEST_CASE("a copy keeps to the clip and the target, and scales to the nearest pixel",
          "[software_blend]") {
  Target t;
  auto* texture = reinterpret_cast<SDL_Texture*>(&t);
  blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{0, 0, 0, 255}, false, kEverywhere);
  SDL_Surface* s = plain(2, 2, 0xffffffff);
  static_cast<uint32_t*>(s->pixels)[0] = 0xffff0000;  // the top-left pixel red
  keep_pixels(texture, s);                            // (which takes the surface)
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

TEST_CASE("RGBA pixels (the browser's) get the colours XRGB pixels get", "[software_blend]") {
  // On a little-endian machine ABGR8888 is RGBA in memory, the layout of a canvas's ImageData;
  // the textures' pixels come in the same order.
  if (SDL_BYTEORDER != SDL_LIL_ENDIAN) return;
  Target xrgb;
  std::vector<uint32_t> native;
  auto* texture = reinterpret_cast<SDL_Texture*>(&xrgb);
  const auto draw = [&](Uint32 texture_format) {
    blend_fill(SDL_Rect{0, 0, 64, 32}, SDL_Color{200, 100, 50, 255}, false, kEverywhere);
    blend_fill(SDL_Rect{2, 2, 9, 5}, SDL_Color{10, 220, 90, 77}, true, kEverywhere);
    // Straight-alpha red-green-blue 0x20, 0x90, 0xf0 at alpha 0xa0, in the texture's layout.
    const uint32_t argb = 0xa02090f0u;
    const uint32_t pixel = texture_format == SDL_PIXELFORMAT_ARGB8888
                               ? argb
                               : (argb & 0xff00ff00u) | (argb >> 16 & 0xff) | (argb & 0xff) << 16;
    SDL_Surface* s = plain(6, 6, pixel, texture_format);
    keep_pixels(texture, s);  // (which takes the surface)
    blend_copy(texture, SDL_Rect{0, 0, 6, 6}, SDL_Rect{5, 3, 6, 6}, 200, kEverywhere);
    forget_pixels(texture);
  };
  draw(SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < 12; ++y) {
    for (int x = 0; x < 14; ++x) native.push_back(xrgb.at(x, y));
  }
  CHECK(xrgb.at(6, 4) != xrgb.at(0, 0));  // the fill and the copy changed something
  Target rgba(SDL_PIXELFORMAT_ABGR8888);
  draw(SDL_PIXELFORMAT_ABGR8888);
  const auto* bytes = static_cast<const uint8_t*>(rgba.surface->pixels);
  size_t i = 0;
  for (int y = 0; y < 12; ++y) {
    for (int x = 0; x < 14; ++x, ++i) {
      const uint8_t* p = bytes + y * rgba.surface->pitch + 4 * x;
      INFO("pixel " << x << ", " << y);
      CHECK(((uint32_t(p[0]) << 16) | (uint32_t(p[1]) << 8) | p[2]) == native[i]);
      CHECK(p[3] == 255);  // opaque, as a canvas shows it
    }
  }
}

}  // namespace rb::render
