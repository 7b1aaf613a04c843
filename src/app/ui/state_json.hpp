// The game and the UI as JSON for the browser and native tests: whose turn, the record so far
// (write_record), the legal actions and how each is made ("looks": gesture, piles, the card it
// takes), the message line, wrong call counts, the result, what is open, where the toolbar's and
// panel's buttons are, and where each pile's top card lies ("tops", where a card is picked up or
// dropped; CSS pixels). "computer_waits": in a game played all at once, no computer seat acts on
// the table as it is (each may not act, or had nothing to do at its last look).
// A game's call (knock, Stop): "wrong_calls" (per seat), "pending_call" (the computer's call is
// coming), the message tone "call" of its verdict and the call button's id "call". The keys
// "knocks" and "pending_knock", their names before the rename, are documented aliases with the same
// values; the tone and the id, values rather than keys, are "call" only.
#pragma once

#include <string>

#include "app/flow/app_model.hpp"

namespace rb::app {

std::string state_json(const AppModel& model);

}  // namespace rb::app
