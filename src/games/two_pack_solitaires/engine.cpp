// The two-pack solitaires' rules: the deals, what fits where, legal actions, refusals, applying
// an action, redeals and the end of the game (../shared/rules/two-pack-solitaires.md).
#include <algorithm>
#include <bit>

#include "core/random.hpp"
#include "core/translation.hpp"
#include "state_editor.hpp"

namespace rb::tps {

void Editor::move_top(PileId from, PileId to) {
  const int at = s.start_[from + 1u] - 1;
  const uint8_t byte = uint8_t(s.cards_[size_t(at)] | 0x80);
  if (from < to) {
    const int place = s.start_[to + 1u] - 1;
    for (int i = at; i < place; ++i) s.cards_[size_t(i)] = s.cards_[size_t(i + 1)];
    s.cards_[size_t(place)] = byte;
    for (int p = from + 1; p <= to; ++p) --s.start_[size_t(p)];
  } else {
    const int place = s.start_[to + 1u];
    for (int i = at; i > place; --i) s.cards_[size_t(i)] = s.cards_[size_t(i - 1)];
    s.cards_[size_t(place)] = byte;
    for (int p = to + 1; p <= from; ++p) ++s.start_[size_t(p)];
  }
}

namespace {

// Whether the two cards' ranks are one apart, either way (the fan games build so, by suit).
bool one_rank_apart(Card a, Card b) {
  return a.rank() + 1 == b.rank() || a.rank() == b.rank() + 1;
}

bool has_waste(Game g) {
  return g == Game::congress || g == Game::harp;
}

// The generator of a shuffle: the game seed's first splitmix64 output for the deal, its
// (k+1)-th for the k-th redeal.
Random shuffle_generator(uint64_t seed, int redeal) {
  uint64_t mix = seed;
  uint64_t derived = 0;
  for (int i = 0; i <= redeal; ++i) derived = splitmix64(mix);
  return Random(derived);
}

// Fisher-Yates with our generator, as Random::shuffle does, over the first n cards.
void shuffle_cards(std::array<Card, kCards>& cards, int n, Random& random) {
  for (int i = n - 1; i > 0; --i) {
    const int j = int(random.below(uint32_t(i + 1)));
    std::swap(cards[size_t(i)], cards[size_t(j)]);
  }
}

// Lays cards face down as the hand so that cards[first] is its top (the next to come).
void make_hand(Editor& e, const std::array<Card, kCards>& cards, int first, int n) {
  for (int i = n - 1; i >= first; --i) e.push(kHand, cards[size_t(i)], false);
}

int first_empty_foundation(const State& s) {
  for (int f = 0; f < kFoundations; ++f) {
    if (s.empty(foundation_pile(f))) return f;
  }
  return 0;  // (only where the foundations are a race's: a player's own hold what went home)
}

// Fans of three, face up, fan by fan, the last card dealt to a fan on top (the last fan perhaps
// shorter), up to `fans` of them; with `aces_up` (Intelligence) an ace dealt goes to a
// foundation and the next card takes its place. Returns the number of cards used.
int deal_fans(Editor& e, const std::array<Card, kCards>& cards, int n, int fans, bool aces_up) {
  int next = 0;
  for (int fan = 0; fan < fans && next < n; ++fan) {
    const PileId pile = tableau_pile(fan);
    while (e.s.size(pile) < 3 && next < n) {
      const Card card = cards[size_t(next++)];
      if (aces_up && card.rank() == 1) {
        e.push(foundation_pile(first_empty_foundation(e.s)), card, true);
      } else {
        e.push(pile, card, true);
      }
    }
  }
  return next;
}

void lay_out(Editor& e, const std::array<Card, kCards>& deck) {
  switch (e.s.game()) {
    case Game::congress:
      for (int i = 0; i < 8; ++i) e.push(tableau_pile(i), deck[size_t(i)], true);
      make_hand(e, deck, 8, kCards);
      break;
    case Game::harp: {
      int next = 0;
      for (int row = 0; row < 9; ++row) {
        e.push(tableau_pile(row), deck[size_t(next++)], true);
        for (int pile = row + 1; pile < 9; ++pile) {
          e.push(tableau_pile(pile), deck[size_t(next++)], false);
        }
      }
      make_hand(e, deck, next, kCards);
      break;
    }
    case Game::house_in_the_wood:
    case Game::house_on_the_hill:
      deal_fans(e, deck, kCards, kMaxTableau, false);
      break;
    case Game::intelligence: {
      const int used = deal_fans(e, deck, kCards, 18, true);
      make_hand(e, deck, used, kCards);
      break;
    }
  }
}

int face_down_in_tableau(const State& s) {
  if (s.game() != Game::harp) return 0;
  int n = 0;
  for (int t = 0; t < 9; ++t) {
    const PileId pile = tableau_pile(t);
    for (int i = 0; i < s.size(pile) && !s.face_up(pile, i); ++i) ++n;
  }
  return n;
}

// What only grows (or only shrinks) in a game: when it changes, no earlier position can return.
struct Progress {
  int foundation = 0, in_hand_and_waste = 0, face_down = 0, redeals_left = 0;
  friend bool operator==(const Progress&, const Progress&) = default;
};
Progress progress_of(const State& s) {
  return {s.foundation_cards(), s.size(kHand) + s.size(kWaste), face_down_in_tableau(s),
          s.redeals_left()};
}

// How often the position of this hash was on the table since the last progress.
int times_seen(const State& s, uint64_t hash) {
  return int(std::count(s.seen().begin(), s.seen().end(), hash));
}

// After an action: the win, the position's occurrences, and a block.
void settle(Editor& e, const Progress& before) {
  State& s = e.s;
  ++e.action_count();
  if (s.outcome() != Outcome::playing) return;
  if (s.foundation_cards() == kCards) {
    e.outcome() = Outcome::won;
    return;
  }
  if (!(progress_of(s) == before)) e.seen().clear();
  const uint64_t hash = position_hash(s);
  const int times = times_seen(s, hash) + 1;
  e.seen().push_back(hash);
  if (s.rules().shared_foundations) return;  // (the race judges its players' games)
  if (times >= s.rules().repeat_limit) {
    e.outcome() = Outcome::repeated;
  } else if (!any_play(s)) {
    e.outcome() = Outcome::blocked;
  }
}

// Intelligence: an emptied fan takes three cards from the hand (aces among them go up and are
// replaced).
void refill_fan(Editor& e, PileId fan) {
  while (e.s.size(fan) < 3 && !e.s.empty(kHand)) {
    const Card card = e.pop(kHand);
    if (card.rank() == 1) {
      e.push(foundation_pile(first_empty_foundation(e.s)), card, true);
    } else {
      e.push(fan, card, true);
    }
  }
}

void apply_move(Editor& e, PileId from, PileId to) {
  State& s = e.s;
  const Game g = s.game();
  if (g == Game::harp && is_tableau(from) && is_tableau(to) && s.empty(to)) {
    // The king-headed group as a unit.
    // (Taken off first: the cards array holds the 104 cards and no more.)
    const int count = s.size(from) - king_group_start(s, from);
    std::array<Card, 13> group{};
    for (int i = count - 1; i >= 0; --i) group[size_t(i)] = e.pop(from);
    for (int i = 0; i < count; ++i) e.push(to, group[size_t(i)], true);
  } else {
    e.move_top(from, to);
  }
  if (g == Game::harp && is_tableau(from) && !s.empty(from) && !s.face_up(from, s.size(from) - 1)) {
    e.set_face(from, s.size(from) - 1, true);
  }
  if (g == Game::intelligence && is_tableau(from) && s.empty(from)) refill_fan(e, from);
}

void apply_redeal(Editor& e) {
  State& s = e.s;
  const Game g = s.game();
  if (s.redeals_left() != kUnlimited) --e.redeals_left();
  ++e.redeals_made();
  if (has_waste(g)) {
    while (!s.empty(kWaste)) e.push(kHand, e.pop(kWaste), false);
    return;
  }
  // Every card of the fans (and the hand) gathered in card order and shuffled.
  std::array<Card, kCards> cards{};
  std::array<bool, kCards> gathered{};
  int n = 0;
  for (PileId pile = kHand; pile < pile_count(g); ++pile) {
    while (!s.empty(pile)) gathered[e.pop(pile).id] = true;
  }
  for (int id = 0; id < kCards; ++id) {
    if (gathered[size_t(id)]) cards[size_t(n++)] = Card{uint8_t(id)};
  }
  Random random = shuffle_generator(s.seed(), s.redeals_made());
  shuffle_cards(cards, n, random);
  if (g == Game::intelligence) {
    const int used = deal_fans(e, cards, n, 18, true);
    make_hand(e, cards, used, n);
  } else {
    deal_fans(e, cards, n, kMaxTableau, false);
  }
}

bool move_allowed(const State& s, PileId from, PileId to) {
  const Game g = s.game();
  const int piles = pile_count(g);
  if (from >= piles || to >= piles || from == to || s.empty(from) || is_foundation(from)) {
    return false;
  }
  const bool fill = space_to_fill(s);
  if (from == kHand) return fill && is_tableau(to) && s.empty(to);
  if (fill) return from == kWaste && is_tableau(to) && s.empty(to);
  const Card card = s.top(from);
  if (is_foundation(to)) return fits_foundation(s, card, to);
  if (!is_tableau(to)) return false;
  if (!s.empty(to)) return fits_tableau(s, card, to);
  if (g != Game::harp) return false;
  if (from == kWaste) return card.rank() == kKing;
  return king_group_start(s, from) > 0;
}

std::string move_refusal(const State& s, PileId from, PileId to) {
  const Game g = s.game();
  const int piles = pile_count(g);
  if (from >= piles || to >= piles) {
    return tr_fill("{0} has no pile {1}",
                   {tr(game_title(g)), pile_code(from >= piles ? from : to)});
  }
  if (from == to) return std::string(tr("a card cannot go onto its own pile"));
  if (s.empty(from)) return tr_fill("{0} is empty", {pile_name(g, from)});
  if (is_foundation(from)) return std::string(tr("a card on a foundation stays there"));
  const bool fill = space_to_fill(s);
  if (fill && !(is_tableau(to) && s.empty(to) && (from == kHand || from == kWaste))) {
    return std::string(tr("a pile is empty: fill it first, from the waste or the hand"));
  }
  if (from == kHand) {
    return std::string(g == Game::congress
                           ? tr("the hand's top card goes only into a space; turn it up instead")
                           : tr("the hand's cards are not played from the hand"));
  }
  const Card card = s.top(from);
  if (is_foundation(to)) {
    if (s.empty(to)) {
      if (g == Game::house_on_the_hill) {
        const Card first = Card::make(0, Suit(to % 4), to < 4 ? 1 : kKing);
        return tr_fill("foundation {0} begins with the {1}",
                       {std::to_string(to + 1), card_words(first)});
      }
      return std::string(tr("an empty foundation takes only an ace"));
    }
    return tr_fill("the {0} does not follow the {1} on its foundation",
                   {card_words(card), card_words(s.top(to))});
  }
  if (!is_tableau(to)) return std::string(tr("cards go to the foundations or the tableau"));
  if (!s.empty(to)) {
    const std::string moved = card_words(card), onto = card_words(s.top(to));
    switch (g) {
      case Game::congress:
        return tr_fill("the {0} is not one rank below the {1}", {moved, onto});
      case Game::harp:
        return tr_fill("the {0} is not one rank below the {1} and of the other colour",
                       {moved, onto});
      default:
        return suit_and_rank_refusal(card, s.top(to), one_rank_apart(card, s.top(to)));
    }
  }
  switch (g) {
    case Game::congress:
      return std::string(tr("a space is filled only from the waste or the hand"));
    case Game::harp:
      if (from == kWaste) return std::string(tr("a space takes only a king"));
      if (king_group_start(s, from) == 0) {
        return std::string(tr("the king already lies at the bottom of its pile"));
      }
      return std::string(tr("a space takes only a king, or a group headed by a king"));
    default:
      return std::string(tr("an empty fan stays empty"));
  }
}

// Why a redeal is not allowed now, if it is not (the search asks at every position: no words).
enum class NoRedeal : uint8_t { allowed, never, none_left, space, hand_not_empty, no_waste };

NoRedeal redeal_bar(const State& s) {
  if (s.redeals_left() == 0) {
    return s.rules().redeals == 0 ? NoRedeal::never : NoRedeal::none_left;
  }
  if (has_waste(s.game())) {
    if (space_to_fill(s)) return NoRedeal::space;
    if (!s.empty(kHand)) return NoRedeal::hand_not_empty;
    if (s.empty(kWaste)) return NoRedeal::no_waste;
  }
  return NoRedeal::allowed;
}

std::string redeal_refusal(const State& s) {
  switch (redeal_bar(s)) {
    case NoRedeal::allowed:
      break;
    case NoRedeal::never:
      return tr_fill("{0} is played without redeals", {tr(game_title(s.game()))});
    case NoRedeal::none_left:
      return std::string(tr("no redeals are left"));
    case NoRedeal::space:
      return std::string(tr("a pile is empty: fill it first, from the waste or the hand"));
    case NoRedeal::hand_not_empty:
      return std::string(tr("the hand is not empty yet"));
    case NoRedeal::no_waste:
      return std::string(tr("the waste is empty"));
  }
  return "";
}

}  // namespace

State deal(const Rules& rules, uint64_t seed) {
  State state;
  Editor e(state);
  e.rules() = rules;
  e.seed() = seed;
  e.redeals_left() = rules.redeals;
  std::array<Card, kCards> deck;
  for (int i = 0; i < kCards; ++i) deck[size_t(i)] = Card{uint8_t(i)};
  Random random = shuffle_generator(seed, 0);
  random.shuffle(deck);
  lay_out(e, deck);
  e.seen().push_back(position_hash(state));
  return state;
}

bool fits_foundation(const State& s, Card card, PileId pile) {
  if (!is_foundation(pile) || s.rules().shared_foundations) return false;
  if (s.game() == Game::house_on_the_hill) {
    if (int(card.suit()) != pile % 4) return false;
    const bool up = pile < 4;
    if (s.empty(pile)) return card.rank() == (up ? 1 : kKing);
    if (s.size(pile) >= 13) return false;
    return card.rank() == s.top(pile).rank() + (up ? 1 : -1);
  }
  if (s.empty(pile)) return card.rank() == 1;
  const Card top = s.top(pile);
  return top.suit() == card.suit() && card.rank() == top.rank() + 1;
}

bool fits_tableau(const State& s, Card card, PileId pile) {
  if (s.empty(pile)) return false;
  const Card top = s.top(pile);
  switch (s.game()) {
    case Game::congress:
      return card.rank() + 1 == top.rank();
    case Game::harp:
      return card.rank() + 1 == top.rank() && card.red() != top.red();
    default:
      return card.suit() == top.suit() && one_rank_apart(card, top);
  }
}

bool may_send_home(const State& s, PileId from) {
  const Game g = s.game();
  if (s.over() || from >= pile_count(g) || s.empty(from) || space_to_fill(s)) return false;
  return from == kWaste ? has_waste(g) : is_tableau(from);
}

void send_home(State& s, PileId from, PileId bin) {
  Editor e(s);
  const Progress before = progress_of(s);
  apply_move(e, from, bin);
  settle(e, before);
}

int king_group_start(const State& s, PileId pile) {
  if (s.game() != Game::harp || !is_tableau(pile) || s.empty(pile)) return -1;
  int i = s.size(pile) - 1;
  while (i > 0 && s.face_up(pile, i - 1)) {
    const Card below = s.card(pile, i - 1), card = s.card(pile, i);
    if (below.rank() != card.rank() + 1 || below.red() == card.red()) break;
    --i;
  }
  return s.card(pile, i).rank() == kKing ? i : -1;
}

bool space_to_fill(const State& s) {
  if (s.game() != Game::congress || (s.empty(kHand) && s.empty(kWaste))) return false;
  for (int t = 0; t < 8; ++t) {
    if (s.empty(tableau_pile(t))) return true;
  }
  return false;
}

namespace {

// Calls `emit` with every action allowed now but the game's end (with `hand_actions` off, the
// moves alone: no turning up or redeal), until it returns false.
template <bool hand_actions = true, typename Emit>
void each_play(const State& s, Emit&& emit) {
  if (s.over()) return;
  const Game g = s.game();
  const int piles = pile_count(g);
  if (space_to_fill(s)) {
    for (PileId to = kFirstTableau; to < piles; ++to) {
      if (!s.empty(to)) continue;
      if (!s.empty(kWaste) && !emit(Action::move(kWaste, to))) return;
      if (!s.empty(kHand) && !emit(Action::move(kHand, to))) return;
    }
    return;
  }
  // The moves move_allowed allows here (no space to fill), in the same order (every foundation,
  // then every tableau pile). Each tableau pile's top card is read once as its key, and the piles
  // are kept as a bit set per key (bit i: tableau pile i): a card fits on the piles whose key is
  // one of its two wanted keys (fits_tableau).
  const auto key = [g](Card card) {
    const int high = g == Game::harp ? int(card.red()) : g == Game::congress ? 0 : int(card.suit());
    return high * 16 + card.rank();
  };
  std::array<uint64_t, 64> by_key{};
  uint64_t spaces = 0;
  // What each foundation takes next (bit per foundation), asked once, where foundations go up by
  // suit from the ace; House on the Hill's and a race's are asked card by card (fits_foundation).
  const bool up_by_suit = g != Game::house_on_the_hill && !s.rules().shared_foundations;
  std::array<uint8_t, kCardsPerDeck> home{};
  if (up_by_suit) {
    for (PileId f = 0; f < kFoundations; ++f) {
      if (s.empty(f)) {
        for (int suit = 0; suit < 4; ++suit)
          home[Card::make(0, Suit(suit), 1).id] |= uint8_t(1u << f);
      } else if (const Card top = s.top(f); top.rank() < kKing) {
        home[Card::make(0, top.suit(), top.rank() + 1).id] |= uint8_t(1u << f);
      }
    }
  }
  for (PileId to = kFirstTableau; to < piles; ++to) {
    const uint64_t bit = uint64_t(1) << (to - kFirstTableau);
    if (s.empty(to)) {
      spaces |= bit;
    } else {
      by_key[size_t(key(s.top(to)))] |= bit;
    }
  }
  const auto from_source = [&](PileId from) {
    if (s.empty(from)) return true;
    const Card card = s.top(from);
    if (up_by_suit) {
      for (unsigned bits = home[card.id % kCardsPerDeck]; bits != 0; bits &= bits - 1) {
        if (!emit(Action::move(from, PileId(std::countr_zero(bits))))) return false;
      }
    } else {
      for (PileId to = 0; to < kFoundations; ++to) {
        if (fits_foundation(s, card, to) && !emit(Action::move(from, to))) return false;
      }
    }
    // One rank below the top (Harp: of the other colour); in the fan games also one above.
    const int own = key(card), below = g == Game::harp ? (own ^ 16) + 1 : own + 1;
    const int above = fan_game(g) ? own - 1 : below;
    uint64_t fits = by_key[size_t(below)] | by_key[size_t(above)];
    // (Into a space: only in Harp, a king from the waste or a king-headed group not at the bottom.)
    if (g == Game::harp && spaces != 0 &&
        (from == kWaste ? card.rank() == kKing : king_group_start(s, from) > 0)) {
      fits |= spaces;
    }
    if (is_tableau(from)) fits &= ~(uint64_t(1) << (from - kFirstTableau));
    for (; fits != 0; fits &= fits - 1) {
      const PileId to = PileId(kFirstTableau + std::countr_zero(fits));
      if (!emit(Action::move(from, to))) return false;
    }
    return true;
  };
  if (has_waste(g) && !from_source(kWaste)) return;
  for (PileId from = kFirstTableau; from < piles; ++from) {
    if (!from_source(from)) return;
  }
  if constexpr (hand_actions) {
    if (has_waste(g) && !s.empty(kHand) && !emit(Action::turn_up())) return;
    if (redeal_bar(s) == NoRedeal::allowed) emit(Action::redeal());
  }
}

}  // namespace

void legal_moves(const State& s, std::vector<Action>& out) {
  out.clear();
  each_play<false>(s, [&](const Action& a) {
    out.push_back(a);
    return true;
  });
}

void legal_actions(const State& s, std::vector<Action>& out) {
  out.clear();
  if (s.over()) return;
  each_play(s, [&](const Action& a) {
    out.push_back(a);
    return true;
  });
  out.push_back(Action::end());
}

bool allowed(const State& s, const Action& a) {
  if (s.over()) return false;
  switch (a.kind) {
    case ActionKind::end:
      return true;
    case ActionKind::turn_up:
      return has_waste(s.game()) && !space_to_fill(s) && !s.empty(kHand);
    case ActionKind::redeal:
      return redeal_bar(s) == NoRedeal::allowed;
    case ActionKind::move:
      return move_allowed(s, a.from, a.to);
  }
  return false;
}

namespace {

// The action's change to the table (the move, a card turned, a fan refilled, a redeal), or its
// refusal and nothing changed; the game's end is judged after it.
std::string make(Editor& e, const Action& action) {
  const State& s = e.s;
  switch (action.kind) {
    case ActionKind::end:
      e.outcome() = Outcome::ended;
      break;
    case ActionKind::turn_up:
      if (!has_waste(s.game())) {
        return tr_fill("{0} has no waste to turn cards onto", {tr(game_title(s.game()))});
      }
      if (space_to_fill(s)) {
        return std::string(tr("a pile is empty: fill it first, from the waste or the hand"));
      }
      if (s.empty(kHand)) {
        // (A click on the empty hand that cannot redeal says why: a review found it silent.)
        const std::string no_redeal = redeal_refusal(s);
        return no_redeal.empty() ? std::string(tr("the hand is empty"))
                                 : tr_fill("the hand is empty, and {0}", {no_redeal});
      }
      e.move_top(kHand, kWaste);
      break;
    case ActionKind::redeal:
      if (std::string refusal = redeal_refusal(s); !refusal.empty()) return refusal;
      apply_redeal(e);
      break;
    case ActionKind::move:
      if (!move_allowed(s, action.from, action.to)) {
        std::string refusal = move_refusal(s, action.from, action.to);
        return refusal.empty() ? std::string(tr("that move is not allowed")) : refusal;
      }
      apply_move(e, action.from, action.to);
      break;
  }
  return "";
}

}  // namespace

std::string apply(State& s, const Action& action) {
  if (s.over()) return std::string(tr("the game is over"));
  Editor e(s);
  const Progress before = progress_of(s);
  if (std::string refusal = make(e, action); !refusal.empty()) return refusal;
  settle(e, before);
  return "";
}

std::string apply_in_search(State& s, const Action& action) {
  if (s.over()) return std::string(tr("the game is over"));
  Editor e(s);
  if (std::string refusal = make(e, action); !refusal.empty()) return refusal;
  ++e.action_count();
  if (s.outcome() == Outcome::playing && s.foundation_cards() == kCards) {
    e.outcome() = Outcome::won;
  }
  return "";
}

bool any_play(const State& s) {
  bool found = false;
  each_play(s, [&](const Action&) {
    found = true;
    return false;
  });
  return found;
}

uint64_t position_hash(const State& s) {
  uint64_t hash = 1469598103934665603ULL;
  const auto mix = [&](uint64_t value) {
    hash ^= value;
    hash *= 1099511628211ULL;
  };
  for (PileId pile = 0; pile < pile_count(s.game()); ++pile) {
    mix(0x100u + uint64_t(s.size(pile)));
    for (int i = 0; i < s.size(pile); ++i) {
      // The two copies of a card are equal for play; a face-down card is only a count.
      mix(s.face_up(pile, i) ? uint64_t(s.card(pile, i).id % kCardsPerDeck) : 0xffu);
    }
  }
  mix(0x200u + uint64_t(s.redeals_left()));
  return hash;
}

int occurrences(const State& s) {
  return times_seen(s, position_hash(s));
}

}  // namespace rb::tps
