// Harp's proof of a loss by cards that can never move (see harp_deadlock.hpp).
#include "harp_deadlock.hpp"

#include <algorithm>
#include <array>

#include "stock_steps.hpp"

namespace rb::tps {

namespace {

constexpr int kMostInPile = 64;  // (a Harp pile holds at most 8 face-down cards and a run of 13)

uint64_t face_bit(Card card) {
  return uint64_t(1) << (card.id % kCardsPerDeck);
}

// For each face (not a king), the faces it moves by: one rank above, of the two suits of the other
// colour (its parents), and one rank below, of its suit (its predecessor).
const std::array<uint64_t, kCardsPerDeck>& needed_faces() {
  static const std::array<uint64_t, kCardsPerDeck> table = [] {
    std::array<uint64_t, kCardsPerDeck> out{};
    for (int face = 0; face < kCardsPerDeck; ++face) {
      const Card card{uint8_t(face)};
      const int rank = card.rank();
      if (rank == kKing) continue;
      const Suit other_a = card.red() ? Suit::clubs : Suit::diamonds;
      const Suit other_b = card.red() ? Suit::spades : Suit::hearts;
      uint64_t needs =
          face_bit(Card::make(0, other_a, rank + 1)) | face_bit(Card::make(0, other_b, rank + 1));
      if (rank > 1) needs |= face_bit(Card::make(0, card.suit(), rank - 1));
      out[size_t(face)] = needs;
    }
    return out;
  }();
  return table;
}

// The faces that need none of the faces `open` (bit per face): with no parent (one rank above, of
// the other colour) and no predecessor (one rank below, of its suit) among them, as needed_faces
// tells, worked out a suit's 13 bits at a time (a face is suit * 13 + rank - 1; clubs and spades
// black).
uint64_t needing_none_of(uint64_t open) {
  constexpr uint64_t kSuit = 0x1fff;
  const std::array<uint64_t, 2> ranks = colour_ranks(open);
  uint64_t barred = 0;
  for (int k = 0; k < 4; ++k) {
    const uint64_t other_colour = ranks[k == 0 || k == 3 ? 1 : 0];
    barred |= ((other_colour >> 1 | (open >> (13 * k) & kSuit) << 1) & kSuit) << (13 * k);
  }
  return ~barred & ((uint64_t(1) << kCardsPerDeck) - 1);
}

}  // namespace

bool harp_frozen(const State& s) {
  return harp_frozen(s, talon_faces(s));
}

bool harp_frozen(const State& s, uint64_t talon) {
  const PileId first = kFirstTableau, end = PileId(pile_count(s.game()));
  const std::array<uint64_t, kCardsPerDeck>& needs = needed_faces();
  // The faces with a copy in the hand or the waste (free: it may come to the table), and those
  // never covered: free, or on top of a pile. The cards that need one of them stay out of S from
  // the start (the first pass below would take them out).
  const uint64_t free_faces = talon;
  uint64_t open = free_faces;
  for (PileId pile = first; pile < end; ++pile) {
    if (s.size(pile) > kMostInPile) return false;
    if (!s.empty(pile)) open |= face_bit(s.top(pile));
  }
  // The faces a foundation takes now: an ace on an empty one, else the next card of its suit.
  uint64_t home_now = 0;
  for (PileId f = 0; f < kFoundations; ++f) {
    if (s.empty(f)) {
      for (int suit = 0; suit < 4; ++suit) home_now |= face_bit(Card::make(0, Suit(suit), 1));
    } else if (const Card top = s.top(f); top.rank() < kKing) {
      home_now |= face_bit(Card::make(0, top.suit(), top.rank() + 1));
    }
  }
  // The faces a card of S may have: not a king, not one a foundation takes now, none of its
  // parents and predecessor open.
  constexpr uint64_t kKings =
      uint64_t(1) << 12 | uint64_t(1) << 25 | uint64_t(1) << 38 | uint64_t(1) << 51;
  const uint64_t may_freeze = needing_none_of(open) & ~home_now & ~kKings;
  // S: bit i of in_set[t] for the i-th card of tableau pile t.
  constexpr int kPiles = tableau_count(Game::harp);
  if (end - first > kPiles) return false;
  std::array<uint64_t, kPiles> in_set{};
  // Take out every card of S that needs a face not covered: a face is covered when no copy of it
  // is free and every copy on the piles lies under a card of S (a face all home is covered: it
  // takes nothing). Until nothing changes; what is left holds together.
  // S only shrinks, so the uncovered faces only grow: each pile's cards from its highest card of S
  // up (all of it once none is left) are swept once, down to where the last pass swept from (the
  // first sweep made as S is found).
  uint64_t uncovered = free_faces;
  std::array<int, kPiles> swept{};  // the cards from here up are in `uncovered`
  bool any = false;
  for (PileId pile = first; pile < end; ++pile) {
    bool king_below = false;  // the card under it lies in a run on a king
    int below = 0;            // the face of the card under it
    uint64_t above = 0;       // the faces from its highest card of S so far up
    for (int i = 0; i < s.size(pile); ++i) {
      const int face = s.card(pile, i).id % kCardsPerDeck;
      // Whether it lies in a run on a king (a king-headed group could take it along): face up,
      // and a king, or one rank below the card under it and of the other colour, which does.
      // (A face is suit * 13 + rank - 1; diamonds and hearts red.)
      bool on_king = false;
      if (s.face_up(pile, i)) {
        const int rank = face % 13;
        on_king = rank == kKing - 1 || (king_below && below % 13 == rank + 1 &&
                                        (unsigned(below - 13) < 26) != (unsigned(face - 13) < 26));
      }
      king_below = on_king;
      below = face;
      if ((may_freeze >> face & 1) != 0 && !on_king) {
        in_set[size_t(pile - first)] |= uint64_t(1) << i;
        swept[size_t(pile - first)] = i;
        any = true;
        above = 0;
      }
      above |= uint64_t(1) << face;
    }
    uncovered |= above;
  }
  if (!any) return false;
  for (;;) {
    bool changed = false, left = false;
    for (PileId pile = first; pile < end; ++pile) {
      uint64_t& set = in_set[size_t(pile - first)];
      for (uint64_t bits = set; bits != 0; bits &= bits - 1) {
        const int i = __builtin_ctzll(bits);
        if ((needs[s.card(pile, i).id % kCardsPerDeck] & uncovered) != 0) {
          set &= ~(uint64_t(1) << i);
          changed = true;
        }
      }
      left = left || set != 0;
    }
    if (!left) return false;
    if (!changed) return true;
    for (PileId pile = first; pile < end; ++pile) {
      const uint64_t bits = in_set[size_t(pile - first)];
      const int cover = bits == 0 ? 0 : 63 - __builtin_clzll(bits);
      int& from = swept[size_t(pile - first)];
      for (int i = cover; i < from; ++i) uncovered |= face_bit(s.card(pile, i));
      from = std::min(from, cover);
    }
  }
}

}  // namespace rb::tps
