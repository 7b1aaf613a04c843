// Dealing the face-down cards again (see hidden.hpp).
#include "hidden.hpp"

#include <algorithm>
#include <utility>

#include "state_editor.hpp"

namespace rb::sdrb {

namespace {

// Puts the face-down cards in card order, then (with a generator) shuffles them, into their
// places: the result depends only on what a seat sees and on the generator.
void deal_unseen(State& state, Random* random) {
  std::array<std::pair<PileId, uint8_t>, kDeckSize> places;
  std::array<bool, kDeckSize> hidden{};
  size_t count = 0;
  for (Player p : {Player(0), Player(1)}) {
    const PileId reserve = reserve_of(p);
    for (int i = 0; i < state.size(reserve); ++i) {
      if (!state.face_up(reserve, i)) {
        places[count++] = {reserve, uint8_t(i)};
        hidden[state.card(reserve, i).id] = true;
      }
    }
  }
  std::array<Card, kDeckSize> cards;
  size_t n = 0;
  for (int id = 0; id < kDeckSize; ++id) {
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

void bring_to_top(State& state, Player player, Card card) {
  const PileId mine = reserve_of(player);
  const int top = state.size(mine) - 1;
  if (top < 0 || state.face_up(mine, top)) return;
  const Card displaced = state.card(mine, top);
  Editor editor(state);
  for (Player p : {Player(0), Player(1)}) {
    const PileId reserve = reserve_of(p);
    for (int i = 0; i < state.size(reserve); ++i) {
      if (!state.face_up(reserve, i) && state.card(reserve, i) == card) {
        editor.set_card(reserve, i, displaced);
        editor.set_card(mine, top, card);
        return;
      }
    }
  }
}

}  // namespace rb::sdrb
