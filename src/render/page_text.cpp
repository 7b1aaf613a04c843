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

#include "render/card_art.hpp"
#include "render/glyph_sprites.hpp"
#include "render/surface_layers.hpp"

// clang-format off
// The line's advance width (pixels null), or the line drawn in `rgba` (0xRRGGBBAA) into `pixels`,
// `width` x `height` RGBA32 (straight alpha, as the canvas gives it). One 2D context for every line
// (web/index.html makes it while the wasm loads, and has its fonts read by then), its font always
// 100 px, scaled to the size asked: a new font size would cost the browser a few milliseconds of
// looking for its font again, a scale nothing.
EM_JS(double, rb_js_text, (const char* text, int length, double font_px, int bold, int rgba,
                           void* pixels, int width, int height, int top), {
  var setter = Module["rbText"] || (Module["rbText"] = {});
  var context = setter["context"] ||
      (setter["context"] = document.createElement("canvas").getContext("2d", {"willReadFrequently": true}));
  var canvas = context.canvas;
  if (pixels && (canvas.width < width || canvas.height < height)) {
    canvas.width = Math.max(canvas.width, width);  // (which resets the context's font)
    canvas.height = Math.max(canvas.height, height);
  }
  var font = (bold ? "bold " : "") + "100px 'DejaVu Sans',sans-serif";
  if (context.font !== font) context.font = font;
  var scale = font_px * 256 / 266 / 100;
  var line = UTF8ToString(text, length);
  if (!pixels) return context.measureText(line).width * scale;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.fillStyle = "rgba(" + (rgba >>> 24) + "," + (rgba >>> 16 & 255) + "," + (rgba >>> 8 & 255) +
                      "," + (rgba & 255) / 255 + ")";
  context.fillText(line, 0, top / scale + 100 * 205 / 256);
  HEAPU8.set(context.getImageData(0, 0, width, height).data, pixels);
  return 0;
});
// clang-format on

namespace rb {
namespace art {

double text_width(std::string_view text, double font_px, bool bold) {
  return rb_js_text(text.data(), int(text.size()), std::max(font_px, 1.0), bold, 0, nullptr, 0, 0,
                    0);
}

void set_extra_glyphs(std::string) {}  // (the browser's fonts have every language's letters)

}  // namespace art

namespace render {

SDL_Surface* GlyphSprites::line(std::string_view text, double font_px, uint32_t rgba, bool bold,
                                int* top) {
  font_px = std::max(font_px, 1.0);
  const int above = accent_room(text, font_px);
  if (top != nullptr) *top = above;
  const int width = std::max(1, int(std::ceil(art::text_width(text, font_px, bold))));
  SDL_Surface* line = new_rgba(width, above + int(std::ceil(font_px)));
  if (line == nullptr || line->pitch != width * 4) {
    SDL_FreeSurface(line);
    return nullptr;
  }
  rb_js_text(text.data(), int(text.size()), font_px, bold, int(rgba), line->pixels, line->w,
             line->h, above);
  return line;
}

void GlyphSprites::clear() {}

}  // namespace render
}  // namespace rb
