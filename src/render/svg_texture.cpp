// SVG text -> SDL_Surface (IMG_LoadSizedSVG_RW) -> SDL_Texture, blended by alpha.
#include "render/svg_texture.hpp"

#include <SDL_image.h>

namespace rb::render {

SDL_Texture* texture_from_surface(SDL_Renderer* renderer, SDL_Surface* surface) {
  if (surface == nullptr) return nullptr;
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
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
  if (surface == nullptr) {
    SDL_Log("svg: %s", IMG_GetError());
    return nullptr;
  }
  if (surface->format->format == SDL_PIXELFORMAT_RGBA32) return surface;
  SDL_Surface* converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
  SDL_FreeSurface(surface);
  return converted;
}

SDL_Texture* texture_from_svg(SDL_Renderer* renderer, std::string_view svg, int width, int height) {
  SDL_RWops* source = SDL_RWFromConstMem(svg.data(), static_cast<int>(svg.size()));
  if (source == nullptr) return nullptr;
  SDL_Surface* surface = IMG_LoadSizedSVG_RW(source, width, height);
  SDL_RWclose(source);
  if (surface == nullptr) {
    SDL_Log("svg: %s", IMG_GetError());
    return nullptr;
  }
  return texture_from_surface(renderer, surface);
}

}  // namespace rb::render
