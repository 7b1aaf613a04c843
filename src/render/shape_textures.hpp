// The render cache of rounded rectangles (buttons, panels, badges, outlines), rasterized
// (rounded_rect) at their exact pixel size so edges stay smooth at any devicePixelRatio; kept until
// the layout changes size. A rounded rectangle's middle columns are all alike (and its middle rows,
// unless it has a vertical gradient), so it is rasterized narrow (and short) and drawn with its
// middle stretched: the same pixels as rasterizing it whole, for a fraction of the work (except for
// SDL's software renderer, which gets them whole: see set_whole_shapes).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>
#include <tuple>

#include "render/flat_cache.hpp"

namespace rb::render {

// A texture drawn w x h with its middle stretched: `cap_x` columns at each side (and `cap_y`
// rows at the top and bottom) are drawn as they are, the one column (row) between them repeated.
// A cap of 0: that axis is not stretched (the texture is w wide, or h high).
struct SlicedTexture {
  SDL_Texture* texture = nullptr;
  int w = 0, h = 0;
  int cap_x = 0, cap_y = 0;

  void draw(SDL_Renderer* renderer, int x, int y) const;
  void destroy();
};

// Whether make_sliced rasterizes shapes whole (up to a size) instead of narrowed: for SDL's
// software renderer, where a stretched copy is several times slower than a plain one and a
// window redrawn in part must grow each part over every stretched copy it touches.
void set_whole_shapes(bool whole);

struct Shape {
  int w = 0, h = 0;
  double radius = 0;
  uint32_t fill = 0;      // 0xRRGGBBAA (alpha 0: none)
  uint32_t fill_end = 0;  // a vertical gradient to this colour (0: plain fill)
  uint32_t stroke = 0;    // outline colour (alpha 0: none)
  double stroke_px = 0;   // outline width, drawn inside the rectangle
  auto key() const { return std::tie(w, h, radius, fill, fill_end, stroke, stroke_px); }
  friend bool operator==(const Shape& a, const Shape& b) { return a.key() == b.key(); }
};

// Makes the rounded rectangle `shape` (whose corners, with their outline, fit in `corner`
// pixels) narrowed to 2 * cap + 1 pixels where it is larger, and shortened the same way when
// `stretch_rows` (false for a vertical gradient).
SlicedTexture make_sliced(SDL_Renderer* renderer, const Shape& shape, double corner,
                          bool stretch_rows);

// The shape as an SVG document (what rounded_rect_surface draws, in SVG: for tests and tools).
std::string shape_svg(const Shape& shape);

class ShapeTextures {
 public:
  ShapeTextures() = default;
  ShapeTextures(const ShapeTextures&) = delete;
  ShapeTextures& operator=(const ShapeTextures&) = delete;
  ~ShapeTextures() { clear(); }

  // Draws the shape with its top-left corner at (x, y); `alpha` fades it (0..255).
  void draw(SDL_Renderer* renderer, const Shape& shape, int x, int y, uint8_t alpha = 255);
  void clear();

 private:
  FlatCache<Shape, SlicedTexture> textures_;
};

}  // namespace rb::render
