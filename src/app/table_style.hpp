// The table's colours, shared by the renderer and the browser test hook (which checks that a pixel
// of bare table has exactly this colour).
#pragma once

#include <cstdint>

namespace rb::app {

struct Rgb {
  uint8_t r = 0, g = 0, b = 0;
};

// Card-table felt: the colour of every gutter between places and of the table's middle.
inline constexpr Rgb kTableColour{24, 102, 60};

}  // namespace rb::app
