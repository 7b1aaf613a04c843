// Draws the open panel (menu, rules, end of game, statistics) over a dimmed table: a translucent
// dark box with rounded corners, its buttons, text and the faint bands behind a table's rows; the
// rules' text is clipped to its scrolling column with a scroll bar beside it.
#pragma once

#include "app/flow/app_model.hpp"
#include "render/draw_kit.hpp"

namespace rb::render {

void paint_panel(const DrawKit& kit, const app::AppModel& model);

}  // namespace rb::render
