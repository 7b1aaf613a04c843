// The table's colours, shared by the renderer and the browser test hook (which checks that a pixel
// of bare table has exactly this colour): one felt per TableColour of the settings.
#pragma once

#include <cstdint>

#include "app/storage/settings.hpp"

namespace rb::app {

struct Rgb {
  uint8_t r = 0, g = 0, b = 0;
};

// Card-table felt: the colour of every gutter between places and of the table's middle. Each is
// dark enough for the white labels and outlines and the yellow glow drawn on it.
inline constexpr Rgb felt_colour(TableColour colour) {
  switch (colour) {
    case TableColour::green:
      return Rgb{24, 102, 60};  // classic card-table green
    case TableColour::blue:
      return Rgb{22, 66, 112};  // deep blue
    case TableColour::red:
      return Rgb{110, 30, 44};  // burgundy
    case TableColour::grey:
      return Rgb{60, 64, 68};  // charcoal
  }
  return Rgb{24, 102, 60};
}

// The default felt (green).
inline constexpr Rgb kTableColour = felt_colour(TableColour::green);

}  // namespace rb::app
