// Outlines, targets, focus, held and flying cards (see overlay_painter.hpp).
#include "render/overlay_painter.hpp"

#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"
#include "app/input/pointer_input.hpp"
#include "render/ui_style.hpp"

namespace rb::render {
namespace {

struct Overlay {
  const DrawKit& kit;
  const app::AppModel& model;
  double now;

  int grow(double css) const { return kit.px(css); }

  app::Rect pile_rect(int pile) const { return app::top_rect(model.layout, *model.game, pile); }

  void outlines() {
    if (!model.ui.outline) return;
    const app::Outline& o = *model.ui.outline;
    uint32_t colour = style::kComputerMove;
    double width = 2;
    switch (o.kind) {
      case app::OutlineKind::missed:
        colour = style::kMissed, width = 4;
        break;
      case app::OutlineKind::hint:
        colour = style::kHint, width = 3.5;
        break;
      case app::OutlineKind::computer:
        break;
    }
    // (The card the move takes where it is not the top card: a hand's card, or the bottom card of
    // a run moved whole, which the player drags. A review found a pile's top card outlined beside
    // words that said to drag its bottom card.)
    const int from_size = model.game->talk()->pile_size(o.from);
    const app::Rect from = o.from_index >= 0 && o.from_index < from_size
                               ? app::card_rect(model.layout, o.from, o.from_index, from_size)
                               : pile_rect(o.from);
    kit.outline(from, colour, kit.px(width), grow(width + 1));
    // The place it goes to, lit rather than ringed alike, so that the card that moves stands out
    // (a player's review: the two looked the same).
    if (o.has_to) {
      kit.outline(pile_rect(o.to), colour, kit.px(width * 0.6), grow(width + 1),
                  (colour & 0xffffff00u) | 0x38u);
    }
  }

  void targets() {
    const auto held = app::held_cards(model);
    if (!held || model.game->seat_in_turn() != app::screen_seat(model)) return;
    for (const int to : app::legal_targets(*model.game, held->pile, held->index)) {
      kit.outline(pile_rect(to), style::kTargetGlow, kit.px(3), grow(3), style::kTargetFill);
    }
  }

  void focus_ring() {
    if (!model.ui.focus_visible || !model.ui.focus || model.ui.panel != app::Panel::none ||
        model.ui.bar_focus != app::WidgetId::none) {
      return;
    }
    const app::Rect r = pile_rect(*model.ui.focus);
    kit.outline(r, 0x0a1a2ecc, kit.px(6.5), grow(7.5));  // a dark rim keeps it visible on cards
    kit.outline(r, style::kFocusRing, kit.px(3.5), grow(6));
  }

  // The cards the hand holds, the first at `at`, the others where the pile spreads them.
  app::Rect held_cards_at(const app::HeldCards& held, const app::Rect& at) {
    const int size = model.game->talk()->pile_size(held.pile);
    const app::Rect first = app::card_rect(model.layout, held.pile, held.first, size);
    app::Rect r = at;
    for (int i = held.first; i < held.first + held.count; ++i) {
      const app::Rect home = app::card_rect(model.layout, held.pile, i, size);
      r = app::Rect{at.x + home.x - first.x, at.y + home.y - first.y, at.w, at.h};
      kit.card(r, app::seen_card(model, held.pile, i), 1.0, true);
    }
    return r;
  }

  void selected_card() {
    const auto held = app::held_cards(model);
    if (!held || model.ui.hand.dragging) return;
    app::Rect r = app::card_rect(model.layout, held->pile, held->first,
                                 model.game->talk()->pile_size(held->pile));
    r.y -= model.layout.card_height / 14;
    held_cards_at(*held, r);
    kit.outline(r, style::kSelected, kit.px(3), grow(1));
  }

  void flights() {
    for (const app::Flight& f : model.ui.flights.items) {
      const app::FlightPose pose = app::pose_at(f, now);
      kit.card(pose.rect, CardFace{f.card, pose.face_up}, pose.x_scale, pose.moving);
    }
  }

  void dragged_card() {
    const auto held = app::held_cards(model);
    if (!held || !model.ui.hand.dragging) return;
    held_cards_at(*held, app::held_card_rect(model));
  }
};

}  // namespace

void paint_overlays(const DrawKit& kit, const app::AppModel& model, double now_ms) {
  Overlay o{kit, model, now_ms};
  o.outlines();
  o.targets();
  o.selected_card();
  o.flights();
  o.focus_ring();
  o.dragged_card();
}

}  // namespace rb::render
