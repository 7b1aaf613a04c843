// Russian Bank's table for the shared layout: where its 22 piles sit in the wide and tall shapes.
//
//   wide (landscape)                          tall (phone portrait)
//   rb  ←←←h1  c1 c5  h5→→→                    rb wb
//   wb  ←←←h2  c2 c6  h6→→→  sa                 ↑  ↑  ↑  ↑
//   sb  ←←←h3  c3 c7  h7→→→  wa                h5 h6 h7 h8
//       ←←←h4  c4 c8  h8→→→  ra                c1 c2 c3 c4
//                                              c5 c6 c7 c8
//                                              h1 h2 h3 h4
//                                               ↓  ↓  ↓  ↓
//                                                    wa ra
// Player B (the computer) sits at the top, player A (the human) at the bottom; each player's
// reserve, waste and stock are on their own right-hand side, as at a real table. Stocks are placed
// only when the rules have one. House piles fan outward, away from the center piles, as a real
// table is laid out: the card art has its index in two opposite corners, so a fan to the left or
// upward still shows every card's rank and suit (upside down). Each player's row or column has
// one free cell, where the player's name, cards left and knock count are shown.
#pragma once

#include "core/table.hpp"
#include "games/russian_bank/engine/rules.hpp"

namespace rb::russian_bank {

TableArrangements russian_bank_table(const Rules& rules);

}  // namespace rb::russian_bank
