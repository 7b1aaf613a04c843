// SVG path data (the subset card_art writes: M L H V Q C A Z, absolute or relative, numbers
// with no exponent) turned into
// polygons for CoverageRaster: placed by a scale and an offset, curves cut into straight pieces
// that stray at most a fiftieth of a pixel from them. And a filled outline grown outwards
// (what a stroke around it adds), for bold text.
#pragma once

#include <string_view>
#include <vector>

#include "render/coverage_raster.hpp"

namespace rb::render {

struct Placement {
  double scale = 1;     // pixels per path unit
  double x = 0, y = 0;  // where the path's (0, 0) lands, in pixels
};

// The closed polygons of `path_data`, in pixels, appended to `out`; false (and nothing added)
// when the data has a command or number this reader does not know.
bool path_contours(std::string_view path_data, const Placement& place, std::vector<Contour>& out);

// The outlines grown by `distance` pixels on their unfilled side (mitred corners, bevelled where
// sharper than 120 degrees): the filled area of `contours` (nonzero rule), plus a stroke
// 2 x `distance` wide around it.
std::vector<Contour> grown(const std::vector<Contour>& contours, double distance);

}  // namespace rb::render
