// Small helpers that write SVG text for the card art: numbers, colours, document, groups.
#include "render/card_art_svg.hpp"

#include <algorithm>

#include "core/decimal_text.hpp"
#include "render/card_art.hpp"

namespace rb::art {

std::string svg_number(double value, int decimals) {
  return decimal_text(value, decimals);
}

std::string svg_colour(uint32_t rgb) {
  return "#" + hex_text(rgb & 0xffffffu, 6);
}

std::string svg_open(double width, double height, double x, double y) {
  const std::string w = svg_number(width, 5), h = svg_number(height, 5);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h +
         "\" viewBox=\"" + svg_number(x, 5) + " " + svg_number(y, 5) + " " + w + " " + h + "\">";
}

std::string card_document(std::string_view body, const CardRegion& view) {
  std::string svg = svg_open(view.width, view.height, view.x, view.y);
  svg += body;
  svg += kSvgClose;
  return svg;
}

std::string svg_transform(double x, double y, double scale, double degrees) {
  std::string transform = "transform=\"translate(" + svg_number(x) + " " + svg_number(y) + ")";
  if (degrees != 0.0) transform += " rotate(" + svg_number(degrees) + ")";
  if (scale != 1.0) transform += " scale(" + svg_number(scale, 5) + ")";
  return transform + "\"";
}

std::string svg_group(std::string_view piece, double x, double y, double scale, double degrees,
                      std::string_view attributes) {
  std::string group = "<g ";
  group += svg_transform(x, y, scale, degrees);
  if (!attributes.empty()) {
    group += ' ';
    group += attributes;
  }
  group += '>';
  group += piece;
  group += "</g>";
  return group;
}

std::string lattice_path(const LatticeBox& box, int spacing, int through_y,
                         std::string_view style) {
  std::string d = "<path fill=\"none\" " + std::string(style) + " d=\"";
  for (const int slope : {1, -1}) {
    for (int c = through_y - slope * 125 - spacing * 30, k = 0; k <= 60; ++k, c += spacing) {
      const int from = std::max(box.left, slope > 0 ? box.top - c : c - box.bottom);
      const int to = std::min(box.right, slope > 0 ? box.bottom - c : c - box.top);
      for (int end = 0; end < 2 && from < to; ++end) {
        const int x = end == 0 ? from : to;
        d += (end == 0 ? "M" : "L") + std::to_string(x) + " " + std::to_string(slope * x + c);
      }
    }
  }
  return d + "\"/>";
}

}  // namespace rb::art
