// The shadow comes from card_shadow; the empty place is an SVG rounded rectangle; the center mark
// is text from the card art's font; the turn-over mark an SVG arc.
#include "render/table_textures.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/blit.hpp"
#include "render/card_art.hpp"
#include "render/card_shadow.hpp"
#include "render/glyph_sprites.hpp"
#include "render/rounded_rect.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

SDL_Surface* shadow_surface(int card_w, int card_h, int radius, int spread) {
  const int w = card_w + 2 * spread, h = card_h + 2 * spread;
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
  if (surface == nullptr) return nullptr;
  const std::vector<uint8_t> alpha = shadow_alpha(card_w, card_h, radius, spread, 0.5);
  for (int y = 0; y < h; ++y) {
    auto* row = static_cast<uint8_t*>(surface->pixels) + y * surface->pitch;
    for (int x = 0; x < w; ++x) {
      row[4 * x + 0] = row[4 * x + 1] = row[4 * x + 2] = 0;
      row[4 * x + 3] = alpha[size_t(y) * size_t(w) + size_t(x)];
    }
  }
  return surface;
}

// w x h, with the outline of a place for a card `card_w` wide.
// An arc of three quarters of a circle with an arrowhead at its end, in a 100 x 100 box.
std::string turn_over_svg(int size) {
  const std::string n = std::to_string(size);
  return "<svg xmlns='http://www.w3.org/2000/svg' width='" + n + "' height='" + n +
         "' viewBox='0 0 100 100'><g fill='none' stroke='#ffffff' stroke-opacity='0.7' "
         "stroke-width='9' stroke-linecap='round'><path d='M 50 14 A 36 36 0 1 1 14 50'/></g>"
         "<path d='M 50 0 L 68 16 L 50 30 Z' fill='#ffffff' fill-opacity='0.7'/></svg>";
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
  if (shadow_ != nullptr) destroy_texture(shadow_);
  empty_place_.destroy();
  if (center_mark_ != nullptr) destroy_texture(center_mark_);
  if (king_mark_ != nullptr) destroy_texture(king_mark_);
  if (turn_over_mark_ != nullptr) destroy_texture(turn_over_mark_);
  turn_over_mark_ = nullptr;
  shadow_ = nullptr;
  center_mark_ = nullptr;
  king_mark_ = nullptr;
}

int TableTextures::shadow_spread() const {
  return render::shadow_spread(card_w_);
}

SDL_Texture* TableTextures::shadow(SDL_Renderer* renderer) {
  if (shadow_ == nullptr) {
    const int grow = lifted_shadow_grow();
    shadow_ = texture_from_surface(renderer, shadow_surface(card_w_ + 2 * grow, card_h_ + 2 * grow,
                                                            radius_ + grow, shadow_spread()));
  }
  return shadow_;
}

const SlicedTexture& TableTextures::empty_place(SDL_Renderer* renderer) {
  if (empty_place_.texture == nullptr) {
    const double line = std::max(1.0, card_w_ / 70.0);
    // A faint dark card with a faint white outline, its corners the cards' (on the outline's
    // middle, half the line in from the edge).
    empty_place_ = make_sliced(
        renderer, Shape{card_w_, card_h_, radius_ + line / 2, 0x00000021, 0, 0xffffff47, line},
        radius_ + line, true);
  }
  return empty_place_;
}

SDL_Texture* TableTextures::center_mark(SDL_Renderer* renderer, bool king) {
  SDL_Texture*& mark = king ? king_mark_ : center_mark_;
  if (mark == nullptr) {
    const double font_px = card_h_ * 0.34;
    GlyphSprites glyphs;
    mark =
        texture_from_surface(renderer, glyphs.line(king ? "K" : "A", font_px, 0xffffff30, false));
  }
  return mark;
}

SDL_Texture* TableTextures::turn_over_mark(SDL_Renderer* renderer) {
  if (turn_over_mark_ == nullptr) {
    const int size = std::max(8, card_w_ / 2);
    turn_over_mark_ = texture_from_svg(renderer, turn_over_svg(size), size, size);
  }
  return turn_over_mark_;
}

}  // namespace rb::render
