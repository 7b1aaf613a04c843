// card_sheet: rasterizes every card face, the backs, the joker and some text with SDL2_image (the
// same nanosvg the game uses) into one contact-sheet PNG, to look at the card art.
//
// Not part of the CMake build; compile it by hand against a build tree that has rb_card_art, e.g.
//   g++ -std=c++20 -Isrc src/tools/card_sheet_main.cpp src/render/card_art*.cpp src/core/card.cpp
//       src/core/decimal_text.cpp <build>/generated/card_art_files.cpp
//       $(pkg-config --cflags --libs sdl2 SDL2_image)
// Usage: card_sheet [out.png]   (default /tmp/card_sheet.png)
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <string>

#include "core/card.hpp"
#include "render/card_art.hpp"

namespace {

constexpr int kMargin = 12;
constexpr uint32_t kFeltRgb = 0x1d5c3a;  // a card-table green behind the cards

// Rasterizes an SVG document at (width x height) pixels and draws it at (x, y) on the sheet.
bool draw_svg(SDL_Surface* sheet, const std::string& svg, int x, int y, int width, int height) {
  SDL_RWops* source = SDL_RWFromConstMem(svg.data(), static_cast<int>(svg.size()));
  SDL_Surface* image = IMG_LoadSizedSVG_RW(source, width, height);
  SDL_RWclose(source);
  if (!image) {
    std::fprintf(stderr, "card_sheet: cannot rasterize: %s\n", IMG_GetError());
    return false;
  }
  SDL_Rect where{x, y, image->w, image->h};
  SDL_SetSurfaceBlendMode(image, SDL_BLENDMODE_BLEND);
  SDL_BlitSurface(image, nullptr, sheet, &where);
  SDL_FreeSurface(image);
  return true;
}

// All 52 faces in 4 rows of 13, and at the end of the rows the three backs and the joker.
int draw_deck(SDL_Surface* sheet, int top, int width, int height) {
  bool ok = true;
  for (int suit = 0; suit < 4; ++suit) {
    for (int rank = 1; rank <= 13; ++rank) {
      const rb::Card card = rb::Card::make(0, static_cast<rb::Suit>(suit), rank);
      const int x = kMargin + (rank - 1) * (width + kMargin);
      const int y = top + suit * (height + kMargin);
      ok = draw_svg(sheet, rb::art::card_face_svg(card), x, y, width, height) && ok;
    }
  }
  for (int deck = 0; deck < 3; ++deck) {
    const int x = kMargin + 13 * (width + kMargin) + kMargin;
    const int y = top + deck * (height + kMargin);
    ok = draw_svg(sheet, rb::art::card_back_svg(deck), x, y, width, height) && ok;
  }
  const int joker_x = kMargin + 13 * (width + kMargin) + kMargin;
  const int joker_y = top + 3 * (height + kMargin);
  ok = draw_svg(sheet, rb::art::joker_svg(), joker_x, joker_y, width, height) && ok;
  return ok ? top + 4 * (height + kMargin) : -1;
}

// Lines of text at a few sizes, regular and bold, white and translucent gold.
int draw_text_samples(SDL_Surface* sheet, int top) {
  struct Sample {
    const char* text;
    double px;
    uint32_t rgba;
    bool bold;
  };
  const Sample samples[] = {
      {"Russian Bank - Crapette: your turn. Knock! 0123456789 (+15) [A-Z] {a-z} ~@#$%^&*", 14,
       0xffffffff, false},
      {"Player A: 23 cards left  |  Player B: 31 cards left  |  Undo  Redo  New game", 18,
       0xffffffff, true},
      {"Stock, waste, reserve, foundation: gjpqy \"quotes\" 'apostrophes' <>?/\\", 24, 0xf2d27aff,
       false},
      {"Crapette! Caf\xc3\xa9 na\xc3\xafve (non-ASCII shown as ?)", 32, 0xffffffc0, true},
  };
  int y = top;
  for (const Sample& sample : samples) {
    int width = 0;
    const std::string svg =
        rb::art::text_svg(sample.text, sample.px, sample.rgba, sample.bold, &width);
    const int height = static_cast<int>(sample.px + 0.999);
    // A darker box shows the text's box: the glyphs should sit inside it, snugly.
    SDL_Rect box{kMargin, y, width, height};
    SDL_FillRect(sheet, &box, SDL_MapRGB(sheet->format, 0x12, 0x40, 0x28));
    if (!draw_svg(sheet, svg, kMargin, y, width, height)) return -1;
    // The same text at twice the pixels, as on a screen with a device pixel ratio of 2.
    SDL_Rect box2{kMargin + 1700, y, 2 * width, 2 * height};
    SDL_FillRect(sheet, &box2, SDL_MapRGB(sheet->format, 0x12, 0x40, 0x28));
    if (!draw_svg(sheet, svg, kMargin + 1700, y, 2 * width, 2 * height)) return -1;
    y += 2 * height + kMargin;
  }
  return y;
}

}  // namespace

int main(int argc, char** argv) {
  const char* out = argc > 1 ? argv[1] : "/tmp/card_sheet.png";
  if (SDL_Init(0) != 0) return 1;
  const int small_w = 75, small_h = 105, large_w = 250, large_h = 350;
  const int sheet_w = kMargin + 15 * (large_w + kMargin) + kMargin;
  const int sheet_h = 260 + 4 * (small_h + kMargin) + 4 * (large_h + kMargin) + 3 * kMargin;
  SDL_Surface* sheet =
      SDL_CreateRGBSurfaceWithFormat(0, sheet_w, sheet_h, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_FillRect(sheet, nullptr,
               SDL_MapRGB(sheet->format, kFeltRgb >> 16, (kFeltRgb >> 8) & 0xff, kFeltRgb & 0xff));

  int y = draw_text_samples(sheet, kMargin);
  if (y >= 0) y = draw_deck(sheet, y + kMargin, small_w, small_h);
  if (y >= 0) y = draw_deck(sheet, y + kMargin, large_w, large_h);
  const bool saved = y >= 0 && IMG_SavePNG(sheet, out) == 0;
  if (saved) std::printf("card_sheet: wrote %s (%dx%d)\n", out, sheet_w, sheet_h);
  SDL_FreeSurface(sheet);
  SDL_Quit();
  return saved ? 0 : 1;
}
