// Window changes and random play for previews.
#include "app/app_model.hpp"

#include "core/random.hpp"
#include "games/russian_bank/table.hpp"

namespace rb::app {
namespace {

// How much a random preview player likes an action: playing to a center pile first, then building
// runs on house piles (so a preview shows fans), then anything but ending the turn, knocking or
// resigning.
int preference(const State& state, const Action& action) {
  if (action.kind == ActionKind::knock || action.kind == ActionKind::resign) return 0;
  if (action.kind != ActionKind::move) return 2;
  const PileKind to = pile_kind(action.to);
  if (to == PileKind::center) return 4;
  if (to == PileKind::house && !state.empty(action.to) &&
      pile_kind(action.from) != PileKind::house) {
    return 3;  // (house to house would ping-pong)
  }
  return action.to == waste_of(state.turn()) ? 1 : 2;
}

}  // namespace

void lay_out(AppModel& model) {
  const Viewport& v = model.viewport;
  model.layout =
      compute_layout(v.css_width, v.css_height, v.dpr, russian_bank_table(model.record.rules),
                     toolbar_height_css(v.css_width, v.css_height));
  model.ui.flights.items.clear();  // their rectangles belong to the old layout
  model.ui.dirty = true;
}

void play_random_actions(AppModel& model, int count, uint64_t random_seed) {
  Random random(random_seed);
  ActionList legal;
  ActionList best;
  for (int i = 0; i < count && !model.game.over(); ++i) {
    legal_actions(model.game, legal);
    best.clear();
    int best_preference = 1;
    for (const Action& action : legal) {
      const int p = preference(model.game, action);
      if (p > best_preference) best.clear();
      if (p >= best_preference) {
        best_preference = p;
        best.push(action);
      }
    }
    if (best.size() == 0) break;
    const Action action = best.items[random.below(uint32_t(best.size()))];
    apply_legal(model.game, action);
    model.record.actions.push_back(action);
  }
  model.ui.dirty = true;
}

void set_viewport(AppModel& model, const Viewport& viewport) {
  if (viewport == model.viewport) return;
  model.viewport = viewport;
  lay_out(model);
}

}  // namespace rb::app
