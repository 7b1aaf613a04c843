// The table's own e^x (core/exponential.hpp) against the C library's, over the doubles whose e^x is
// a normal double.
#include "core/exponential.hpp"

#include <catch2/catch.hpp>
#include <cmath>

namespace rb {
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

}  // namespace
}  // namespace rb
