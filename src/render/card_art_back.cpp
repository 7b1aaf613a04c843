// The backs of the two decks: the white card with deck A's or deck B's pattern on it; and the
// white card alone.
#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {

std::string card_back_svg(int deck, bool own_layers_only) {
  std::string body(own_layers_only ? "" : art_file("card_blank.svg"));
  body += art_file(deck == 1 ? "back_1.svg" : "back_0.svg");
  return card_document(body);
}

std::string card_blank_svg() {
  return card_document(art_file("card_blank.svg"));
}

}  // namespace rb::art
