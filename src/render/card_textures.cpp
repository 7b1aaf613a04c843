// Card textures: what every card shares (the white card over its shadow, and the court cards'
// panel frame over that) is rasterized once per card size, and so are the pieces that repeat on
// faces (FaceSprites); a face or a back is then laid together on the CPU (straight alpha,
// "over") from those and its own layers of card_art, so making one costs its own art only and
// drawing one is a single quad.
#include "render/card_textures.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "render/blit.hpp"
#include "render/card_art.hpp"
#include "render/card_region.hpp"
#include "render/card_shadow.hpp"
#include "render/rounded_rect.hpp"
#include "render/surface_layers.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {

// The card's pixels over its shadow: a new surface `spread` larger on each side holding the
// shadow (black, alpha from `shadow`), the card laid over it at (spread, spread / 2).
SDL_Surface* with_shadow(const SDL_Surface* card, const std::vector<uint8_t>& shadow, int spread) {
  const int w = card->w + 2 * spread, h = card->h + 2 * spread;
  SDL_Surface* out = new_rgba(w, h);
  if (out == nullptr) return nullptr;
  for (int y = 0; y < h; ++y) {
    auto* row = static_cast<uint8_t*>(out->pixels) + y * out->pitch;
    const uint8_t* alpha = shadow.data() + size_t(y) * size_t(w);
    for (int x = 0; x < w; ++x) row[4 * x + 3] = alpha[x];  // (new surfaces are zeroed: black)
  }
  lay_over(out, card, spread, spread / 2);
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
  pieces_.set_size(width, height);
}

void CardTextures::clear() {
  for (SDL_Texture*& texture : faces_) {
    if (texture != nullptr) destroy_texture(texture);
    texture = nullptr;
  }
  for (SDL_Texture*& texture : backs_) {
    if (texture != nullptr) destroy_texture(texture);
    texture = nullptr;
  }
  for (SDL_Surface*& surface : under_) {
    if (surface != nullptr) SDL_FreeSurface(surface);
    surface = nullptr;
  }
  pieces_.clear();
  made_ = 0;
}

// The white card with its thin grey border: card_blank_svg's rounded rectangle (a 2-unit
// outline on a rectangle inset 1 unit, corners of 14 units there), drawn directly.
SDL_Surface* CardTextures::blank_card() const {
  const double unit = pieces_.scale();
  return rounded_rect_surface(
      Shape{width_, height_, 15 * unit, 0xfffdf8ff, 0, 0x8c8c8cff, 2 * unit});
}

const SDL_Surface* CardTextures::under(bool court_frame) {
  SDL_Surface*& surface = under_[court_frame ? 1 : 0];
  if (surface != nullptr) return surface;
  if (!court_frame) {
    SDL_Surface* blank = blank_card();
    if (blank == nullptr) return nullptr;
    surface = with_shadow(blank, shadow_alpha(blank->w, blank->h, radius_, spread_, 0.42), spread_);
    SDL_FreeSurface(blank);
    return surface;
  }
  const SDL_Surface* card = under(false);
  if (card == nullptr) return nullptr;
  // The frame rasterized over its own region of the card only (see card_region.hpp).
  const PixelRegion region = pixel_region(art::kCourtFrameRegion, pieces_.scale(), width_, height_);
  SDL_Surface* frame = region.empty()
                           ? nullptr
                           : surface_from_svg(art::court_frame_svg(region.view),
                                              region.x1 - region.x0, region.y1 - region.y0);
  if (frame == nullptr) return nullptr;
  surface = copy_of(card);
  if (surface != nullptr) lay_over(surface, frame, left() + region.x0, top() + region.y0);
  SDL_FreeSurface(frame);
  return surface;
}

// A face: the white card (and a court card's frame and figure), then its corner indices and
// pips, copied from pieces rasterized once per size (FaceSprites).
SDL_Texture* CardTextures::face(SDL_Renderer* renderer, Card card) {
  if (card.is_joker()) {
    SDL_Texture*& joker = faces_[kCardsPerDeck];
    if (joker == nullptr) joker = whole_layer(renderer, art::joker_svg(true));
    return joker;
  }
  // The decks' faces look the same: one texture serves them all.
  SDL_Texture*& texture = faces_[card.id % kCardsPerDeck];
  if (texture != nullptr) return texture;
  ++made_;
  const bool court = art::has_court_frame(card);
  const SDL_Surface* base = under(court);
  if (base == nullptr) return nullptr;
  SDL_Surface* face = copy_of(base);
  if (face == nullptr) return nullptr;
  if (!pieces_.lay_face(face, left(), top(), card)) {
    SDL_FreeSurface(face);
    return nullptr;
  }
  texture = texture_from_surface(renderer, face);
  return texture;
}

// A back: the white card, the deck's pattern over it.
SDL_Texture* CardTextures::back(SDL_Renderer* renderer, int deck) {
  deck = std::clamp(deck, 0, kDeckCount - 1);
  SDL_Texture*& texture = backs_[size_t(deck)];
  if (texture != nullptr) return texture;
  if (deck < 2) ++made_;
  texture = whole_layer(renderer, art::card_back_svg(deck, true));
  return texture;
}

SDL_Texture* CardTextures::whole_layer(SDL_Renderer* renderer, const std::string& svg) {
  const SDL_Surface* base = under(false);
  if (base == nullptr) return nullptr;
  SDL_Surface* layer = surface_from_svg(svg, width_, height_);
  if (layer == nullptr) return nullptr;
  SDL_Surface* card = copy_of(base);
  if (card != nullptr) lay_over(card, layer, left(), top());
  SDL_FreeSurface(layer);
  return texture_from_surface(renderer, card);
}

bool CardTextures::make_one_more(SDL_Renderer* renderer) {
  if (width_ <= 0 || all_made()) return false;
  for (int deck = 0; deck < 2; ++deck) {
    if (backs_[size_t(deck)] == nullptr) {
      back(renderer, deck);
      return true;
    }
  }
  for (int id = 0; id < kCardsPerDeck; ++id) {  // (not the joker: made when drawn)
    if (faces_[size_t(id)] == nullptr) {
      face(renderer, Card{uint8_t(id)});
      return true;
    }
  }
  return false;
}

}  // namespace rb::render
