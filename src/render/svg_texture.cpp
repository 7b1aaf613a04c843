// SVG text -> SDL_Surface (IMG_LoadSizedSVG_RW) -> SDL_Texture, blended by alpha.
#include "render/svg_texture.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "render/blit.hpp"
#include "render/software_blend.hpp"

namespace rb::render {
namespace {

// SDL2_image makes the image ceil(size x scale) pixels, in floats: an SVG scaled to 412 pixels
// may come out 413 high, its last row empty. Drawn into a 412-pixel place that would be a scaled
// copy (blurred by a GPU, slow and grown over in the software renderer), so the surface is cut
// to the size asked for. Takes ownership of `surface`.
SDL_Surface* cropped_to(SDL_Surface* surface, int width, int height) {
  if (width <= 0 || height <= 0 || (surface->w <= width && surface->h <= height)) return surface;
  width = std::min(width, surface->w);
  height = std::min(height, surface->h);
  SDL_Surface* exact =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, surface->format->format);
  if (exact != nullptr) {
    for (int y = 0; y < height; ++y) {
      std::memcpy(static_cast<uint8_t*>(exact->pixels) + y * exact->pitch,
                  static_cast<const uint8_t*>(surface->pixels) + y * surface->pitch,
                  size_t(width) * 4);
    }
  }
  SDL_FreeSurface(surface);
  return exact;
}

#if !defined(__EMSCRIPTEN__) && SDL_BYTEORDER == SDL_LIL_ENDIAN
// RGBA32 (bytes R, G, B, A) -> ARGB8888 on a little-endian machine (bytes B, G, R, A).
void swap_red_and_blue(SDL_Surface* surface) {
  for (int y = 0; y < surface->h; ++y) {
    auto* row = static_cast<uint8_t*>(surface->pixels) + y * surface->pitch;
    for (int x = 0; x < surface->w; ++x) std::swap(row[4 * x], row[4 * x + 2]);
  }
}
#endif

}  // namespace

// Every surface here is RGBA32 (SDL2_image rasterizes SVG into RGBA32; the card and shadow
// surfaces are made so), which every renderer takes as it is: no conversion, so SDL's surface
// converters and blitters stay out of the browser build (SDL_CreateTextureFromSurface would
// bring them in).
//
// Natively the pixels are turned into ARGB8888 first: the window's own layout (XRGB8888), which
// software_blend writes, and the first choice of SDL's OpenGL renderer. In the browser they stay
// RGBA32, the layout of the pixels software_blend writes there. When software_blend draws, it
// keeps the pixels itself and SDL's texture is only a handle: nothing is uploaded.
SDL_Texture* texture_from_surface(SDL_Renderer* renderer, SDL_Surface* surface) {
  if (surface == nullptr) return nullptr;
  SDL_Texture* texture = nullptr;
  if (surface->format->format != SDL_PIXELFORMAT_RGBA32) {
    SDL_SetError("a surface that is not RGBA32");
  } else {
#if defined(__EMSCRIPTEN__) || SDL_BYTEORDER != SDL_LIL_ENDIAN
    const Uint32 format = SDL_PIXELFORMAT_RGBA32;
#else
    const Uint32 format = SDL_PIXELFORMAT_ARGB8888;
    swap_red_and_blue(surface);
#endif
    texture = SDL_CreateTexture(renderer, format, SDL_TEXTUREACCESS_STATIC, surface->w, surface->h);
    bool kept = false;
#if defined(__EMSCRIPTEN__) || SDL_BYTEORDER == SDL_LIL_ENDIAN
    if (texture != nullptr && blend_target() != nullptr) {
      keep_pixels(texture, surface);  // (which takes the surface)
      surface = nullptr;
      kept = true;
    }
#endif
    if (texture != nullptr && !kept &&
        SDL_UpdateTexture(texture, nullptr, surface->pixels, surface->pitch) != 0) {
      destroy_texture(texture);
      texture = nullptr;
    }
  }
  SDL_FreeSurface(surface);  // (nullptr when kept)
  if (texture == nullptr) {
    SDL_Log("texture: %s", SDL_GetError());
    return nullptr;
  }
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

SDL_Surface* surface_from_svg(std::string_view svg, int width, int height) {
  SDL_RWops* source = SDL_RWFromConstMem(svg.data(), static_cast<int>(svg.size()));
  if (source == nullptr) return nullptr;
  SDL_Surface* surface = IMG_LoadSizedSVG_RW(source, width, height);
  SDL_RWclose(source);
  if (surface == nullptr) {
    SDL_Log("svg: %s", IMG_GetError());
    return nullptr;
  }
  return cropped_to(surface, width, height);
}

SDL_Texture* texture_from_svg(SDL_Renderer* renderer, std::string_view svg, int width, int height) {
  return texture_from_surface(renderer, surface_from_svg(svg, width, height));
}

}  // namespace rb::render
