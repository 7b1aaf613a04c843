// The backs of the decks: the white card with a deck's pattern on it; the joker's face; and the
// white card alone. Deck B's back is deck A's lattice in burgundy, as a pair of packs from one
// maker comes: one design in two colours.
#include <algorithm>
#include <string>

#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {
namespace {

// Deck A's colours (back_0.svg) and deck B's in their place: the panel, the fine lines, the
// lattice.
constexpr std::string_view kDeckBColours[][2] = {
    {"143372", "6a0f24"}, {"2a50a3", "93223e"}, {"6f94e0", "c24a64"}};

// Deck A's lattice lies in the frame's box.
constexpr LatticeBox kBackBox = {20, 20, 230, 330};

void recolour_for_deck_b(std::string& svg) {
  for (std::size_t at = svg.find('#'); at != std::string::npos; at = svg.find('#', at + 1)) {
    for (const auto& [from, to] : kDeckBColours) {
      // (The same length: its digits written over.)
      if (svg.compare(at + 1, from.size(), from) == 0) {
        std::copy(to.begin(), to.end(), &svg[at + 1]);
      }
    }
  }
}

}  // namespace

std::string card_back_svg(int deck, bool own_layers_only) {
  std::string body(own_layers_only ? "" : art_file("card_blank.svg"));
  std::string back(art_file(deck == 2 ? "back_2.svg" : "back_0.svg"));
  if (deck != 2) {
    // (Over the panel, its first element: the fine lines, then the lattice.)
    back.insert(back.find("/>") + 2,
                lattice_path(kBackBox, 22, 186, "stroke=\"#2a50a3\" stroke-width=\"1\"") +
                    lattice_path(kBackBox, 22, 175, "stroke=\"#6f94e0\" stroke-width=\"2.2\""));
  }
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
