// The render cache of text: each line laid together from glyphs (GlyphSprites, from card_art's
// font) at its device-pixel size (crisp at any devicePixelRatio), kept per string, size, colour
// and weight.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>

#include "render/flat_cache.hpp"
#include "render/glyph_sprites.hpp"

namespace rb::render {

struct TextTexture {
  SDL_Texture* texture = nullptr;
  int w = 0, h = 0;  // the line's box
  int top = 0;       // the texture's rows above the box (accents: GlyphSprites::line)
};

class TextTextures {
 public:
  TextTextures() = default;
  TextTextures(const TextTextures&) = delete;
  TextTextures& operator=(const TextTextures&) = delete;
  ~TextTextures() { clear(); }

  TextTexture get(SDL_Renderer* renderer, std::string_view text, double font_px, uint32_t rgba,
                  bool bold);
  // Draws the line with its box's top-left corner at (x, y); returns its width.
  int draw(SDL_Renderer* renderer, std::string_view text, double font_px, uint32_t rgba, bool bold,
           int x, int y, uint8_t alpha = 255);
  // Centred on (cx, cy).
  void draw_centred(SDL_Renderer* renderer, std::string_view text, double font_px, uint32_t rgba,
                    bool bold, int cx, int cy, uint8_t alpha = 255);
  void clear();

 private:
  using Key = std::tuple<std::string, int, uint32_t, bool>;  // size in 1/4 pixels
  FlatCache<Key, TextTexture> textures_;
  GlyphSprites glyphs_;
};

}  // namespace rb::render
