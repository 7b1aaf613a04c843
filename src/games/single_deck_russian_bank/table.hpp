// Single-deck Russian Bank's table for the shared layout. Wide (a desktop window): B (the
// computer) down the left, A (the person) down the right, the eight tableau piles in two columns
// between them, piles 1-4 fanning left and 5-8 fanning right so that every card (and so each
// pile's direction) shows. Tall (a phone held upright): B across the top, piles 5-8 fanning up,
// piles 1-4 fanning down, A along the bottom. Reserves and wastes are squared with a count; the
// turned card lies face up on its reserve. Piles 5-8 show as empty places until they exist.
//
//   wide:                 tall:
//   rb  t1<- ->t5  A      rb wb .. B
//   wb  t2<- ->t6  ..     t5 t6 t7 t8   (fanning up)
//   B   t3<- ->t7  wa     t1 t2 t3 t4   (fanning down)
//   ..  t4<- ->t8  ra     A  .. wa ra
#pragma once

#include "core/table.hpp"

namespace rb {

TableArrangements single_deck_russian_bank_table();

}  // namespace rb
