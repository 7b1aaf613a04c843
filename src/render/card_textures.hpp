// The render cache of cards: each face and both backs rasterized from the card art at the card
// size of the current layout (device pixels), made on first use and thrown away when the size
// changes. Faces are made lazily: a fresh deal shows about a dozen of the 104.
#pragma once

#include <SDL.h>

#include <array>

#include "engine/card.hpp"

namespace rb::render {

class CardTextures {
 public:
  CardTextures() = default;
  CardTextures(const CardTextures&) = delete;
  CardTextures& operator=(const CardTextures&) = delete;
  ~CardTextures() { clear(); }

  // Keeps the textures when the size is unchanged, otherwise drops them all.
  void set_size(int width, int height);
  void clear();

  // nullptr when the art could not be rasterized (the caller draws a plain card instead).
  SDL_Texture* face(SDL_Renderer* renderer, Card card);
  SDL_Texture* back(SDL_Renderer* renderer, int deck);
  // Either, as the card lies.
  SDL_Texture* card(SDL_Renderer* renderer, Card card, bool face_up) {
    return face_up ? face(renderer, card) : back(renderer, card.deck());
  }

  int width() const { return width_; }
  int height() const { return height_; }

 private:
  int width_ = 0, height_ = 0;
  std::array<SDL_Texture*, kCardCount> faces_{};
  std::array<SDL_Texture*, 2> backs_{};
};

}  // namespace rb::render
