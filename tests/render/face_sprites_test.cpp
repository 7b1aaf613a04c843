// Card faces laid together from pieces rasterized once (render/face_sprites, by CoverageRaster)
// look like the face rasterized whole from card_art by nanosvg: for every card at several sizes,
// the same ink in the same places (a piece may sit up to half a pixel from where the whole raster
// puts it) and the suit's colour.
#include "render/face_sprites.hpp"

#include <SDL.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

#include "render/card_art.hpp"
#include "render/card_region.hpp"
#include "render/path_outline.hpp"
#include "render/surface_layers.hpp"
#include "render/svg_texture.hpp"
#include "surface_probe.hpp"

namespace rb::render {
namespace {

using test::alpha_at;
using test::ink_around;

struct Comparison {
  double ink_ratio = 0;         // composed ink / whole ink
  int worst_neighbourhood = 0;  // largest |difference| of ink_around, of 9 x 255
  bool colours_right = true;    // opaque composed pixels have the card's colour (for ace..ten)
};

Comparison compare_face(Card card, int width) {
  const int height = width * 7 / 5;
  SDL_Surface* whole = surface_from_svg(art::card_face_svg(card, true), width, height);
  REQUIRE(whole != nullptr);
  SDL_Surface* composed = new_rgba(width, height);
  REQUIRE(composed != nullptr);
  FaceSprites sprites;
  sprites.set_size(width, height);
  REQUIRE(sprites.lay_face(composed, 0, 0, card));

  Comparison result;
  long whole_ink = 0, composed_ink = 0;
  const uint32_t rgb = card.red() ? 0xc8102e : 0x1b1b1f;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      whole_ink += alpha_at(whole, x, y);
      composed_ink += alpha_at(composed, x, y);
      result.worst_neighbourhood =
          std::max(result.worst_neighbourhood,
                   std::abs(ink_around(whole, x, y) - ink_around(composed, x, y)));
      const uint8_t* p =
          static_cast<const uint8_t*>(composed->pixels) + y * composed->pitch + 4 * x;
      if (!art::has_court_frame(card) && p[3] == 255 &&
          (uint32_t(p[0]) << 16 | uint32_t(p[1]) << 8 | p[2]) != rgb) {
        result.colours_right = false;
      }
    }
  }
  result.ink_ratio = whole_ink > 0 ? double(composed_ink) / double(whole_ink) : 0;
  SDL_FreeSurface(whole);
  SDL_FreeSurface(composed);
  return result;
}

}  // namespace

TEST_CASE("faces laid from pieces have the ink of the whole face, where it is", "[face_sprites]") {
  for (int width : {60, 97, 120, 250}) {
    for (int id = 0; id < kCardsPerDeck; ++id) {
      const Card card{uint8_t(id)};
      const Comparison c = compare_face(card, width);
      INFO("card " << id << " (rank " << card.rank() << ") at " << width
                   << " pixels wide: ink ratio " << c.ink_ratio << ", worst 3x3 difference "
                   << c.worst_neighbourhood);
      // The pieces' coverage is exact; the whole raster (nanosvg) cuts curves into chords up to
      // a quarter pixel from them: inside the hearts', spades' and clubs' round lobes (2-3% less
      // ink at these sizes), outside the diamonds' hollow sides (2-3% more).
      CHECK(c.ink_ratio > 0.96);
      CHECK(c.ink_ratio < 1.04);
      // A piece half a pixel off moves at most about half of the ink of a 3-pixel column or row.
      CHECK(c.worst_neighbourhood <= 3 * 255);
      CHECK(c.colours_right);
    }
  }
}

TEST_CASE("every piece of every face is one path the pieces' rasterizer reads", "[face_sprites]") {
  for (int id = 0; id < kCardsPerDeck; ++id) {
    for (const art::FacePiece& piece : art::face_pieces(Card{uint8_t(id)})) {
      INFO("card " << id << ": " << piece.art.substr(0, 40));
      const std::string_view data = art::piece_path_data(piece);
      REQUIRE_FALSE(data.empty());
      std::vector<Contour> outline;
      CHECK(path_contours(data, {1, 0, 0}, outline));
      CHECK_FALSE(outline.empty());
    }
  }
  // Art that is not one path has no path data to give.
  art::FacePiece two_paths;
  two_paths.art = R"(<path d="M0 0h1v1z"/><path d="M2 2h1v1z"/>)";
  CHECK(art::piece_path_data(two_paths).empty());
}

TEST_CASE("a piece turned half a turn is the upright piece's pixels turned", "[face_sprites]") {
  SDL_Surface* upright = new_rgba(3, 2);
  REQUIRE(upright != nullptr);
  auto* px = static_cast<uint32_t*>(upright->pixels);
  for (int i = 0; i < 6; ++i) px[(i / 3) * (upright->pitch / 4) + i % 3] = uint32_t(i + 1);
  SDL_Surface* turned = turned_half_copy(upright);
  REQUIRE(turned != nullptr);
  const auto* out = static_cast<const uint32_t*>(turned->pixels);
  for (int i = 0; i < 6; ++i) CHECK(out[(i / 3) * (turned->pitch / 4) + i % 3] == uint32_t(6 - i));
  SDL_FreeSurface(upright);
  SDL_FreeSurface(turned);
}

namespace {

// Card places drawn at: 5:7 ones and places of other shapes (the card drawn to fit).
constexpr std::pair<int, int> kCardPlaces[] = {{60, 84},   {97, 135},  {120, 168},
                                               {250, 350}, {100, 150}, {130, 170}};

// Two drawings of the same size compared channel by channel: the largest difference, and how
// many channel values differ by more than 2.
struct ChannelDifferences {
  int worst = 0, off = 0;
};

ChannelDifferences channel_differences(const SDL_Surface* a, const SDL_Surface* b) {
  ChannelDifferences d;
  for (int y = 0; y < a->h; ++y) {
    for (int x = 0; x < a->w; ++x) {
      for (int c = 0; c < 4; ++c) {
        const int diff = std::abs(static_cast<const uint8_t*>(a->pixels)[y * a->pitch + 4 * x + c] -
                                  static_cast<const uint8_t*>(b->pixels)[y * b->pitch + 4 * x + c]);
        d.worst = std::max(d.worst, diff);
        if (diff > 2) ++d.off;
      }
    }
  }
  return d;
}

}  // namespace

// The court figure is rasterized over its top half's region only (art::kCourtHalfRegion) and
// laid at its place and, turned, at the mirrored place: the same pixels as the whole card's raster
// of the half and its half-turned copy, at 5:7 sizes and at card places of other shapes.
TEST_CASE("a court figure rasterized by its region is the whole card's raster of it",
          "[face_sprites]") {
  // Nothing of any half lies outside the region.
  for (int id = 0; id < kCardsPerDeck; ++id) {
    const Card card{uint8_t(id)};
    if (!art::has_court_frame(card)) continue;
    SDL_Surface* whole = surface_from_svg(art::court_half_svg(card), 250, 350);
    REQUIRE(whole != nullptr);
    const art::CardRegion& r = art::kCourtHalfRegion;
    for (int y = 0; y < whole->h; ++y) {
      for (int x = 0; x < whole->w; ++x) {
        const bool inside =
            x >= r.x && x + 1 <= r.x + r.width && y >= r.y && y + 1 <= r.y + r.height;
        if (!inside && alpha_at(whole, x, y) != 0)
          FAIL("card " << id << " has ink at " << x << "," << y);
      }
    }
    SDL_FreeSurface(whole);
  }
  for (const auto& [width, height] : kCardPlaces) {
    FaceSprites sprites;
    sprites.set_size(width, height);
    for (int id = 0; id < kCardsPerDeck; ++id) {
      const Card card{uint8_t(id)};
      if (!art::has_court_frame(card)) continue;
      // As faces were laid before: the half over the whole card, its turned copy, the divider.
      SDL_Surface* expected = new_rgba(width, height);
      SDL_Surface* half = surface_from_svg(art::court_half_svg(card), width, height);
      SDL_Surface* turned = turned_half_copy(half);
      SDL_Surface* divider = surface_from_svg(art::court_divider_svg(), width, height);
      lay_over(expected, half, 0, 0);
      lay_over(expected, turned, 0, 0);
      lay_over(expected, divider, 0, 0);
      SDL_Surface* laid = new_rgba(width, height);
      REQUIRE(sprites.lay_court_figure(laid, 0, 0, card));
      const auto [worst, off] = channel_differences(expected, laid);
      INFO("card " << id << " at " << width << "x" << height);
      // The same pixels but for float rounding of the region's offset, which nanosvg's stroke
      // joins feel at a pixel or two of some figures (measured: at most 12 channel values off
      // by more than 2, none by more than 19).
      CHECK(worst <= 32);
      CHECK(off <= 16);
      for (SDL_Surface* s : {expected, half, turned, divider, laid}) SDL_FreeSurface(s);
    }
  }
}

// The court panel's frame, like the figure, is rasterized over its own region of the card only
// (CardTextures): the same pixels as the whole card's raster of it.
TEST_CASE("the court frame rasterized by its region is the whole card's raster of it",
          "[face_sprites]") {
  for (const auto& [width, height] : kCardPlaces) {
    INFO(width << "x" << height);
    SDL_Surface* whole = surface_from_svg(art::court_frame_svg(), width, height);
    REQUIRE(whole != nullptr);
    const double scale =
        std::min(double(width) / art::kCardWidth, double(height) / art::kCardHeight);
    const PixelRegion region = pixel_region(art::kCourtFrameRegion, scale, width, height);
    REQUIRE_FALSE(region.empty());
    SDL_Surface* part = surface_from_svg(art::court_frame_svg(region.view), region.x1 - region.x0,
                                         region.y1 - region.y0);
    REQUIRE(part != nullptr);
    SDL_Surface* laid = new_rgba(width, height);
    lay_over(laid, part, region.x0, region.y0);
    SDL_Surface* expected = new_rgba(width, height);
    lay_over(expected, whole, 0, 0);
    const auto [worst, off] = channel_differences(expected, laid);
    CHECK(worst <= 32);
    CHECK(off <= 16);
    for (SDL_Surface* s : {whole, part, laid, expected}) SDL_FreeSurface(s);
  }
}

}  // namespace rb::render
