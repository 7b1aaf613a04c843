// Rounded rectangles -> textures (rounded_rect), cached by size and colours.
#include "render/shape_textures.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/decimal_text.hpp"
#include "render/blit.hpp"
#include "render/rounded_rect.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

// Beyond this the cache starts again (sizes keep changing); fewer in the browser, for the reason
// text_textures.cpp gives.
#ifdef __EMSCRIPTEN__
constexpr size_t kMostShapes = 60;
#else
constexpr size_t kMostShapes = 300;
#endif

std::string colour(uint32_t rgba) {
  return "#" + hex_text(rgba >> 8, 6);
}
std::string opacity(uint32_t rgba) {
  return decimal_text((rgba & 0xffu) / 255.0, 3, true);
}
std::string num(double v) {
  return decimal_text(v, 2, true);
}

}  // namespace

std::string shape_svg(const Shape& s) {
  const double inset = s.stroke_px / 2;
  const double r = std::max(0.0, s.radius - inset);
  std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='" + std::to_string(s.w) +
                    "' height='" + std::to_string(s.h) + "'>";
  std::string fill = "none";
  if (s.fill_end != 0) {
    svg +=
        "<defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' "
        "stop-color='" +
        colour(s.fill) + "' stop-opacity='" + opacity(s.fill) + "'/><stop offset='1' stop-color='" +
        colour(s.fill_end) + "' stop-opacity='" + opacity(s.fill_end) +
        "'/></linearGradient></defs>";
    fill = "url(#g)";
  } else if ((s.fill & 0xffu) != 0) {
    fill = colour(s.fill) + "' fill-opacity='" + opacity(s.fill);
  }
  svg += "<rect x='" + num(inset) + "' y='" + num(inset) + "' width='" + num(s.w - 2 * inset) +
         "' height='" + num(s.h - 2 * inset) + "' rx='" + num(r) + "' fill='" + fill + "'";
  if ((s.stroke & 0xffu) != 0 && s.stroke_px > 0) {
    svg += " stroke='" + colour(s.stroke) + "' stroke-opacity='" + opacity(s.stroke) +
           "' stroke-width='" + num(s.stroke_px) + "'";
  }
  return svg + "/></svg>";
}

namespace {

bool g_whole_shapes = false;
constexpr long kLargestWholeShape = 1L << 20;  // pixels: 4 MB; larger ones are still stretched

// The stretched axis: `cap` pixels kept at each end of `size`, or 0 when too small to gain.
int cap_for(int size, double corner) {
  const int cap = int(std::ceil(corner)) + 2;
  return size > 2 * cap + 3 ? cap : 0;
}

// The source and destination spans of part `i` (0: start, 1: middle, 2: end) of one axis.
void span(int i, int size, int cap, int texture_size, int& src, int& src_len, int& dst,
          int& dst_len) {
  if (cap == 0) {
    src = dst = 0;
    src_len = dst_len = size;
  } else if (i == 0) {
    src = dst = 0;
    src_len = dst_len = cap;
  } else if (i == 1) {
    src = cap, src_len = 1;
    dst = cap, dst_len = size - 2 * cap;
  } else {
    src = texture_size - cap, src_len = cap;
    dst = size - cap, dst_len = cap;
  }
}

}  // namespace

SlicedTexture make_sliced(SDL_Renderer* renderer, const Shape& shape, double corner,
                          bool stretch_rows) {
  const int w = shape.w, h = shape.h;
  SlicedTexture t;
  if (w <= 0 || h <= 0) return t;
  t.w = w;
  t.h = h;
  if (!g_whole_shapes || long(w) * long(h) > kLargestWholeShape) {
    t.cap_x = cap_for(w, corner);
    t.cap_y = stretch_rows ? cap_for(h, corner) : 0;
  }
  const int tw = t.cap_x > 0 ? 2 * t.cap_x + 1 : w, th = t.cap_y > 0 ? 2 * t.cap_y + 1 : h;
  Shape sized = shape;
  sized.w = tw;
  sized.h = th;
  t.texture = texture_from_surface(renderer, rounded_rect_surface(sized));
  return t;
}

void set_whole_shapes(bool whole) {
  g_whole_shapes = whole;
}

void SlicedTexture::draw(SDL_Renderer* renderer, int x, int y) const {
  if (texture == nullptr) return;
  const int tw = cap_x > 0 ? 2 * cap_x + 1 : w, th = cap_y > 0 ? 2 * cap_y + 1 : h;
  for (int row = 0; row < (cap_y > 0 ? 3 : 1); ++row) {
    SDL_Rect src{}, dst{};
    span(row, h, cap_y, th, src.y, src.h, dst.y, dst.h);
    for (int column = 0; column < (cap_x > 0 ? 3 : 1); ++column) {
      span(column, w, cap_x, tw, src.x, src.w, dst.x, dst.w);
      const SDL_Rect at{x + dst.x, y + dst.y, dst.w, dst.h};
      copy(renderer, texture, &src, at);
    }
  }
}

void SlicedTexture::destroy() {
  if (texture != nullptr) destroy_texture(texture);
  texture = nullptr;
}

void ShapeTextures::draw(SDL_Renderer* renderer, const Shape& shape, int x, int y, uint8_t alpha) {
  if (shape.w <= 0 || shape.h <= 0) return;
  SlicedTexture* found = textures_.find(shape);
  if (found == nullptr) {
    if (textures_.size() >= kMostShapes) clear();
    const SlicedTexture t = make_sliced(
        renderer, shape, std::max(shape.radius, 0.0) + shape.stroke_px, shape.fill_end == 0);
    found = &textures_.add(shape, t);
  }
  const SlicedTexture& t = *found;
  if (t.texture == nullptr) return;
  SDL_SetTextureAlphaMod(t.texture, alpha);
  t.draw(renderer, x, y);
  SDL_SetTextureAlphaMod(t.texture, 255);
}

void ShapeTextures::clear() {
  for (auto& [shape, texture] : textures_) texture.destroy();
  textures_.clear();
}

}  // namespace rb::render
