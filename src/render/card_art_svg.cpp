// Small helpers that write SVG text for the card art: numbers, colours, document, groups.
#include "render/card_art_svg.hpp"

#include <cmath>
#include <cstdio>

namespace rb::art {

std::string svg_number(double value, int decimals) {
  const double unit = std::pow(10.0, decimals);
  const double rounded = std::round(value * unit) / unit;
  char text[48];
  std::snprintf(text, sizeof text, "%.*f", decimals, rounded == 0.0 ? 0.0 : rounded);
  std::string number = text;
  if (number.find('.') != std::string::npos) {
    number.erase(number.find_last_not_of('0') + 1);
    if (number.back() == '.') number.pop_back();
  }
  return number;
}

std::string svg_colour(uint32_t rgb) {
  char text[8];
  std::snprintf(text, sizeof text, "#%06x", static_cast<unsigned>(rgb & 0xffffffu));
  return text;
}

std::string svg_open(double width, double height) {
  const std::string w = svg_number(width), h = svg_number(height);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h +
         "\" viewBox=\"0 0 " + w + " " + h + "\">";
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

}  // namespace rb::art
