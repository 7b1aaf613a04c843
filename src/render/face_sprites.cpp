// Card-face pieces rasterized once per size and copied onto faces (see face_sprites.hpp).
#include "render/face_sprites.hpp"

#include <algorithm>
#include <cmath>

#include "render/card_region.hpp"
#include "render/coverage_raster.hpp"
#include "render/path_outline.hpp"
#include "render/surface_layers.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {

void FaceSprites::set_size(int card_width, int card_height) {
  if (card_width == card_width_ && card_height == card_height_) return;
  clear();
  card_width_ = card_width;
  card_height_ = card_height;
  pixels_per_unit_ =
      std::min(double(card_width) / art::kCardWidth, double(card_height) / art::kCardHeight);
}

void FaceSprites::clear() {
  for (Sprite& sprite : sprites_) {
    SDL_FreeSurface(sprite.upright);
    SDL_FreeSurface(sprite.turned);
  }
  sprites_.clear();
  SDL_FreeSurface(divider_);
  divider_ = nullptr;
}

// A piece upright (or turned) on its own surface, its origin at the centre: even sizes, so
// that the centre is a pixel corner and turning the pixels turns the piece about its origin.
const SDL_Surface* FaceSprites::sprite(const art::FacePiece& piece) {
  Sprite* found = nullptr;
  for (Sprite& sprite : sprites_) {
    if (sprite.art == piece.art.data() && sprite.scale == piece.scale && sprite.rgb == piece.rgb) {
      found = &sprite;
    }
  }
  if (found == nullptr) {
    const double pixels = piece.scale * pixels_per_unit_;
    const int width = 2 * int(std::ceil(piece.half_width * pixels + 1));
    const int height = 2 * int(std::ceil(piece.half_height * pixels + 1));
    // Upright, its origin at the centre, filled by CoverageRaster (no SVG).
    std::vector<Contour> outline;
    if (!path_contours(art::piece_path_data(piece), {pixels, width / 2.0, height / 2.0}, outline)) {
      return nullptr;
    }
    CoverageRaster raster(width, height);
    for (const Contour& contour : outline) raster.add(contour);
    SDL_Surface* surface = coloured_mask(raster.coverage(), width, height, piece.rgb);
    if (surface == nullptr) return nullptr;
    sprites_.push_back({piece.art.data(), piece.scale, piece.rgb, surface, nullptr});
    found = &sprites_.back();
  }
  if (!piece.upside_down) return found->upright;
  if (found->turned == nullptr) found->turned = turned_half_copy(found->upright);
  return found->turned;
}

// The figure's top half is rasterized over its own region only (art::kCourtHalfRegion, widened
// to whole pixels), not over the whole card, and laid at its place; turned half a turn it is the
// bottom half, laid where the turn about the card's centre takes it.
bool FaceSprites::lay_court_figure(SDL_Surface* face, int left, int top, Card card) {
  if (divider_ == nullptr) {
    divider_ = surface_from_svg(art::court_divider_svg(), card_width_, card_height_);
  }
  // The turn is about the centre of the card as SDL2_image rasterizes it whole: its size is
  // the card document's (in floats, as SDL2_image works it out), cut to the card's place.
  const float scale = std::min(float(card_width_) / float(art::kCardWidth),
                               float(card_height_) / float(art::kCardHeight));
  const int whole_width = std::min(card_width_, int(std::ceil(float(art::kCardWidth) * scale)));
  const int whole_height = std::min(card_height_, int(std::ceil(float(art::kCardHeight) * scale)));
  const PixelRegion region =
      pixel_region(art::kCourtHalfRegion, pixels_per_unit_, whole_width, whole_height);
  if (region.empty()) return false;
  SDL_Surface* half = surface_from_svg(art::court_half_svg(card, region.view),
                                       region.x1 - region.x0, region.y1 - region.y0);
  SDL_Surface* turned = half != nullptr ? turned_half_copy(half) : nullptr;
  const bool drawn = divider_ != nullptr && turned != nullptr;
  if (drawn) {
    lay_over(face, half, left + region.x0, top + region.y0);
    lay_over(face, turned, left + whole_width - region.x0 - half->w,
             top + whole_height - region.y0 - half->h);
    lay_over(face, divider_, left, top);
  }
  SDL_FreeSurface(half);
  SDL_FreeSurface(turned);
  return drawn;
}

bool FaceSprites::lay_face(SDL_Surface* face, int left, int top, Card card) {
  if (art::has_court_frame(card) && !lay_court_figure(face, left, top, card)) return false;
  for (const art::FacePiece& piece : art::face_pieces(card)) {
    const SDL_Surface* surface = sprite(piece);
    if (surface == nullptr) return false;
    // The surface's centre on the piece's origin, to the nearest whole pixel.
    const double x = left + piece.x * pixels_per_unit_ - surface->w / 2.0;
    const double y = top + piece.y * pixels_per_unit_ - surface->h / 2.0;
    lay_over(face, surface, int(std::lround(x)), int(std::lround(y)));
  }
  return true;
}

}  // namespace rb::render
