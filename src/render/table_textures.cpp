// The shadow is computed pixel by pixel (a blurred rounded rectangle: the distance to the card's
// edge through the error function); the empty place is an SVG rounded rectangle; the center mark
// is text from the card art's font.
#include "render/table_textures.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "render/card_art.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

// Signed distance from (x, y) to a w x h rectangle at the origin with corners of radius r:
// negative inside.
double rounded_rect_distance(double x, double y, double w, double h, double r) {
  const double qx = std::abs(x - w / 2) - (w / 2 - r);
  const double qy = std::abs(y - h / 2) - (h / 2 - r);
  const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
  return outside + std::min(std::max(qx, qy), 0.0) - r;
}

SDL_Surface* shadow_surface(int card_w, int card_h, int radius, int spread) {
  const int w = card_w + 2 * spread, h = card_h + 2 * spread;
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
  if (surface == nullptr) return nullptr;
  const double sigma = spread / 2.5;
  constexpr double kDarkest = 0.5;  // alpha under the card's middle
  for (int y = 0; y < h; ++y) {
    auto* row = static_cast<uint8_t*>(surface->pixels) + y * surface->pitch;
    for (int x = 0; x < w; ++x) {
      const double d =
          rounded_rect_distance(x + 0.5 - spread, y + 0.5 - spread, card_w, card_h, radius);
      const double alpha = kDarkest * 0.5 * std::erfc(d / (std::sqrt(2.0) * sigma));
      row[4 * x + 0] = 0;
      row[4 * x + 1] = 0;
      row[4 * x + 2] = 0;
      row[4 * x + 3] = static_cast<uint8_t>(std::lround(255 * alpha));
    }
  }
  return surface;
}

std::string empty_place_svg(int w, int h, int radius) {
  const double line = std::max(1.0, w / 70.0);
  const double inset = line / 2;
  const auto n = [](double v) { return std::to_string(v); };
  return "<svg xmlns='http://www.w3.org/2000/svg' width='" + n(w) + "' height='" + n(h) +
         "'><rect x='" + n(inset) + "' y='" + n(inset) + "' width='" + n(w - line) + "' height='" +
         n(h - line) + "' rx='" + n(radius) +
         "' fill='#000' fill-opacity='0.13' stroke='#fff' stroke-opacity='0.28' stroke-width='" +
         n(line) + "'/></svg>";
}

}  // namespace

void TableTextures::set_size(int card_width, int card_height, int corner_radius) {
  if (card_width == card_w_ && card_height == card_h_ && corner_radius == radius_) return;
  clear();
  card_w_ = card_width;
  card_h_ = card_height;
  radius_ = corner_radius;
}

void TableTextures::clear() {
  if (shadow_ != nullptr) SDL_DestroyTexture(shadow_);
  if (empty_place_ != nullptr) SDL_DestroyTexture(empty_place_);
  if (center_mark_ != nullptr) SDL_DestroyTexture(center_mark_);
  shadow_ = nullptr;
  empty_place_ = nullptr;
  center_mark_ = nullptr;
}

int TableTextures::shadow_spread() const {
  return std::max(2, card_w_ / 12);
}

SDL_Texture* TableTextures::shadow(SDL_Renderer* renderer) {
  if (shadow_ == nullptr) {
    shadow_ =
        texture_from_surface(renderer, shadow_surface(card_w_, card_h_, radius_, shadow_spread()));
  }
  return shadow_;
}

SDL_Texture* TableTextures::empty_place(SDL_Renderer* renderer) {
  if (empty_place_ == nullptr) {
    empty_place_ =
        texture_from_svg(renderer, empty_place_svg(card_w_, card_h_, radius_), card_w_, card_h_);
  }
  return empty_place_;
}

SDL_Texture* TableTextures::center_mark(SDL_Renderer* renderer) {
  if (center_mark_ == nullptr) {
    const double font_px = card_h_ * 0.34;
    int width = 0;
    const std::string svg = art::text_svg("A", font_px, 0xffffff30, false, &width);
    center_mark_ = texture_from_svg(renderer, svg, width, int(std::ceil(font_px)));
  }
  return center_mark_;
}

}  // namespace rb::render
