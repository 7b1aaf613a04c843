// Polygons to a coverage mask (see coverage_raster.hpp). An edge is cut into pieces, one per
// pixel it crosses; a piece `height` high (signed: down +, up -) whose middle lies at x in
// column c covers (c + 1 - x) x height of that pixel to its right and all of every pixel further
// right: it adds that to step c and the rest of `height` to step c + 1.
#include "render/coverage_raster.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "render/inline_math.hpp"

namespace rb::render {
namespace {

// A piece of an edge from x0 to x1 within one row, `piece_height` high, added to the row's steps.
[[gnu::always_inline]] inline void lay_piece(float* steps, int width, double x0, double x1,
                                             double piece_height) {
  const double middle = (x0 + x1) / 2;
  const int column = int(std::floor(middle));
  if (column < 0) {
    steps[0] += float(piece_height);  // left of the mask: every pixel lies to its right
  } else if (column < width) {
    const double share = (column + 1 - middle) * piece_height;
    steps[column] += float(share);
    steps[column + 1] += float(piece_height - share);
  }
}

}  // namespace

CoverageRaster::CoverageRaster(int width, int height)
    : width_(std::max(width, 0)),
      height_(std::max(height, 0)),
      steps_(size_t(width_ + 2) * size_t(height_), 0.0f) {}

void CoverageRaster::add(const Contour& contour) {
  if (contour.size() < 3) return;
  for (size_t i = 0; i < contour.size(); ++i) {
    add_edge(contour[i], contour[(i + 1) % contour.size()]);
  }
}

void CoverageRaster::add_edge(Point from, Point to) {
  if (from.y == to.y) return;  // flat: covers no height
  double sign = 1;
  if (from.y > to.y) {
    std::swap(from, to);
    sign = -1;
  }
  const double top = greatest(from.y, 0.0), bottom = least(to.y, double(height_));
  if (top >= bottom) return;
  const double dx_per_dy = (to.x - from.x) / (to.y - from.y);
  for (int row = int(std::floor(top)); row < bottom; ++row) {
    const double y0 = greatest(top, double(row)), y1 = least(bottom, row + 1.0);
    if (y1 <= y0) continue;
    add_in_row(row, from.x + (y0 - from.y) * dx_per_dy, from.x + (y1 - from.y) * dx_per_dy,
               sign * (y1 - y0));
  }
}

void CoverageRaster::add_in_row(int row, double x_top, double x_bottom, double height) {
  float* steps = steps_.data() + size_t(row) * size_t(width_ + 2);
  // The shares of the pixels right of a piece do not depend on which way it leans.
  const double left = least(x_top, x_bottom), right = greatest(x_top, x_bottom);
  const double span = right - left;
  if (span < 1e-9 || std::floor(left) == std::floor(right) || right <= 0) {
    lay_piece(steps, width_, left, right, height);
    return;
  }
  double x = left;
  if (x < 0) {  // the part left of the mask, in one piece
    lay_piece(steps, width_, x, 0, height * (0 - x) / span);
    x = 0;
  }
  while (x < right && x < width_) {
    const double next = least(right, std::floor(x) + 1);
    lay_piece(steps, width_, x, next, height * (next - x) / span);
    x = next;
  }
}

std::vector<uint8_t> CoverageRaster::coverage() const {
  std::vector<uint8_t> out(size_t(width_) * size_t(height_));
  for (int y = 0; y < height_; ++y) {
    const float* steps = steps_.data() + size_t(y) * size_t(width_ + 2);
    uint8_t* row = out.data() + size_t(y) * size_t(width_);
    float sum = 0;
    for (int x = 0; x < width_; ++x) {
      sum += steps[x];
      row[x] = uint8_t(least(std::fabs(sum), 1.0f) * 255.0f + 0.5f);
    }
  }
  return out;
}

}  // namespace rb::render
