// Anti-aliased filling of polygons into a coverage mask, for outlines drawn often and small (the
// glyphs of text): every edge adds, in the pixels it crosses, the signed share of each pixel that
// lies to its right, and a running sum along each row then gives each pixel's covered area (an
// exact box filter; nonzero rule, overlaps of same-turning contours count once). Costs a few
// operations per pixel an edge crosses, and one pass over the mask.
#pragma once

#include <cstdint>
#include <vector>

namespace rb::render {

struct Point {
  double x = 0, y = 0;
};

using Contour = std::vector<Point>;  // a closed polygon: the last point joins the first

class CoverageRaster {
 public:
  CoverageRaster(int width, int height);

  // Pixels are unit squares, (0, 0) the top left corner of the first; parts outside are clipped.
  void add(const Contour& contour);
  // Coverage 0..255 of each pixel, row by row (width x height).
  std::vector<uint8_t> coverage() const;

  int width() const { return width_; }
  int height() const { return height_; }

 private:
  void add_edge(Point from, Point to);
  void add_in_row(int row, double x_top, double x_bottom, double height);
  int width_, height_;
  std::vector<float> steps_;  // per row, width + 2 changes of coverage from one pixel to the next
};

}  // namespace rb::render
