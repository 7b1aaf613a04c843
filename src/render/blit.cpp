// Texture copies and fills, or the growing of a redraw plan (see blit.hpp).
#include "render/blit.hpp"

namespace rb::render {
namespace {
RedrawPlan* g_plan = nullptr;
}

void set_redraw_plan(RedrawPlan* plan) {
  g_plan = plan;
}

void copy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect& dst) {
  if (g_plan == nullptr) {
    SDL_RenderCopy(renderer, texture, src, &dst);
    return;
  }
  int w = 0, h = 0;
  if (src != nullptr) {
    w = src->w, h = src->h;
  } else if (SDL_QueryTexture(texture, nullptr, nullptr, &w, &h) != 0) {
    return;
  }
  const bool scaled = w != dst.w || h != dst.h;
  if (!scaled || !SDL_HasIntersection(&dst, &g_plan->part)) return;
  SDL_Rect both{};
  SDL_UnionRect(&g_plan->part, &dst, &both);
  if (SDL_RectEquals(&both, &g_plan->part)) return;
  g_plan->part = both;
  g_plan->grew = true;
}

void fill(SDL_Renderer* renderer, const SDL_Rect& rect) {
  if (g_plan == nullptr) SDL_RenderFillRect(renderer, &rect);
}

void fill_all(SDL_Renderer* renderer) {
  if (g_plan != nullptr) return;
  // (A clear would ignore the clip rectangle of a frame redrawn in part; a fill keeps to it.)
  if (SDL_RenderIsClipEnabled(renderer)) {
    SDL_RenderFillRect(renderer, nullptr);
  } else {
    SDL_RenderClear(renderer);
  }
}

}  // namespace rb::render
