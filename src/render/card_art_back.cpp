// The backs of the two decks: the white card with deck A's or deck B's pattern on it; and the
// white card alone.
#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {

std::string card_back_svg(int deck, bool own_layers_only) {
  std::string svg = svg_open(kCardWidth, kCardHeight);
  if (!own_layers_only) svg += art_file("card_blank.svg");
  svg += art_file(deck == 1 ? "back_1.svg" : "back_0.svg");
  svg += kSvgClose;
  return svg;
}

std::string card_blank_svg() {
  std::string svg = svg_open(kCardWidth, kCardHeight);
  svg += art_file("card_blank.svg");
  svg += kSvgClose;
  return svg;
}

}  // namespace rb::art
