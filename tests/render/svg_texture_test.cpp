// Rasterized SVG comes out exactly the size asked for (render/svg_texture): SDL2_image rounds
// up in floats, so a card 412 pixels high could come out 413, and every card would then be drawn
// as a scaled copy (blurred on a GPU, slow in SDL's software renderer).
#include "render/svg_texture.hpp"

#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <string>

#include "render/card_art.hpp"

namespace rb::render {
namespace {

// What SDL2_image itself makes of `svg` at w x h.
SDL_Point raw_size(const std::string& svg, int w, int h) {
  SDL_RWops* source = SDL_RWFromConstMem(svg.data(), int(svg.size()));
  SDL_Surface* surface = IMG_LoadSizedSVG_RW(source, w, h);
  SDL_RWclose(source);
  REQUIRE(surface != nullptr);
  const SDL_Point size{surface->w, surface->h};
  SDL_FreeSurface(surface);
  return size;
}

}  // namespace

TEST_CASE("card art is rasterized at exactly the card size of every layout", "[svg_texture]") {
  const std::string blank = art::card_blank_svg();
  int rounded_up = 0;
  // Card sizes as the layout makes them: 5:7 (see app/ui/layout.hpp), 40 to 400 pixels wide.
  for (int w = 40; w <= 400; w += 5) {
    const int h = w * 7 / 5;
    const SDL_Point raw = raw_size(blank, w, h);
    if (raw.x > w || raw.y > h) ++rounded_up;
    SDL_Surface* surface = surface_from_svg(blank, w, h);
    REQUIRE(surface != nullptr);
    CHECK(surface->w == w);
    CHECK(surface->h == h);
    CHECK(surface->format->format == SDL_PIXELFORMAT_RGBA32);
    SDL_FreeSurface(surface);
  }
  // The case this guards against does happen with this SDL2_image.
  CHECK(rounded_up > 0);
}

TEST_CASE("a cropped surface keeps the pixels it had", "[svg_texture]") {
  // A 100 x 140 card: its top-left corner is transparent (round), its middle opaque white.
  SDL_Surface* surface = surface_from_svg(art::card_blank_svg(), 100, 140);
  REQUIRE(surface != nullptr);
  const auto pixel = [&](int x, int y) {
    const auto* row = static_cast<const uint8_t*>(surface->pixels) + y * surface->pitch;
    return row + 4 * x;
  };
  CHECK(pixel(0, 0)[3] == 0);
  CHECK(pixel(50, 70)[3] == 255);
  CHECK(pixel(50, 139)[3] > 0);  // the bottom edge is still there
  SDL_FreeSurface(surface);
}

TEST_CASE("text lines are rasterized at the size they are measured", "[svg_texture]") {
  for (double font_px = 9; font_px <= 60; font_px += 1.7) {
    int width = 0;
    const std::string svg =
        art::text_svg("Center 7: Knocks 0/3", font_px, 0xffffffff, false, &width);
    SDL_Surface* surface = surface_from_svg(svg, width, int(std::ceil(font_px)));
    REQUIRE(surface != nullptr);
    CHECK(surface->w == width);
    CHECK(surface->h == int(std::ceil(font_px)));
    SDL_FreeSurface(surface);
  }
}

}  // namespace rb::render
