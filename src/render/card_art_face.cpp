// The face of a card, composed from the pieces of assets/art/: the white card, a rank index and
// small suit in two opposite corners, then pips (ace to ten) or a framed court design (J, Q, K).
#include <array>
#include <string>

#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_pips.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {
namespace {

constexpr uint32_t kRed = 0xc8102e, kBlack = 0x1b1b1f;

// Card centre: the bottom half of a card is the top half turned half a turn around it.
constexpr double kCentreX = kCardWidth / 2.0, kCentreY = kCardHeight / 2.0;

// Corner index: a rank letter (piece cap height 100) over a small suit (piece 100 high).
constexpr double kIndexX = 32, kIndexBaseline = 72, kIndexRankScale = 0.62;
constexpr double kIndexSuitY = 102, kIndexSuitScale = 0.34;

constexpr double kPipScale = 0.37, kAceScale = 1.0, kAceOfSpadesScale = 1.3;

// Court figure in the top half of the panel of court_frame.svg: crown, letter, robe; small pips
// in the panel's corners and on the robe's brooch.
constexpr double kCrownBottom = 72, kCrownScale = 0.6;
constexpr double kCourtLetterBaseline = 130, kCourtLetterScale = 0.54;
constexpr double kCourtPipX = 38, kCourtPipY = 34, kCourtPipScale = 0.2;
constexpr double kBroochY = 156, kBroochScale = 0.13;

std::string rank_label(int rank) {
  static constexpr std::array<const char*, 13> kLabels = {"A", "2", "3",  "4", "5", "6", "7",
                                                          "8", "9", "10", "J", "Q", "K"};
  return kLabels[static_cast<size_t>(rank - 1)];
}

std::string_view rank_piece(int rank) {
  return art_file("rank_" + rank_label(rank) + ".svg");
}

std::string_view suit_piece(Suit suit) {
  switch (suit) {
    case Suit::clubs:
      return art_file("suit_clubs.svg");
    case Suit::diamonds:
      return art_file("suit_diamonds.svg");
    case Suit::hearts:
      return art_file("suit_hearts.svg");
    case Suit::spades:
      break;
  }
  return art_file("suit_spades.svg");
}

// Both halves of a design that has the card's half-turn symmetry: `half` and `half` turned.
std::string with_half_turn(const std::string& half) {
  return half + svg_group(half, kCardWidth, kCardHeight, 1.0, 180);
}

std::string corner_index(Card card) {
  return svg_group(rank_piece(card.rank()), kIndexX, kIndexBaseline, kIndexRankScale) +
         svg_group(suit_piece(card.suit()), kIndexX, kIndexSuitY, kIndexSuitScale);
}

std::string number_pips(Card card) {
  std::string pips;
  for (const PipPlace& pip : pip_places(card.rank())) {
    pips += svg_group(suit_piece(card.suit()), pip.x, pip.y, kPipScale, pip.upside_down ? 180 : 0);
  }
  return pips;
}

std::string ace_pip(Card card) {
  // The ace of spades is the big one, as on most decks.
  const double scale = card.suit() == Suit::spades ? kAceOfSpadesScale : kAceScale;
  return svg_group(suit_piece(card.suit()), kCentreX, kCentreY, scale);
}

std::string court_piece(const char* kind, int rank) {
  return std::string(kind) + "_" + rank_label(rank) + ".svg";
}

// The top half of a court figure (the bottom half is it turned half a turn about the centre).
std::string court_half(Card card) {
  const std::string_view suit = suit_piece(card.suit());
  std::string half(art_file(court_piece("robe", card.rank())));
  half +=
      svg_group(art_file(court_piece("crown", card.rank())), kCentreX, kCrownBottom, kCrownScale);
  half += svg_group(rank_piece(card.rank()), kCentreX, kCourtLetterBaseline, kCourtLetterScale);
  half += svg_group(suit, kCentreX - kCourtPipX, kCourtPipY, kCourtPipScale);
  half += svg_group(suit, kCentreX + kCourtPipX, kCourtPipY, kCourtPipScale);
  half += svg_group(suit, kCentreX, kBroochY, kBroochScale);
  return half;
}

// The court figure: the panel's two halves and the line between them (the frame is under them).
std::string court_figure(Card card) {
  return with_half_turn(court_half(card)) + std::string(art_file("court_divider.svg"));
}

// Suits are drawn in a 100-unit box centred on their origin; ranks are centred on x = 0 with
// the baseline at y = 0, cap height 100, at most 86 wide (a Q's tail goes below the baseline).
constexpr double kSuitHalfSize = 50, kRankHalfWidth = 50, kRankHalfHeight = 115;

}  // namespace

std::vector<FacePiece> face_pieces(Card card) {
  const uint32_t rgb = card.red() ? kRed : kBlack;
  const std::string_view rank = rank_piece(card.rank()), suit = suit_piece(card.suit());
  std::vector<FacePiece> pieces;
  auto add = [&](std::string_view art, double x, double y, double scale, bool upside_down,
                 bool is_rank) {
    pieces.push_back({art, x, y, scale, upside_down, rgb, is_rank ? kRankHalfWidth : kSuitHalfSize,
                      is_rank ? kRankHalfHeight : kSuitHalfSize});
  };
  // Each corner index and its copy turned half a turn about the card's centre.
  for (bool turned : {false, true}) {
    const double x = turned ? kCardWidth - kIndexX : kIndexX;
    add(rank, x, turned ? kCardHeight - kIndexBaseline : kIndexBaseline, kIndexRankScale, turned,
        true);
    add(suit, x, turned ? kCardHeight - kIndexSuitY : kIndexSuitY, kIndexSuitScale, turned, false);
  }
  if (card.rank() == 1) {
    add(suit, kCentreX, kCentreY, card.suit() == Suit::spades ? kAceOfSpadesScale : kAceScale,
        false, false);
  } else if (card.rank() <= 10) {
    for (const PipPlace& pip : pip_places(card.rank())) {
      add(suit, pip.x, pip.y, kPipScale, pip.upside_down, false);
    }
  }
  return pieces;
}

// A court figure's half in its card's colour, as the whole face draws it (card_face_svg).
std::string court_half_svg(Card card, const CardRegion& view) {
  if (card.rank() <= 10) return {};
  return card_document(
      "<g fill=\"" + svg_colour(card.red() ? kRed : kBlack) + "\">" + court_half(card) + "</g>",
      view);
}

std::string court_divider_svg() {
  return card_document(art_file("court_divider.svg"));
}

std::string_view piece_path_data(const FacePiece& piece) {
  const std::string_view art = piece.art;
  const size_t start = art.find(" d=\"");
  if (start == std::string_view::npos || art.find("<path", 1) != std::string_view::npos) return {};
  const size_t end = art.find('"', start + 4);
  return end == std::string_view::npos ? std::string_view()
                                       : art.substr(start + 4, end - start - 4);
}

bool has_court_frame(Card card) {
  return card.rank() > 10;
}

namespace {
// The court panel (court_frame.svg) with its faint lattice over the panel, the frame's first rect.
std::string court_frame() {
  std::string frame(art_file("court_frame.svg"));
  const size_t panel = frame.find("/>", frame.find("<rect")) + 2;
  return frame.insert(
      panel, lattice_path({71, 17, 179, 333}, 20, 175, "stroke=\"#e8d29c\" stroke-width=\"1\""));
}
}  // namespace

std::string court_frame_svg(const CardRegion& view) {
  return card_document(court_frame(), view);
}

// Layers, bottom up: the white card, the corner indices, then the ace's pip, the number pips or
// the court panel (its frame, then the figure). The frame lies between the two index columns and
// overlaps neither, so drawing it before the indices (own_layers_only) changes no pixel.
std::string card_face_svg(Card card, bool own_layers_only) {
  std::string svg = svg_open(kCardWidth, kCardHeight);
  if (!own_layers_only) svg += art_file("card_blank.svg");
  svg += "<g fill=\"" + svg_colour(card.red() ? kRed : kBlack) + "\">";
  svg += with_half_turn(corner_index(card));
  if (card.rank() == 1) {
    svg += ace_pip(card);
  } else if (card.rank() <= 10) {
    svg += number_pips(card);
  } else {
    if (!own_layers_only) svg += court_frame();
    svg += court_figure(card);
  }
  svg += "</g>";
  svg += kSvgClose;
  return svg;
}

}  // namespace rb::art
