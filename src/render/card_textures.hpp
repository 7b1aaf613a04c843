// The render cache of cards: each face and both backs rasterized from the card art at the card
// size of the current layout (device pixels), with the card's soft shadow baked around it (one
// quad per card drawn), made on first use or ahead of time when the table is idle, and thrown
// away when the size changes. What cards share (the white card over its shadow, the court
// cards' panel frame, the corner indices and pips) is rasterized once and laid over each card.
#pragma once

#include <SDL.h>

#include <array>
#include <string>

#include "core/card.hpp"
#include "render/face_sprites.hpp"

namespace rb::render {

class CardTextures {
 public:
  CardTextures() = default;
  CardTextures(const CardTextures&) = delete;
  CardTextures& operator=(const CardTextures&) = delete;
  ~CardTextures() { clear(); }

  // Keeps the textures when the size is unchanged, otherwise drops them all.
  void set_size(int width, int height, int corner_radius);
  void clear();

  // nullptr when the art could not be rasterized (the caller draws a plain card instead).
  SDL_Texture* face(SDL_Renderer* renderer, Card card);
  SDL_Texture* back(SDL_Renderer* renderer, int deck);
  // Either, as the card lies.
  SDL_Texture* card(SDL_Renderer* renderer, Card card, bool face_up) {
    return face_up ? face(renderer, card)
                   : back(renderer, one_back ? card.back() / 2 : card.back());
  }
  // Decks go by twos (a player's two packs shuffled together): decks 0 and 1 show the first
  // back, 2 and 3 the second.
  bool one_back = false;
  // Makes one texture that is still missing; false when all are made (for idle moments): the 52
  // faces and the two backs every game has (a joker and the third back are made when drawn).
  bool make_one_more(SDL_Renderer* renderer);
  bool all_made() const { return made_ >= kCardsPerDeck + 2; }

  // A texture is larger than its card by the shadow: the card lies `left` pixels from its left
  // edge and `top` pixels from its top; the texture is `width() + 2 * left` wide and
  // `height() + 2 * left` high.
  int left() const { return spread_; }
  int top() const { return spread_ / 2; }
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  // The white card over its shadow, texture-sized; with `court_frame`, the court panel over that.
  const SDL_Surface* under(bool court_frame);
  SDL_Surface* blank_card() const;
  int width_ = 0, height_ = 0, radius_ = 0, spread_ = 0;
  int made_ = 0;
  // One per face (the decks' faces look alike), the last for every joker.
  std::array<SDL_Texture*, kCardsPerDeck + 1> faces_{};
  std::array<SDL_Texture*, kDeckCount> backs_{};
  // A layer over the white card, rasterized whole: a back's pattern or the joker's face.
  SDL_Texture* whole_layer(SDL_Renderer* renderer, const std::string& svg);
  std::array<SDL_Surface*, 2> under_{};  // what under(false) and under(true) made
  FaceSprites pieces_;                   // faces' own layers: pieces rasterized once
};

}  // namespace rb::render
