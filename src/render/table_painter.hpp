// Draws the table itself: the felt, the empty places with their names, every pile's cards as the
// game state has them (less those in flight or in the hand), the count badges, and the words
// "Up" and "Down" on the foundations of a game that builds them both ways. Reads the
// model; decides nothing.
#pragma once

#include "app/flow/app_model.hpp"
#include "render/draw_kit.hpp"

namespace rb::render {

void paint_table(const DrawKit& kit, const app::AppModel& model);

}  // namespace rb::render
