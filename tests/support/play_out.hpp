// Plays a game to its end for a test: seats in turn, each seat's first listed action that is not
// an End (End when nothing else is left); fails the test when it does not end.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace rb::test {

inline void play_out_in_turn(GameState& state) {
  std::vector<ActionCode> legal;
  for (int i = 0; i < 20000 && !state.over(); ++i) {
    state.legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    ActionCode pick = legal.front();
    for (const ActionCode a : legal) {
      if (state.actor(a) == i % state.seat_count() &&
          state.action_text(a).find("end") == std::string::npos) {
        pick = a;
        break;
      }
    }
    REQUIRE(state.apply(pick) == "");
  }
  REQUIRE(state.over());
}

}  // namespace rb::test
