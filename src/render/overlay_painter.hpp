// Draws what lies over the piles: outlines (a missed move after a call, a hint, the computer's
// last move), the piles a held card may go to, the keyboard's focus ring, the card picked by a
// click (lifted), cards in flight, and the card being dragged.
#pragma once

#include "app/flow/app_model.hpp"
#include "render/draw_kit.hpp"

namespace rb::render {

void paint_overlays(const DrawKit& kit, const app::AppModel& model, double now_ms);

}  // namespace rb::render
