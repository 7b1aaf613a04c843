// The sine and cosine of the browser build (platform/wasm/math_series.hpp) against the C library's,
// over many turns.
#include <catch2/catch.hpp>
#include <cmath>

#include "platform/wasm/math_series.hpp"

namespace rb::wasm {
namespace {

TEST_CASE("sine and cosine agree with the C library's to 1e-11 over a thousand turns", "[sine]") {
  double worst = 0;
  for (double x = -6300; x < 6300; x += 0.0137) {
    worst = std::max(worst, std::abs(sine(x) - std::sin(x)));
    worst = std::max(worst, std::abs(cosine(x) - std::cos(x)));
  }
  CHECK(worst < 1e-11);
  CHECK(sine(0) == 0);
  CHECK(std::abs(cosine(0) - 1) < 1e-12);
}

}  // namespace
}  // namespace rb::wasm
