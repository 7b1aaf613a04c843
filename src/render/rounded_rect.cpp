// Rounded rectangles from their distance field (see rounded_rect.hpp).
#include "render/rounded_rect.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "render/inline_math.hpp"
#include "render/surface_layers.hpp"

namespace rb::render {
namespace {

struct Colour {
  double r = 0, g = 0, b = 0, a = 0;  // 0..1, straight
};

Colour colour_of(uint32_t rgba) {
  return {double(rgba >> 24) / 255, double((rgba >> 16) & 0xff) / 255,
          double((rgba >> 8) & 0xff) / 255, double(rgba & 0xff) / 255};
}

Colour mix(const Colour& a, const Colour& b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
          a.a + (b.a - a.a) * t};
}

// The share of the pixel whose centre is `d` from an edge (along its normal) covered by the
// band from `from` to `to` across it (d, from, to in pixels).
[[gnu::always_inline]] inline double band_cover(double d, double from, double to) {
  return clamped(least(d + 0.5, to) - greatest(d - 0.5, from), 0.0, 1.0);
}

}  // namespace

SDL_Surface* rounded_rect_surface(const Shape& s) {
  SDL_Surface* out = new_rgba(s.w, s.h);
  if (out == nullptr) return nullptr;
  const double stroke = (s.stroke & 0xffu) != 0 ? s.stroke_px : 0;
  const double inset = s.stroke_px / 2;
  const double half_w = std::max(0.0, s.w / 2.0 - inset), half_h = std::max(0.0, s.h / 2.0 - inset);
  const double radius = std::clamp(s.radius - inset, 0.0, std::min(half_w, half_h));
  const bool filled = (s.fill & 0xffu) != 0 || s.fill_end != 0;
  const Colour fill_top = colour_of(s.fill), fill_bottom = colour_of(s.fill_end);
  const Colour line = colour_of(s.stroke);
  const double span = std::max(1e-9, 2 * half_h);
  // A pixel this far inside the outline's middle is all fill (its colour is its row's).
  const double solid = -(0.5 + stroke / 2);
  // Per column: the distance beyond the straight part of the top and bottom edges.
  std::vector<double> beyond_x(size_t(s.w));
  for (int x = 0; x < s.w; ++x)
    beyond_x[size_t(x)] = std::fabs(x + 0.5 - s.w / 2.0) - (half_w - radius);
  const double* beyond = beyond_x.data();  // (raw: the loops below stay free of calls)
  for (int y = 0; y < s.h; ++y) {
    auto* row = static_cast<uint8_t*>(out->pixels) + y * out->pitch;
    const Colour fill =
        s.fill_end != 0 ? mix(fill_top, fill_bottom, clamped((y + 0.5 - inset) / span, 0.0, 1.0))
                        : fill_top;
    const uint8_t fill_pixel[4] = {uint8_t(fill.r * 255 + 0.5), uint8_t(fill.g * 255 + 0.5),
                                   uint8_t(fill.b * 255 + 0.5), uint8_t(fill.a * 255 + 0.5)};
    const double qy = std::fabs(y + 0.5 - s.h / 2.0) - (half_h - radius);
    for (int x = 0; x < s.w; ++x) {
      // Signed distance from the pixel's centre to the outline's middle (negative inside).
      const double qx = beyond[x];
      const double d =
          qx > 0 && qy > 0 ? std::sqrt(qx * qx + qy * qy) - radius : greatest(qx, qy) - radius;
      if (d < solid) {
        if (filled) {
          for (int c = 0; c < 4; ++c) row[4 * x + c] = fill_pixel[c];
        }
        continue;
      }
      const double fill_a = filled ? fill.a * band_cover(d, -1e9, 0) : 0;
      const double line_a = stroke > 0 ? line.a * band_cover(d, -stroke / 2, stroke / 2) : 0;
      const double a = line_a + fill_a * (1 - line_a);
      if (a <= 0) continue;
      const double line_share = line_a / a, fill_share = fill_a * (1 - line_a) / a;
      row[4 * x] = uint8_t((line.r * line_share + fill.r * fill_share) * 255 + 0.5);
      row[4 * x + 1] = uint8_t((line.g * line_share + fill.g * fill_share) * 255 + 0.5);
      row[4 * x + 2] = uint8_t((line.b * line_share + fill.b * fill_share) * 255 + 0.5);
      row[4 * x + 3] = uint8_t(a * 255 + 0.5);
    }
  }
  return out;
}

}  // namespace rb::render
