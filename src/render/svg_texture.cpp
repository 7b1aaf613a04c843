// SVG text -> SDL_Surface (IMG_LoadSizedSVG_RW) -> SDL_Texture, blended by alpha.
#include "render/svg_texture.hpp"

#include <SDL_image.h>

#include "render/blit.hpp"

namespace rb::render {

// Every surface here is RGBA32 (SDL2_image rasterizes SVG into RGBA32; the card and shadow
// surfaces are made so), which every renderer takes as it is: no conversion, so SDL's surface
// converters and blitters stay out of the browser build (SDL_CreateTextureFromSurface would
// bring them in).
SDL_Texture* texture_from_surface(SDL_Renderer* renderer, SDL_Surface* surface) {
  if (surface == nullptr) return nullptr;
  SDL_Texture* texture = nullptr;
  if (surface->format->format != SDL_PIXELFORMAT_RGBA32) {
    SDL_SetError("a surface that is not RGBA32");
  } else {
    texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC,
                                surface->w, surface->h);
    if (texture != nullptr &&
        SDL_UpdateTexture(texture, nullptr, surface->pixels, surface->pitch) != 0) {
      destroy_texture(texture);
      texture = nullptr;
    }
  }
  SDL_FreeSurface(surface);
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
  if (surface == nullptr) SDL_Log("svg: %s", IMG_GetError());
  return surface;
}

SDL_Texture* texture_from_svg(SDL_Renderer* renderer, std::string_view svg, int width, int height) {
  return texture_from_surface(renderer, surface_from_svg(svg, width, height));
}

}  // namespace rb::render
