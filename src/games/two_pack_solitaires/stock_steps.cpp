// Congress's and Harp's hand as steps of the search (see stock_steps.hpp).
#include "stock_steps.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "state_editor.hpp"

// The lists kept from one position to the next: one a thread natively, where selfplay solves on
// several; the browser's builds have one thread (and wasm-ld takes thread-local storage only with
// shared memory).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define RB_PER_THREAD
#else
#define RB_PER_THREAD thread_local
#endif

namespace rb::tps {

namespace {

// The tableau moves that empty a pile (Congress: the space must then be filled at once).
void emptying_moves(const State& s, std::vector<Action>& out) {
  out.clear();
  for (PileId from = kFirstTableau; from < pile_count(s.game()); ++from) {
    if (s.size(from) != 1) continue;
    for (PileId to = 0; to < pile_count(s.game()); ++to) {
      if (to == kHand || to == kWaste) continue;
      const Action a = Action::move(from, to);
      if (allowed(s, a)) out.push_back(a);
    }
  }
}

}  // namespace

bool talon_is_a_set(const State& s) {
  return s.game() == Game::harp && s.redeals_left() == kUnlimited;
}

void add_moves(const State& s, std::vector<Step>& out) {
  const Game g = s.game();
  if (g != Game::congress && g != Game::harp) return;
  static RB_PER_THREAD std::vector<Action> moves;  // (kept, so that no position allocates)
  legal_moves(s, moves);
  for (const Action& a : moves) out.push_back({a});
}

Action stock_advance(const State& s) {
  return s.empty(kHand) ? Action::redeal() : Action::turn_up();
}

uint64_t talon_faces(const State& s) {
  uint64_t faces = 0;
  for (PileId pile : {kHand, kWaste}) {
    for (int i = 0; i < s.size(pile); ++i)
      faces |= uint64_t(1) << (s.card(pile, i).id % kCardsPerDeck);
  }
  return faces;
}

void add_stock_steps(const State& s, std::vector<Step>& out) {
  add_stock_steps(s, out, talon_faces(s));
}

void add_stock_steps(const State& s, std::vector<Step>& out, uint64_t talon) {
  const Game g = s.game();
  if ((g != Game::congress && g != Game::harp) || s.over() || space_to_fill(s)) return;
  static RB_PER_THREAD std::vector<Action> emptying;  // (kept, as `moves` above)
  emptying.clear();
  if (g == Game::congress) emptying_moves(s, emptying);
  // Where a card of each face could go now (bit per pile): turning changes no foundation or
  // tableau pile, so this holds for every card of the pass. Only the faces one rank below a pile's
  // top (an ace, a king into Harp's space) can fit, so only those are asked.
  // (Only the faces in target_faces are set.)
  std::array<uint64_t, kCardsPerDeck> targets;
  uint64_t target_faces = 0;  // the faces with a target (bit per face)
  // As the engine allows a move from the waste (no space waits: turning was allowed): the faces
  // asked below fit by their rank (and suit on a foundation); in Harp a pile's top must also be of
  // the other colour, and a space takes a king; in a race the foundations take nothing.
  const auto ask = [&](uint64_t faces, PileId to) {
    for (uint64_t bits = faces; bits != 0; bits &= bits - 1) {
      const int face = __builtin_ctzll(bits);
      targets[face] = (target_faces >> face & 1 ? targets[face] : 0) | uint64_t(1) << to;
    }
    target_faces |= faces;
  };
  constexpr uint64_t kAces = 1 | uint64_t(1) << 13 | uint64_t(1) << 26 | uint64_t(1) << 39;
  constexpr uint64_t kRed = (uint64_t(1) << 39) - (uint64_t(1) << 13);  // (diamonds, hearts)
  for (PileId f = 0; f < kFoundations && !s.rules().shared_foundations; ++f) {
    const int top = s.empty(f) ? -1 : s.top(f).id % kCardsPerDeck;
    if (top % 13 != kKing - 1) ask(top < 0 ? kAces : uint64_t(1) << (top + 1), f);
  }
  for (PileId to = kFirstTableau; to < pile_count(g); ++to) {
    if (s.empty(to)) {
      if (g == Game::harp) ask(kAces << (kKing - 1), to);
      continue;
    }
    const Card top = s.top(to);
    const uint64_t colour = g != Game::harp ? ~uint64_t(0) : top.red() ? ~kRed : kRed;
    if (top.rank() > 1) ask(kAces << (top.rank() - 2) & colour, to);
  }
  // The cards that come to the waste's top, in order: the hand's from its top; after a redeal
  // (the waste turned over) the waste's from its bottom, up to the card below its top.
  const int in_hand = s.size(kHand), in_waste = s.size(kWaste);
  const bool redeal = s.redeals_left() > 0 && in_waste + in_hand > 0;
  const int pass = in_hand + (redeal ? 1 + std::max(0, in_waste - 1) : 0);
  // (A set: a card is played once per face, the nearest copy, the waste's top first.)
  const bool once = talon_is_a_set(s);
  uint64_t offered = once && in_waste > 0 ? uint64_t(1) << (s.top(kWaste).id % kCardsPerDeck) : 0;
  // (A set: the pass stops once each face with a target that the hand and the waste hold has come.)
  uint64_t wanted = target_faces & talon & ~offered;
  for (int n = 1; n <= pass && !(once && wanted == 0); ++n) {
    Card card;
    if (n <= in_hand) {
      card = s.card(kHand, in_hand - n);
    } else if (n == in_hand + 1) {
      continue;  // the redeal itself: the waste is empty
    } else {
      card = s.card(kWaste, n - in_hand - 2);
    }
    const uint64_t face = uint64_t(1) << (card.id % kCardsPerDeck);
    if (!(offered & face) && (target_faces & face)) {
      for (uint64_t bits = targets[card.id % kCardsPerDeck]; bits != 0; bits &= bits - 1) {
        out.push_back({Action::move(kWaste, PileId(__builtin_ctzll(bits))), uint16_t(n),
                       once ? uint8_t(card.id % kCardsPerDeck) : Step::kNoFace});
      }
    }
    if (once) {
      offered |= face;
      wanted &= ~face;
    }
    for (const Action& a : emptying) out.push_back({a, uint16_t(n)});
  }
}

bool talon_face_to_top(State& s, uint8_t face, std::vector<Action>& line) {
  const int most = s.size(kHand) + s.size(kWaste) + 2;
  for (int n = 0; n <= most; ++n) {
    if (!s.empty(kWaste) && s.top(kWaste).id % kCardsPerDeck == face) return true;
    const Action a = stock_advance(s);
    line.push_back(a);
    if (!apply(s, a).empty()) return false;
  }
  return false;
}

namespace {

// talon_is_a_set: a card of `face` taken out of the hand or the waste (their order does not
// count: the card on top of its pile takes its place), or nothing.
std::optional<Card> take_from_talon(State& s, uint8_t face) {
  Editor e(s);
  for (PileId pile : {kWaste, kHand}) {
    for (int i = s.size(pile) - 1; i >= 0; --i) {
      const Card card = s.card(pile, i);
      if (card.id % kCardsPerDeck != face) continue;
      const Card top = e.pop(pile);
      if (i < s.size(pile)) e.set_card(pile, i, top);
      return card;
    }
  }
  return std::nullopt;
}

}  // namespace

std::string apply_step(State& s, const Step& step) {
  if (step.face != Step::kNoFace && step.action.from == kWaste && talon_is_a_set(s)) {
    // The card itself, without turning the hand round to it (the search's key takes the hand and
    // the waste as a set).
    const std::optional<Card> card = take_from_talon(s, step.face);
    if (!card) return "no such card in the hand or the waste";
    Editor e(s);
    e.push(step.action.to, *card, true);
    ++e.action_count();
    if (s.foundation_cards() == kCards) e.outcome() = Outcome::won;
    return "";
  }
  for (int i = 0; i < step.advances; ++i) {
    if (!s.empty(kHand) && allowed(s, Action::turn_up())) {
      // Turning up as the engine does it (the hand's top card face up onto the waste), without
      // its bookkeeping after each action: the step's last action is applied by the engine, and
      // the count of actions and the block rule's history do not matter to the search.
      Editor e(s);
      e.move_top(kHand, kWaste);
      continue;
    }
    if (std::string refused = apply_in_search(s, stock_advance(s)); !refused.empty()) {
      return refused;
    }
  }
  const Action& a = step.action;
  const Game g = s.game();
  if (a.kind != ActionKind::move || (g != Game::congress && g != Game::harp)) {
    return apply_in_search(s, a);
  }
  // The move as the engine makes it (apply_move), without asking again whether it is allowed: the
  // search only makes the moves it listed for this position. (The line found is played through
  // the engine before it is given.)
  Editor e(s);
  const bool harp = g == Game::harp;
  if (harp && is_tableau(a.from) && is_tableau(a.to) && s.empty(a.to)) {
    // The king-headed group as a unit.
    const int count = s.size(a.from) - king_group_start(s, a.from);
    std::array<Card, kKing> group{};
    for (int i = count - 1; i >= 0; --i) group[size_t(i)] = e.pop(a.from);
    for (int i = 0; i < count; ++i) e.push(a.to, group[size_t(i)], true);
  } else {
    e.move_top(a.from, a.to);
  }
  if (harp && is_tableau(a.from) && !s.empty(a.from) && !s.face_up(a.from, s.size(a.from) - 1)) {
    e.set_face(a.from, s.size(a.from) - 1, true);
  }
  ++e.action_count();
  if (s.foundation_cards() == kCards) e.outcome() = Outcome::won;
  return "";
}

}  // namespace rb::tps
