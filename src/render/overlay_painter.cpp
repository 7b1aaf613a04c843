// Outlines, targets, focus, held and flying cards (see overlay_painter.hpp).
#include "render/overlay_painter.hpp"

#include "app/drop_target.hpp"
#include "app/pointer_input.hpp"
#include "app/session.hpp"
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
    kit.outline(pile_rect(o.from), colour, kit.px(width), grow(width + 1));
    if (o.has_to) kit.outline(pile_rect(o.to), colour, kit.px(width), grow(width + 1));
  }

  void targets() {
    const auto held = app::held_pile(model);
    if (!held || model.game->seat_in_turn() != app::kHumanSeat) return;
    for (const int to : app::legal_targets(*model.game, *held)) {
      kit.outline(pile_rect(to), style::kTargetGlow, kit.px(3), grow(3), style::kTargetFill);
    }
  }

  void focus_ring() {
    if (!model.ui.focus_visible || !model.ui.focus || model.ui.panel != app::Panel::none) return;
    const app::Rect r = pile_rect(*model.ui.focus);
    kit.outline(r, 0x0a1a2ecc, kit.px(6.5), grow(7.5));  // a dark rim keeps it visible on cards
    kit.outline(r, style::kFocusRing, kit.px(3.5), grow(6));
  }

  void selected_card() {
    const auto& selected = model.ui.hand.selected;
    if (!selected || model.ui.hand.dragging || app::pile_empty(model, *selected)) return;
    app::Rect r = pile_rect(*selected);
    r.y -= model.layout.card_height / 14;
    kit.card(r, app::top_card(model, *selected), 1.0, true);
    kit.outline(r, style::kSelected, kit.px(3), grow(1));
  }

  void flights() {
    for (const app::Flight& f : model.ui.flights.items) {
      const app::FlightPose pose = app::pose_at(f, now);
      kit.card(pose.rect, CardFace{f.card, pose.face_up}, pose.x_scale, pose.moving);
    }
  }

  void dragged_card() {
    const app::Hand& h = model.ui.hand;
    if (!h.dragging || !h.down_pile || app::pile_empty(model, *h.down_pile)) return;
    const app::Rect r = app::held_card_rect(model);
    kit.card(r, app::top_card(model, *h.down_pile), 1.0, true);
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
