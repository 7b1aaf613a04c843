// The shadow's alpha map (see card_shadow.hpp).
#include "render/card_shadow.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "render/inline_math.hpp"

namespace rb::render {
namespace {

// Signed distance from (x, y) to a w x h rectangle at the origin with corners of radius r:
// negative inside.
double rounded_rect_distance(double x, double y, double w, double h, double r) {
  const double qx = std::abs(x - w / 2) - (w / 2 - r);
  const double qy = std::abs(y - h / 2) - (h / 2 - r);
  const double ox = greatest(qx, 0.0), oy = greatest(qy, 0.0);
  const double outside = std::sqrt(ox * ox + oy * oy);
  return outside + least(greatest(qx, qy), 0.0) - r;
}

// erfc(t) for t in [-6, 6], from a table (1/128 apart) drawn up once, by straight lines between
// its entries (off by less than 1e-5, a thousandth of one step of alpha): erfc for every pixel
// was most of the time a shadow took in the browser's first, unoptimized code.
double erfc_near(double t) {
  constexpr int kPerUnit = 128, kHalf = 6 * kPerUnit, kSize = 2 * kHalf + 2;
  // A plain array (a vector's operator[] stayed a call in the wasm's unoptimised first run).
  static double table[kSize];
  static const bool filled = [] {
    for (int i = 0; i < kSize; ++i) table[i] = std::erfc(double(i - kHalf) / kPerUnit);
    return true;
  }();
  (void)filled;
  const double at = clamped(t, -6.0, 6.0) * kPerUnit + kHalf;
  const auto i = static_cast<int>(at);
  const double f = at - double(i);
  return table[i] + (table[i + 1] - table[i]) * f;
}

}  // namespace

int shadow_spread(int card_width) {
  return std::max(2, card_width / 12);
}

std::vector<uint8_t> shadow_alpha(int card_w, int card_h, int radius, int spread, double darkest) {
  const int w = card_w + 2 * spread, h = card_h + 2 * spread;
  std::vector<uint8_t> alpha(size_t(w) * size_t(h));
  const double scale = 1 / (std::sqrt(2.0) * (spread / 2.5));            // 1 / (sqrt(2) sigma)
  const auto inside = static_cast<uint8_t>(std::lround(255 * darkest));  // erfc(-inf) = 2
  // The shadow is symmetric about both axes of the card: work out a quarter and mirror it.
  uint8_t* out = alpha.data();
  for (int y = 0; y < (h + 1) / 2; ++y) {
    for (int x = 0; x < (w + 1) / 2; ++x) {
      const double t =
          scale * rounded_rect_distance(x + 0.5 - spread, y + 0.5 - spread, card_w, card_h, radius);
      const uint8_t a = t < -6  ? inside
                        : t > 6 ? 0
                                : static_cast<uint8_t>(255 * darkest * 0.5 * erfc_near(t) + 0.5);
      uint8_t* top = out + size_t(y) * size_t(w);
      uint8_t* bottom = out + size_t(h - 1 - y) * size_t(w);
      top[x] = top[w - 1 - x] = bottom[x] = bottom[w - 1 - x] = a;
    }
  }
  return alpha;
}

}  // namespace rb::render
