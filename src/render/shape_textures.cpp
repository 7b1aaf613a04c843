// Rounded rectangles as SVG -> textures, cached by size and colours.
#include "render/shape_textures.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

constexpr size_t kMostShapes = 300;  // beyond this the cache starts again (sizes keep changing)

std::string colour(uint32_t rgba) {
  char text[64];
  std::snprintf(text, sizeof text, "#%06x", rgba >> 8);
  return text;
}
std::string opacity(uint32_t rgba) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", (rgba & 0xffu) / 255.0);
  return text;
}
std::string num(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", v);
  return text;
}

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

}  // namespace

SDL_Texture* ShapeTextures::get(SDL_Renderer* renderer, const Shape& shape) {
  if (shape.w <= 0 || shape.h <= 0) return nullptr;
  const auto found = textures_.find(shape);
  if (found != textures_.end()) return found->second;
  if (textures_.size() >= kMostShapes) clear();
  SDL_Texture* texture = texture_from_svg(renderer, shape_svg(shape), shape.w, shape.h);
  textures_[shape] = texture;
  return texture;
}

void ShapeTextures::draw(SDL_Renderer* renderer, const Shape& shape, int x, int y, uint8_t alpha) {
  SDL_Texture* texture = get(renderer, shape);
  if (texture == nullptr) return;
  SDL_SetTextureAlphaMod(texture, alpha);
  const SDL_Rect dst{x, y, shape.w, shape.h};
  SDL_RenderCopy(renderer, texture, nullptr, &dst);
  SDL_SetTextureAlphaMod(texture, 255);
}

void ShapeTextures::clear() {
  for (auto& [shape, texture] : textures_) {
    if (texture != nullptr) SDL_DestroyTexture(texture);
  }
  textures_.clear();
}

}  // namespace rb::render
