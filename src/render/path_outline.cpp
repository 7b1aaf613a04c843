// Path data to polygons, and outlines grown outwards (see path_outline.hpp).
#include "render/path_outline.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace rb::render {
namespace {

constexpr double kTolerance = 0.02;  // pixels a straight piece may stray from its curve
constexpr int kMostPieces = 64;

double length(Point v) {
  return std::sqrt(v.x * v.x + v.y * v.y);
}

// Straight pieces for a curve whose second differences are at most `bend` pixels long: n pieces
// stray at most bend x k / n^2 (k = 1/4 for quadratics, 3/4 for cubics).
int pieces_for(double bend, double k) {
  return std::clamp(int(std::ceil(std::sqrt(bend * k / kTolerance))), 1, kMostPieces);
}

class PathReader {
 public:
  PathReader(std::string_view data, const Placement& place) : data_(data), place_(place) {}

  bool read(std::vector<Contour>& out) {
    char command = 0;
    while (skip_separators(), at_ < data_.size()) {
      const char c = data_[at_];
      if (std::isalpha(static_cast<unsigned char>(c))) {
        command = c;
        ++at_;
        if (command == 'Z' || command == 'z') {
          close();
          continue;
        }
      } else if (command == 0 || command == 'Z' || command == 'z') {
        return false;  // numbers with no command before them
      }
      if (!step(command)) return false;
      if (command == 'M') command = 'L';  // pairs after a move are lines
      if (command == 'm') command = 'l';
    }
    close();
    for (Contour& contour : contours_) out.push_back(std::move(contour));
    return true;
  }

 private:
  void skip_separators() {
    while (at_ < data_.size() &&
           (data_[at_] == ',' || std::isspace(static_cast<unsigned char>(data_[at_])))) {
      ++at_;
    }
  }

  bool number(double& value) {
    skip_separators();
    const size_t start = at_;
    if (at_ < data_.size() && (data_[at_] == '-' || data_[at_] == '+')) ++at_;
    double whole = 0;
    bool digits = false;
    while (at_ < data_.size() && std::isdigit(static_cast<unsigned char>(data_[at_]))) {
      whole = whole * 10 + (data_[at_++] - '0');
      digits = true;
    }
    if (at_ < data_.size() && data_[at_] == '.') {
      ++at_;
      double unit = 0.1;
      while (at_ < data_.size() && std::isdigit(static_cast<unsigned char>(data_[at_]))) {
        whole += (data_[at_++] - '0') * unit;
        unit /= 10;
        digits = true;
      }
    }
    if (!digits) return false;
    value = data_[start] == '-' ? -whole : whole;
    return true;
  }

  // A point given as two numbers, relative to the current point for lower-case commands.
  bool point(bool relative, Point& p) {
    if (!number(p.x) || !number(p.y)) return false;
    if (relative) {
      p.x += current_.x;
      p.y += current_.y;
    }
    return true;
  }

  Point pixel(Point p) const {
    return {place_.x + place_.scale * p.x, place_.y + place_.scale * p.y};
  }

  // A new outline starts at the current point.
  void start_outline() {
    if (open_.empty()) open_.push_back(pixel(current_));
  }

  void line_to(Point p) {
    start_outline();
    open_.push_back(pixel(p));
    current_ = p;
  }

  void close() {
    // Repeated points (and a last point on the first) add nothing and would confuse grown().
    Contour clean;
    for (const Point& p : open_) {
      if (clean.empty() || p.x != clean.back().x || p.y != clean.back().y) clean.push_back(p);
    }
    while (clean.size() > 1 && clean.back().x == clean.front().x &&
           clean.back().y == clean.front().y) {
      clean.pop_back();
    }
    if (clean.size() >= 3) contours_.push_back(std::move(clean));
    open_.clear();
    current_ = start_;
  }

  bool step(char command) {
    const bool relative = std::islower(static_cast<unsigned char>(command));
    Point a, b, c;
    switch (command) {
      case 'M':
      case 'm':
        if (!point(relative, a)) return false;
        close();
        current_ = start_ = a;
        return true;
      case 'L':
      case 'l':
        if (!point(relative, a)) return false;
        line_to(a);
        return true;
      case 'H':
      case 'h':
        if (!number(a.x)) return false;
        line_to({relative ? current_.x + a.x : a.x, current_.y});
        return true;
      case 'V':
      case 'v':
        if (!number(a.y)) return false;
        line_to({current_.x, relative ? current_.y + a.y : a.y});
        return true;
      case 'Q':
      case 'q': {
        if (!point(relative, a) || !point(relative, b)) return false;
        const Point p0 = pixel(current_), p1 = pixel(a), p2 = pixel(b);
        const int n = pieces_for(length({p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y}), 0.25);
        start_outline();
        for (int i = 1; i <= n; ++i) {
          const double t = double(i) / n, u = 1 - t;
          open_.push_back({u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                           u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y});
        }
        current_ = b;
        return true;
      }
      case 'C':
      case 'c': {
        if (!point(relative, a) || !point(relative, b) || !point(relative, c)) return false;
        const Point p0 = pixel(current_), p1 = pixel(a), p2 = pixel(b), p3 = pixel(c);
        const double bend = std::max(length({p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y}),
                                     length({p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y}));
        const int n = pieces_for(bend, 0.75);
        start_outline();
        for (int i = 1; i <= n; ++i) {
          const double t = double(i) / n, u = 1 - t;
          const double w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t;
          open_.push_back({w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                           w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y});
        }
        current_ = c;
        return true;
      }
      case 'A':
      case 'a': {
        Point radii;
        double rotation = 0, large = 0, sweep = 0;
        if (!number(radii.x) || !number(radii.y) || !number(rotation) || !number(large) ||
            !number(sweep) || !point(relative, a)) {
          return false;
        }
        arc_to(radii, rotation, large != 0, sweep != 0, a);
        return true;
      }
      default:
        return false;  // the shorthand curves: card_art writes none
    }
  }

  // An elliptical arc to `end` as SVG draws it (the centre worked out from the end points, as in
  // the SVG specification's implementation notes), in pieces like the curves'.
  void arc_to(Point radii, double rotation_degrees, bool large, bool sweep, Point end) {
    const Point start = current_;
    double rx = std::fabs(radii.x), ry = std::fabs(radii.y);
    if (rx == 0 || ry == 0 || (start.x == end.x && start.y == end.y)) {
      line_to(end);
      return;
    }
    constexpr double kPiValue = 3.14159265358979323846;
    const double phi = rotation_degrees * kPiValue / 180, c = std::cos(phi), s = std::sin(phi);
    const double hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2;
    const double x1 = c * hx + s * hy, y1 = -s * hx + c * hy;
    const double too_small = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry);
    if (too_small > 1) {
      rx *= std::sqrt(too_small);
      ry *= std::sqrt(too_small);
    }
    const double num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
    const double den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
    const double k = (large != sweep ? 1 : -1) * std::sqrt(std::max(0.0, num / den));
    const double cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx;
    const double cx = c * cx1 - s * cy1 + (start.x + end.x) / 2;
    const double cy = s * cx1 + c * cy1 + (start.y + end.y) / 2;
    // (In float: the page already has atan2f, for SDL2_image's SVG arcs; double's would be more
    // wasm for a precision the pixels cannot show.)
    const double from = ::atan2f(float((y1 - cy1) / ry), float((x1 - cx1) / rx));
    double turn = ::atan2f(float((-y1 - cy1) / ry), float((-x1 - cx1) / rx)) - from;
    if (sweep && turn < 0) turn += 2 * kPiValue;
    if (!sweep && turn > 0) turn -= 2 * kPiValue;
    // Pieces short enough to stray at most kTolerance from the arc at its larger radius (a
    // piece turning by a strays r (1 - cos a/2), about r a^2 / 8).
    const double radius_px = std::max(rx, ry) * place_.scale;
    const double step =
        radius_px > kTolerance ? std::sqrt(8 * kTolerance / radius_px) : kPiValue / 2;
    const int n = std::clamp(int(std::ceil(std::fabs(turn) / step)), 1, 4 * kMostPieces);
    start_outline();
    for (int i = 1; i < n; ++i) {
      const double t = from + turn * i / n;
      const double ex = rx * std::cos(t), ey = ry * std::sin(t);
      open_.push_back(pixel({cx + c * ex - s * ey, cy + s * ex + c * ey}));
    }
    open_.push_back(pixel(end));
    current_ = end;
  }

  std::string_view data_;
  Placement place_;
  size_t at_ = 0;
  Point current_, start_;  // in path units
  Contour open_;           // in pixels
  std::vector<Contour> contours_;
};

}  // namespace

bool path_contours(std::string_view path_data, const Placement& place, std::vector<Contour>& out) {
  return PathReader(path_data, place).read(out);
}

std::vector<Contour> grown(const std::vector<Contour>& contours, double distance) {
  // Which side is filled: the outlines turn one way around filled areas, the other around
  // holes, and the filled area outweighs the holes.
  double area = 0;
  for (const Contour& contour : contours) {
    for (size_t i = 0; i < contour.size(); ++i) {
      const Point& p = contour[i];
      const Point& q = contour[(i + 1) % contour.size()];
      area += p.x * q.y - q.x * p.y;
    }
  }
  const double outwards = area >= 0 ? distance : -distance;
  std::vector<Contour> out;
  for (const Contour& contour : contours) {
    const size_t n = contour.size();
    std::vector<Point> normals(n);  // of the edge from point i to point i + 1, unit, outwards
    for (size_t i = 0; i < n; ++i) {
      const Point& p = contour[i];
      const Point& q = contour[(i + 1) % n];
      const double len = std::max(length({q.x - p.x, q.y - p.y}), 1e-12);
      normals[i] = {(q.y - p.y) / len, -(q.x - p.x) / len};
    }
    Contour moved;
    for (size_t i = 0; i < n; ++i) {
      const Point& in = normals[(i + n - 1) % n];
      const Point& out_normal = normals[i];
      const double cosine = in.x * out_normal.x + in.y * out_normal.y;
      const Point& p = contour[i];
      if (cosine > -0.5) {
        const double k = outwards / (1 + cosine);
        moved.push_back({p.x + k * (in.x + out_normal.x), p.y + k * (in.y + out_normal.y)});
      } else {
        moved.push_back({p.x + outwards * in.x, p.y + outwards * in.y});
        moved.push_back({p.x + outwards * out_normal.x, p.y + outwards * out_normal.y});
      }
    }
    out.push_back(std::move(moved));
  }
  return out;
}

}  // namespace rb::render
