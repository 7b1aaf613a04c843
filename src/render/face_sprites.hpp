// A face's own layers over the white card: the pieces that repeat on card faces (corner
// indices, pips: art::face_pieces), each rasterized once per card size, upright and turned, and
// copied onto the faces (and a court card's figure): a ten of hearts
// costs no more rasterizing than its first heart, its rank and its small index heart. A piece is
// copied to the whole pixel nearest its place (at most half a pixel off; pieces placed
// symmetrically on the card stay symmetric).
#pragma once

#include <SDL.h>

#include <vector>

#include "core/card.hpp"
#include "render/card_art.hpp"

namespace rb::render {

class FaceSprites {
 public:
  FaceSprites() = default;
  FaceSprites(const FaceSprites&) = delete;
  FaceSprites& operator=(const FaceSprites&) = delete;
  ~FaceSprites() { clear(); }

  // The card's size in pixels; a change drops every piece.
  void set_size(int card_width, int card_height);
  void clear();
  // Card pixels per card unit: the scale SDL2_image gives a card document at the card's size.
  double scale() const { return pixels_per_unit_; }

  // Lays `card`'s own layers over `face`, whose card has its top-left corner at (left, top): a
  // court card's figure (its top half rasterized, laid, and laid again turned half a turn: the
  // card is a whole number of pixels, so turning the pixels turns it about the card's centre;
  // then the line between the halves, rasterized once), then the corner indices and pips.
  // False when something could not be rasterized.
  bool lay_face(SDL_Surface* face, int left, int top, Card card);
  // The court figure alone (lay_face's first step), for a court card.
  bool lay_court_figure(SDL_Surface* face, int left, int top, Card card);

 private:
  struct Sprite {
    const char* art = nullptr;
    double scale = 0;
    uint32_t rgb = 0;
    SDL_Surface* upright = nullptr;
    SDL_Surface* turned = nullptr;
  };
  const SDL_Surface* sprite(const art::FacePiece& piece);
  int card_width_ = 0, card_height_ = 0;
  double pixels_per_unit_ = 0;
  std::vector<Sprite> sprites_;
  SDL_Surface* divider_ = nullptr;  // the line across a court card's panel
};

}  // namespace rb::render
