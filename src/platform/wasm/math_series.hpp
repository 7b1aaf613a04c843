// The C library's e^x, sine, cosine and erfc as the browser build links them (wasm/libm.cpp): short
// series for the arguments the table uses, where musl's exact versions carry tables and
// big-argument reductions the page does not need. Plain C++, tested natively against the C
// library's (tests/engine/exponential_test.cpp, sine_test.cpp).
#pragma once

#include <cmath>

namespace rb::wasm {

// e^x, to about 1e-15 relative over the range a double holds.
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

// Sine, to about 1e-11 for |x| up to a million radians (the table's angles are a few turns).
inline double sine(double x) {
  constexpr double kPi = 3.14159265358979323846, kTwoPi = 2 * kPi;
  x -= kTwoPi * std::nearbyint(x / kTwoPi);  // now in [-pi, pi]
  if (x > kPi / 2) x = kPi - x;              // sin(pi - x) = sin(x): now in [-pi/2, pi/2]
  if (x < -kPi / 2) x = -kPi - x;
  // Taylor's series to x^17 / 17!: its error at pi/2 is below 1e-12.
  const double x2 = x * x;
  double sum = 1.0 / 355687428096000.0;  // 1 / 17!
  constexpr double kInverseFactorials[] = {
      -1.0 / 1307674368000.0, 1.0 / 6227020800.0, -1.0 / 39916800.0, 1.0 / 362880.0,
      -1.0 / 5040.0,          1.0 / 120.0,        -1.0 / 6.0,        1.0};
  for (const double c : kInverseFactorials) sum = sum * x2 + c;
  return sum * x;
}

inline double cosine(double x) {
  return sine(x + 3.14159265358979323846 / 2);
}

// erfc(x) by Abramowitz and Stegun's 7.1.26 (off by less than 2e-7: the card shadow's alpha).
inline double erfc_series(double x) {
  const double z = std::abs(x), t = 1 / (1 + 0.3275911 * z);
  const double poly =
      t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const double above = poly * exponential(-z * z);
  return x >= 0 ? above : 2 - above;
}

}  // namespace rb::wasm
