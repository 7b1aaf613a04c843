// Which seat acts next where no person and no real clock decide (the tests' play-outs, self-play,
// the soak run): in a game of turns the seat in turn; in a game played all at once each seat that
// may act, one after another, with the game's clock moved on a second per action (so that a race
// that nobody moves on is stopped by its clock, as at the table).
#pragma once

#include <optional>

#include "game.hpp"

namespace rb {

class SeatOrder {
 public:
  // The clock's action when it is due (a game played all at once), else nothing.
  std::optional<ActionCode> clock_action(GameState& state) {
    if (!state.all_at_once()) return std::nullopt;
    clock_ms_ += 1000;
    state.clock()->set_clock(clock_ms_);
    return state.clock()->clock_action(clock_ms_);
  }
  // The seat to act next (the seat in turn when none may act).
  int next(const GameState& state) {
    if (!state.all_at_once()) return state.seat_in_turn();
    const int seats = state.seat_count();
    for (int step = 1; step <= seats; ++step) {
      const int seat = (last_ + step) % seats;
      if (state.may_act(seat)) return last_ = seat;
    }
    return state.seat_in_turn();
  }

 private:
  int last_ = -1;
  double clock_ms_ = 0;
};

}  // namespace rb
