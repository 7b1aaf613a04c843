// SDL_RenderReadPixels into a surface, then IMG_SavePNG.
#include "render/screenshot.hpp"

#include <SDL_image.h>

namespace rb::render {

std::string save_screenshot(SDL_Renderer* renderer, const std::string& png_path) {
  int width = 0, height = 0;
  if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0) return SDL_GetError();
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  if (surface == nullptr) return SDL_GetError();
  std::string error;
  if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, surface->pixels,
                           surface->pitch) != 0) {
    error = SDL_GetError();
  } else if (IMG_SavePNG(surface, png_path.c_str()) != 0) {
    error = IMG_GetError();
  }
  SDL_FreeSurface(surface);
  return error;
}

}  // namespace rb::render
