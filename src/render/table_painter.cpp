// The table, back to front: felt, empty places, then the piles. House piles are fanned so their
// whole run shows; the other piles show their top card over a few card edges that tell roughly
// how many cards lie beneath (a reserve of 47 looks thick, a waste of 2 thin).
#include "render/table_painter.hpp"

#include <algorithm>

#include "app/table_style.hpp"

namespace rb::render {
namespace {

struct Painter {
  SDL_Renderer* renderer;
  const app::Layout& layout;
  const State& state;
  RenderCache& cache;

  void felt() {
    const app::Rgb c = app::kTableColour;
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, 255);
    SDL_RenderClear(renderer);
  }

  void empty_place(const app::Rect& r) {
    SDL_Texture* texture = cache.table.empty_place(renderer);
    const SDL_Rect dst{r.x, r.y, r.w, r.h};
    if (texture != nullptr) SDL_RenderCopy(renderer, texture, nullptr, &dst);
  }

  void center_mark(const app::Rect& r) {
    SDL_Texture* texture = cache.table.center_mark(renderer);
    if (texture == nullptr) return;
    int w = 0, h = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
    const SDL_Rect dst{r.x + (r.w - w) / 2, r.y + (r.h - h) / 2 + h / 12, w, h};
    SDL_RenderCopy(renderer, texture, nullptr, &dst);
  }

  void shadow(int x, int y) {
    SDL_Texture* texture = cache.table.shadow(renderer);
    if (texture == nullptr) return;
    const int spread = cache.table.shadow_spread();
    const SDL_Rect dst{x - spread, y - spread + spread / 2, layout.card_width + 2 * spread,
                       layout.card_height + 2 * spread};
    SDL_RenderCopy(renderer, texture, nullptr, &dst);
  }

  // The card's texture at its own size (1:1, never stretched), or a plain card if it is missing.
  void card(int x, int y, CardSlot slot) {
    SDL_Texture* texture = cache.cards.card(renderer, slot.card, slot.face_up);
    SDL_Rect dst{x, y, layout.card_width, layout.card_height};
    if (texture == nullptr) {
      SDL_SetRenderDrawColor(renderer, 250, 248, 240, 255);
      SDL_RenderFillRect(renderer, &dst);
      return;
    }
    SDL_QueryTexture(texture, nullptr, nullptr, &dst.w, &dst.h);
    SDL_RenderCopy(renderer, texture, nullptr, &dst);
  }

  void fan(PileId pile) {
    const int count = state.size(pile);
    for (int i = 0; i < count; ++i) {
      const app::Rect r = app::card_rect(layout, pile, i, count);
      shadow(r.x, r.y);
      card(r.x, r.y, state.at(pile, i));
    }
  }

  // A squared pile: up to three card edges peek out below the top card, one per eight cards.
  void stack(PileId pile) {
    const int count = state.size(pile);
    if (count == 0) return;
    const app::Rect base = layout.place(pile).base;
    const int edges = std::min(3, (count + 6) / 8);
    const int edge = std::max(1, layout.card_width / 60);
    shadow(base.x, base.y + edges * edge);
    for (int i = edges; i >= 1; --i) {
      card(base.x, base.y + i * edge, state.at(pile, std::max(0, count - 1 - i)));
    }
    card(base.x, base.y, state.top(pile));
  }

  void frame() {
    felt();
    for (int p = 0; p < kPileCount; ++p) {
      if (!layout.places[p].shown || !state.empty(PileId(p))) continue;
      empty_place(layout.places[p].base);
      if (pile_kind(PileId(p)) == PileKind::center) center_mark(layout.places[p].base);
    }
    for (int p = 0; p < kPileCount; ++p) {
      if (!layout.places[p].shown) continue;
      const PileId pile = PileId(p);
      if (pile_kind(pile) == PileKind::house) {
        fan(pile);
      } else {
        stack(pile);
      }
    }
  }
};

}  // namespace

void paint_table(SDL_Renderer* renderer, const app::Layout& layout, const State& state,
                 RenderCache& cache) {
  cache.fit(layout);
  Painter{renderer, layout, state, cache}.frame();
}

}  // namespace rb::render
