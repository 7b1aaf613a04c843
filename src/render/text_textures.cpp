// Text lines laid together from glyphs -> textures, cached (see text_textures.hpp).
#include "render/text_textures.hpp"

#include <cmath>

#include "render/blit.hpp"
#include "render/svg_texture.hpp"

namespace rb::render {
namespace {
// Beyond this the cache starts again. Fewer in the browser, where every texture's pixels are kept
// in the wasm heap (software_blend), which never gives memory back: the heap's high-water mark
// is then reached in the first game.
#ifdef __EMSCRIPTEN__
constexpr size_t kMostLines = 100;
#else
constexpr size_t kMostLines = 600;
#endif
}  // namespace

TextTexture TextTextures::get(SDL_Renderer* renderer, std::string_view text, double font_px,
                              uint32_t rgba, bool bold) {
  if (text.empty() || font_px < 1) return {};
  const Key key{std::string(text), int(std::lround(font_px * 4)), rgba, bold};
  if (const TextTexture* found = textures_.find(key)) return *found;
  if (textures_.size() >= kMostLines) clear();
  int top = 0;
  SDL_Surface* line = glyphs_.line(text, font_px, rgba, bold, &top);
  const int width = line != nullptr ? line->w : 0, height = line != nullptr ? line->h - top : 0;
  TextTexture t{texture_from_surface(renderer, line), width, height, top};
  textures_.add(key, t);
  return t;
}

int TextTextures::draw(SDL_Renderer* renderer, std::string_view text, double font_px, uint32_t rgba,
                       bool bold, int x, int y, uint8_t alpha) {
  const TextTexture t = get(renderer, text, font_px, rgba, bold);
  if (t.texture == nullptr) return 0;
  SDL_SetTextureAlphaMod(t.texture, alpha);
  const SDL_Rect dst{x, y - t.top, t.w, t.top + t.h};
  copy(renderer, t.texture, nullptr, dst);
  SDL_SetTextureAlphaMod(t.texture, 255);
  return t.w;
}

void TextTextures::draw_centred(SDL_Renderer* renderer, std::string_view text, double font_px,
                                uint32_t rgba, bool bold, int cx, int cy, uint8_t alpha) {
  const TextTexture t = get(renderer, text, font_px, rgba, bold);
  if (t.texture == nullptr) return;
  draw(renderer, text, font_px, rgba, bold, cx - t.w / 2, cy - t.h / 2, alpha);
}

void TextTextures::clear() {
  for (auto& [key, t] : textures_) {
    if (t.texture != nullptr) destroy_texture(t.texture);
  }
  textures_.clear();
  glyphs_.clear();
}

}  // namespace rb::render
