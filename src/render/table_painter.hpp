// Draws one frame of the table: the felt, the empty places, and every pile's cards as the game
// state has them. Reads the layout and the state; decides nothing.
#pragma once

#include <SDL.h>

#include "app/layout.hpp"
#include "engine/state.hpp"
#include "render/render_cache.hpp"

namespace rb::render {

void paint_table(SDL_Renderer* renderer, const app::Layout& layout, const State& state,
                 RenderCache& cache);

}  // namespace rb::render
