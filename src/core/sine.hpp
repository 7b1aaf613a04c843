// Sine and cosine without the C library's: its sin and cos reduce any argument exactly
// (__rem_pio2 and its big-argument half link about 3 KB of wasm), while the table only needs
// angles of a few turns (arcs of the card art, a card turning over, the sounds' tones). Accurate
// to about 1e-11 for |x| up to a million radians.
#pragma once

#include <cmath>

namespace rb {

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

}  // namespace rb
