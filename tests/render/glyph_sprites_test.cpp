// Text lines laid together from glyphs (render/glyph_sprites) look like the line rasterized
// whole by text_svg: the same box, the same ink in the same places (a glyph may sit up to an
// eighth of a pixel from where the whole raster puts it), in the line's colour.
#include "render/glyph_sprites.hpp"

#include <SDL.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "core/translation.hpp"
#include "render/card_art.hpp"
#include "render/svg_texture.hpp"
#include "surface_probe.hpp"

namespace rb::render {
namespace {

using test::alpha_at;
using test::ink_around;

std::string all_printable() {
  std::string text;
  for (char c = 32; c < 127; ++c) text += c;
  return text;
}

}  // namespace

TEST_CASE("a line laid from glyphs has the whole line's box and ink", "[glyph_sprites]") {
  GlyphSprites glyphs;
  for (const std::string& text : {all_printable(), std::string("Center 1  Knocks 0/3 - You"),
                                  std::string("fifty-two jacks, WAVE; (quit)")}) {
    for (double font_px : {9.0, 13.5, 16.0, 27.0}) {
      for (bool bold : {false, true}) {
        // Translucent regular text: the alpha scales the ink. (Bold is compared opaque: the whole
        // raster strokes over the fill, so translucent bold is darker where they overlap.)
        const uint32_t rgba = bold ? 0x204060ff : 0x204060c0;
        int width = 0;
        SDL_Surface* whole = surface_from_svg(art::text_svg(text, font_px, rgba, bold, &width),
                                              width, int(std::ceil(font_px)));
        SDL_Surface* laid = glyphs.line(text, font_px, rgba, bold);
        REQUIRE(whole != nullptr);
        REQUIRE(laid != nullptr);
        INFO(text << " at " << font_px << " px" << (bold ? ", bold" : ""));
        REQUIRE(laid->w == whole->w);
        REQUIRE(laid->h == whole->h);
        long whole_ink = 0, laid_ink = 0;
        int worst = 0;
        bool colour = true;
        for (int y = 0; y < laid->h; ++y) {
          for (int x = 0; x < laid->w; ++x) {
            whole_ink += alpha_at(whole, x, y);
            laid_ink += alpha_at(laid, x, y);
            worst = std::max(worst, std::abs(ink_around(whole, x, y) - ink_around(laid, x, y)));
            const uint8_t* p = static_cast<const uint8_t*>(laid->pixels) + y * laid->pitch + 4 * x;
            if (p[3] != 0 && (p[0] != 0x20 || p[1] != 0x40 || p[2] != 0x60)) colour = false;
            if (p[3] > (rgba & 0xff)) colour = false;  // no more than the colour's alpha
          }
        }
        const double ratio = double(laid_ink) / double(whole_ink);
        INFO("ink ratio " << ratio << ", worst 3x3 difference " << worst);
        // The whole raster (nanosvg) cuts curves into chords up to a quarter pixel inside them
        // and loses 2-3% of a small disc's ink; the glyphs' exact coverage keeps it.
        CHECK(ratio > 0.99);
        CHECK(ratio < 1.05);
        // An eighth of a pixel moves little ink; bold glyphs that touch add up their edge pixels'
        // shares where one outline counts them once, and bold's corners are mitred where the
        // whole raster rounds them. A glyph a pixel off would move 3 x 255.
        CHECK(worst <= 340);
        CHECK(colour);
        SDL_FreeSurface(whole);
        SDL_FreeSurface(laid);
      }
    }
  }
}

TEST_CASE("glyphs already rasterized are not rasterized again", "[glyph_sprites]") {
  GlyphSprites glyphs;
  SDL_Surface* first = glyphs.line("Reserve 47", 14, 0xffffffff, false);
  SDL_Surface* again = glyphs.line("Reserve 47", 14, 0x000000ff, false);  // another colour
  REQUIRE(first != nullptr);
  REQUIRE(again != nullptr);
  // The same coverage in both: the second line came from the first line's glyphs.
  bool same = true;
  for (int y = 0; y < first->h; ++y) {
    for (int x = 0; x < first->w; ++x)
      same = same && alpha_at(first, x, y) == alpha_at(again, x, y);
  }
  CHECK(same);
  SDL_FreeSurface(first);
  SDL_FreeSurface(again);
}

}  // namespace rb::render

namespace rb::render {

TEST_CASE("a line with an accented capital has room above its box for the accent",
          "[glyph_sprites]") {
  // (French's letters, as the build writes them into its words file.)
  std::ifstream in(std::string(RB_BUILD_RULES) + "/fr/words.txt", std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  rb::Language french;
  std::string error;
  REQUIRE(rb::read_language("fr", text.str(), french, error));
  art::set_extra_glyphs(french.glyphs);
  GlyphSprites glyphs;
  for (double font_px : {13.5, 27.0}) {
    INFO(font_px << " px");
    int top = -1;
    SDL_Surface* accented = glyphs.line("\xc3\x80 tort", font_px, 0xffffffff, false, &top);  // À
    REQUIRE(accented != nullptr);
    CHECK(top == accent_room("\xc3\x80", font_px));
    REQUIRE(top > 0);
    CHECK(accented->h == top + int(std::ceil(font_px)));
    int accent_ink = 0;  // the grave accent, above the box
    for (int y = 0; y < top; ++y) {
      for (int x = 0; x < accented->w; ++x) accent_ink += alpha_at(accented, x, y);
    }
    CHECK(accent_ink > 255);
    SDL_FreeSurface(accented);

    SDL_Surface* plain = glyphs.line("A tort", font_px, 0xffffffff, false, &top);
    REQUIRE(plain != nullptr);
    CHECK(top == 0);  // (ASCII's ink stays in the box)
    CHECK(plain->h == int(std::ceil(font_px)));
    SDL_FreeSurface(plain);
  }
  art::set_extra_glyphs("");
}

}  // namespace rb::render
