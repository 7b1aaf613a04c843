// Rounded rectangles drawn from their distance field (render/rounded_rect) are the shapes the SVG
// rasterizer draws from shape_svg: for the game's kinds of shape (buttons with an outline,
// gradient panels, pills, focus rings, plain fills), each pixel's alpha close to nanosvg's and
// the same ink overall; colours close to nanosvg's for plain fills, and a vertical gradient from
// the top colour to the bottom one (nanosvg 2.6.3 draws a bounding-box gradient as a step: its
// first row in the top colour, the rest in the bottom one).
#include "render/rounded_rect.hpp"

#include <SDL.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "render/shape_textures.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

const uint8_t* pixel(const SDL_Surface* s, int x, int y) {
  return static_cast<const uint8_t*>(s->pixels) + y * s->pitch + 4 * x;
}

}  // namespace

TEST_CASE("a rounded rectangle from its distance field matches the SVG rasterizer's",
          "[rounded_rect]") {
  const std::vector<Shape> shapes = {
      {96, 34, 8, 0x2a4a38ff, 0x1d3a2bff, 0xffffff40, 1},     // a toolbar button
      {200, 120, 14, 0x17402cf0, 0x0e2a1df0, 0x00000000, 0},  // a panel
      {60, 20, 10, 0x0b1610d8, 0, 0xffd35a90, 1},             // a pill with an outline
      {140, 40, 12.5, 0, 0, 0xffd54aff, 5},                   // a focus ring
      {44, 44, 11, 0x3060a0ff, 0, 0xffffffb0, 2},             // a swatch
      {120, 168, 7.25, 0xffffff14, 0, 0xffffff40, 1},         // a faint outlined card place
      {300, 46, 0, 0x123321ff, 0x0a2016ff, 0, 0},             // a square band
      {31, 13, 6.5, 0xe2b64aff, 0xc8962aff, 0, 0},            // a small gradient pill
  };
  for (const Shape& shape : shapes) {
    SDL_Surface* svg = surface_from_svg(shape_svg(shape), shape.w, shape.h);
    SDL_Surface* direct = rounded_rect_surface(shape);
    REQUIRE(svg != nullptr);
    REQUIRE(direct != nullptr);
    REQUIRE(direct->w == svg->w);
    REQUIRE(direct->h == svg->h);
    long svg_ink = 0, direct_ink = 0;
    int worst_alpha = 0, worst_colour = 0;
    for (int y = 0; y < shape.h; ++y) {
      for (int x = 0; x < shape.w; ++x) {
        const uint8_t* a = pixel(svg, x, y);
        const uint8_t* b = pixel(direct, x, y);
        svg_ink += a[3];
        direct_ink += b[3];
        worst_alpha = std::max(worst_alpha, std::abs(int(a[3]) - int(b[3])));
        if (shape.fill_end == 0 && a[3] > 64 && b[3] > 64) {  // where both are more than faint
          for (int c = 0; c < 3; ++c) {
            worst_colour = std::max(worst_colour, std::abs(int(a[c]) - int(b[c])));
          }
        }
      }
    }
    INFO("shape " << shape.w << "x" << shape.h << " radius " << shape.radius << " stroke "
                  << shape.stroke_px << ": ink " << direct_ink << " vs " << svg_ink
                  << ", worst alpha difference " << worst_alpha << ", worst colour difference "
                  << worst_colour);
    // Within 2%, and a quarter of a pixel along the edge (nanosvg covers a 1-pixel outline on a
    // pixel's edge a little less than the whole pixel it is).
    CHECK(std::abs(direct_ink - svg_ink) <= svg_ink / 50 + 2 * (shape.w + shape.h) * 64);
    CHECK(worst_alpha <= 64);
    CHECK(worst_colour <= 32);
    if (shape.fill_end != 0) {
      // Down the middle column, away from the outline: from the top colour to the bottom one.
      const int x = shape.w / 2, first = int(shape.radius / 2) + 1, last = shape.h - 2 - first;
      // From `first` to `last` the colour goes that share of the way from one to the other.
      const double share = double(last - first) / (shape.h - shape.stroke_px);
      for (int c = 0; c < 3; ++c) {
        const int from = int((shape.fill >> (24 - 8 * c)) & 0xff);
        const int to = int((shape.fill_end >> (24 - 8 * c)) & 0xff);
        const int moved = pixel(direct, x, last)[c] - pixel(direct, x, first)[c];
        CHECK(std::abs(moved - (to - from) * share) <= 2.5);
      }
      for (int y = first; y < last; ++y) {
        for (int c = 0; c < 3; ++c) {
          const int from = int((shape.fill >> (24 - 8 * c)) & 0xff);
          const int to = int((shape.fill_end >> (24 - 8 * c)) & 0xff);
          const int here = pixel(direct, x, y)[c], below = pixel(direct, x, y + 1)[c];
          CHECK((to >= from ? below >= here : below <= here));  // monotonic
        }
      }
    }
    SDL_FreeSurface(svg);
    SDL_FreeSurface(direct);
  }
}

}  // namespace rb::render
