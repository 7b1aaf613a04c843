// The two-pack solitaires' tables for the shared layout, a wide shape (a window) and a tall one
// (a phone held upright) per game. Tableau piles fan so that every card shows; the hand and the
// waste are squared with a count.
//
//   Congress, wide:            tall:            Harp, wide:              tall:
//   L1<- f1 f5 ->R1 h          h  w  .  seat    h w f1 .. f8             h    w  f1 f2 f3 f4
//   L2<- f2 f6 ->R2 w          f1 f2 f3 f4      t1 .. t9 (down) seat     seat .  f5 f6 f7 f8
//   L3<- f3 f7 ->R3 .          f5 f6 f7 f8                               t1 .. t6 (down)
//   L4<- f4 f8 ->R4 seat       L1..L4 (down)                             t7 t8 t9 (down)
//                              R1..R4 (down)
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

}  // namespace rb::tps
