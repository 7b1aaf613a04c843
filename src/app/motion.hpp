// Where the table moves between two frames: the rectangles (device pixels) of the cards in
// motion at a moment, the flying cards and the dragged one, grown to hold their shadows. A
// platform that keeps the last frame's pixels redraws only the union of these rectangles at the
// last frame and now, when nothing else changed (UiState::moved without UiState::dirty).
#pragma once

#include <vector>

#include "app/app_model.hpp"
#include "app/layout.hpp"

namespace rb::app {

std::vector<Rect> motion_rects(const AppModel& model, double now_ms);

// The smallest rectangle holding all of them (w = 0 when there are none).
Rect bounding_rect(const std::vector<Rect>& rects);

}  // namespace rb::app
