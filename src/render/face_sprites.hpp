// The pieces that repeat on card faces (corner indices, pips: art::face_pieces), each
// rasterized once per card size, upright and turned, and copied onto the faces: a ten of hearts
// costs no more rasterizing than its first heart, its rank and its small index heart. A piece is
// copied to the whole pixel nearest its place (at most half a pixel off; pieces placed
// symmetrically on the card stay symmetric).
#pragma once

#include <SDL.h>

#include <vector>

#include "engine/card.hpp"
#include "render/card_art.hpp"

namespace rb::render {

class FaceSprites {
 public:
  FaceSprites() = default;
  FaceSprites(const FaceSprites&) = delete;
  FaceSprites& operator=(const FaceSprites&) = delete;
  ~FaceSprites() { clear(); }

  // Card pixels per card unit; a change drops every piece.
  void set_scale(double pixels_per_unit);
  void clear();

  // Lays `card`'s pieces over `face`, whose card (card units scaled by the scale) has its
  // top-left corner at (left, top). False when a piece could not be rasterized.
  bool lay_pieces(SDL_Surface* face, int left, int top, Card card);

 private:
  struct Sprite {
    const char* art = nullptr;
    double scale = 0;
    uint32_t rgb = 0;
    SDL_Surface* upright = nullptr;
    SDL_Surface* turned = nullptr;
  };
  const SDL_Surface* sprite(const art::FacePiece& piece);
  double pixels_per_unit_ = 0;
  std::vector<Sprite> sprites_;
};

}  // namespace rb::render
