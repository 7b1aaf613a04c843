// Small helpers that write SVG text for the card art: numbers, colours, document, groups.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "render/card_art.hpp"

namespace rb::art {

// A number with at most `decimals` decimals and no trailing zeros: "12", "0.4", "-3.25".
std::string svg_number(double value, int decimals = 2);

// "#rrggbb" of a 0xRRGGBB colour.
std::string svg_colour(uint32_t rgb);

// The opening <svg> tag of a document `width` x `height` units, drawn at that many pixels; with
// an origin, the document shows the part of the drawing from (x, y).
std::string svg_open(double width, double height, double x = 0, double y = 0);
inline constexpr std::string_view kSvgClose = "</svg>";

// A card document (the card's 250 x 350 units) holding `body`; with a `view`, showing only that
// part of the card, at that part's size.
std::string card_document(std::string_view body, const CardRegion& view = {});

// transform="translate(x y) rotate(degrees) scale(s)": rotate and scale are left out when 0 and 1.
std::string svg_transform(double x, double y, double scale = 1.0, double degrees = 0.0);

// `piece` (one or more SVG elements) inside a <g> with that transform and extra attributes.
std::string svg_group(std::string_view piece, double x, double y, double scale = 1.0,
                      double degrees = 0.0, std::string_view attributes = {});

// A lattice of lines at 45 degrees both ways, `spacing` apart in y - x and in y + x, one of them
// through (125, through_y) (the card's middle column), clipped to `box`: a path element with
// `style`. (Drawn here rather than kept as text: the lines' numbers cost the page more.)
struct LatticeBox {
  int left, top, right, bottom;
};
std::string lattice_path(const LatticeBox& box, int spacing, int through_y, std::string_view style);

}  // namespace rb::art
