// Cards, shadows, outlines (see draw_kit.hpp).
#include "render/draw_kit.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/translation.hpp"
#include "render/blit.hpp"
#include "render/ui_style.hpp"

namespace rb::render {
namespace {

// Copies the texture to `dst` (its own size) except within `hole`, which lies inside `dst`: the
// rows above and below the hole, and the columns beside it.
void copy_around(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect& dst,
                 const SDL_Rect& hole) {
  const int hole_bottom = hole.y + hole.h, dst_bottom = dst.y + dst.h;
  const int hole_right = hole.x + hole.w, dst_right = dst.x + dst.w;
  const SDL_Rect pieces[] = {
      {dst.x, dst.y, dst.w, hole.y - dst.y},
      {dst.x, hole_bottom, dst.w, dst_bottom - hole_bottom},
      {dst.x, hole.y, hole.x - dst.x, hole.h},
      {hole_right, hole.y, dst_right - hole_right, hole.h},
  };
  for (const SDL_Rect& piece : pieces) {
    if (piece.w <= 0 || piece.h <= 0) continue;
    const SDL_Rect src{piece.x - dst.x, piece.y - dst.y, piece.w, piece.h};
    copy(renderer, texture, &src, piece);
  }
}

}  // namespace

SDL_Rect DrawKit::opaque_middle(const app::Rect& card) const {
  // Within a card's rounded corners every pixel is opaque, one pixel in from its sides (see
  // CardTextures; draw_kit_test checks it for every card).
  const int corner = layout.corner_radius + 1;
  return SDL_Rect{card.x + 1, card.y + corner, card.w - 2, card.h - 2 * corner};
}

int DrawKit::px(double css) const {
  return std::max(1, int(std::lround(css * layout.dpr)));
}

void DrawKit::card(const app::Rect& rect, CardFace slot, double x_scale, bool lifted) const {
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
  SDL_Texture* texture = cache.cards.card(renderer, Card{uint8_t(slot.card)}, slot.face_up);
  if (texture == nullptr) {
    const SDL_Rect plain{x, rect.y, w, rect.h};
    SDL_SetRenderDrawColor(renderer, 250, 248, 240, 255);
    fill(renderer, plain);
    return;
  }
  // The texture holds the card and its shadow around it (see CardTextures); a card smaller than
  // the layout's (an inset's) gets it smaller too.
  const double size = double(rect.w) / std::max(1, layout.card_width);
  const int left = int(std::lround(cache.cards.left() * x_scale * size));
  const int spread = int(std::lround(cache.cards.left() * size));
  const SDL_Rect dst{x - left, rect.y - int(std::lround(cache.cards.top() * size)), w + 2 * left,
                     rect.h + 2 * spread};
  copy(renderer, texture, nullptr, dst);
  if (slot.face_up && slot.as_rank > 0 && x_scale == 1.0) wild_rank(rect, slot.as_rank);
}

// The rank a joker stands for, on a pill across its lower middle ("as 7").
void DrawKit::wild_rank(const app::Rect& rect, int rank) const {
  static constexpr const char* kRanks[] = {"A", "2", "3",  "4", "5", "6", "7",
                                           "8", "9", "10", "J", "Q", "K"};
  const std::string words = tr_fill("as {0}", {kRanks[(rank - 1) % 13]});
  long letters = 0;  // (UTF-8: the bytes that start a letter)
  for (const char c : words) letters += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
  const double px = rect.h * 0.1;
  const int h = int(px * 1.6), w = int(px * (0.62 * double(letters) + 1.2));
  const int x = rect.x + (rect.w - w) / 2, y = rect.bottom() - h - rect.h / 9;
  shape(Shape{w, h, h / 2.0, style::kPrimaryTop, style::kPrimaryBottom, 0, 0}, x, y);
  text_centred(words, px, style::kTextDark, true, x + w / 2, y + h / 2);
}

void DrawKit::card_under(const app::Rect& rect, CardFace slot, const app::Rect& above) const {
  if (rect.w != layout.card_width) return card(rect, slot);  // (an inset's: scaled)
  SDL_Texture* texture = cache.cards.card(renderer, Card{uint8_t(slot.card)}, slot.face_up);
  const SDL_Rect hidden = opaque_middle(above);
  const int left = cache.cards.left();
  const SDL_Rect dst{rect.x - left, rect.y - cache.cards.top(), rect.w + 2 * left,
                     rect.h + 2 * left};
  SDL_Rect covered{};
  if (texture == nullptr || hidden.w <= 0 || hidden.h <= 0 ||
      !SDL_IntersectRect(&dst, &hidden, &covered)) {
    card(rect, slot);
    return;
  }
  copy_around(renderer, texture, dst, covered);
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
