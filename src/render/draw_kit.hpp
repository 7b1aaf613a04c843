// Drawing helpers shared by the painters: a card (with a flip), its shadow, a rounded shape, a
// line of text; all at device pixels through the render cache.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string_view>

#include "app/ui/layout.hpp"
#include "core/card.hpp"
#include "core/game.hpp"
#include "render/render_cache.hpp"

namespace rb::render {

struct DrawKit {
  SDL_Renderer* renderer;
  RenderCache& cache;
  const app::Layout& layout;

  // The card's texture in `rect` (card-sized) with its shadow, squeezed sideways by `x_scale`
  // for a flip; a lifted card (held or flying) casts a second, larger and lower shadow.
  void card(const app::Rect& rect, CardFace slot, double x_scale = 1.0, bool lifted = false) const;
  // The same pixels as card(rect, slot) once the card `above` (card-sized, drawn next) is drawn
  // over it, for less work: what the opaque middle of that card will hide is left out (the band
  // between its rounded corners). For piles, where most of each card is covered by the next.
  void card_under(const app::Rect& rect, CardFace slot, const app::Rect& above) const;
  // The part of a card in `card` (card-sized) that is opaque: the band between its corners.
  SDL_Rect opaque_middle(const app::Rect& card) const;
  void shape(const Shape& shape, int x, int y, uint8_t alpha = 255) const {
    cache.shapes.draw(renderer, shape, x, y, alpha);
  }
  // A rounded outline around `rect`, `grow` pixels larger on every side.
  void outline(const app::Rect& rect, uint32_t colour, double width, int grow,
               uint32_t fill = 0) const;
  int text(std::string_view text, double px, uint32_t rgba, bool bold, int x, int y,
           uint8_t alpha = 255) const {
    return cache.text.draw(renderer, text, px, rgba, bold, x, y, alpha);
  }
  void text_centred(std::string_view text, double px, uint32_t rgba, bool bold, int cx, int cy,
                    uint8_t alpha = 255) const {
    cache.text.draw_centred(renderer, text, px, rgba, bold, cx, cy, alpha);
  }
  // Device pixels for a length in CSS pixels.
  int px(double css) const;
  // "as 7" across a card: the rank a joker stands for where it lies (CardFace::as_rank).
  void wild_rank(const app::Rect& rect, int rank) const;
};

}  // namespace rb::render
