// Harp's proof of a loss by cards that can never move (see harp_deadlock.hpp).
#include "harp_deadlock.hpp"

#include <array>

namespace rb::tps {

namespace {

constexpr int kMostInPile = 64;  // (a Harp pile holds at most 8 face-down cards and a run of 13)

// Where a face's copies lie on the piles (pile, index).
struct Copies {
  std::array<uint8_t, 2> pile{}, index{};
  uint8_t on_piles = 0;
};

}  // namespace

bool harp_frozen(const State& s) {
  const PileId first = kFirstTableau, end = PileId(pile_count(s.game()));
  const auto bit = [](Card card) { return uint64_t(1) << (card.id % kCardsPerDeck); };
  // The faces with a copy in the hand or the waste (free: it may come to the table), and those
  // never covered: free, or on top of a pile. The cards that need one of them stay out of S from
  // the start (the first pass below would take them out).
  uint64_t free_faces = 0;
  for (PileId pile : {kHand, kWaste}) {
    for (int i = 0; i < s.size(pile); ++i) free_faces |= bit(s.card(pile, i));
  }
  uint64_t open = free_faces;
  for (PileId pile = first; pile < end; ++pile) {
    if (s.size(pile) > kMostInPile) return false;
    if (!s.empty(pile)) open |= bit(s.top(pile));
  }
  // The faces a foundation takes now: an ace on an empty one, else the next card of its suit.
  uint64_t home_now = 0;
  for (PileId f = 0; f < kFoundations; ++f) {
    if (s.empty(f)) {
      for (int suit = 0; suit < 4; ++suit) home_now |= bit(Card::make(0, Suit(suit), 1));
    } else if (const Card top = s.top(f); top.rank() < kKing) {
      home_now |= bit(Card::make(0, top.suit(), top.rank() + 1));
    }
  }
  const auto is_open = [&](Suit suit, int rank) {
    return (open >> Card::make(0, suit, rank).id & 1) != 0;
  };
  const auto needs_open = [&](Card card) {
    const int rank = card.rank();
    const Suit other_a = card.red() ? Suit::clubs : Suit::diamonds;
    const Suit other_b = card.red() ? Suit::spades : Suit::hearts;
    return is_open(other_a, rank + 1) || is_open(other_b, rank + 1) ||
           (rank > 1 && is_open(card.suit(), rank - 1));
  };
  // S: bit i of in_set[pile] for the pile's i-th card.
  std::array<uint64_t, kMaxPiles> in_set{};
  bool any = false;
  for (PileId pile = first; pile < end; ++pile) {
    bool king_below = false;  // the card under it lies in a run on a king
    for (int i = 0; i < s.size(pile); ++i) {
      const Card card = s.card(pile, i);
      // Whether it lies in a run on a king (a king-headed group could take it along): face up,
      // and a king, or one rank below the card under it and of the other colour, which does.
      bool on_king = false;
      if (s.face_up(pile, i)) {
        if (card.rank() == kKing) {
          on_king = true;
        } else if (i > 0 && king_below) {
          const Card below = s.card(pile, i - 1);
          on_king = below.rank() == card.rank() + 1 && below.red() != card.red();
        }
      }
      king_below = on_king;
      if (card.rank() != kKing && (home_now & bit(card)) == 0 && !needs_open(card) && !on_king) {
        in_set[pile] |= uint64_t(1) << i;
        any = true;
      }
    }
  }
  if (!any) return false;
  // Where the copies of each face are that lie on the piles (pile, index).
  std::array<Copies, kCardsPerDeck> copies{};
  for (PileId pile = first; pile < end; ++pile) {
    for (int i = 0; i < s.size(pile); ++i) {
      Copies& c = copies[s.card(pile, i).id % kCardsPerDeck];
      if (c.on_piles < 2) {
        c.pile[c.on_piles] = pile;
        c.index[c.on_piles++] = uint8_t(i);
      }
    }
  }
  const auto cover = [&](PileId pile) {  // the highest index of a card of S, or -1
    const uint64_t bits = in_set[pile];
    return bits == 0 ? -1 : 63 - __builtin_clzll(bits);
  };
  // Whether every copy of `card` (suit, rank) not home is on a pile under a card of S.
  const auto covered = [&](Suit suit, int rank) {
    const Card card = Card::make(0, suit, rank);
    if ((free_faces & bit(card)) != 0) return false;
    const Copies& c = copies[card.id];
    for (int k = 0; k < c.on_piles; ++k) {
      if (c.index[size_t(k)] >= cover(c.pile[size_t(k)])) return false;
    }
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (PileId pile = first; pile < end; ++pile) {
      for (uint64_t bits = in_set[pile]; bits != 0; bits &= bits - 1) {
        const int i = __builtin_ctzll(bits);
        const Card card = s.card(pile, i);
        const int rank = card.rank();
        // Parents: one rank above, of the two suits of the other colour; the predecessor.
        const Suit other_a = card.red() ? Suit::clubs : Suit::diamonds;
        const Suit other_b = card.red() ? Suit::spades : Suit::hearts;
        const bool held = covered(other_a, rank + 1) && covered(other_b, rank + 1) &&
                          (rank == 1 || covered(card.suit(), rank - 1));
        if (!held) {
          in_set[pile] &= ~(uint64_t(1) << i);
          changed = true;
        }
      }
    }
  }
  for (PileId pile = first; pile < end; ++pile) {
    if (in_set[pile] != 0) return true;
  }
  return false;
}

}  // namespace rb::tps
