// Single-deck Russian Bank's rules: the deal, what may be played, applying an action, the end of
// a turn and of the game (../shared/rules/single-deck-russian-bank.md, sections 2 to 5).
#include "core/random.hpp"
#include "core/translation.hpp"
#include "state_editor.hpp"

namespace rb::sdrb {

namespace {

// The top four cards of `p`'s reserve, face up, one on each of tableau piles first .. first + 3.
void turn_four_up(Editor& e, Player p, int first) {
  for (int i = 0; i < 4 && !e.s.empty(reserve_of(p)); ++i) {
    e.push(tableau_pile(first + i), e.pop(reserve_of(p)), true);
  }
}

}  // namespace

State deal(const Rules& rules, uint64_t seed) {
  State state;
  Editor e(state);
  e.rules() = rules;
  std::array<Card, kDeckSize> deck;
  for (int i = 0; i < kDeckSize; ++i) deck[size_t(i)] = Card{uint8_t(i)};
  uint64_t mix = seed;
  Random random(splitmix64(mix));
  random.shuffle(deck);
  Player starter = 0;
  if (rules.first == FirstPlayer::random) starter = Player(random.below(2));
  // Two to each, then eight rounds of three, from the top of the deck, the non-dealer first.
  size_t next = 0;
  for (int round = 0; round < 9; ++round) {
    const int count = round == 0 ? 2 : 3;
    for (Player p : {starter, other(starter)}) {
      for (int i = 0; i < count; ++i) e.push(reserve_of(p), deck[next++], false);
    }
  }
  e.turn() = starter;
  e.dealer() = other(starter);
  turn_four_up(e, starter, 0);
  e.progress() = true;
  return state;
}

int rank_step(Card from, Card to) {
  const int difference = (to.rank() - from.rank() + kSuitLength) % kSuitLength;
  return difference == 1 ? 1 : difference == kSuitLength - 1 ? -1 : 0;
}

int direction(const State& s, PileId pile) {
  const int n = s.size(pile);
  if (n < 2) return 0;
  return rank_step(s.card(pile, n - 2), s.card(pile, n - 1));
}

bool fits_tableau(const State& s, Card card, PileId pile) {
  if (s.empty(pile) || s.size(pile) >= kSuitLength) return false;
  const Card top = s.top(pile);
  if (top.suit() != card.suit()) return false;
  const int step = rank_step(top, card);
  if (step == 0) return false;
  const int way = direction(s, pile);
  return way == 0 || way == step;
}

bool fits_waste(const State& s, Card card, PileId waste) {
  if (s.empty(waste)) return false;
  const Card top = s.top(waste);
  return top.suit() == card.suit() && rank_step(top, card) != 0;
}

bool pile_fits(const State& s, PileId from, PileId to) {
  if (s.size(from) < 2 || s.empty(to) || s.size(from) + s.size(to) > kSuitLength) return false;
  const Card bottom = s.card(from, 0);
  const Card top = s.top(to);
  if (bottom.suit() != top.suit()) return false;
  const int step = rank_step(top, bottom);
  if (step == 0) return false;
  const int to_way = direction(s, to);
  return (to_way == 0 || to_way == step) && direction(s, from) == step;
}

namespace {

// Why a move of the player in turn is refused, or "". (An empty waste is the player's own and
// is named in seat letters, "A's waste is empty": the table words it in_voices, table_words.hpp.)
std::string move_refusal(const State& s, PileId from, PileId to) {
  const Player p = s.turn();
  if (from >= kPileCount || to >= kPileCount) return std::string(tr("there is no such pile"));
  if (from == to) return std::string(tr("a card cannot go onto its own pile"));
  if (from == reserve_of(other(p)) || from == waste_of(other(p))) {
    return std::string(tr("the opponent's reserve and waste are not yours to play from"));
  }
  if (from == reserve_of(p) && !s.card_waiting()) return std::string(tr("turn up a card first"));
  if (from != reserve_of(p) && s.card_waiting()) {
    return std::string(tr("the turned card is waiting: it is the only card you may move now"));
  }
  if (s.empty(from)) {
    if (!is_tableau(from)) return pile_name(from) + " is empty";
    return tr_fill("tableau pile {0} is empty", {std::to_string(from + 1)});
  }
  if (is_tableau(from) && !s.exists(from)) {
    return tr_fill("tableau pile {0} is not on the table yet", {std::to_string(from + 1)});
  }
  const Card card = s.top(from);
  if (is_tableau(to)) {
    if (!s.exists(to)) {
      return tr_fill("tableau pile {0} is not on the table yet", {std::to_string(to + 1)});
    }
    if (s.empty(to)) {
      if (is_tableau(from)) {
        return std::string(tr("a space takes a card only from a reserve or a waste"));
      }
      return "";
    }
    if (!fits_tableau(s, card, to)) {
      const Card top = s.top(to);
      if (top.suit() != card.suit() || rank_step(top, card) == 0) {
        return suit_and_rank_refusal(card, top, rank_step(top, card) != 0);
      }
      return tr_fill("the {0} goes against the way tableau pile {1} is built",
                     {card_words(card), std::to_string(to + 1)});
    }
    return "";
  }
  if (to == waste_of(other(p))) {
    if (is_tableau(from)) return std::string(tr("a tableau card never goes onto a waste"));
    if (s.empty(to)) return std::string(tr("nothing may be put on the opponent's empty waste"));
    if (!fits_waste(s, card, to)) {
      return suit_and_rank_refusal(card, s.top(to), rank_step(s.top(to), card) != 0);
    }
    return "";
  }
  if (to == waste_of(p)) {
    if (from != reserve_of(p)) {
      return std::string(tr("only the turned card may go onto your own waste"));
    }
    return "";
  }
  return std::string(
      tr("cards go to the tableau, the opponent's waste, or (the turned card) your own waste"));
}

std::string pile_refusal(const State& s, PileId from, PileId to) {
  if (from >= kTableauCount || to >= kTableauCount) {
    return std::string(tr("only tableau piles move as a whole"));
  }
  if (from == to) return std::string(tr("a pile cannot go onto itself"));
  if (s.card_waiting()) {
    return std::string(tr("the turned card is waiting: it is the only card you may move now"));
  }
  if (!s.exists(from) || !s.exists(to)) return std::string(tr("that pile is not on the table yet"));
  if (s.size(from) < 2) return std::string(tr("a pile of one card moves as its top card"));
  if (s.empty(to)) return std::string(tr("a whole pile never goes into a space"));
  if (!pile_fits(s, from, to)) {
    return tr_fill("the {0} and the cards on it do not continue tableau pile {1}",
                   {card_words(s.card(from, 0)), std::to_string(to + 1)});
  }
  return "";
}

void check_win(Editor& e, Player p) {
  const State& s = e.s;
  if (s.cards_left(p) != 0) return;
  e.end_game(Outcome::won, p, s.rules().scoring ? 30 + s.cards_left(other(p)) : 0);
}

// The end of the turn of the player in turn: the stall count, the blocked game, whose turn comes,
// and the dealer's first turn, which starts by turning four cards up on piles 5 to 8.
void end_turn(Editor& e) {
  State& s = e.s;
  if (s.progress_this_turn()) {
    e.stall() = 0;
  } else {
    ++e.stall();
  }
  e.progress() = false;
  ++e.turn_number();
  e.turn() = other(s.turn());
  if (!s.outer_piles_open() && s.turn() == s.dealer()) {
    e.outer_open() = true;
    turn_four_up(e, s.dealer(), 4);
    e.progress() = true;
  }
  if (s.turns_without_progress() >= s.rules().stall_turns) {
    const int a = s.cards_left(0), b = s.cards_left(1);
    if (s.rules().blocked_is_draw || a == b) {
      e.end_game(Outcome::blocked, std::nullopt, 0);
    } else {
      const int margin = s.rules().scoring ? (a < b ? b - a : a - b) : 0;
      e.end_game(Outcome::blocked, a < b ? Player(0) : Player(1), margin);
    }
  }
}

void apply_move(Editor& e, PileId from, PileId to) {
  State& s = e.s;
  const Player p = s.turn();
  e.push(to, e.pop(from), true);
  if (!is_tableau(from) && is_tableau(to)) e.progress() = true;
  if (!is_tableau(from)) check_win(e, p);
  if (!s.over() && to == waste_of(p)) end_turn(e);
}

void apply_turn_up(Editor& e) {
  const Player p = e.s.turn();
  if (e.s.empty(reserve_of(p))) e.turn_over(waste_of(p), reserve_of(p), false);
  e.set_top_face(reserve_of(p), true);
}

}  // namespace

bool allowed(const State& s, const Action& a) {
  if (s.over()) return false;
  switch (a.kind) {
    case ActionKind::turn_up:
      return !s.card_waiting() && s.cards_left(s.turn()) > 0;
    case ActionKind::resign:  // (allowed at any time, but never listed: apply takes it)
      return false;
    case ActionKind::move_pile:
      return a.from < kTableauCount && a.to < kTableauCount && a.from != a.to &&
             !s.card_waiting() && s.exists(a.from) && s.exists(a.to) && pile_fits(s, a.from, a.to);
    case ActionKind::move: {
      const Player p = s.turn();
      if (a.from >= kPileCount || a.to >= kPileCount || a.from == a.to || s.empty(a.from)) {
        return false;
      }
      const bool from_own = a.from == reserve_of(p) || a.from == waste_of(p);
      if (s.card_waiting() != (a.from == reserve_of(p))) return false;
      if (!from_own && !(is_tableau(a.from) && s.exists(a.from))) return false;
      const Card card = s.top(a.from);
      if (is_tableau(a.to)) {
        if (!s.exists(a.to)) return false;
        return s.empty(a.to) ? from_own : fits_tableau(s, card, a.to);
      }
      if (a.to == waste_of(other(p))) return from_own && fits_waste(s, card, a.to);
      return a.to == waste_of(p) && a.from == reserve_of(p);
    }
  }
  return false;
}

void legal_actions(const State& s, std::vector<Action>& out) {
  out.clear();
  if (s.over()) return;
  const Player p = s.turn();
  const auto sources = [&](PileId from) {
    const bool own = !is_tableau(from);
    const Card card = s.top(from);
    for (PileId to = 0; to < kTableauCount; ++to) {
      if (to == from || !s.exists(to)) continue;
      if (s.empty(to) ? own : fits_tableau(s, card, to)) out.push_back(Action::move(from, to));
    }
    if (own && fits_waste(s, card, waste_of(other(p)))) {
      out.push_back(Action::move(from, waste_of(other(p))));
    }
  };
  if (s.card_waiting()) {
    sources(reserve_of(p));
    out.push_back(Action::move(reserve_of(p), waste_of(p)));
    return;
  }
  if (!s.empty(waste_of(p))) sources(waste_of(p));
  for (PileId from = 0; from < kTableauCount; ++from) {
    if (!s.exists(from) || s.empty(from)) continue;
    sources(from);
    if (s.size(from) < 2) continue;
    for (PileId to = 0; to < kTableauCount; ++to) {
      if (to != from && s.exists(to) && pile_fits(s, from, to)) {
        out.push_back(Action::move_pile(from, to));
      }
    }
  }
  out.push_back(Action::turn_up());
}

std::string apply(State& s, const Action& action) {
  if (s.over()) return std::string(tr("the game is over"));
  Editor e(s);
  switch (action.kind) {
    case ActionKind::resign:
      if (action.from > 1) return std::string(tr("there is no such player"));
      e.end_game(Outcome::resigned, other(Player(action.from)), 0);
      return "";
    case ActionKind::turn_up: {
      if (s.card_waiting()) return std::string(tr("the turned card is waiting: play it first"));
      if (s.cards_left(s.turn()) == 0) return std::string(tr("you have no cards left"));
      apply_turn_up(e);
      break;
    }
    case ActionKind::move_pile: {
      if (std::string refusal = pile_refusal(s, action.from, action.to); !refusal.empty()) {
        return refusal;
      }
      e.move_all(action.from, action.to);
      break;
    }
    case ActionKind::move: {
      if (std::string refusal = move_refusal(s, action.from, action.to); !refusal.empty()) {
        return refusal;
      }
      apply_move(e, action.from, action.to);
      break;
    }
  }
  ++e.action_count();
  return "";
}

}  // namespace rb::sdrb
