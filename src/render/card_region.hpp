// A region of a card (card units) as whole pixels at a card's scale: a document of only that
// region (art::CardRegion as its view) is rasterized over those pixels alone and laid at their
// place, rather than over the whole card.
#pragma once

#include <algorithm>
#include <cmath>

#include "render/card_art.hpp"

namespace rb::render {

struct PixelRegion {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // the pixels [x0, x1) x [y0, y1) of the card
  art::CardRegion view;                // the part of the card they show, in card units
  bool empty() const { return x1 <= x0 || y1 <= y0; }
};

// The pixels covering `region` at `pixels_per_unit`, within a card `width` x `height` pixels.
inline PixelRegion pixel_region(const art::CardRegion& region, double pixels_per_unit, int width,
                                int height) {
  PixelRegion r;
  r.x0 = std::max(0, int(std::floor(region.x * pixels_per_unit)));
  r.y0 = std::max(0, int(std::floor(region.y * pixels_per_unit)));
  r.x1 = std::min(width, int(std::ceil((region.x + region.width) * pixels_per_unit)));
  r.y1 = std::min(height, int(std::ceil((region.y + region.height) * pixels_per_unit)));
  r.view = {r.x0 / pixels_per_unit, r.y0 / pixels_per_unit, (r.x1 - r.x0) / pixels_per_unit,
            (r.y1 - r.y0) / pixels_per_unit};
  return r;
}

}  // namespace rb::render
