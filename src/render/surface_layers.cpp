// RGBA32 surfaces laid over each other on the CPU (see surface_layers.hpp).
#include "render/surface_layers.hpp"

#include <cstdint>
#include <cstring>

namespace rb::render {

SDL_Surface* new_rgba(int width, int height) {
  return SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
}

SDL_Surface* copy_of(const SDL_Surface* surface) {
  SDL_Surface* out = new_rgba(surface->w, surface->h);
  if (out == nullptr) return nullptr;
  for (int y = 0; y < surface->h; ++y) {
    std::memcpy(static_cast<uint8_t*>(out->pixels) + y * out->pitch,
                static_cast<const uint8_t*>(surface->pixels) + y * surface->pitch,
                size_t(surface->w) * 4);
  }
  return out;
}

SDL_Surface* coloured_mask(const std::vector<uint8_t>& coverage, int width, int height,
                           uint32_t rgb) {
  if (coverage.size() < size_t(width) * size_t(height)) return nullptr;
  SDL_Surface* out = new_rgba(width, height);
  if (out == nullptr) return nullptr;
  for (int y = 0; y < height; ++y) {
    auto* row = static_cast<uint8_t*>(out->pixels) + y * out->pitch;
    const uint8_t* alpha = coverage.data() + size_t(y) * size_t(width);
    for (int x = 0; x < width; ++x) {
      if (alpha[x] == 0) continue;
      row[4 * x] = uint8_t(rgb >> 16);
      row[4 * x + 1] = uint8_t(rgb >> 8);
      row[4 * x + 2] = uint8_t(rgb);
      row[4 * x + 3] = alpha[x];
    }
  }
  return out;
}

SDL_Surface* turned_half_copy(const SDL_Surface* surface) {
  SDL_Surface* out = new_rgba(surface->w, surface->h);
  if (out == nullptr) return nullptr;
  for (int y = 0; y < surface->h; ++y) {
    const auto* src = static_cast<const uint32_t*>(surface->pixels) +
                      size_t(surface->h - 1 - y) * size_t(surface->pitch / 4);
    auto* dst = static_cast<uint32_t*>(out->pixels) + size_t(y) * size_t(out->pitch / 4);
    for (int x = 0; x < surface->w; ++x) dst[x] = src[surface->w - 1 - x];
  }
  return out;
}

void lay_over(SDL_Surface* dst, const SDL_Surface* layer, int x0, int y0) {
  for (int y = 0; y < layer->h; ++y) {
    if (y0 + y < 0 || y0 + y >= dst->h) continue;
    const auto* src = static_cast<const uint8_t*>(layer->pixels) + y * layer->pitch;
    auto* out = static_cast<uint8_t*>(dst->pixels) + (y0 + y) * dst->pitch;
    for (int x = 0; x < layer->w; ++x) {
      const uint32_t sa = src[4 * x + 3];
      if (sa == 0 || x0 + x < 0 || x0 + x >= dst->w) continue;
      uint8_t* d = out + 4 * (x0 + x);
      if (sa == 255) {
        std::memcpy(d, src + 4 * x, 4);
        continue;
      }
      if (d[3] == 255) {
        // Over an opaque pixel the sum below is 255 x (s x sa + d x (255 - sa)) in 255ths of
        // 255ths, which rounds as that sum over 255 does: the same pixel, without a division.
        for (int c = 0; c < 3; ++c) {
          uint32_t v = src[4 * x + c] * sa + d[c] * (255 - sa) + 128;
          d[c] = uint8_t((v + (v >> 8)) >> 8);
        }
        continue;
      }
      const uint32_t da = d[3] * (255 - sa);  // the destination's share, in 255ths of 255ths
      const uint32_t a = sa * 255 + da;       // the result's alpha, in 255ths of 255ths
      for (int c = 0; c < 3; ++c) {
        d[c] = uint8_t((src[4 * x + c] * sa * 255 + d[c] * da + a / 2) / a);
      }
      d[3] = uint8_t((a + 127) / 255);
    }
  }
}

}  // namespace rb::render
