// A match's table (match.hpp): which seats' layouts it shows and how its piles are numbered, and
// its arrangements made from the game's own. On a desktop the person's layout and the computer's
// stand side by side, each as the game lays it out on a phone; in a race the eight foundation
// places above each layout are the sixteen common foundations. On a phone the person's layout
// fills the screen (in a race with the other eight foundations above it); the computer shows its
// box. In `identical` only the person's layout is on the table (the computer's game stays hidden),
// but where every seat is a person at a page of their own (online) both are, and each page is
// shown the other's cards only once its own game is over (MatchState's hidden_from).
//
// Table piles: in a race the common foundations 0..15, then each seat's own piles but its
// foundations (hand, waste, tableau); otherwise each tabled seat's piles in the game's numbering.
#pragma once

#include "core/table.hpp"
#include "match.hpp"

namespace rb::tps {

// A table pile as the match knows it: a seat's own pile, or a common foundation.
struct MatchPile {
  int seat = -1;    // -1: a common foundation
  PileId pile = 0;  // the seat's own pile
  int shared = -1;  // the common foundation (0..15)
};

int shown_seats(const Match& match);  // the seats whose layouts are laid out on the table
// The seats whose piles the table has, laid out or not: the shown ones, or every seat where each
// is a person at a page of their own (a page turns the table so that its own layout and the next
// seat's are the ones laid out).
int tabled_seats(const Match& match);
int match_pile_count(const Match& match);
MatchPile match_pile(const Match& match, int table_pile);
// The table pile of a seat's own pile, or of common foundation `shared`; -1 when not shown.
int table_pile_of(const Match& match, int seat, PileId pile);
int table_pile_of_shared(int shared);

TableArrangements match_table(const Match& match);

}  // namespace rb::tps
