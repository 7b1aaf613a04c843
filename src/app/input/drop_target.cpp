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

namespace {
// The pile's cards as they lie, its fan's covered cards too (a review found a card dropped over a
// long house pile's covered cards flying back): the top card's rectangle and its first card's.
Rect pile_rect(const Layout& layout, const GameState& state, int pile) {
  const Rect top = top_rect(layout, state, pile);
  const int count = state.talk()->pile_size(pile);
  if (count < 2) return top;
  const Rect first = card_rect(layout, pile, 0, count);
  const int x = std::min(top.x, first.x), y = std::min(top.y, first.y);
  return Rect{x, y, std::max(top.right(), first.right()) - x,
              std::max(top.bottom(), first.bottom()) - y};
}
}  // namespace

std::optional<int> drop_target(const Layout& layout, const GameState& state, const Rect& card) {
  const long least = long(layout.card_width) * layout.card_height / 8;
  std::optional<int> best;
  long best_area = 0;
  for (int pile = 0; pile < int(layout.places.size()); ++pile) {
    if (!layout.place(pile).shown) continue;
    const long area = overlap_area(card, pile_rect(layout, state, pile));
    if (area >= least && area > best_area) {
      best = pile;
      best_area = area;
    }
  }
  return best;
}

}  // namespace rb::app
