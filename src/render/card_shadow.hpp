// The soft shadow under a card: a blurred rounded rectangle (the distance to the card's edge
// through the error function), as alpha values. Card textures carry it baked in, so a resting
// card costs one textured quad; a lifted card gets a second, larger one.
#pragma once

#include <cstdint>
#include <vector>

namespace rb::render {

// How far the shadow reaches beyond a card of that width, in pixels.
int shadow_spread(int card_width);

// Alpha (0..255) of the shadow of a card_w x card_h card with corners of `radius`, on a canvas
// `spread` pixels larger on every side; row by row. `darkest` is the alpha under the card's middle.
std::vector<uint8_t> shadow_alpha(int card_w, int card_h, int radius, int spread, double darkest);

}  // namespace rb::render
