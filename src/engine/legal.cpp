// The rules of a single move (rules page 2 and 3) and the list of legal actions.
#include "moves.hpp"

namespace rb {

namespace {

bool may_build_center(const State& s, Card card, PileId center) {
  if (s.center_closed(center)) return false;
  if (s.empty(center)) return card.rank() == 1;
  const Card top = s.top(center).card;
  return top.suit() == card.suit() && top.rank() + 1 == card.rank();
}

bool may_build_house(const State& s, Card card, PileId house) {
  if (s.empty(house)) return true;
  const Card top = s.top(house).card;
  return top.red() != card.red() && top.rank() == card.rank() + 1;
}

bool may_load(const State& s, Card card, PileId pile) {
  const Card top = s.top(pile).card;
  const int diff = top.rank() - card.rank();
  return top.suit() == card.suit() && (diff == 1 || diff == -1);
}

MoveError check_source(const State& s, Player p, PileId from) {
  const PileKind kind = pile_kind(from);
  if (kind == PileKind::center) return MoveError::center_card_fixed;
  if (kind != PileKind::house && pile_owner(from) != p) {
    const bool opponent_stock_usable =
        kind == PileKind::stock && s.rules().classic() && s.rules().use_opponent_stock;
    if (!opponent_stock_usable) return MoveError::not_yours;
  }
  if (s.empty(from)) return MoveError::empty_source;
  if (s.turned_card_waiting(p) && from != reserve_of(p)) return MoveError::turned_card_first;
  if (kind == PileKind::reserve && !s.top(from).face_up) return MoveError::reserve_face_down;
  if (kind == PileKind::waste && !s.rules().own_waste_playable) {
    const bool fills_space =
        s.rules().classic() && s.rules().waste_fills_space && s.empty(stock_of(p));
    if (!fills_space) return MoveError::waste_not_available;
  }
  return MoveError::none;
}

// Classic: may the turned card go anywhere but the player's own waste?
bool turned_card_playable(const State& s, Player p) {
  for (PileId to = 0; to < kPileCount; ++to) {
    if (to != waste_of(p) && check_move(s, reserve_of(p), to) == MoveError::none) return true;
  }
  return false;
}

MoveError check_target(const State& s, Player p, PileId from, PileId to, Card card) {
  const Rules& rules = s.rules();
  const PileKind from_kind = pile_kind(from);
  const PileKind kind = pile_kind(to);
  const bool from_opponent_stock = from_kind == PileKind::stock && pile_owner(from) != p;
  if (from_opponent_stock && kind != PileKind::house) return MoveError::opponent_stock_only_to_house;
  if (from_kind == PileKind::waste && !rules.own_waste_playable &&
      !(kind == PileKind::house && s.empty(to))) {
    return MoveError::waste_only_to_space;
  }
  switch (kind) {
    case PileKind::center:
      if (s.center_closed(to)) return MoveError::center_closed;
      if (s.empty(to)) return card.rank() == 1 ? MoveError::none : MoveError::center_needs_ace;
      return may_build_center(s, card, to) ? MoveError::none : MoveError::center_needs_next;
    case PileKind::house:
      return may_build_house(s, card, to) ? MoveError::none : MoveError::house_needs_next;
    case PileKind::reserve: return MoveError::onto_reserve;
    case PileKind::stock:
      if (pile_owner(to) == p) return MoveError::onto_own_stock;
      if (s.empty(to)) return MoveError::load_on_empty;
      return may_load(s, card, to) ? MoveError::none : MoveError::load_needs_neighbour;
    case PileKind::waste:
      if (pile_owner(to) != p) {
        if (s.empty(to)) return MoveError::load_on_empty;
        return may_load(s, card, to) ? MoveError::none : MoveError::load_needs_neighbour;
      }
      if (!rules.classic()) return MoveError::none;  // house: any card, and the turn ends
      if (from != reserve_of(p)) return MoveError::own_waste_turned_card_only;
      return turned_card_playable(s, p) ? MoveError::turned_card_playable : MoveError::none;
  }
  return MoveError::none;
}

bool is_source_kind(PileId pile) { return pile_kind(pile) != PileKind::center; }

}  // namespace

bool State::turned_card_waiting(Player p) const {
  const PileId reserve = reserve_of(p);
  return !empty(reserve) && top(reserve).face_up;
}

MoveError check_move(const State& s, PileId from, PileId to) {
  if (s.over()) return MoveError::game_over;
  if (from == to) return MoveError::same_pile;
  const Player p = s.turn();
  if (const MoveError e = check_source(s, p, from); e != MoveError::none) return e;
  return check_target(s, p, from, to, s.top(from).card);
}

bool can_turn_up(const State& s) {
  const PileId reserve = reserve_of(s.turn());
  return !s.over() && !s.empty(reserve) && !s.top(reserve).face_up;
}

bool can_turn_over(const State& s) {
  return !s.over() && s.empty(reserve_of(s.turn())) && !s.empty(waste_of(s.turn()));
}

bool can_pass(const State& s) {
  const Player p = s.turn();
  return !s.over() && s.rules().classic() && s.empty(reserve_of(p)) && s.empty(waste_of(p));
}

bool find_center_move(const State& s, Action* out) {
  for (PileId from = kCenterCount; from < kPileCount; ++from) {
    if (s.empty(from)) continue;
    for (int c = 0; c < kCenterCount; ++c) {
      if (check_move(s, from, center_pile(c)) == MoveError::none) {
        *out = Action::move(from, center_pile(c));
        return true;
      }
    }
  }
  return false;
}

bool find_stock_center_move(const State& s, Action* out) {
  const PileId stock = stock_of(s.turn());
  if (s.empty(stock)) return false;
  for (int c = 0; c < kCenterCount; ++c) {
    if (check_move(s, stock, center_pile(c)) == MoveError::none) {
      *out = Action::move(stock, center_pile(c));
      return true;
    }
  }
  return false;
}

bool find_space_from_stock(const State& s, Action* out) {
  const PileId stock = stock_of(s.turn());
  if (s.empty(stock)) return false;
  for (int h = 0; h < kHouseCount; ++h) {
    if (s.empty(house_pile(h))) {
      *out = Action::move(stock, house_pile(h));
      return true;
    }
  }
  return false;
}

void legal_actions(const State& s, ActionList& out) {
  out.clear();
  if (s.over()) return;
  const Player p = s.turn();
  for (PileId from = 0; from < kPileCount; ++from) {
    if (!is_source_kind(from) || s.empty(from)) continue;
    if (check_source(s, p, from) != MoveError::none) continue;
    const Card card = s.top(from).card;
    for (PileId to = 0; to < kPileCount; ++to) {
      if (to != from && check_target(s, p, from, to, card) == MoveError::none) {
        out.push(Action::move(from, to));
      }
    }
  }
  if (can_turn_up(s)) out.push(Action::turn_up());
  if (can_turn_over(s)) out.push(Action::turn_over());
  if (can_pass(s)) out.push(Action::pass());
  const LastAction& last = s.last();
  if (last.exists && !last.judged) out.push(Action::knock(other(last.actor)));
}

bool ActionList::contains(const Action& action) const {
  for (const Action& a : *this) {
    if (a == action) return true;
  }
  return false;
}

}  // namespace rb
