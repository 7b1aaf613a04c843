// The e^x of the browser build (platform/wasm/math_series.hpp) against the C library's, over the
// doubles whose e^x is a normal double.
#include <catch2/catch.hpp>
#include <cmath>

#include "platform/wasm/math_series.hpp"

namespace rb::wasm {
namespace {

TEST_CASE("exponential agrees with the C library's exp to 1e-14 relative", "[exponential]") {
  double worst = 0;
  for (double x = -700; x < 709; x += 0.00731) {
    worst = std::max(worst, std::abs(exponential(x) / std::exp(x) - 1));
  }
  CHECK(worst < 1e-14);
  CHECK(exponential(0) == 1);
  CHECK(exponential(-800) == 0);
  CHECK(std::isinf(exponential(800)));
}

TEST_CASE("erfc_series agrees with the C library's erfc to 2e-7", "[exponential]") {
  double worst = 0;
  for (double x = -6; x <= 6; x += 1.0 / 1024) {
    worst = std::max(worst, std::abs(erfc_series(x) - std::erfc(x)));
  }
  CHECK(worst < 2e-7);
  CHECK(std::abs(erfc_series(0) - 1) < 2e-7);
}

}  // namespace
}  // namespace rb::wasm
