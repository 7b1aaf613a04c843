// Dealing the unseen cards again (see hidden.hpp).
#include "hidden.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "core/small_sort.hpp"
#include "state_editor.hpp"

namespace rb::pishe_pasha {

namespace {

// Puts the unseen cards in card order, then (with a generator) shuffles them, into their places.
void deal_unseen(State& state, Random* random) {
  std::vector<std::pair<PileId, int>> places;
  std::vector<Card> cards;
  for (Player p : {Player(0), Player(1)}) {
    const PileId reserve = reserve_of(p);
    for (int i = 0; i < state.size(reserve); ++i) {
      if (!state.face_up(reserve, i) && !state.seen(state.card(reserve, i))) {
        places.emplace_back(reserve, i);
        cards.push_back(state.card(reserve, i));
      }
    }
  }
  small_sort(cards.begin(), cards.end(), [](Card a, Card b) { return a.id < b.id; });
  if (random) {
    for (size_t i = cards.size(); i > 1; --i) {
      std::swap(cards[i - 1], cards[random->below(uint32_t(i))]);
    }
  }
  Table table(state);
  for (size_t i = 0; i < places.size(); ++i) {
    table.set_card(places[i].first, places[i].second, cards[i]);
  }
}

}  // namespace

void canonicalize_unseen(State& state) {
  deal_unseen(state, nullptr);
}

void shuffle_unseen(State& state, Random& random) {
  deal_unseen(state, &random);
}

}  // namespace rb::pishe_pasha
