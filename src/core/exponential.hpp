// e^x without the C library's exp, whose 2 KB table and code every page would carry for the
// sounds' decays and the card shadow's curve. Accurate to about 1e-15 relative over the range
// a double holds.
#pragma once

#include <cmath>

namespace rb {

inline double exponential(double x) {
  // ln 2 in two parts, the first with few enough bits that k times it is exact.
  constexpr double kLn2High = 6.93147180369123816490e-01, kLn2Low = 1.90821492927058770002e-10;
  if (x < -745) return 0;
  if (x > 709) return HUGE_VAL;
  // x = k ln 2 + r with |r| <= ln 2 / 2; e^x = 2^k e^r, e^r by Taylor's series to r^14 / 14!
  // (its error at ln 2 / 2 is below 1e-17).
  const double k = std::nearbyint(x / (kLn2High + kLn2Low));
  const double r = (x - k * kLn2High) - k * kLn2Low;
  double sum = 1;
  for (int n = 14; n >= 1; --n) sum = 1 + sum * r / n;
  return std::scalbn(sum, int(k));
}

}  // namespace rb
