// The backs of the decks: the white card with a deck's pattern on it; the joker's face; and the
// white card alone.
#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {

std::string card_back_svg(int deck, bool own_layers_only) {
  std::string body(own_layers_only ? "" : art_file("card_blank.svg"));
  const char name[] = {'b', 'a', 'c', 'k', '_', char('0' + (deck >= 0 && deck < 3 ? deck : 1)),
                       '.', 's', 'v', 'g'};
  body += art_file(std::string_view(name, sizeof name));
  return card_document(body);
}

std::string joker_svg(bool own_layers_only) {
  std::string body(own_layers_only ? "" : art_file("card_blank.svg"));
  body += art_file("joker.svg");
  return card_document(body);
}

std::string card_blank_svg() {
  return card_document(art_file("card_blank.svg"));
}

}  // namespace rb::art
