// Card textures: card_art's SVG documents rasterized once per card size.
#include "render/card_textures.hpp"

#include "render/card_art.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {

void CardTextures::set_size(int width, int height) {
  if (width == width_ && height == height_) return;
  clear();
  width_ = width;
  height_ = height;
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
}

SDL_Texture* CardTextures::face(SDL_Renderer* renderer, Card card) {
  SDL_Texture*& texture = faces_[card.id];
  if (texture == nullptr) {
    texture = texture_from_svg(renderer, art::card_face_svg(card), width_, height_);
  }
  return texture;
}

SDL_Texture* CardTextures::back(SDL_Renderer* renderer, int deck) {
  SDL_Texture*& texture = backs_[deck == 0 ? 0 : 1];
  if (texture == nullptr) {
    texture = texture_from_svg(renderer, art::card_back_svg(deck), width_, height_);
  }
  return texture;
}

}  // namespace rb::render
