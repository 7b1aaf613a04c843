// Every texture copy and rectangle fill of the painters goes through here. A frame redrawn in
// part (natively, the software renderer: see game_loop.cpp) draws with a clip rectangle, and
// SDL's software renderer samples a clipped *scaled* copy differently from the whole copy; so
// the part must never cut one. Before such a frame the painters run with a RedrawPlan set:
// nothing is drawn, and every scaled copy that meets the part grows the part to hold it whole
// (run again until the part stops growing).
#pragma once

#include <SDL.h>

namespace rb::render {

struct RedrawPlan {
  SDL_Rect part{0, 0, 0, 0};
  bool grew = false;
};

// While a plan is set (not nullptr), copy(), fill() and fill_all() draw nothing.
void set_redraw_plan(RedrawPlan* plan);

void copy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect& dst);
void fill(SDL_Renderer* renderer, const SDL_Rect& rect);
// The whole target in the draw colour (within the clip rectangle, if one is set).
void fill_all(SDL_Renderer* renderer);

}  // namespace rb::render
