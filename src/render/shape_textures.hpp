// The render cache of rounded rectangles (buttons, panels, badges, outlines), rasterized from SVG
// at their exact pixel size so edges stay smooth at any devicePixelRatio; kept until the layout
// changes size.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <map>
#include <tuple>

namespace rb::render {

struct Shape {
  int w = 0, h = 0;
  double radius = 0;
  uint32_t fill = 0;      // 0xRRGGBBAA (alpha 0: none)
  uint32_t fill_end = 0;  // a vertical gradient to this colour (0: plain fill)
  uint32_t stroke = 0;    // outline colour (alpha 0: none)
  double stroke_px = 0;   // outline width, drawn inside the rectangle
  auto key() const { return std::tie(w, h, radius, fill, fill_end, stroke, stroke_px); }
  friend bool operator<(const Shape& a, const Shape& b) { return a.key() < b.key(); }
};

class ShapeTextures {
 public:
  ShapeTextures() = default;
  ShapeTextures(const ShapeTextures&) = delete;
  ShapeTextures& operator=(const ShapeTextures&) = delete;
  ~ShapeTextures() { clear(); }

  SDL_Texture* get(SDL_Renderer* renderer, const Shape& shape);
  // Draws the shape with its top-left corner at (x, y); `alpha` fades it (0..255).
  void draw(SDL_Renderer* renderer, const Shape& shape, int x, int y, uint8_t alpha = 255);
  void clear();

 private:
  std::map<Shape, SDL_Texture*> textures_;
};

}  // namespace rb::render
