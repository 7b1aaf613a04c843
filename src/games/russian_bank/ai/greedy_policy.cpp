// Implementation of the greedy policy (see greedy_policy.hpp).
#include "greedy_policy.hpp"

namespace rb::russian_bank {

namespace {

bool is_move_to(const Action& a, PileKind kind) {
  return a.kind == ActionKind::move && pile_kind(a.to) == kind;
}

}  // namespace

void own_actions(const State& state, ActionList& out) {
  legal_actions(state, out);
  int kept = 0;
  for (int i = 0; i < out.count; ++i) {
    if (out.items[i].kind != ActionKind::knock) out.items[kept++] = out.items[i];
  }
  out.count = kept;
}

Action greedy_action(const State& s, const ActionList& actions) {
  const Player me = s.turn();
  const PileId my_waste = waste_of(me);
  const PileId my_stock = stock_of(me);
  // 1. Mandatory moves: to a center pile (the stock first, as the classic priority wants).
  const Action* center = nullptr;
  for (const Action& a : actions) {
    if (is_move_to(a, PileKind::center) && (center == nullptr || a.from == my_stock)) center = &a;
  }
  if (center != nullptr) return *center;
  // 2. Pass a card to the opponent's waste (or stock).
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && pile_kind(a.to) != PileKind::house &&
        pile_kind(a.to) != PileKind::center && a.to != my_waste) {
      return a;
    }
  }
  // 3. Free a house pile that a waste, stock or turned card can then fill.
  const bool has_filler = !s.empty(my_waste) || !s.empty(my_stock) || s.turned_card_waiting(me);
  for (const Action& a : actions) {
    if (has_filler && is_move_to(a, PileKind::house) && pile_kind(a.from) == PileKind::house &&
        s.size(a.from) == 1 && !s.empty(a.to)) {
      return a;
    }
  }
  // 4. Move one's own cards (turned card, stock, waste) to a house pile; prefer a non-empty one.
  const Action* to_house = nullptr;
  for (const Action& a : actions) {
    if (is_move_to(a, PileKind::house) && pile_kind(a.from) != PileKind::house &&
        a.from != stock_of(other(me)) && (to_house == nullptr || !s.empty(a.to))) {
      to_house = &a;
    }
  }
  if (to_house != nullptr) return *to_house;
  // 5. Turn up the reserve; else put the turned card on the waste; else turn over or pass.
  for (ActionKind kind : {ActionKind::turn_up, ActionKind::turn_over, ActionKind::pass}) {
    for (const Action& a : actions) {
      if (a.kind == kind) return a;
    }
  }
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && a.to == my_waste && a.from == reserve_of(me)) return a;
  }
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && a.to == my_waste) return a;
  }
  return actions.items[0];
}

}  // namespace rb::russian_bank
