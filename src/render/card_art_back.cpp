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

// Deck A's lattice, drawn here rather than kept as text (its lines' numbers cost the page more
// than this): lines at 45 degrees both ways, 22 apart in y - x and y + x, one of them through
// (125, through_y), clipped to the frame's box (20, 20)-(230, 330).
std::string lattice_path(int through_y, std::string_view style) {
  constexpr int kLeft = 20, kTop = 20, kRight = 230, kBottom = 330;
  std::string d = "<path fill=\"none\" " + std::string(style) + " d=\"";
  for (const int slope : {1, -1}) {
    for (int c = through_y - slope * 125 - 22 * 30, k = 0; k <= 60; ++k, c += 22) {
      const int from = std::max(kLeft, slope > 0 ? kTop - c : c - kBottom);
      const int to = std::min(kRight, slope > 0 ? kBottom - c : c - kTop);
      for (int end = 0; end < 2 && from < to; ++end) {
        const int x = end == 0 ? from : to;
        d += (end == 0 ? "M" : "L") + std::to_string(x) + " " + std::to_string(slope * x + c);
      }
    }
  }
  return d + "\"/>";
}

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
  if (deck != 2) {
    // (Over the panel, its first element: the fine lines, then the lattice.)
    back.insert(back.find("/>") + 2,
                lattice_path(186, "stroke=\"#2a50a3\" stroke-width=\"1\"") +
                    lattice_path(175, "stroke=\"#6f94e0\" stroke-width=\"2.2\""));
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
