// The card shadow (render/card_shadow.hpp): its curve is the error function's (its own erfc,
// not the C library's), so every pixel is within one step of alpha of a shadow worked out with
// std::erfc, and the shadow fades from `darkest` under the card to nothing at its reach.
#include "render/card_shadow.hpp"

#include <catch2/catch.hpp>
#include <cmath>

namespace rb::render {
namespace {

// The same shadow straight from the definition, with the C library's erfc.
double exact_alpha(int x, int y, int w, int h, int r, int spread, double darkest) {
  const double qx = std::abs(x + 0.5 - spread - w / 2.0) - (w / 2.0 - r);
  const double qy = std::abs(y + 0.5 - spread - h / 2.0) - (h / 2.0 - r);
  const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
  const double distance = outside + std::min(std::max(qx, qy), 0.0) - r;
  const double t = distance / (std::sqrt(2.0) * (spread / 2.5));
  return 255 * darkest * 0.5 * std::erfc(t);
}

TEST_CASE("a card's shadow follows the error function to one step of alpha", "[shadow]") {
  const int w = 71, h = 99, r = 6, spread = shadow_spread(w);
  const double darkest = 0.55;
  const std::vector<uint8_t> alpha = shadow_alpha(w, h, r, spread, darkest);
  const int cw = w + 2 * spread, ch = h + 2 * spread;
  REQUIRE(alpha.size() == size_t(cw * ch));
  double worst = 0;
  for (int y = 0; y < ch; ++y) {
    for (int x = 0; x < cw; ++x) {
      worst = std::max(
          worst, std::abs(alpha[size_t(y * cw + x)] - exact_alpha(x, y, w, h, r, spread, darkest)));
    }
  }
  CHECK(worst <= 0.5 + 1e-3);
  CHECK(alpha[size_t(ch / 2 * cw + cw / 2)] == std::lround(255 * darkest));
  CHECK(alpha[0] < 3);
}

}  // namespace
}  // namespace rb::render
