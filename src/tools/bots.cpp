// The random and greedy bots (see bots.hpp).
#include "bots.hpp"

namespace rb {

void own_actions(const State& state, ActionList& out) {
  ActionList all;
  legal_actions(state, all);
  out.clear();
  for (const Action& a : all) {
    if (a.kind != ActionKind::knock) out.push(a);
  }
}

namespace {

bool knock_available(const State& s, Player me) {
  return s.last().exists && !s.last().judged && s.last().actor != me && !s.over();
}

class RandomBot : public Bot {
 public:
  std::string name() const override { return "random"; }
  Action choose(const State& state, Random& random) override {
    ActionList actions;
    own_actions(state, actions);
    return actions.items[random.below(static_cast<uint32_t>(actions.size()))];
  }
  // Knocks now and then, justly or not, so that every knock case happens in play-outs.
  bool wants_knock(const State& state, Player me, Random& random) override {
    return knock_available(state, me) && random.below(8) == 0;
  }
};

bool is_move_to(const Action& a, PileKind kind) {
  return a.kind == ActionKind::move && pile_kind(a.to) == kind;
}

class GreedyBot : public Bot {
 public:
  std::string name() const override { return "greedy"; }

  Action choose(const State& s, Random&) override {
    ActionList actions;
    own_actions(s, actions);
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
    // 4. Move my own cards (turned card, stock, waste) to a house pile; prefer a non-empty one.
    const Action* to_house = nullptr;
    for (const Action& a : actions) {
      if (is_move_to(a, PileKind::house) && pile_kind(a.from) != PileKind::house &&
          a.from != stock_of(other(me)) && (to_house == nullptr || !s.empty(a.to))) {
        to_house = &a;
      }
    }
    if (to_house != nullptr) return *to_house;
    // 5. Turn up the reserve; else put the turned card on my waste; else turn over or pass.
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

  // Knocks exactly when the other player's last action overlooked a mandatory move.
  bool wants_knock(const State& state, Player me, Random&) override {
    return knock_available(state, me) && knock_verdict(state, me).justified;
  }
};

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& name) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "greedy") return std::make_unique<GreedyBot>();
  return nullptr;
}

}  // namespace rb
