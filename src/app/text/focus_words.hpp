// What a screen reader hears as the keyboard's focus moves: the table is a canvas, so the pile
// reached is named with what a player sees on it ("House 3: 9 of spades, 8 of hearts"; "Your
// reserve: 5 of clubs on top, 12 cards"; "Computer's stock: 20 cards face down").
#pragma once

#include <string>

#include "app/flow/app_model.hpp"

namespace rb::app {

std::string pile_focus_words(const AppModel& model, int pile);

}  // namespace rb::app
