// The game and the UI as JSON for the browser and native tests: whose turn, the record so far
// (write_record), the legal actions and how each is made ("looks": gesture, piles, the card it
// takes), the message line, knock counts, the result, what is open, where the toolbar's and
// panel's buttons are, and where each pile's top card lies ("tops", where a card is picked up or
// dropped; CSS pixels).
#pragma once

#include <string>

#include "app/app_model.hpp"

namespace rb::app {

std::string state_json(const AppModel& model);

}  // namespace rb::app
