// Dealing the face-down cards again (see hidden.hpp).
#include "hidden.hpp"

#include <utility>

#include "state_editor.hpp"

namespace rb::tps {

namespace {

// Puts the face-down cards in card order, then (with a generator) shuffles them, into their
// places: the result depends only on what the player sees and on the generator.
void deal_unseen(State& state, Random* random) {
  std::array<std::pair<PileId, uint8_t>, kCards> places;
  std::array<bool, kCards> hidden{};
  size_t count = 0;
  for (PileId pile = 0; pile < pile_count(state.game()); ++pile) {
    for (int i = 0; i < state.size(pile); ++i) {
      if (!state.face_up(pile, i)) {
        places[count++] = {pile, uint8_t(i)};
        hidden[state.card(pile, i).id] = true;
      }
    }
  }
  std::array<Card, kCards> cards;
  size_t n = 0;
  for (int id = 0; id < kCards; ++id) {
    if (hidden[size_t(id)]) cards[n++] = Card{uint8_t(id)};
  }
  if (random) {
    for (size_t i = n; i > 1; --i) std::swap(cards[i - 1], cards[random->below(uint32_t(i))]);
  }
  Editor editor(state);
  for (size_t i = 0; i < count; ++i) editor.set_card(places[i].first, places[i].second, cards[i]);
}

}  // namespace

void canonicalize_unseen(State& state) {
  deal_unseen(state, nullptr);
}

void shuffle_unseen(State& state, Random& random) {
  deal_unseen(state, &random);
}

}  // namespace rb::tps
