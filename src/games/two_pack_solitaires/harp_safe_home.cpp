// When a Harp card may go home without anything else tried (see harp_safe_home.hpp).
#include "harp_safe_home.hpp"

#include <array>

#include "stock_steps.hpp"

namespace rb::tps {

bool harp_safe_home(const State& s, Card card) {
  const int rank = card.rank();
  if (rank <= 2) return true;
  // The copies of each face in the hand and the waste (when those are a set: else a card there
  // may be out of reach when it is wanted).
  std::array<uint8_t, kCardsPerDeck> kept{};
  if (talon_is_a_set(s)) {
    for (PileId pile : {kHand, kWaste}) {
      for (int i = 0; i < s.size(pile); ++i) ++kept[s.card(pile, i).id % kCardsPerDeck];
    }
  }
  // How many of a suit's two foundations have reached `height`.
  const auto reached = [&](Suit suit, int height) {
    int n = 0;
    for (PileId f = 0; f < kFoundations; ++f) {
      n += !s.empty(f) && s.card(f, 0).suit() == suit && s.size(f) >= height;
    }
    return n;
  };
  bool red = !card.red();  // the colour of the cards of rank `below`
  for (int below = rank - 1; below >= 2; --below, red = !red) {
    bool any_out = false;
    for (Suit suit :
         red ? std::array{Suit::diamonds, Suit::hearts} : std::array{Suit::clubs, Suit::spades}) {
      const int out = 2 - reached(suit, below);  // (a foundation holds one copy of each rank)
      if (out == 0) continue;
      any_out = true;
      const bool always_home = reached(suit, below - 1) == 2;
      if (!always_home && kept[Card::make(0, suit, below).id] < out) return false;
    }
    if (!any_out) return true;  // (nothing lower can be laid on them)
  }
  return true;  // (aces: always home, and they take nothing)
}

}  // namespace rb::tps
