// The two-pack solitaires' tables for the shared layout, a wide shape (a window) and a tall one
// (a phone held upright) per game. Tableau piles fan so that every card shows; the hand and the
// waste are squared with a count.
//
//   Congress, wide:            tall:            Harp, wide:              tall (five across):
//   L1<- f1 f5 ->R1 h          h  w  .  seat    h w f1 .. f8             h  w  f1 f2 f3
//   L2<- f2 f6 ->R2 w          f1 f2 f3 f4      t1 .. t9 (down) seat     f4 f5 f6 f7 f8
//   L3<- f3 f7 ->R3 .          f5 f6 f7 f8                               t1 .. t5 (down)
//   L4<- f4 f8 ->R4 seat       L1..L4 (down)                             t6 .. t9 (down) seat
//                              R1..R4 (down)
//   (A seat's Harp on a phone in a match: six across, h w f1..f4 / seat . f5..f8 / t1..t6 /
//   t7 t8 t9, so that the other seat's small layout has half a row beside its boxes.)
//
//   House in the Wood / on the Hill, wide:    tall (390 x 844: seven cards across):
//   . . f1 .. f8 . seat                       f1 .. f7
//   fans 1-12, 13-24, 25-35 (down)            f8 . . . . . seat
//                                             fans 1-7, 8-14, ... 29-35 (down)
//
//   Intelligence, wide:                       tall (six across):
//   h . f1 .. f8                              f1 .. f6
//   fans 1-9 seat, 10-18 (down)               f7 f8 . . h seat
//                                             fans 1-6, 7-12, 13-18 (down)
#pragma once

#include "core/table.hpp"
#include "rules.hpp"

namespace rb::tps {

TableArrangements table_of(Game game);
// A seat's layout on a phone in a match (extra/match_table.*): the tall shape of table_of, but
// Harp's six across.
TableArrangement match_seat_tall(Game game);

}  // namespace rb::tps
