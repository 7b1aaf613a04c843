// Drop targets by overlap (see drop_target.hpp).
#include "app/input/drop_target.hpp"

#include <algorithm>

namespace rb::app {

Rect top_rect(const Layout& layout, const GameState& state, int pile) {
  const int count = state.talk()->pile_size(pile);
  return count == 0 ? layout.place(pile).base : card_rect(layout, pile, count - 1, count);
}

long overlap_area(const Rect& a, const Rect& b) {
  const long w = std::min(a.right(), b.right()) - std::max(a.x, b.x);
  const long h = std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

std::optional<int> drop_target(const Layout& layout, const Rect& card) {
  const long least = long(layout.card_width) * layout.card_height / 8;
  std::optional<int> best;
  long best_area = 0;
  for (int pile = 0; pile < int(layout.places.size()); ++pile) {
    if (!layout.place(pile).shown) continue;
    // (All the pile may cover, its fan's covered cards too: a review found a card dropped over a
    // long house pile's covered cards flying back.)
    const long area = overlap_area(card, layout.place(pile).area);
    if (area >= least && area > best_area) {
      best = pile;
      best_area = area;
    }
  }
  return best;
}

}  // namespace rb::app
