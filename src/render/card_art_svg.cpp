// Small helpers that write SVG text for the card art: numbers, colours, document, groups.
#include "render/card_art_svg.hpp"

#include <cmath>
#include <cstdio>

#include "render/card_art.hpp"

namespace rb::art {

std::string svg_number(double value, int decimals) {
  double unit = 1;  // 10^decimals (without std::pow, which would link 2 KB of wasm)
  for (int i = 0; i < decimals; ++i) unit *= 10;
  const double scaled = std::round(value * unit);
  if (decimals < 0 || decimals > 9 || !(std::fabs(scaled) < 1e15)) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, scaled == 0.0 ? 0.0 : scaled / unit);
    return text;
  }
  // The same digits as printf("%.*f") would give, without printf (slow in the browser): the
  // rounded value as a whole number of 10^-decimals, split into whole and fractional digits.
  auto units = static_cast<long long>(scaled);
  const bool negative = units < 0;
  if (negative) units = -units;
  char digits[32];  // written from the end
  char* first = digits + sizeof digits;
  for (int place = 0; place <= decimals || units != 0; ++place) {
    const auto digit = char('0' + units % 10);
    units /= 10;
    if (place < decimals) {
      if (digit != '0' || first != digits + sizeof digits) *--first = digit;  // no trailing 0
      if (place == decimals - 1 && first != digits + sizeof digits) *--first = '.';
    } else {
      *--first = digit;
    }
  }
  if (negative && !(first + 1 == digits + sizeof digits && *first == '0')) *--first = '-';
  return std::string(first, digits + sizeof digits);
}

std::string svg_colour(uint32_t rgb) {
  char text[8];
  std::snprintf(text, sizeof text, "#%06x", static_cast<unsigned>(rgb & 0xffffffu));
  return text;
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

}  // namespace rb::art
