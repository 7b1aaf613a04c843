// A winning line as a player would want it shown: without a card's moves that only wander. The
// search finds a line by the first ways it tries, so it may lay a card on one pile and move it on
// to another later with nothing between needing it there (the 10 of clubs from the waste onto the
// jack of hearts, then onto the jack of diamonds), or back where it was. The hint and the demo
// follow the line, and such moves read as pointless.
#pragma once

#include <vector>

#include "state.hpp"

namespace rb::tps {

// `line` (which wins from `start`) with its wandering moves taken out, as far as the line still
// wins, in rounds of four steps:
// - a card's move followed by its next one from the pile it went to becomes none when the second
//   takes it back where it came from, else one move: straight to the second's place at the first,
//   or from the first's place at the second (kept when the line then reaches the same position);
// - where the line comes back to a position it was in (the two copies of a card alike), the
//   actions between are left out: the game would end a position met a third time;
// - shortest_runs, below;
// - table_moves_first, below, kept when the line then replays to a win.
// The line polished is kept when it replays through the engine, block rule included, to a win.
std::vector<Action> polished_line(const State& start, std::vector<Action> line);

// The line with each move between tableau piles, or from one to a foundation (a table move),
// played before the turns up, the waste's plays and the other actions just before it (at most 64
// actions back, never past another table move) that change none of its piles, when all stay
// legal (the position after them is the same): the move a player can see on the table comes
// first, not after dozens of cards turned up (a review: Harp's hints said "turn up" sixty times
// in a row while such a move waited).
std::vector<Action> table_moves_first(const State& start, const std::vector<Action>& line);

// One of polished_line's steps: the line with each run of two or more moves between tableau piles
// replaced by the fewest such moves that end in the same position (the two copies of a card
// alike), where a breadth-first search within a budget of positions finds fewer.
std::vector<Action> shortest_runs(const State& start, const std::vector<Action>& line);

}  // namespace rb::tps
