// Spite and Malice's rules: the deal, what may be played, applying an action, the end of a turn
// and of the game, and the scores (../shared/rules/spite-and-malice.md, sections 2 to 7).
#include <algorithm>

#include "core/random.hpp"
#include "core/small_sort.hpp"
#include "core/translation.hpp"
#include "state.hpp"

namespace rb::spite {

uint64_t shuffle_seed(uint64_t game_seed, Shuffle purpose, int counter) {
  uint64_t mix = game_seed;
  uint64_t seed = splitmix64(mix);
  seed ^= uint64_t(purpose) * 0x9e3779b97f4a7c15ULL;
  seed ^= uint64_t(counter) * 0xd1b54a32d192ed03ULL;
  return splitmix64(seed);
}

void shuffle_cards(std::vector<Card>& cards, uint64_t seed) {
  Random random(seed);
  for (size_t i = cards.size(); i > 1; --i) {
    const size_t j = random.below(uint32_t(i));
    std::swap(cards[i - 1], cards[j]);
  }
}

void Editor::reset(const Rules& rules, uint64_t seed) {
  s = State{};
  s.rules_ = rules;
  const int jokers = rules.players == 2 ? 4 : 6;
  s.centers_ = uint8_t((rules.players == 2 ? 8 : 12) + (rules.joker_starts_center ? jokers : 0));
  s.seed_ = seed;
}

void Editor::push(PileId pile, Card card) {
  const int at = s.end_[pile];
  const int total = s.total_cards();
  std::memmove(&s.cards_[size_t(at + 1)], &s.cards_[size_t(at)], size_t(total - at));
  s.cards_[size_t(at)] = card.id;
  for (int p = pile; p < kMaxPiles; ++p) ++s.end_[size_t(p)];
}

Card Editor::take(PileId pile, int i) {
  const int at = s.start(pile) + i;
  const int total = s.total_cards();
  const Card card{s.cards_[size_t(at)]};
  std::memmove(&s.cards_[size_t(at)], &s.cards_[size_t(at + 1)], size_t(total - at - 1));
  s.cards_[size_t(total - 1)] = 0;  // unused bytes stay zero so that equal states compare equal
  for (int p = pile; p < kMaxPiles; ++p) --s.end_[size_t(p)];
  return card;
}

void Editor::mark_table_seen() {
  for (PileId pile = 1; pile < s.pile_count(); ++pile) {
    const PileKind kind = s.kind(pile);
    if (kind == PileKind::center || kind == PileKind::side) {
      for (int i = 0; i < s.size(pile); ++i) mark_seen(s.card(pile, i));
    } else if (kind == PileKind::payoff && !s.empty(pile)) {
      mark_seen(s.top(pile));
    }
  }
}

namespace {

std::vector<Card> make_game_cards(int seats) {
  std::vector<Card> cards;
  const int decks = seats == 2 ? 2 : 3;
  for (int id = 0; id < decks * kCardsPerDeck; ++id) cards.push_back(Card{uint8_t(id)});
  if (seats == 2) {
    for (int k = 0; k < 4; ++k) cards.push_back(Card::joker(1, k));
  } else {
    for (int deck : {1, 2}) {
      for (int k = 0; k < 3; ++k) cards.push_back(Card::joker(deck, k));
    }
  }
  return cards;
}

std::vector<Card> make_cards_not_in_game(int seats) {
  std::array<bool, kCardIdLimit> in{};
  for (Card c : make_game_cards(seats)) in[c.id] = true;
  std::vector<Card> out;
  for (int id = 0; id < kCardIdLimit; ++id) {
    if (!in[size_t(id)]) out.push_back(Card{uint8_t(id)});
  }
  return out;
}

}  // namespace

const std::vector<Card>& game_cards(int seats) {
  static const std::vector<Card> two = make_game_cards(2), more = make_game_cards(3);
  return seats == 2 ? two : more;
}

const std::vector<Card>& cards_not_in_game(int seats) {
  static const std::vector<Card> two = make_cards_not_in_game(2), more = make_cards_not_in_game(3);
  return seats == 2 ? two : more;
}

namespace {

// Draws from the draw pile into the hand of the player in turn until it holds five or the pile
// is empty; with stock_out = ends, a draw that finds the pile empty ends the game as blocked.
void draw_to_five(Editor& e);
void end_blocked(Editor& e);

}  // namespace

State deal(const Rules& rules, uint64_t seed) {
  State state;
  Editor e(state);
  e.reset(rules, seed);
  const int n = rules.players;
  const int packet = kCardsPerDeck / n;
  std::vector<Card> deck_p;
  int lead = 0;
  for (int counter = 1;; ++counter) {
    deck_p.clear();
    for (int id = 0; id < kCardsPerDeck; ++id) deck_p.push_back(Card{uint8_t(id)});
    shuffle_cards(deck_p, shuffle_seed(seed, Shuffle::payoff_deck, counter));
    // Seat s takes packet s from the top (index 0 is the top); the packet's top is its first card.
    int best = 0, holders = 0;
    for (int s = 0; s < n; ++s) {
      const int rank = deck_p[size_t(s * packet)].rank();
      if (rank > best) {
        best = rank;
        holders = 1;
        lead = s;
      } else if (rank == best) {
        ++holders;
      }
    }
    if (holders == 1) break;
  }
  for (int s = 0; s < n; ++s) {
    for (int i = packet - 1; i >= 0; --i)
      e.push(state.payoff_of(s), deck_p[size_t(s * packet + i)]);
  }
  // The draw deck: deck S (or S1 and S2) and the jokers, with three players the payoff deck's
  // bottom card; in canonical order (by id), then shuffled.
  std::vector<Card> draw_deck;
  if (n * packet < kCardsPerDeck) draw_deck.push_back(deck_p.back());
  for (Card c : game_cards(n)) {
    if (c.back() != 0) draw_deck.push_back(c);
  }
  small_sort(draw_deck.begin(), draw_deck.end(), [](Card a, Card b) { return a.id < b.id; });
  shuffle_cards(draw_deck, shuffle_seed(seed, Shuffle::draw_deck, 1));
  size_t next = 0;
  for (int round = 0; round < kHandSize; ++round) {
    for (int k = 0; k < n; ++k) e.push(state.hand_of((lead + k) % n), draw_deck[next++]);
  }
  for (size_t i = draw_deck.size(); i > next; --i) e.push(State::draw_pile(), draw_deck[i - 1]);
  e.turn() = uint8_t(lead);
  e.mark_table_seen();
  return state;
}

bool fits_center(const State& s, Card card, PileId center) {
  const int rank = center_rank(s, center);
  if (rank == 0) return card.is_joker() ? s.rules().joker_starts_center : card.rank() == 1;
  if (rank >= kStackSize) return false;
  return card.is_joker() || card.rank() == rank + 1;
}

RankRange side_range(const State& s, PileId side) {
  RankRange range;
  for (int i = 0; i < s.size(side); ++i) {
    const Card c = s.card(side, i);
    if (!c.is_joker()) {
      range = {c.rank(), c.rank()};
    } else if (i == 0) {
      range = {2, 13};
    } else {
      range = {std::max(2, range.low - 1), range.high};
    }
  }
  return range;
}

bool fits_side(const State& s, Card card, PileId side) {
  if (s.rules().side_any || s.empty(side)) return true;
  const RankRange range = side_range(s, side);
  if (card.is_joker()) return range.high >= std::max(2, range.low - 1);
  return card.rank() >= range.low - 1 && card.rank() <= range.high;
}

namespace {

// The piles whose cards the player in turn may play to the center: the hand (each card), the
// payoff top and the side tops.
template <typename Visit>
void each_source(const State& s, Visit visit) {
  const int p = s.turn();
  const PileId hand = s.hand_of(p);
  for (int i = 0; i < s.size(hand); ++i) visit(hand, i, s.card(hand, i));
  if (!s.empty(s.payoff_of(p))) visit(s.payoff_of(p), 0, s.top(s.payoff_of(p)));
  for (int k = 0; k < kSideSlots; ++k) {
    const PileId side = s.side_of(p, k);
    if (!s.empty(side)) visit(side, 0, s.top(side));
  }
}

void draw_to_five(Editor& e) {
  State& s = e.s;
  const PileId hand = s.hand_of(s.turn());
  while (s.size(hand) < kHandSize) {
    if (s.empty(State::draw_pile())) {
      if (s.rules().stock_out_ends) end_blocked(e);
      return;
    }
    e.push(hand, e.pop(State::draw_pile()));
    e.drew() = true;
  }
}

void end_blocked(Editor& e) {
  const State& s = e.s;
  int best = 1000, holders = 0, who = -1;
  for (int seat = 0; seat < s.seats(); ++seat) {
    const int count = s.payoff_count(seat);
    if (count < best) {
      best = count;
      holders = 1;
      who = seat;
    } else if (count == best) {
      ++holders;
    }
  }
  e.end_game(Outcome::blocked, holders == 1 ? who : -1);
}

// A completed stack and the draw pile shuffled together into a new draw pile (section 6).
void recycle(Editor& e, PileId center) {
  State& s = e.s;
  std::vector<Card> cards;
  while (!s.empty(center)) cards.push_back(e.pop(center));
  while (!s.empty(State::draw_pile())) cards.push_back(e.pop(State::draw_pile()));
  small_sort(cards.begin(), cards.end(), [](Card a, Card b) { return a.id < b.id; });
  ++e.recycles();
  shuffle_cards(cards, shuffle_seed(s.seed(), Shuffle::recycle, s.recycles()));
  // The shuffled order's first card is the top.
  for (size_t i = cards.size(); i > 0; --i) e.push(State::draw_pile(), cards[i - 1]);
}

// The ranks of natural cards above `put` (a joker: every rank) that one of the player in turn's
// side stacks takes now.
uint16_t side_ranks_above(const State& s, std::optional<Card> put) {
  uint16_t ranks = 0;
  for (int rank = 1; rank <= kStackSize; ++rank) {
    if (put && !put->is_joker() && rank <= put->rank()) continue;
    const Card natural = Card::make(1, Suit::clubs, rank);
    for (int k = 0; k < kSideSlots; ++k) {
      if (fits_side(s, natural, s.side_of(s.turn(), k))) ranks |= uint16_t(1u << rank);
    }
  }
  return ranks;
}

void end_turn(Editor& e) {
  State& s = e.s;
  uint16_t fitting = 1u << 1;  // an ace always finds an empty place
  for (int k = 0; k < s.centers(); ++k) {
    const int rank = center_rank(s, State::center(k));
    if (rank > 0 && rank < kStackSize) fitting |= uint16_t(1u << (rank + 1));
  }
  e.center_ranks_at_turn_end(s.turn()) = fitting;
  e.stall() = s.payoff_played_this_turn() ? 0 : uint16_t(s.stall() + 1);
  e.idle() = s.drew_this_turn() || s.played_this_turn() ? 0 : uint8_t(s.idle_turns() + 1);
  e.drew() = e.played() = e.payoff_played() = false;
  e.turn() = uint8_t((s.turn() + 1) % s.seats());
  ++e.turn_number();
  if (s.idle_turns() >= s.seats() || s.stall() >= s.rules().stall_turns) {
    end_blocked(e);
    return;
  }
  draw_to_five(e);
}

bool is_source(const State& s, PileId pile) {
  const PileKind kind = s.kind(pile);
  return s.owner(pile) == s.turn() && kind != PileKind::draw && kind != PileKind::center;
}

// Why a compulsory play comes first: "a compulsory play is due: the 2 of spades in A's hand must
// go to the center first (onto an ace)".
std::string due_words(const State& s, const Action& due) {
  const Card c = *moved_card(s, due);
  const std::string card = card_words(c), place = pile_name(s, due.from);
  if (s.kind(due.from) == PileKind::hand) {
    return c.rank() == 1
               ? tr_fill("a compulsory play is due: the {0} in {1} must go to the center first",
                         {card, place})
               : tr_fill(
                     "a compulsory play is due: the {0} in {1} must go to the center first "
                     "(onto an ace)",
                     {card, place});
  }
  return c.rank() == 1
             ? tr_fill("a compulsory play is due: the {0} on {1} must go to the center first",
                       {card, place})
             : tr_fill(
                   "a compulsory play is due: the {0} on {1} must go to the center first "
                   "(onto an ace)",
                   {card, place});
}

// Whether a card of the hand of the player in turn fits one of their side stacks.
bool any_discard(const State& s) {
  const int p = s.turn();
  const PileId hand = s.hand_of(p);
  for (int i = 0; i < s.size(hand); ++i) {
    for (int k = 0; k < kSideSlots; ++k) {
      if (fits_side(s, s.card(hand, i), s.side_of(p, k))) return true;
    }
  }
  return false;
}

}  // namespace

void compulsory_plays(const State& s, std::vector<Action>& out) {
  out.clear();
  if (!s.rules().aces_twos_compulsory || s.over()) return;
  each_source(s, [&](PileId pile, int i, Card c) {
    if (c.is_joker() || c.rank() > 2) return;
    for (int k = 0; k < s.centers(); ++k) {
      const PileId center = State::center(k);
      if (center_rank(s, center) == c.rank() - 1) out.push_back(Action::move(pile, center, i));
    }
  });
}

void legal_actions(const State& s, std::vector<Action>& out) {
  out.clear();
  if (s.over()) return;
  compulsory_plays(s, out);
  if (!out.empty()) return;
  const int p = s.turn();
  each_source(s, [&](PileId pile, int i, Card c) {
    for (int k = 0; k < s.centers(); ++k) {
      if (fits_center(s, c, State::center(k)))
        out.push_back(Action::move(pile, State::center(k), i));
    }
    if (s.kind(pile) == PileKind::hand) {
      for (int k = 0; k < kSideSlots; ++k) {
        if (fits_side(s, c, s.side_of(p, k))) out.push_back(Action::move(pile, s.side_of(p, k), i));
      }
    }
  });
  out.push_back(Action::end_turn());
}

std::string refusal(const State& s, const Action& a) {
  if (s.over()) return std::string(tr("the game is over"));
  const int p = s.turn();
  std::vector<Action> due;
  compulsory_plays(s, due);
  if (a.kind == ActionKind::end_turn) {
    if (!due.empty()) return due_words(s, due.front());
    return "";
  }
  if (a.kind != ActionKind::move) return std::string(tr("there is no such action"));
  if (a.from >= s.pile_count() || a.to >= s.pile_count()) {
    return std::string(tr("there is no such pile"));
  }
  const PileKind from = s.kind(a.from), to = s.kind(a.to);
  if (from == PileKind::center) return std::string(tr("a card never leaves a center stack"));
  if (from == PileKind::draw) {
    return std::string(tr("cards are drawn from the draw pile only at the turn's start"));
  }
  if (!is_source(s, a.from)) {
    return std::string(tr("only your own cards may be played, never another player's"));
  }
  if (from == PileKind::hand) {
    if (a.index >= s.size(a.from)) return std::string(tr("there is no such card in your hand"));
  } else {
    if (a.index != 0) return std::string(tr("only the top card of a pile may be played"));
    if (s.empty(a.from)) return tr_fill("{0} is empty", {pile_name(s, a.from)});
  }
  const Card card = *moved_card(s, a);
  if (to == PileKind::center) {
    if (!fits_center(s, card, a.to)) {
      const int rank = center_rank(s, a.to);
      if (rank == 0) {
        return std::string(card.is_joker()
                               ? tr("a joker may not begin a center stack: only an ace does")
                               : tr("only an ace begins a center stack"));
      }
      return tr_fill(
          "the {0} does not follow the {1} on {2} (it needs a {3})",
          {card_words(card), rank_words(rank), pile_name(s, a.to), rank_words(rank + 1)});
    }
  } else if (to == PileKind::side) {
    if (s.owner(a.to) != p) return std::string(tr("a card goes only onto your own side stacks"));
    if (from != PileKind::hand) {
      return std::string(
          from == PileKind::payoff
              ? tr("only a card from your hand may go onto a side stack, never one from your "
                   "payoff pile")
              : tr("only a card from your hand may go onto a side stack, never one from your "
                   "side stacks"));
    }
    if (!fits_side(s, card, a.to)) {
      const RankRange r = side_range(s, a.to);
      std::string why =
          card.is_joker()
              ? std::string(tr("a joker may not go on an ace: only an ace follows an ace"))
          : r.low == r.high
              ? tr_fill(
                    "the {0} does not go on the {1} on {2}: a side stack takes the same rank "
                    "or one lower",
                    {card_words(card), rank_words(r.high), pile_name(s, a.to)})
              : tr_fill(
                    "the {0} does not go on {1}: its joker stands for {2} to {3}, and a side "
                    "stack takes the same rank or one lower",
                    {card_words(card), pile_name(s, a.to), rank_words(r.low), rank_words(r.high)});
      // (When no card of the hand fits a side stack, the way on is said: a review kept trying.)
      if (!any_discard(s)) {
        why += tr("; no card of your hand fits a side stack now: End turn ends your turn");
      }
      return why;
    }
  } else {
    return std::string(
        tr("a card goes to a center stack or, from your hand, onto one of your side stacks"));
  }
  if (!due.empty() && std::find(due.begin(), due.end(), a) == due.end()) {
    return due_words(s, due.front());
  }
  return "";
}

std::string apply(State& s, const Action& a) {
  if (std::string why = refusal(s, a); !why.empty()) return why;
  Editor e(s);
  ++e.action_count();
  if (a.kind == ActionKind::end_turn) {
    e.side_ranks_passed_over(s.turn()) = side_ranks_above(s, std::nullopt);
    end_turn(e);
    return "";
  }
  const int p = s.turn();
  const PileKind from = s.kind(a.from);
  const Card card = e.take(a.from, from == PileKind::hand ? a.index : s.size(a.from) - 1);
  if (s.kind(a.to) == PileKind::side) e.side_ranks_passed_over(p) = side_ranks_above(s, card);
  e.push(a.to, card);
  e.mark_seen(card);
  e.played() = true;
  if (s.kind(a.to) == PileKind::side) {
    end_turn(e);
    return "";
  }
  if (s.size(a.to) == kStackSize) recycle(e, a.to);
  if (from == PileKind::payoff) {
    e.payoff_played() = true;
    if (s.empty(a.from)) {
      e.end_game(Outcome::won, p);
      return "";
    }
    e.mark_seen(s.top(a.from));  // the next card is turned up
  }
  if (from == PileKind::hand && s.empty(a.from) && s.rules().refill_when_empty) draw_to_five(e);
  return "";
}

int payment(const State& s, int seat) {
  if (!s.over()) return 0;
  // Every pair settles the difference of their counts; with two players that is the winner's
  // points (the loser's count, or the difference in a blocked game) and the loser's debt.
  const int own = s.payoff_count(seat);
  int total = 0;
  for (int o = 0; o < s.seats(); ++o) total += s.payoff_count(o) - own;
  return total;
}

int winner_points(const State& s) {
  return s.over() && s.winner() >= 0 ? payment(s, s.winner()) : 0;
}

}  // namespace rb::spite
