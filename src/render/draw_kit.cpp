// Cards, shadows, outlines (see draw_kit.hpp).
#include "render/draw_kit.hpp"

#include <algorithm>
#include <cmath>

#include "render/blit.hpp"

namespace rb::render {

int DrawKit::px(double css) const {
  return std::max(1, int(std::lround(css * layout.dpr)));
}

void DrawKit::card(const app::Rect& rect, CardSlot slot, double x_scale, bool lifted) const {
  const int w = std::max(1, int(std::lround(rect.w * x_scale)));
  const int x = rect.x + (rect.w - w) / 2;
  if (lifted) {
    SDL_Texture* shadow = cache.table.shadow(renderer);
    const int spread = cache.table.shadow_spread();
    const int grow = cache.table.lifted_shadow_grow();
    const SDL_Rect dst{x - spread - grow + spread / 3, rect.y - spread / 2 - grow + spread,
                       w + 2 * spread + 2 * grow, rect.h + 2 * spread + 2 * grow};
    if (shadow != nullptr) copy(renderer, shadow, nullptr, dst);
  }
  SDL_Texture* texture = cache.cards.card(renderer, slot.card, slot.face_up);
  if (texture == nullptr) {
    const SDL_Rect plain{x, rect.y, w, rect.h};
    SDL_SetRenderDrawColor(renderer, 250, 248, 240, 255);
    fill(renderer, plain);
    return;
  }
  // The texture holds the card and its shadow around it (see CardTextures).
  const int left = int(std::lround(cache.cards.left() * x_scale));
  const SDL_Rect dst{x - left, rect.y - cache.cards.top(), w + 2 * left,
                     rect.h + 2 * cache.cards.left()};
  copy(renderer, texture, nullptr, dst);
}

void DrawKit::outline(const app::Rect& rect, uint32_t colour, double width, int grow,
                      uint32_t fill) const {
  const Shape s{rect.w + 2 * grow,
                rect.h + 2 * grow,
                double(layout.corner_radius + grow),
                fill,
                0,
                colour,
                width};
  cache.shapes.draw(renderer, s, rect.x - grow, rect.y - grow);
}

}  // namespace rb::render
