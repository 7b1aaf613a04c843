// The coverage rasterizer (render/coverage_raster) and the path reader feeding it
// (render/path_outline), checked against exact geometry: each pixel's share of a polygon, a
// disc's area, the nonzero rule, clipping at the mask's edges, and outlines grown for bold.
#include "render/coverage_raster.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

#include "render/path_outline.hpp"

namespace rb::render {
namespace {

constexpr double kPi = 3.14159265358979;

double ink(const std::vector<uint8_t>& coverage) {
  double sum = 0;
  for (uint8_t a : coverage) sum += a;
  return sum / 255.0;
}

// The area of [x0, x1] x [y0, y1] inside pixel (px, py).
double overlap(double x0, double y0, double x1, double y1, int px, int py) {
  const double w = std::max(0.0, std::min(x1, px + 1.0) - std::max(x0, double(px)));
  const double h = std::max(0.0, std::min(y1, py + 1.0) - std::max(y0, double(py)));
  return w * h;
}

std::vector<Contour> read(const char* path, Placement place = {}) {
  std::vector<Contour> contours;
  REQUIRE(path_contours(path, place, contours));
  return contours;
}

}  // namespace

TEST_CASE("each pixel gets its exact share of a rectangle", "[coverage_raster]") {
  // A rectangle with fractional edges, drawn both ways round:
  //   x from 1.25 to 5.5, y from 0.5 to 3.75 in a 7 x 5 mask.
  for (bool clockwise : {true, false}) {
    CoverageRaster raster(7, 5);
    Contour box{{1.25, 0.5}, {5.5, 0.5}, {5.5, 3.75}, {1.25, 3.75}};
    if (!clockwise) box = {{1.25, 0.5}, {1.25, 3.75}, {5.5, 3.75}, {5.5, 0.5}};
    raster.add(box);
    const std::vector<uint8_t> coverage = raster.coverage();
    for (int y = 0; y < 5; ++y) {
      for (int x = 0; x < 7; ++x) {
        INFO("pixel " << x << ", " << y);
        const double expected = overlap(1.25, 0.5, 5.5, 3.75, x, y) * 255;
        CHECK(std::abs(coverage[size_t(y * 7 + x)] - expected) <= 0.51);
      }
    }
  }
}

TEST_CASE("a slanted edge covers each pixel by the area on its inner side", "[coverage_raster]") {
  // A right triangle (0,0) (4,0) (0,4): the hypotenuse x + y = 4 halves the pixels it crosses
  // diagonally, covers those below-left of it and none beyond.
  //   row 0: 255 255 255 127
  //   row 3: 127   0   0   0
  CoverageRaster raster(4, 4);
  raster.add({{0, 0}, {4, 0}, {0, 4}});
  const std::vector<uint8_t> coverage = raster.coverage();
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 4; ++x) {
      INFO("pixel " << x << ", " << y);
      const int expected = x + y < 3 ? 255 : x + y == 3 ? 128 : 0;
      CHECK(std::abs(coverage[size_t(y * 4 + x)] - expected) <= 1);
    }
  }
  CHECK(ink(coverage) == Approx(8.0).margin(0.02));
}

TEST_CASE("curves are followed closely: a disc keeps its area", "[coverage_raster]") {
  // A circle of radius r from four cubic arcs (k = 0.5523 r: within 0.03% of a circle); the
  // chords inside its arcs lose at most 2/3 x 1/50 pixel x the perimeter.
  for (double r : {2.5, 5.0, 20.0}) {
    const double k = 0.5523 * r;
    const int size = int(2 * r) + 4;
    std::vector<Contour> disc;
    const std::string whole =
        "M" + std::to_string(r) + " 0C" + std::to_string(r) + " " + std::to_string(k) + " " +
        std::to_string(k) + " " + std::to_string(r) + " 0 " + std::to_string(r) + "C" +
        std::to_string(-k) + " " + std::to_string(r) + " " + std::to_string(-r) + " " +
        std::to_string(k) + " " + std::to_string(-r) + " 0C" + std::to_string(-r) + " " +
        std::to_string(-k) + " " + std::to_string(-k) + " " + std::to_string(-r) + " 0 " +
        std::to_string(-r) + "C" + std::to_string(k) + " " + std::to_string(-r) + " " +
        std::to_string(r) + " " + std::to_string(-k) + " " + std::to_string(r) + " 0Z";
    REQUIRE(path_contours(whole, {1, size / 2.0, size / 2.0}, disc));
    CoverageRaster raster(size, size);
    for (const Contour& c : disc) raster.add(c);
    INFO("radius " << r);
    CHECK(ink(raster.coverage()) == Approx(kPi * r * r).epsilon(0.01));
  }
}

TEST_CASE("arcs are drawn where SVG draws them", "[coverage_raster]") {
  // A disc of radius 6 as two half-circle arcs (how card_art writes circles), centred at (8, 8);
  // every point of the outline lies on the circle. Radii too small to join the end points are
  // scaled up (SVG's rule): "A1 1" across 12 units is the same half circle.
  for (const char* path :
       {"M2 8A6 6 0 1 0 14 8A6 6 0 1 0 2 8Z", "M2 8A1 1 0 1 0 14 8A1 1 0 1 0 2 8Z",
        "m2 8a6 6 0 1 0 12 0a6 6 0 1 0 -12 0z"}) {
    INFO(path);
    const std::vector<Contour> disc = read(path);
    REQUIRE(disc.size() == 1);
    for (const Point& p : disc[0]) CHECK(std::hypot(p.x - 8, p.y - 8) == Approx(6).margin(1e-9));
    CoverageRaster raster(16, 16);
    raster.add(disc[0]);
    CHECK(ink(raster.coverage()) == Approx(kPi * 36).epsilon(0.005));
  }
  // Sweep and large-arc flags choose among the four arcs: the small one bulging up (sweep 1,
  // from left to right: clockwise on screen) ends a half-disc-like cap above the chord.
  const std::vector<Contour> cap = read("M2 8A6 6 0 0 1 14 8Z");
  REQUIRE(cap.size() == 1);
  for (const Point& p : cap[0]) CHECK(p.y <= 8 + 1e-9);
}

TEST_CASE("the nonzero rule: overlaps count once, holes stay empty", "[coverage_raster]") {
  // Two squares turning the same way overlap in 2..4 x 2..4: covered once, not twice.
  // A square turning the other way inside a third one is a hole.
  //   +------+          +-----------+
  //   |  +---|--+       |  +-----+  |
  //   +--|---+  |       |  |hole |  |
  //      +------+       +--+-----+--+
  CoverageRaster overlapping(8, 8);
  overlapping.add({{0, 0}, {4, 0}, {4, 4}, {0, 4}});
  overlapping.add({{2, 2}, {6, 2}, {6, 6}, {2, 6}});
  CHECK(ink(overlapping.coverage()) == Approx(28.0).margin(0.02));  // 16 + 16 - 4
  CoverageRaster holed(8, 8);
  holed.add({{0, 0}, {8, 0}, {8, 8}, {0, 8}});
  holed.add({{2, 2}, {2, 6}, {6, 6}, {6, 2}});
  const std::vector<uint8_t> coverage = holed.coverage();
  CHECK(coverage[size_t(3 * 8 + 3)] == 0);
  CHECK(coverage[size_t(1 * 8 + 1)] == 255);
  CHECK(ink(coverage) == Approx(48.0).margin(0.02));
}

TEST_CASE("parts outside the mask are clipped, not folded in", "[coverage_raster]") {
  // A rectangle from x = -5 to 2.5 and y = -3 to 2 on a 4 x 4 mask: columns 0 and 1 of rows 0
  // and 1 full, column 2 half, nothing below row 1 or right of column 2.
  CoverageRaster raster(4, 4);
  raster.add({{-5, -3}, {2.5, -3}, {2.5, 2}, {-5, 2}});
  const std::vector<uint8_t> coverage = raster.coverage();
  const uint8_t expected[16] = {255, 255, 128, 0, 255, 255, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  for (size_t i = 0; i < 16; ++i) {
    INFO("pixel " << i % 4 << ", " << i / 4);
    CHECK(std::abs(coverage[i] - expected[i]) <= 1);
  }
  // Wholly outside (right of it, below it): nothing.
  CoverageRaster away(4, 4);
  away.add({{5, 0}, {9, 0}, {9, 3}, {5, 3}});
  away.add({{0, 6}, {3, 6}, {3, 9}, {0, 9}});
  CHECK(ink(away.coverage()) == 0);
}

TEST_CASE("path data: absolute and relative commands, placement", "[coverage_raster]") {
  // The same 3 x 2 rectangle written four ways, placed at (10, 20) and scaled by 2.
  const Placement place{2, 10, 20};
  const Contour expected{{10, 20}, {16, 20}, {16, 24}, {10, 24}};
  for (const char* path : {"M0 0L3 0L3 2L0 2Z", "m0 0l3 0l0 2l-3 0z", "M0,0 H3 V2 H0 Z",
                           "m0 0h3v2h-3z", "M0 0 3 0 3 2 0 2"}) {
    INFO(path);
    const std::vector<Contour> contours = read(path, place);
    REQUIRE(contours.size() == 1);
    REQUIRE(contours[0].size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      CHECK(contours[0][i].x == Approx(expected[i].x));
      CHECK(contours[0][i].y == Approx(expected[i].y));
    }
  }
  // After z the pen is back at the start of the subpath: the next relative move is from there.
  const std::vector<Contour> two = read("m1 1h2v2h-2zm4 0h2v2h-2z");
  REQUIRE(two.size() == 2);
  CHECK(two[1][0].x == Approx(5));
  CHECK(two[1][0].y == Approx(1));
  // Numbers run together the way SVG allows: signs and second decimal points start new ones.
  const std::vector<Contour> packed = read("M0-1.5.5 2-1-1z");
  REQUIRE(packed.size() == 1);
  CHECK(packed[0][0].y == Approx(-1.5));
  CHECK(packed[0][1].x == Approx(0.5));
  CHECK(packed[0][2].x == Approx(-1));
  // A quadratic is cut into pieces that end on the curve.
  const std::vector<Contour> curve = read("M0 0Q10 10 20 0Z");
  REQUIRE(curve.size() == 1);
  CHECK(curve[0].size() > 6);
  for (const Point& p : curve[0]) {
    const double t = p.x / 20;
    CHECK(p.y == Approx(2 * (1 - t) * t * 10).margin(1e-9));
  }
}

TEST_CASE("path data the reader does not know is refused whole", "[coverage_raster]") {
  for (const char* path :
       {"M0 0S5 5 10 0Z", "M0 0L", "12 3", "M0 0Lx 1", "M1e 2", "M0 0A1 1 0 1"}) {
    INFO(path);
    std::vector<Contour> contours{{{1, 1}}};
    CHECK_FALSE(path_contours(path, {}, contours));
    CHECK(contours.size() == 1);  // what was there before, and nothing more
  }
}

TEST_CASE("an outline grown for bold reaches out the same distance on every side",
          "[coverage_raster]") {
  // A 4 x 4 square grown by 0.5 is 5 x 5 (mitred corners), whichever way it turns; a hole in a
  // square shrinks as the fill around it grows.
  for (const char* path : {"M2 2h4v4h-4z", "M2 2v4h4v-4z"}) {
    const std::vector<Contour> wide = grown(read(path), 0.5);
    CoverageRaster raster(10, 10);
    for (const Contour& c : wide) raster.add(c);
    INFO(path);
    CHECK(ink(raster.coverage()) == Approx(25.0).margin(0.1));  // (edge pixels round up)
  }
  const std::vector<Contour> ring = grown(read("M1 1h8v8h-8zM3 3v4h4v-4z"), 0.5);
  CoverageRaster raster(10, 10);
  for (const Contour& c : ring) raster.add(c);
  CHECK(ink(raster.coverage()) == Approx(81.0 - 9.0).margin(0.1));  // 9 x 9 less 3 x 3
}

}  // namespace rb::render
