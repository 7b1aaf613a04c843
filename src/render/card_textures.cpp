// Card textures: card_art's SVG documents rasterized once per card size and laid over their
// shadow on the CPU (straight alpha, "over"), so drawing a card is a single quad.
#include "render/card_textures.hpp"

#include <string>
#include <vector>

#include "render/card_art.hpp"
#include "render/card_shadow.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

// The card's pixels over its shadow: a new surface `spread` larger on each side, the card at
// (spread, spread / 2), the shadow centred a little lower.
SDL_Surface* with_shadow(SDL_Surface* card, const std::vector<uint8_t>& shadow, int spread) {
  const int w = card->w + 2 * spread, h = card->h + 2 * spread;
  SDL_Surface* out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
  if (out == nullptr) return nullptr;
  const int ox = spread, oy = spread / 2;
  for (int y = 0; y < h; ++y) {
    auto* row = static_cast<uint8_t*>(out->pixels) + y * out->pitch;
    for (int x = 0; x < w; ++x) {
      uint8_t* px = row + 4 * x;
      const double da = shadow[size_t(y) * size_t(w) + size_t(x)] / 255.0;
      const int cx = x - ox, cy = y - oy;
      double sa = 0, r = 0, g = 0, b = 0;
      if (cx >= 0 && cy >= 0 && cx < card->w && cy < card->h) {
        const auto* c = static_cast<const uint8_t*>(card->pixels) + cy * card->pitch + 4 * cx;
        r = c[0], g = c[1], b = c[2], sa = c[3] / 255.0;
      }
      const double a = sa + da * (1 - sa);
      const double k = a > 0 ? sa / a : 0;  // the shadow's colour is black
      px[0] = uint8_t(r * k + 0.5);
      px[1] = uint8_t(g * k + 0.5);
      px[2] = uint8_t(b * k + 0.5);
      px[3] = uint8_t(a * 255 + 0.5);
    }
  }
  return out;
}

}  // namespace

void CardTextures::set_size(int width, int height, int corner_radius) {
  if (width == width_ && height == height_ && corner_radius == radius_) return;
  clear();
  width_ = width;
  height_ = height;
  radius_ = corner_radius;
  spread_ = shadow_spread(width);
}

void CardTextures::clear() {
  for (SDL_Texture*& texture : faces_) {
    if (texture != nullptr) SDL_DestroyTexture(texture);
    texture = nullptr;
  }
  for (SDL_Texture*& texture : backs_) {
    if (texture != nullptr) SDL_DestroyTexture(texture);
    texture = nullptr;
  }
  made_ = 0;
}

SDL_Texture* CardTextures::make(SDL_Renderer* renderer, const std::string& svg) {
  ++made_;
  SDL_Surface* card = surface_from_svg(svg, width_, height_);
  if (card == nullptr) return nullptr;
  SDL_Surface* both =
      with_shadow(card, shadow_alpha(card->w, card->h, radius_, spread_, 0.42), spread_);
  SDL_FreeSurface(card);
  return texture_from_surface(renderer, both);
}

SDL_Texture* CardTextures::face(SDL_Renderer* renderer, Card card) {
  // The two decks' faces look the same: one texture serves both.
  SDL_Texture*& texture = faces_[card.id % kCardsPerDeck];
  if (texture == nullptr) texture = make(renderer, art::card_face_svg(card));
  return texture;
}

SDL_Texture* CardTextures::back(SDL_Renderer* renderer, int deck) {
  SDL_Texture*& texture = backs_[deck == 0 ? 0 : 1];
  if (texture == nullptr) texture = make(renderer, art::card_back_svg(deck));
  return texture;
}

bool CardTextures::make_one_more(SDL_Renderer* renderer) {
  if (width_ <= 0 || all_made()) return false;
  for (int deck = 0; deck < 2; ++deck) {
    if (backs_[size_t(deck)] == nullptr) {
      back(renderer, deck);
      return true;
    }
  }
  for (int id = 0; id < kCardsPerDeck; ++id) {
    if (faces_[size_t(id)] == nullptr) {
      face(renderer, Card{uint8_t(id)});
      return true;
    }
  }
  return false;
}

}  // namespace rb::render
