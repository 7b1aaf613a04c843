// The order of a frame's layers (see frame_painter.hpp).
#include "render/frame_painter.hpp"

#include "render/draw_kit.hpp"
#include "render/hud_painter.hpp"
#include "render/overlay_painter.hpp"
#include "render/panel_painter.hpp"
#include "render/table_painter.hpp"

namespace rb::render {

void paint_frame(SDL_Renderer* renderer, const app::AppModel& model, RenderCache& cache,
                 double now_ms) {
  const DrawKit kit{renderer, cache, model.layout};
  paint_table(kit, model);
  paint_overlays(kit, model, now_ms);
  paint_hud(kit, model, now_ms);
  paint_panel(kit, model);
}

}  // namespace rb::render
