// The rectangles of the cards in motion (see motion.hpp).
#include "app/motion.hpp"

#include <algorithm>

#include "app/pointer_input.hpp"

namespace rb::app {
namespace {

// A card's rectangle grown by more than its drawn shadow reaches (a lifted card's shadow spreads
// about a sixth of a card's width around it, a little lower than the card).
Rect with_shadow_room(const Rect& card, const Layout& layout) {
  const int room = layout.card_width / 4 + 2;
  return Rect{card.x - room, card.y - room, card.w + 2 * room, card.h + 2 * room};
}

}  // namespace

std::vector<Rect> motion_rects(const AppModel& model, double now_ms) {
  std::vector<Rect> rects;
  for (const Flight& flight : model.ui.flights.items) {
    rects.push_back(with_shadow_room(pose_at(flight, now_ms).rect, model.layout));
  }
  if (model.ui.hand.dragging)
    rects.push_back(with_shadow_room(held_card_rect(model), model.layout));
  return rects;
}

Rect bounding_rect(const std::vector<Rect>& rects) {
  if (rects.empty()) return Rect{0, 0, 0, 0};
  int left = rects[0].x, top = rects[0].y;
  int right = left + rects[0].w, bottom = top + rects[0].h;
  for (const Rect& r : rects) {
    left = std::min(left, r.x);
    top = std::min(top, r.y);
    right = std::max(right, r.x + r.w);
    bottom = std::max(bottom, r.y + r.h);
  }
  return Rect{left, top, right - left, bottom - top};
}

}  // namespace rb::app
