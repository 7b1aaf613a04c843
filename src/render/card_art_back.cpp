// The backs of the decks: the white card with a deck's pattern on it; the joker's face; and the
// white card alone. Deck B's back is deck A's lattice in burgundy, as a pair of packs from one
// maker comes: one design in two colours.
#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {
namespace {

// Deck A's colours (back_0.svg) and deck B's in their place: the panel, the fine lines, the
// lattice.
constexpr std::string_view kDeckBColours[][2] = {
    {"143372", "6a0f24"}, {"2a50a3", "93223e"}, {"6f94e0", "c24a64"}};

void recolour_for_deck_b(std::string& svg) {
  for (std::size_t at = svg.find('#'); at != std::string::npos; at = svg.find('#', at + 1)) {
    for (const auto& [from, to] : kDeckBColours) {
      if (svg.compare(at + 1, from.size(), from) == 0) svg.replace(at + 1, to.size(), to);
    }
  }
}

}  // namespace

std::string card_back_svg(int deck, bool own_layers_only) {
  std::string body(own_layers_only ? "" : art_file("card_blank.svg"));
  std::string back(art_file(deck == 2 ? "back_2.svg" : "back_0.svg"));
  if (deck != 0 && deck != 2) recolour_for_deck_b(back);
  body += back;
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
