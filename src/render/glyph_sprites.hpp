// Text lines laid together from glyphs rasterized once: each glyph of a size and weight is
// rasterized (its outline from card_art's font, filled by CoverageRaster: no SVG) the first time
// a line needs it, at four positions between whole pixels, and every line is then copied together
// from those, in its colour. A line's new glyphs are rasterized in one strip, so a line costs at
// most one rasterization. Glyphs sit within an eighth of a pixel of where text_svg puts them;
// rows are exact. (The native window's text: in the browser, page_text.cpp defines line() and
// clear() with the page's canvas and fonts, and this class holds nothing.)
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace rb::render {

// The rows above a line's box that accents over capitals reach at `font_px`: a fifth of it.
inline int accent_rows(double font_px) {
  return static_cast<int>(font_px / 5 + 1);
}
// The rows above a line's box that its surface has for accents: none for ASCII text (whose ink
// stays in the box), else accent_rows.
inline int accent_room(std::string_view text, double font_px) {
  for (const char c : text) {
    if (static_cast<unsigned char>(c) >= 0x80) return accent_rows(font_px);
  }
  return 0;
}

class GlyphSprites {
 public:
  GlyphSprites() = default;
  GlyphSprites(const GlyphSprites&) = delete;
  GlyphSprites& operator=(const GlyphSprites&) = delete;
  ~GlyphSprites() { clear(); }

  // The line as an RGBA32 surface of text_setting's box, in `rgba` (0xRRGGBBAA); nullptr when
  // its glyphs could not be rasterized. The caller frees it. A line with letters beyond ASCII has
  // accent_room rows more above the box, for the accents over capitals ("À", "É", "Ё"), which
  // reach above the box's top: `top` (when given) gets their number.
  SDL_Surface* line(std::string_view text, double font_px, uint32_t rgba, bool bold,
                    int* top = nullptr);
  void clear();

  static constexpr int kSteps = 4;  // positions of a glyph between two whole pixels

 private:
  struct Strip {
    int width = 0, height = 0;      // (with accent_rows above the box, whatever the line)
    std::vector<uint8_t> coverage;  // row by row
  };
  struct Cell {
    const Strip* strip = nullptr;
    int x = 0, width = 0;  // the cell's columns in the strip
  };
  // Character, step, size in 1/4 pixels, weight.
  static uint64_t key(char32_t c, int step, double font_px, bool bold);
  const Cell* find(uint64_t key) const;
  std::vector<std::pair<uint64_t, Cell>> cells_;  // a few hundred at most: searched in order
  std::vector<std::unique_ptr<Strip>> strips_;
};

}  // namespace rb::render
