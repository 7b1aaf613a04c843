// The table or its hud as SDL's software renderer paints it, for tests that read its pixels: a
// surface of the layout's size, painted by the given painter (render/table_painter.hpp's
// paint_table, hud_painter.hpp's paint_hud) with a cache of its own.
#pragma once

#include <SDL.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <memory>

#include "app/flow/app_model.hpp"
#include "render/draw_kit.hpp"
#include "render/render_cache.hpp"

namespace rb::render::test {

struct FreeSurface {
  void operator()(SDL_Surface* surface) const { SDL_FreeSurface(surface); }
};
using Surface = std::unique_ptr<SDL_Surface, FreeSurface>;

// `paint(kit)` called on a fresh black surface of the model's layout.
template <typename Paint>
Surface painted(const app::AppModel& m, Paint paint) {
  const app::Layout& layout = m.layout;
  Surface surface(
      SDL_CreateRGBSurfaceWithFormat(0, layout.width, layout.height, 32, SDL_PIXELFORMAT_RGB888));
  REQUIRE(surface != nullptr);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface.get());
  REQUIRE(renderer != nullptr);
  RenderCache cache;
  paint(DrawKit{renderer, cache, layout});
  SDL_RenderFlush(renderer);
  SDL_DestroyRenderer(renderer);
  return surface;
}

struct Rgb {
  int r = 0, g = 0, b = 0;
  int sum() const { return r + g + b; }
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

// Pixel (x, y) of a painted surface (inside it).
inline Rgb rgb_at(const SDL_Surface* s, int x, int y) {
  const auto* p = static_cast<const uint8_t*>(s->pixels) + y * s->pitch + x * 4;
  return Rgb{p[2], p[1], p[0]};
}

}  // namespace rb::render::test
