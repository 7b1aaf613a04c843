// Draws the toolbar (buttons and the message line), each player's seat (name, deck, cards left,
// wrong calls, and a glow on the one whose turn it is), and the banner that says whose turn it
// has become.
#pragma once

#include "app/flow/app_model.hpp"
#include "render/draw_kit.hpp"

namespace rb::render {

void paint_hud(const DrawKit& kit, const app::AppModel& model, double now_ms);

}  // namespace rb::render
