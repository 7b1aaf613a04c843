// The shadow's alpha map (see card_shadow.hpp).
#include "render/card_shadow.hpp"

#include <algorithm>
#include <cmath>

namespace rb::render {
namespace {

// Signed distance from (x, y) to a w x h rectangle at the origin with corners of radius r:
// negative inside.
double rounded_rect_distance(double x, double y, double w, double h, double r) {
  const double qx = std::abs(x - w / 2) - (w / 2 - r);
  const double qy = std::abs(y - h / 2) - (h / 2 - r);
  const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
  return outside + std::min(std::max(qx, qy), 0.0) - r;
}

}  // namespace

int shadow_spread(int card_width) {
  return std::max(2, card_width / 12);
}

std::vector<uint8_t> shadow_alpha(int card_w, int card_h, int radius, int spread, double darkest) {
  const int w = card_w + 2 * spread, h = card_h + 2 * spread;
  std::vector<uint8_t> alpha(size_t(w) * size_t(h));
  const double sigma = spread / 2.5;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const double d =
          rounded_rect_distance(x + 0.5 - spread, y + 0.5 - spread, card_w, card_h, radius);
      const double a = darkest * 0.5 * std::erfc(d / (std::sqrt(2.0) * sigma));
      alpha[size_t(y) * size_t(w) + size_t(x)] = static_cast<uint8_t>(std::lround(255 * a));
    }
  }
  return alpha;
}

}  // namespace rb::render
