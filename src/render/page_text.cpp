// Text in the browser, set and rasterized by the page's own canvas with the browser's fonts, in
// place of the glyph outlines the native window draws with (card_art_text.cpp, glyph_sprites.cpp,
// which the browser build leaves out): the page then carries no font, and every language's
// letters are drawn without glyphs of their own. The page asks for DejaVu Sans, the native
// window's font, and the system's sans-serif where it is missing. A line's box is the native
// one's: `font_px` from the top of the tallest glyph to the bottom of the deepest (DejaVu Sans's
// proportions, font_sans.txt's 205 + 61 units of a 256-unit em), its width the advance rounded up.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "render/card_art.hpp"
#include "render/glyph_sprites.hpp"
#include "render/surface_layers.hpp"

// clang-format off
// The line's advance width (mask null), or its coverage (0-255, row by row) written to `mask`,
// `width` x `height`. One 2D context for every line, its font set only when it changes.
EM_JS(double, rb_js_text, (const char* text, int length, double font_px, int bold,
                           unsigned char* mask, int width, int height), {
  var setter = Module["rbText"] || (Module["rbText"] = {});
  if (!setter.context) {
    setter.context = document.createElement("canvas").getContext("2d", {"willReadFrequently": true});
    setter.font = "";
  }
  var context = setter.context;
  var canvas = context.canvas;
  if (mask && (canvas.width < width || canvas.height < height)) {
    canvas.width = Math.max(canvas.width, width);  // (which resets the context's font)
    canvas.height = Math.max(canvas.height, height);
    setter.font = "";
  }
  var font = (bold ? "bold " : "") + (font_px * 256 / 266) + "px 'DejaVu Sans',sans-serif";
  if (setter.font !== font) context.font = setter.font = font;
  var line = UTF8ToString(text, length);
  if (!mask) return context.measureText(line).width;
  context.clearRect(0, 0, width, height);
  context.fillText(line, 0, font_px * 205 / 266);
  var pixels = context.getImageData(0, 0, width, height).data;
  for (var i = 0; i < width * height; ++i) HEAPU8[mask + i] = pixels[4 * i + 3];
  return 0;
});
// clang-format on

namespace rb {
namespace art {

double text_width(std::string_view text, double font_px, bool bold) {
  return rb_js_text(text.data(), int(text.size()), std::max(font_px, 1.0), bold, nullptr, 0, 0);
}

void set_extra_glyphs(std::string) {}  // (the browser's fonts have every language's letters)

}  // namespace art

namespace render {

SDL_Surface* GlyphSprites::line(std::string_view text, double font_px, uint32_t rgba, bool bold) {
  font_px = std::max(font_px, 1.0);
  const int width = std::max(1, int(std::ceil(art::text_width(text, font_px, bold))));
  const int height = int(std::ceil(font_px));
  std::vector<uint8_t> coverage(size_t(width) * size_t(height));
  rb_js_text(text.data(), int(text.size()), font_px, bold, coverage.data(), width, height);
  const uint32_t alpha = rgba & 0xffu;
  if (alpha != 0xff) {
    for (uint8_t& c : coverage) c = uint8_t((c * alpha + 127) / 255);
  }
  return coloured_mask(coverage, width, height, rgba >> 8);
}

void GlyphSprites::clear() {}

}  // namespace render
}  // namespace rb
