// Breaks text into lines that fit a width, at spaces, with a measuring function (see widgets.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/ui/widgets.hpp"

namespace rb::app {

// Lines no wider than `max_width` (a single word wider than that gets a line of its own).
std::vector<std::string> wrap_text(std::string_view text, double max_width, double font_px,
                                   bool bold, MeasureText measure);

// The text cut to fit `max_width`, ending in "..." when it had to be cut.
std::string fit_text(std::string_view text, double max_width, double font_px, bool bold,
                     MeasureText measure);

}  // namespace rb::app
