// The rules of a single move (rules page 2 and 3) and the list of legal actions.
#include <array>

#include "moves.hpp"

namespace rb::russian_bank {

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
  if (from_opponent_stock && kind != PileKind::house)
    return MoveError::opponent_stock_only_to_house;
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
    case PileKind::reserve:
      return MoveError::onto_reserve;
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

// What each center and house pile accepts, worked out once per call from the pile tops, so the
// fast paths compare a byte per target instead of reading the pile again.
struct TargetNeeds {
  static constexpr uint8_t kAny = 0xFE;   // an empty house takes any card; an empty center an ace
  static constexpr uint8_t kNone = 0xFF;  // a closed center pile takes nothing
  std::array<uint8_t, kCenterCount> center{};  // the card face (id % 52) it takes
  std::array<uint8_t, kHouseCount> house{};    // (rank << 1 | red) of the card it takes

  explicit TargetNeeds(const State& s) {
    for (int c = 0; c < kCenterCount; ++c) {
      const PileId pile = center_pile(c);
      if (s.empty(pile))
        center[c] = kAny;
      else if (s.center_closed(pile))
        center[c] = kNone;
      else
        center[c] = static_cast<uint8_t>(s.top(pile).card.id % kCardsPerDeck + 1);
    }
    for (int h = 0; h < kHouseCount; ++h) {
      const PileId pile = house_pile(h);
      if (s.empty(pile)) {
        house[h] = kAny;
      } else {
        const Card top = s.top(pile).card;
        house[h] = static_cast<uint8_t>((top.rank() - 1) << 1 | (top.red() ? 0 : 1));
      }
    }
  }
  // A king on a center pile is followed by nothing: its "next face" would be the next suit's ace,
  // which a closed pile never asks for because a 13-card pile is kNone.
  bool center_takes(int c, Card card) const {
    return center[c] == kAny ? card.rank() == 1 : center[c] == card.id % kCardsPerDeck;
  }
  bool house_takes(int h, Card card) const {
    return house[h] == kAny || house[h] == (card.rank() << 1 | (card.red() ? 1 : 0));
  }
};

// Bit f set: some center pile takes a card of face f (id % 52). Enough to know whether a
// mandatory move exists without listing the moves.
uint64_t center_accept_mask(const State& s) {
  uint64_t mask = 0;
  for (int c = 0; c < kCenterCount; ++c) {
    const PileId pile = center_pile(c);
    if (s.empty(pile))
      mask |= 1ULL << 0 | 1ULL << 13 | 1ULL << 26 | 1ULL << 39;  // the four aces
    else if (!s.center_closed(pile))
      mask |= 1ULL << (s.top(pile).card.id % kCardsPerDeck + 1);
  }
  return mask;
}

// The piles whose top card the player in turn may move now (the fast path of legal_actions; it
// must agree with check_source/check_target, which the play-out tests cross-check).
struct SourceList {
  std::array<PileId, 12> piles{};
  std::array<bool, 12> only_to_house{};  // the opponent's stock top (use_opponent_stock)
  std::array<bool, 12> only_to_space{};  // one's own waste under waste_fills_space
  int count = 0;
  void add(PileId pile, bool to_house = false, bool to_space = false) {
    piles[count] = pile;
    only_to_house[count] = to_house || to_space;
    only_to_space[count] = to_space;
    ++count;
  }
};

SourceList movable_sources(const State& s) {
  SourceList list;
  const Player p = s.turn();
  if (s.turned_card_waiting(p)) {
    list.add(reserve_of(p));
    return list;
  }
  const Rules& rules = s.rules();
  for (int h = 0; h < kHouseCount; ++h) {
    if (!s.empty(house_pile(h))) list.add(house_pile(h));
  }
  if (!s.empty(waste_of(p))) {
    if (rules.own_waste_playable)
      list.add(waste_of(p));
    else if (rules.classic() && rules.waste_fills_space && s.empty(stock_of(p))) {
      list.add(waste_of(p), false, true);
    }
  }
  if (rules.classic()) {
    if (!s.empty(stock_of(p))) list.add(stock_of(p));
    if (rules.use_opponent_stock && !s.empty(stock_of(other(p))))
      list.add(stock_of(other(p)), true);
  }
  return list;
}

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
  if (s.over()) return false;
  const uint64_t accepted = center_accept_mask(s);
  if (accepted == 0) return false;
  const SourceList sources = movable_sources(s);
  for (int i = 0; i < sources.count; ++i) {
    if (sources.only_to_house[i]) continue;
    const PileId from = sources.piles[i];
    const Card card = s.top(from).card;
    if ((accepted >> (card.id % kCardsPerDeck) & 1) == 0) continue;
    for (int c = 0; c < kCenterCount; ++c) {
      if (may_build_center(s, card, center_pile(c))) {
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
  const bool classic = s.rules().classic();
  const PileId own_waste = waste_of(p), their_waste = waste_of(other(p));
  const PileId their_stock = stock_of(other(p));
  const SourceList sources = movable_sources(s);
  const TargetNeeds needs(s);
  for (int i = 0; i < sources.count; ++i) {
    const PileId from = sources.piles[i];
    const Card card = s.top(from).card;
    const int first = out.count;
    if (!sources.only_to_house[i]) {
      for (int c = 0; c < kCenterCount; ++c) {
        if (needs.center_takes(c, card)) out.push(Action::move(from, center_pile(c)));
      }
    }
    for (int h = 0; h < kHouseCount; ++h) {
      const PileId house = house_pile(h);
      if (house == from) continue;
      if (sources.only_to_space[i] ? needs.house[h] == TargetNeeds::kAny
                                   : needs.house_takes(h, card)) {
        out.push(Action::move(from, house));
      }
    }
    if (sources.only_to_house[i]) continue;
    if (!s.empty(their_waste) && may_load(s, card, their_waste)) {
      out.push(Action::move(from, their_waste));
    }
    if (classic && !s.empty(their_stock) && may_load(s, card, their_stock)) {
      out.push(Action::move(from, their_stock));
    }
    // Onto one's own waste: any card in house; in the classic presets only the turned card, and
    // only when it cannot be played anywhere else.
    if (from != own_waste && (!classic || (from == reserve_of(p) && out.count == first))) {
      out.push(Action::move(from, own_waste));
    }
  }
  if (can_turn_up(s)) out.push(Action::turn_up());
  if (can_turn_over(s)) out.push(Action::turn_over());
  if (can_pass(s)) out.push(Action::pass());
  if (knock_open(s)) out.push(Action::knock(other(s.last().actor)));
}

bool ActionList::contains(const Action& action) const {
  for (const Action& a : *this) {
    if (a == action) return true;
  }
  return false;
}

}  // namespace rb::russian_bank
