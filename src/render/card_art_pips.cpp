// Where the pips of a number card (two to ten) sit on the card: the classic layouts.
#include "render/card_art_pips.hpp"

#include "render/card_art.hpp"

namespace rb::art {
namespace {

// Three columns and a top and bottom row; the rows in between are fractions of that span.
constexpr double kLeft = 86, kCentre = kCardWidth / 2.0, kRight = kCardWidth - kLeft;
constexpr double kTop = 62, kBottom = kCardHeight - kTop;

// A row as a fraction of the way from the top row (0) to the bottom row (1).
double row_y(double fraction) {
  return kTop + (kBottom - kTop) * fraction;
}

void add(std::vector<PipPlace>& pips, double x, double fraction) {
  pips.push_back({x, row_y(fraction), fraction > 0.5});
}

void add_pair(std::vector<PipPlace>& pips, double fraction) {
  add(pips, kLeft, fraction);
  add(pips, kRight, fraction);
}

}  // namespace

std::vector<PipPlace> pip_places(int rank) {
  std::vector<PipPlace> pips;
  switch (rank) {
    case 2:
    case 3:
      add(pips, kCentre, 0);
      add(pips, kCentre, 1);
      if (rank == 3) add(pips, kCentre, 0.5);
      break;
    case 4:
    case 5:
      add_pair(pips, 0);
      add_pair(pips, 1);
      if (rank == 5) add(pips, kCentre, 0.5);
      break;
    case 6:
    case 7:
    case 8:
      add_pair(pips, 0);
      add_pair(pips, 0.5);
      add_pair(pips, 1);
      if (rank >= 7) add(pips, kCentre, 0.25);
      if (rank == 8) add(pips, kCentre, 0.75);
      break;
    case 9:
    case 10:
      for (double fraction : {0.0, 1.0 / 3, 2.0 / 3, 1.0}) add_pair(pips, fraction);
      if (rank == 9) add(pips, kCentre, 0.5);
      if (rank == 10) {
        add(pips, kCentre, 1.0 / 6);
        add(pips, kCentre, 5.0 / 6);
      }
      break;
    default:
      break;
  }
  return pips;
}

}  // namespace rb::art
