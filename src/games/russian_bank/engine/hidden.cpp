// Implementation of hidden-card handling (see hidden.hpp).
#include "hidden.hpp"

#include <algorithm>
#include <array>

#include "core/small_sort.hpp"
#include "state_editor.hpp"

namespace rb::russian_bank {

namespace {

struct UnseenPlaces {
  std::array<std::array<uint8_t, kCardsPerDeck>, 2>
      slots{};  // absolute indices into the card array
  std::array<std::array<Card, kCardsPerDeck>, 2> cards{};
  std::array<int, 2> count{};
};

UnseenPlaces find_unseen(const State& s) {
  UnseenPlaces u;
  for (PileId pile :
       {reserve_of(kPlayerA), reserve_of(kPlayerB), stock_of(kPlayerA), stock_of(kPlayerB)}) {
    for (int i = 0; i < s.size(pile); ++i) {
      const CardSlot slot = s.at(pile, i);
      if (slot.face_up || s.seen(slot.card)) continue;
      const int deck = slot.card.deck();
      u.slots[deck][u.count[deck]] = static_cast<uint8_t>(StateEditor::index_of(s, pile, i));
      u.cards[deck][u.count[deck]] = slot.card;
      ++u.count[deck];
    }
  }
  return u;
}

}  // namespace

void canonicalize_unseen(State& state) {
  UnseenPlaces u = find_unseen(state);
  StateEditor edit(state);
  for (int deck = 0; deck < 2; ++deck) {
    auto& cards = u.cards[deck];
    small_sort(cards.begin(), cards.begin() + u.count[deck],
               [](Card a, Card b) { return a.id < b.id; });
    for (int i = 0; i < u.count[deck]; ++i) edit.set_face_down_card(u.slots[deck][i], cards[i]);
  }
}

void shuffle_unseen(State& state, Random& random) {
  UnseenPlaces u = find_unseen(state);
  StateEditor edit(state);
  for (int deck = 0; deck < 2; ++deck) {
    auto& cards = u.cards[deck];
    for (int i = u.count[deck] - 1; i > 0; --i) {
      const int j = static_cast<int>(random.below(static_cast<uint32_t>(i + 1)));
      std::swap(cards[i], cards[j]);
    }
    for (int i = 0; i < u.count[deck]; ++i) edit.set_face_down_card(u.slots[deck][i], cards[i]);
  }
}

int unseen_count(const State& state, int deck) {
  return find_unseen(state).count[deck];
}

}  // namespace rb::russian_bank
