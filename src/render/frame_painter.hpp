// One frame, back to front: the table, what lies over it (outlines, held and flying cards), the
// toolbar and seats, and the open panel.
#pragma once

#include <SDL.h>

#include "app/flow/app_model.hpp"
#include "render/render_cache.hpp"

namespace rb::render {

void paint_frame(SDL_Renderer* renderer, const app::AppModel& model, RenderCache& cache,
                 double now_ms);

}  // namespace rb::render
