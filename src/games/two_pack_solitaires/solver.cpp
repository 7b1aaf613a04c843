// The two-pack solitaires' solver (see solver.hpp).
#include "solver.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>

#include "core/small_sort.hpp"
#include "fan_search.hpp"
#include "harp_deadlock.hpp"
#include "harp_safe_home.hpp"
#include "intelligence_deadlock.hpp"
#include "line_polish.hpp"
#include "luby.hpp"
#include "position_set.hpp"
#include "search_order.hpp"
#include "state_editor.hpp"

namespace rb::tps {

namespace {

// Harp's searches are short: its deep lines are found by many quick tries from the deal more
// often than by searching long under an early move.
constexpr int64_t kHarpRestartUnit = 250;
// Intelligence's too, shorter than Congress's (the positions left stay met from one to the next).
constexpr int64_t kIntelligenceRestartUnit = 500;
// House in the Wood and on the Hill with redeals: the positions the fan search gets from the
// start (as if no redeal were allowed), and at each position after the last redeal.
constexpr int64_t kFanFirstTry = 30000;
constexpr int64_t kFanAfterRedeals = 5000;
// The positions Harp's shown line may search again in a player's order (shown_line).
constexpr int64_t kShownLineBudget = 200000;

// A pile's cards in order (the two copies of a card alike), with its kind: eight cards a word.
uint64_t faces_hash(const uint8_t* faces, int n, uint64_t kind) {
  uint64_t hash = 1469598103934665603ULL ^ kind;
  for (int i = 0; i < n; i += 8) {
    uint64_t word = 0;
    for (int j = i; j < std::min(n, i + 8); ++j) word |= uint64_t(faces[j]) << (8 * (j - i));
    hash = mix_key(hash ^ word);
  }
  return mix_key(hash + uint64_t(n));
}
uint8_t face_byte(Card card, bool face_up) {
  return uint8_t(card.id % kCardsPerDeck | (face_up ? 0x40u : 0u));
}
// The pile's hash with its top `drop` cards taken off, then (with `turn`) its new top turned face
// up, then `add` put on face up (when given).
uint64_t edited_pile_hash(const State& s, PileId pile, uint64_t kind, int drop, bool turn,
                          std::optional<Card> add) {
  std::array<uint8_t, kCards + 1> faces;
  const int n = s.size(pile) - drop;
  for (int j = 0; j < n; ++j) faces[size_t(j)] = face_byte(s.card(pile, j), s.face_up(pile, j));
  if (turn && n > 0) faces[size_t(n - 1)] |= 0x40u;
  int size = n;
  if (add) faces[size_t(size++)] = face_byte(*add, true);
  return faces_hash(faces.data(), size, kind);
}
uint64_t pile_hash(const State& s, PileId pile, uint64_t kind) {
  return edited_pile_hash(s, pile, kind, 0, false, std::nullopt);
}

// The waste of search_key's no_redeal: which cards it holds (the two copies told apart), as a sum
// of a number for each (mixed once more in the key).
uint64_t waste_number(Card card) {
  static const std::array<uint64_t, kCards> numbers = [] {
    std::array<uint64_t, kCards> out{};
    for (int id = 0; id < kCards; ++id) out[size_t(id)] = mix_key(0x6000 + uint64_t(id));
    return out;
  }();
  return numbers[card.id];
}
// The sum of `number` over the cards of `piles`.
uint64_t card_sum(const State& s, std::initializer_list<PileId> piles, uint64_t (*number)(Card)) {
  uint64_t sum = 0;
  for (PileId pile : piles) {
    for (int i = 0; i < s.size(pile); ++i) sum += number(s.card(pile, i));
  }
  return sum;
}
uint64_t waste_sum(const State& s) {
  return card_sum(s, {kWaste}, waste_number);
}

// The key of talon_is_a_set (stock_steps.hpp): the hand's and the waste's cards as a set, as a
// sum of a number for each face (mixed once more in the key).
uint64_t talon_number(Card card) {
  return mix_key(0x7000 + card.id % kCardsPerDeck);
}
uint64_t talon_sum(const State& s) {
  return card_sum(s, {kHand, kWaste}, talon_number);
}

// The foundation of `card`'s suit other than `pile` (the one it would go to): its height, or 0
// when that suit has no other foundation yet.
int other_foundation_height(const State& s, Card card, PileId pile) {
  for (PileId f = 0; f < kFoundations; ++f) {
    if (f != pile && !s.empty(f) && s.card(f, 0).suit() == card.suit()) return s.size(f);
  }
  return 0;
}

// How many cards of rank `rank` (of the colour `red`, or of any colour) the foundations hold.
int rank_home(const State& s, int rank, std::optional<bool> red) {
  int n = 0;
  for (PileId f = 0; f < kFoundations; ++f) {
    if (s.size(f) < rank) continue;
    const Card base = s.card(f, 0);
    if (!red || base.red() == *red) ++n;
  }
  return n;
}

// Whether no card could ever need `card` on the tableau once it is on foundation `to`.
bool safe(const State& s, Card card, PileId from, PileId to) {
  const int rank = card.rank();
  switch (s.game()) {
    case Game::house_in_the_wood:
    case Game::intelligence:
      // On the tableau `card` takes the cards one rank either side of its suit: those below it
      // are home once the suit's other foundation reaches them, and those above can follow it
      // home. (Not while fan redeals remain: what a redeal deals depends on the cards home.)
      if (s.redeals_left() > 0) return false;
      return rank == 1 || other_foundation_height(s, card, to) >= rank - 1;
    case Game::congress:
      // It takes any card one rank lower (Y), and Y any card two ranks lower (Z). Once every Z
      // is home, a Y can always go home instead of onto it, and needs to hold nothing: a line
      // that lays a Y on it wins with that Y sent home then instead.
      // Not when it leaves a space that the hand or the waste must fill.
      if (is_tableau(from) && s.size(from) == 1 && !(s.empty(kHand) && s.empty(kWaste))) {
        return false;
      }
      return rank <= 2 || rank_home(s, rank - 2, std::nullopt) == 8;
    case Game::harp:
      return harp_safe_home(s, card);
    case Game::house_on_the_hill:
      return false;  // two ways to build a suit: left to the search
  }
  return false;
}

// The foundations each face may go to now (bit per foundation), as fits_foundation tells: an ace
// onto an empty one, else the next card of its suit (not in a race, nor House on the Hill's
// foundations, which the callers do not ask).
std::array<uint8_t, kCardsPerDeck> foundation_fits(const State& s) {
  std::array<uint8_t, kCardsPerDeck> fits{};
  if (s.rules().shared_foundations) return fits;
  for (PileId f = 0; f < kFoundations; ++f) {
    if (s.empty(f)) {
      for (int suit = 0; suit < 4; ++suit)
        fits[Card::make(0, Suit(suit), 1).id] |= uint8_t(1u << f);
    } else if (const Card top = s.top(f); top.rank() < kKing) {
      fits[Card::make(0, top.suit(), top.rank() + 1).id] |= uint8_t(1u << f);
    }
  }
  return fits;
}

// The faces that can go to a foundation now (bit per face).
uint64_t home_faces(const State& s) {
  const std::array<uint8_t, kCardsPerDeck> fits = foundation_fits(s);
  uint64_t faces = 0;
  for (size_t face = 0; face < fits.size(); ++face) faces |= uint64_t(fits[face] != 0) << face;
  return faces;
}

// search_key's parts: a tableau pile's; the foundations'; the hand's and the waste's (from
// `sum`: waste_sum with no_redeal, talon_sum with talon_is_a_set, else not used); the redeals'.
uint64_t tableau_hash(const State& s, PileId pile) {
  return pile_hash(s, pile, 1);
}
uint64_t foundation_term(const State& s, PileId f, Suit suit, int size) {
  const uint64_t up = s.game() == Game::house_on_the_hill && f < 4 ? 1 : 0;
  return mix_key(0x5000 + (up << 12) + (uint64_t(size == 0 ? 7 : int(suit)) << 8) + uint64_t(size));
}
uint64_t foundations_hash(const State& s) {
  uint64_t key = 0;
  for (PileId f = 0; f < kFoundations; ++f) {
    // A foundation by its suit, direction (House on the Hill's first four build up) and height.
    key += foundation_term(s, f, s.empty(f) ? Suit::clubs : s.card(f, 0).suit(), s.size(f));
  }
  return key;
}
// With a limited number of redeals the hand and the waste hold their cards in the deal's order
// (turning up, redealing and taking cards out never reorder them; the waste is the first cards of
// that order still there): the cards (the two copies told apart, as waste_number) and how many lie
// on the waste tell them.
uint64_t in_order_sum(const State& s) {
  return card_sum(s, {kHand, kWaste}, waste_number);
}
uint64_t talon_sum(const State& s, bool no_redeal) {
  return talon_is_a_set(s) ? talon_sum(s) : no_redeal ? waste_sum(s) : in_order_sum(s);
}
uint64_t in_order_hash(uint64_t sum, int waste) {
  return mix_key(sum) * 3 + mix_key(0xb000 + uint64_t(waste)) * 5;
}
uint64_t talon_hash(const State& s, bool no_redeal, uint64_t sum) {
  if (talon_is_a_set(s)) return mix_key(sum) * 3;
  if (no_redeal) return mix_key(0x8000 + uint64_t(s.size(kHand))) * 3 + mix_key(sum) * 5;
  return in_order_hash(sum, s.size(kWaste));
}
uint64_t redeals_hash(const State& s) {
  // (Redeals without limit only turn the waste over: how many were made does not count.)
  const uint64_t made = s.redeals_left() == kUnlimited ? 0 : s.redeals_made();
  return mix_key(0x9000 + uint64_t(s.redeals_left()) * 256 + made) * 7;
}
uint64_t key_besides_tableau(const State& s, bool no_redeal) {
  return foundations_hash(s) + talon_hash(s, no_redeal, talon_sum(s, no_redeal)) + redeals_hash(s);
}

// Harp with talon_is_a_set: the cards (by colour and rank: bit per rank; 0: black) whose laying
// from the hand and the waste a pile's card can come to build on: the last of a run of cards laid
// so is built on by a pile's top card, one of lower rank, with a card of each rank between in the
// hand and the waste (`ranks`, colour_ranks of talon_faces) of the colour the run wants there. From
// each pile's top up: the card one rank above of the other colour, and on while the hand and the
// waste hold the card below. (The pile a card is laid on has a top one rank higher: it never
// builds on it.)
// (Worked out by bit sets: the run from a pile's top is of the ranks from the one above it up to
// the first rank whose card the hand and the waste do not hold, in one of two colourings, red on
// the even ranks or on the odd ones.)
std::array<uint16_t, 2> followable_cards(const State& s, const std::array<uint64_t, 2>& ranks) {
  constexpr unsigned kEven = 0x5555, kRanks = 0x3ffe;
  const unsigned red_on[2] = {kEven, ~kEven};  // the red ranks of each colouring
  std::array<uint16_t, 2> out{};
  for (PileId q = kFirstTableau; q < pile_count(s.game()); ++q) {
    if (s.empty(q)) continue;
    const Card top = s.top(q);
    const unsigned above = ~0u << (top.rank() + 1);  // (the card above: of the other colour)
    const unsigned red = red_on[size_t((top.rank() + 1) & 1) ^ (top.red() ? 1 : 0)];
    const unsigned held = unsigned(ranks[1] << 1 & red) | unsigned(ranks[0] << 1 & ~red);
    const unsigned stop = ~held & above;  // (never 0: the bits above the king)
    const unsigned run = above & ((stop & (0u - stop)) * 2 - 1) & kRanks;
    out[1] |= uint16_t(run & red);
    out[0] |= uint16_t(run & ~red);
  }
  return out;
}
bool can_follow(const std::array<uint16_t, 2>& followable, Card card) {
  return (followable[card.red() ? 1 : 0] >> card.rank() & 1u) != 0;
}
// The steps that build on the pending pile (if any), and lay a card from the hand and the waste
// only where a pile's card can come to be built on it.
// (`talon`: talon_faces of `s`.)
void keep_steps(const State& s, PileId pending, std::vector<Step>& steps, uint64_t talon) {
  const std::array<uint16_t, 2> followable = followable_cards(s, colour_ranks(talon));
  size_t kept = 0;
  for (const Step& step : steps) {
    const Action& a = step.action;
    const bool laid = a.from == kWaste && is_tableau(a.to);
    if ((pending != 0 && a.to != pending) ||
        (laid &&
         !can_follow(followable, step.face != Step::kNoFace ? Card{step.face} : s.top(kWaste)))) {
      continue;
    }
    steps[kept++] = step;
  }
  steps.erase(steps.begin() + ptrdiff_t(kept), steps.end());
}

// keep_steps' steps with a pile pending, made without listing the others: a pile's top card that
// fits on it, and a card of the hand and the waste that does (once per face: the waste's top card
// as the move from there) where a pile's card can come to be built on it.
void steps_onto(const State& s, PileId pending, std::vector<Step>& steps, uint64_t in_talon) {
  const Card top = s.top(pending);
  if (top.rank() == 1) return;
  for (PileId from = kFirstTableau; from < pile_count(s.game()); ++from) {
    if (from != pending && !s.empty(from) && fits_tableau(s, s.top(from), pending)) {
      steps.push_back({Action::move(from, pending)});
    }
  }
  // The faces that fit: one rank lower, of the other colour.
  const Suit suits[2] = {top.red() ? Suit::clubs : Suit::diamonds,
                         top.red() ? Suit::spades : Suit::hearts};
  std::array<uint8_t, 2> faces{};
  for (int k = 0; k < 2; ++k) faces[size_t(k)] = Card::make(0, suits[k], top.rank() - 1).id;
  const std::array<uint16_t, 2> followable = followable_cards(s, colour_ranks(in_talon));
  for (int k = 0; k < 2; ++k) {
    const uint8_t face = faces[size_t(k)];
    if ((in_talon >> face & 1u) == 0 || !can_follow(followable, Card{face})) continue;
    const bool on_waste_top = !s.empty(kWaste) && s.top(kWaste).id % kCardsPerDeck == face;
    if (on_waste_top) {
      steps.push_back({Action::move(kWaste, pending)});
    } else {
      steps.push_back({Action::move(kWaste, pending), 1, faces[size_t(k)]});
    }
  }
}

}  // namespace

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::winnable:
      return "winnable";
    case Verdict::not_winnable:
      return "not winnable";
    case Verdict::unknown:
      break;
  }
  return "unknown";
}

uint64_t search_key(const State& s, bool no_redeal) {
  uint64_t key = key_besides_tableau(s, no_redeal);
  for (PileId pile = kFirstTableau; pile < pile_count(s.game()); ++pile)
    key += tableau_hash(s, pile);
  return key;
}

std::optional<Action> safe_to_foundation(const State& s) {
  // The foundations each face may go to now (bit per foundation).
  // (House on the Hill: no card is safe there.)
  if (s.game() == Game::house_on_the_hill) return std::nullopt;
  if (s.rules().shared_foundations) return std::nullopt;  // (in a race none)
  const std::array<uint8_t, kCardsPerDeck> fits = foundation_fits(s);
  // The waste's top card first, then the tableau piles' (they follow it).
  static_assert(kWaste + 1 == kFirstTableau);
  for (PileId from = kWaste; from < pile_count(s.game()); ++from) {
    if (s.empty(from)) continue;
    const Card card = s.top(from);
    for (unsigned bits = fits[card.id % kCardsPerDeck]; bits != 0; bits &= bits - 1) {
      const Action a = Action::move(from, PileId(__builtin_ctz(bits)));
      if (safe(s, card, from, a.to) && allowed(s, a)) return a;
    }
  }
  return std::nullopt;
}

Solver::Solver(const State& start, int64_t budget, bool use_safe_moves)
    : budget_(budget), use_safe_moves_(use_safe_moves), start_(start), first_(start) {
  Editor(first_).seen().clear();
  restart_unit_ = start.game() == Game::harp           ? kHarpRestartUnit
                  : start.game() == Game::intelligence ? kIntelligenceRestartUnit
                                                       : kRestartUnit;
  no_redeal_ = start.redeals_left() == 0;
  restart_at_ = use_safe_moves ? restart_unit_ : budget;
  const Game g = start.game();
  if ((g == Game::house_in_the_wood || g == Game::house_on_the_hill) && start.redeals_left() == 0) {
    fans_ = std::make_unique<FanSearch>(start, budget, use_safe_moves);
    return;
  }
  if ((g == Game::house_in_the_wood || g == Game::house_on_the_hill) && use_safe_moves) {
    // A win without a redeal is a win (the fan search's proofs of a loss do not hold while a
    // redeal may come: only its win is taken).
    first_try_ = std::make_unique<FanSearch>(start, std::min(budget, kFanFirstTry), true);
    fans_after_redeals_ = true;
  }
  if (!enter(first_)) finish(Verdict::not_winnable);
}

Solver::~Solver() = default;

bool Solver::done() const {
  return fans_ ? fans_->done() : done_;
}

const Solution& Solver::solution() const {
  return fans_ ? fans_->solution() : solution_;
}

uint64_t Solver::key(const State& state, const Frame* parent, const Step* via,
                     KeyParts& parts) const {
  const int piles = tableau_count(state.game());
  if (piles > int(parts.tableau.size())) return search_key(state, no_redeal_);
  // From the parent, only what the step changed is worked out again: the piles it moved a card
  // from or to; the foundations when a card went home; the hand's and the waste's sum when it
  // turned cards or played one from there (by the cards that came and went).
  const Action* a = parent ? &via->action : nullptr;
  const bool is_move = a && a->kind == ActionKind::move;
  const bool home = !is_move || is_foundation(a->to);
  parts.foundations = home ? foundations_hash(state) : parent->parts.foundations;
  const bool talon = !is_move || via->advances > 0 || a->from == kWaste || a->from == kHand;
  if (!talon) {
    parts.talon = parent->parts.talon;
  } else if (is_move && !talon_is_a_set(state) && !no_redeal_) {
    // (In order: the cards only lose the one played.)
    const bool played = a->from == kWaste || a->from == kHand;
    parts.talon = parent->parts.talon - (played ? waste_number(state.top(a->to)) : 0);
  } else if (!is_move || !(talon_is_a_set(state) || no_redeal_)) {
    parts.talon = talon_sum(state, no_redeal_);
  } else if (talon_is_a_set(state)) {
    // (The set only loses the card played.)
    const bool played = a->from == kWaste || a->from == kHand;
    parts.talon = parent->parts.talon - (played ? talon_number(state.top(a->to)) : 0);
  } else {
    // The waste gains the hand's cards turned and loses the one played from it.
    const State& before = parent->state;
    uint64_t sum = parent->parts.talon;
    for (int i = 1; i <= via->advances; ++i) {
      sum += waste_number(before.card(kHand, before.size(kHand) - i));
    }
    if (a->from == kWaste) sum -= waste_number(state.top(a->to));
    parts.talon = sum;
  }
  uint64_t key =
      parts.foundations + talon_hash(state, no_redeal_, parts.talon) + redeals_hash(state);
  for (int t = 0; t < piles; ++t) {
    const PileId pile = tableau_pile(t);
    const bool same = is_move && pile != a->from && pile != a->to;
    parts.tableau[size_t(t)] = same ? parent->parts.tableau[size_t(t)] : tableau_hash(state, pile);
    key += parts.tableau[size_t(t)];
  }
  return key;
}

bool Solver::predict(const Frame& parent, const Step& step, KeyParts& parts, uint64_t& key) const {
  const State& s = parent.state;
  const Action& a = step.action;
  const Game g = s.game();
  if (a.kind != ActionKind::move || (g != Game::congress && g != Game::harp)) return false;
  const bool set = talon_is_a_set(s);
  const bool talon = step.advances > 0 || a.from == kWaste || a.from == kHand;
  // (Not: a redeal among the turns; a king-headed group into a space.)
  if (!set && step.advances > s.size(kHand)) return false;
  if (is_tableau(a.from) && is_tableau(a.to) && s.empty(a.to)) return false;
  const int hand = s.size(kHand);
  Card card;
  if (a.from == kWaste && set && step.face != Step::kNoFace) {
    card = Card{step.face};  // (a copy of its face: the key tells them apart only by the face)
  } else if (a.from == kWaste && step.advances > 0) {
    card = s.card(kHand, hand - step.advances);
  } else {
    card = s.top(a.from);
  }
  parts.foundations = parent.parts.foundations;
  if (is_foundation(a.to)) {
    const int size = s.size(a.to);
    const Suit suit = size == 0 ? card.suit() : s.card(a.to, 0).suit();
    parts.foundations +=
        foundation_term(s, a.to, suit, size + 1) - foundation_term(s, a.to, suit, size);
  }
  uint64_t talon_key = 0;
  if (set) {
    parts.talon = parent.parts.talon - (talon ? talon_number(card) : 0);
    talon_key = mix_key(parts.talon) * 3;
  } else if (no_redeal_) {
    uint64_t sum = parent.parts.talon;
    for (int i = 1; i <= step.advances; ++i) sum += waste_number(s.card(kHand, hand - i));
    if (a.from == kWaste) sum -= waste_number(card);
    parts.talon = sum;
    const int left = hand - step.advances - (a.from == kHand ? 1 : 0);
    talon_key = mix_key(0x8000 + uint64_t(left)) * 3 + mix_key(sum) * 5;
  } else {
    // In order (in_order_sum): the card played leaves, the cards turned go to the waste.
    const bool played = a.from == kWaste || a.from == kHand;
    parts.talon = parent.parts.talon - (played ? waste_number(card) : 0);
    talon_key =
        in_order_hash(parts.talon, s.size(kWaste) + step.advances - (a.from == kWaste ? 1 : 0));
  }
  key = parts.foundations + talon_key + redeals_hash(s);
  const int piles = tableau_count(g);
  for (int t = 0; t < piles; ++t) {
    const PileId pile = tableau_pile(t);
    uint64_t& part = parts.tableau[size_t(t)];
    if (pile == a.to) {
      part = edited_pile_hash(s, pile, 1, 0, false, card);
    } else if (pile == a.from) {
      part = edited_pile_hash(s, pile, 1, 1, g == Game::harp, std::nullopt);
    } else {
      part = parent.parts.tableau[size_t(t)];
    }
    key += part;
  }
  return true;
}

uint64_t Solver::pending_term(PileId pending, const KeyParts& parts) const {
  // The pile by what it holds (the key takes the piles in any order).
  return pending == 0 ? 0 : mix_key(0xa000 + parts.tableau[size_t(pending - kFirstTableau)]);
}

PileId Solver::pending_after(const Frame& parent, const Step& step) const {
  // Harp with talon_is_a_set: a card of the hand and the waste stays there until wanted, so a line
  // that lays one on a pile wins as well with it laid there only just before a card is built on
  // it, and a line that builds nothing on it, with it played from there when it moves on (home,
  // onto another pile, or, when it went with a king-headed group, after the group): the next move
  // builds on it (pending: the pile; the position's key tells it, by what the pile holds).
  const Action& a = step.action;
  const bool laid = a.kind == ActionKind::move && a.from == kWaste && is_tableau(a.to);
  return use_safe_moves_ && laid && talon_is_a_set(parent.state) ? a.to : 0;
}

bool Solver::enter(const State& state, const Frame* parent, const Step* via, const KeyParts* known,
                   uint64_t known_key, PileId pending) {
  KeyParts parts = known ? *known : KeyParts{};
  const uint64_t free = known ? known_key : key(state, parent, via, parts);
  const uint64_t position = free + pending_term(pending, parts);
  // (The position met with no pending piles: whatever wins from here wins from there.)
  if ((pending != 0 && seen_.contains(free)) || seen_.seen_before(position)) return false;
  ++solution_.positions;
  solution_.most_home = std::max(solution_.most_home, state.foundation_cards());
  // Lost: searched no further.
  // (Asked where no pile waits to be built on: a position with cards that can never move leads
  // only to such positions, so one left unasked is cut off a step later, and a card laid from the
  // hand and the waste is built on at once.)
  // (A move that takes no card from the hand or the waste, and turns none, leaves them as they
  // were.)
  const bool same_talon = via && via->advances == 0 && via->action.kind == ActionKind::move &&
                          via->action.from != kWaste && via->action.from != kHand;
  const uint64_t talon = state.game() != Game::harp ? 0
                         : same_talon               ? parent->talon
                                                    : talon_faces(state);
  if (use_safe_moves_ && state.game() == Game::harp && pending == 0 && harp_frozen(state, talon)) {
    return false;
  }
  if (use_safe_moves_ && state.game() == Game::intelligence && state.redeals_left() == 0 &&
      intelligence_lost(state)) {
    return false;
  }
  Frame frame(state, parts, position, talon);
  if (!spare_steps_.empty()) {
    frame.actions = std::move(spare_steps_.back());
    spare_steps_.pop_back();
  }
  if (state.won()) {
    stack_.push_back(std::move(frame));
    finish(Verdict::winnable);
    return true;
  }
  if (fans_after_redeals_ && state.redeals_left() == 0 && !state.over()) {
    // After the last redeal the fan search, with its proofs of a loss, settles most positions in
    // a few thousand positions; what it leaves unknown is searched on here.
    FanSearch fans(state, kFanAfterRedeals, true);
    fans.run(kFanAfterRedeals + 1);
    solution_.positions += fans.solution().positions;
    if (fans.solution().verdict == Verdict::not_winnable) return false;
    if (fans.solution().verdict == Verdict::winnable) {
      line_after_ = fans.solution().line;
      stack_.push_back(std::move(frame));
      finish(Verdict::winnable);
      return true;
    }
  }
  if (!state.over()) {
    const std::optional<Action> safe =
        use_safe_moves_ && pending == 0 ? safe_to_foundation(state) : std::nullopt;
    if (safe) {
      frame.actions.push_back({*safe, 0});
    } else {
      if (pending != 0 && use_safe_moves_ && talon_is_a_set(state)) {
        steps_onto(state, pending, frame.actions, talon);
      } else if (state.game() == Game::harp) {
        add_moves(state, frame.actions);  // (the hand's turns and redeals: the steps)
        add_stock_steps(state, frame.actions, talon);
        if (use_safe_moves_ && talon_is_a_set(state)) {
          keep_steps(state, pending, frame.actions, talon);
        }
      } else if (state.game() == Game::congress) {
        add_moves(state, frame.actions);
        add_stock_steps(state, frame.actions);
      } else {
        std::vector<Action> actions;
        legal_actions(state, actions);
        for (const Action& a : actions) {
          if (a.kind != ActionKind::end) frame.actions.push_back({a, 0});
        }
      }
      const uint64_t homeward = state.game() == Game::congress ? home_faces(state) : 0;
      const auto rank = [&](const Action& a) { return search_rank(state, a, homeward); };
      // Each step's order as one number: where the hand goes by a limited number of times
      // (Congress, Harp with a redeal limit) a card turned past stays under the waste until the
      // next pass, if any, so fewer turns come first there; then the rank; then fewer turns, or
      // in a search started again the steps of a rank in an order of its own.
      const bool passes_limited =
          state.game() == Game::congress || (state.game() == Game::harp && !talon_is_a_set(state));
      for (Step& step : frame.actions) {
        const Action& a = step.action;
        const uint64_t tie =
            jitter_ == 0 ? step.advances
                         : mix_key(jitter_ ^ (uint64_t(a.kind) << 32 | uint64_t(a.from) << 24 |
                                              uint64_t(a.to) << 16 | step.advances)) >>
                               40;
        const int ranked = player_order_ && step.advances > 0 ? std::max(rank(a), 7) : rank(a);
        step.order = uint64_t(passes_limited ? step.advances : 0) << 48 |
                     uint64_t(std::min(ranked, 255)) << 40 | tie;
      }
      const auto before = [](const Step& a, const Step& b) { return a.order < b.order; };
      small_sort(frame.actions.begin(), frame.actions.end(), before);  // (stable)
    }
  }
  stack_.push_back(std::move(frame));
  return true;
}

void Solver::finish(Verdict verdict) {
  done_ = true;
  solution_.verdict = verdict;
  if (verdict != Verdict::winnable) return;
  // The positions on the way, without the loops: the same position met again with other pending
  // piles (the block rule would end the line) is played on from its first time.
  std::vector<size_t> way;
  std::vector<uint64_t> places;  // each position's cards in their places
  for (size_t i = 0; i < stack_.size(); ++i) {
    uint64_t place = 0;
    for (PileId pile = 0; pile < pile_count(start_.game()); ++pile) {
      // (The pile's kind mixed: a small one is xored into the bits of its first card, and two
      // piles whose first cards differ by the kinds' difference would swap hashes.)
      place += pile_hash(stack_[i].state, pile, mix_key(0x100u + pile));
    }
    const auto again = std::find(places.begin(), places.end(), place);
    way.resize(size_t(again - places.begin()));
    places.resize(way.size());
    way.push_back(i);
    places.push_back(place);
  }
  // The line: the action taken from each position on the way, checked by playing it.
  State replay = start_;
  bool refused = false;
  for (size_t w = 0; w + 1 < way.size() && !replay.over() && !refused; ++w) {
    const size_t i = way[w];
    const Step& step = stack_[i].actions[stack_[i].next - 1];
    if (step.action.from == kWaste && talon_is_a_set(replay)) {
      // The search took the card out of the hand or the waste at once, and their order there
      // is not the game's: the card is turned to.
      const State& from = stack_[i].state;
      const uint8_t face = step.face != Step::kNoFace ? step.face
                           : from.empty(kWaste)       ? Step::kNoFace
                                                : uint8_t(from.top(kWaste).id % kCardsPerDeck);
      if (!talon_face_to_top(replay, face, solution_.line)) break;
      solution_.line.push_back(step.action);
      if (!apply(replay, step.action).empty()) break;
      continue;
    }
    for (int n = 0; n <= step.advances; ++n) {
      const Action a = n < step.advances ? stock_advance(replay) : step.action;
      solution_.line.push_back(a);
      refused = !apply(replay, a).empty();
      if (refused) break;
    }
  }
  // (From the last position on the way: the fan search's line after the last redeal.)
  for (size_t i = 0; i < line_after_.size() && !refused && !replay.over(); ++i) {
    solution_.line.push_back(line_after_[i]);
    refused = !apply(replay, line_after_[i]).empty();
  }
  if (refused || !replay.won()) {
    solution_.verdict = Verdict::unknown;
    solution_.line.clear();
  }
}

void Solver::restart() {
  // The positions met and left (every way on from them tried) stay met: they are lost. A search
  // only leaves a position once each position it leads to was met, so no position left leads to
  // one never met but through a position still on the stack; those are met again from the start,
  // by the same chain of positions, so the next search still meets every position a win may be
  // reached by.
  for (Frame& frame : stack_) {
    seen_.erase(frame.key);
    frame.actions.clear();
    spare_steps_.push_back(std::move(frame.actions));
  }
  stack_.clear();
  ++restarts_;
  jitter_ = mix_key(uint64_t(restarts_) * 0x9e3779b97f4a7c15ULL);
  restart_at_ = solution_.positions + restart_unit_ * luby(restarts_ + 1);
  enter(first_);
}

const std::vector<Action>& Solver::shown_line() const {
  if (shown_line_) return *shown_line_;
  const std::vector<Action>* line = &solution().line;
  // Harp: searched again in a player's order, the layout's moves before cards dug out of the hand
  // (the search's own order turns up dozens of cards to bring one home before any move on the
  // layout: a review's hints did so for a hundred moves); kept when it wins within its budget.
  std::unique_ptr<Solver> again;
  if (start_.game() == Game::harp && solution().verdict == Verdict::winnable) {
    again = std::make_unique<Solver>(start_, kShownLineBudget);
    again->player_order_ = true;
    while (!again->run(kShownLineBudget)) {
    }
    if (again->solution().verdict == Verdict::winnable) line = &again->solution().line;
  }
  shown_line_ = polished_line(start_, *line);
  return *shown_line_;
}

bool Solver::run(int64_t work) {
  if (fans_) return fans_->run(work);
  if (first_try_) {
    const int64_t before = first_try_->solution().positions;
    const bool over = first_try_->run(work);
    const int64_t used = first_try_->solution().positions - before;
    solution_.positions += used;
    work -= used;
    if (over && first_try_->solution().verdict == Verdict::winnable) {
      solution_.verdict = Verdict::winnable;
      solution_.line = first_try_->solution().line;
      done_ = true;
      stack_.clear();
    }
    if (over) first_try_.reset();
    if (done_) return true;
    if (work <= 0) return false;
  }
  const int64_t until = solution_.positions + work;
  while (!done_) {
    if (stack_.empty()) {
      finish(Verdict::not_winnable);
      break;
    }
    if (solution_.positions >= budget_) {
      finish(Verdict::unknown);
      break;
    }
    if (solution_.positions >= until) return false;
    if (solution_.positions >= restart_at_) {
      restart();
      continue;
    }
    Frame& top = stack_.back();
    if (top.next >= top.actions.size()) {
      top.actions.clear();
      spare_steps_.push_back(std::move(top.actions));
      stack_.pop_back();
      continue;
    }
    const Step& step = top.actions[top.next++];
    // The key of the position the step leads to, worked out from this one's when it can be:
    // a position met before is then neither copied nor played to.
    KeyParts parts = top.parts;  // (predict writes it: copied, not zeroed, as that is quicker)
    uint64_t known = 0;
    const PileId pending = pending_after(top, step);
    const bool predicted = predict(top, step, parts, known);
    if (predicted && (seen_.contains(known + pending_term(pending, parts)) ||
                      (pending != 0 && seen_.contains(known)))) {
      continue;
    }
    State next = top.state;
    if (!apply_step(next, step).empty()) continue;  // (not expected)
    enter(next, &top, &step, predicted ? &parts : nullptr, known, pending);
  }
  stack_.clear();
  stack_.shrink_to_fit();
  return true;
}

Solution solve(const State& start, int64_t budget) {
  Solver solver(start, budget);
  solver.run(budget + 1);
  return solver.solution();
}

}  // namespace rb::tps
