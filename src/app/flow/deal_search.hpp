// "Winnable deals only": before a new deal of a game with a solver is dealt, the solver plays it
// with the whole deal known, in slices between frames; the first deal it wins is dealt, and one
// it cannot settle within its share of the budget gives way to the next deal number. The table in
// play stays as it is meanwhile. At the first deal of a page the deal on the table is the first
// one looked at, and kept when won (most are), so that the table changes only when it must.
// Bounded: after
// kMostDealPositions positions in all, the last deal looked at is dealt, and the message says it is
// not proved.
#pragma once

#include <cstdint>
#include <memory>

#include "app/storage/settings.hpp"
#include "core/game.hpp"

namespace rb::app {

struct AppModel;

struct DealSearch {
  Settings settings;  // the deal looked at: its seed is the deal number
  std::unique_ptr<GameSolver> solver;
  int looked_at = 0;      // deals looked at so far, this one included
  bool on_table = false;  // the deal looked at is the one on the table
  int64_t positions = 0;  // searched so far, in all the deals
};

// Starts looking for a winnable deal of these settings (a new deal number, winnable_only on),
// with the deal on the table first when `table_first`; false when the game has no solver, and
// nothing is started.
bool start_deal_search(AppModel& model, const Settings& settings, double now_ms,
                       bool table_first = false);
// Searches one slice; deals the deal once one is found (or the budget is spent).
void search_deal(AppModel& model, double now_ms);

}  // namespace rb::app
