// A Shape (a rounded rectangle with a fill or vertical gradient and an outline inside its edge)
// rasterized directly: each pixel's share of the fill and of the outline from its distance to the
// rectangle's edge, no SVG to write and parse. The same shape as shape_svg draws (the outline's
// middle on a rectangle inset by half its width, the corners' radius less that), anti-aliased
// along the edge as a rasterizer would.
#pragma once

#include <SDL.h>

#include "render/shape_textures.hpp"

namespace rb::render {

// An RGBA32 surface (straight alpha) shape.w x shape.h; nullptr when out of memory.
SDL_Surface* rounded_rect_surface(const Shape& shape);

}  // namespace rb::render
