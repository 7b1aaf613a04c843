// Every texture copy and rectangle fill of the painters goes through here, so that a frame can
// be recorded instead of drawn: the software renderer (see game_loop.cpp) paints each
// frame once as a dry run, compares its draw list with the last frame's, and redraws only the
// part of the window where they differ (with a clip rectangle). SDL's software renderer samples
// a clipped *scaled* copy differently from the whole copy, so that part is grown until no scaled
// copy crosses its edge. Textures are destroyed through destroy_texture(), which counts, so that
// a frame after any texture was destroyed (its address may come back for another) is drawn whole.
#pragma once

#include <SDL.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace rb::render {

struct DrawOp {
  uint64_t what = 0;   // the texture, source, modulation, blend mode, colour, destination
  uint64_t order = 0;  // `what`, and what of the ops before it that it overlaps (z-order)
  SDL_Rect dst{0, 0, 0, 0};
  bool scaled = false;
};
using DrawList = std::vector<DrawOp>;

// While a list is set (not nullptr), copy(), fill() and fill_all() draw nothing and add an op to
// it; setting nullptr again finishes the list's `order` keys.
void record_draws(DrawList* list);

void copy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect& dst);
void fill(SDL_Renderer* renderer, const SDL_Rect& rect);
// The whole target in the draw colour (within the clip rectangle, if one is set).
void fill_all(SDL_Renderer* renderer);

void destroy_texture(SDL_Texture* texture);
uint64_t textures_destroyed();

// The parts of the target where two frames' draw lists differ (none when they are the same):
// apart where they are apart, each grown until no scaled copy of `now` crosses its edge, and no
// more than kMostParts of them (the nearest are joined).
inline constexpr size_t kMostParts = 6;
std::vector<SDL_Rect> changed_parts(const DrawList& before, const DrawList& now);

}  // namespace rb::render
