// The words the table shows, from the human's seat: the engine names the players A and B; here
// A is "you" and B "the computer". Turns engine reasons into sentences, and describes actions and
// results.
#pragma once

#include <string>

#include "games/russian_bank/engine/state.hpp"

namespace rb::app {

// "A's waste" -> "your waste", "B's reserve" -> "the computer's reserve", and the like.
std::string from_human_seat(std::string text);
// First letter upper case, a full stop at the end.
std::string sentence(std::string text);

// A pile as the human calls it: "your waste", "the computer's reserve", "house pile 3".
std::string pile_words(PileId pile);
// "the 7 of hearts from your waste to house pile 3", "turns up the reserve" (state before it).
std::string action_words(const State& before, const Action& action);

// "You win", "The computer wins", "A draw".
std::string result_headline(const Result& result);
// The engine's description from the human's seat: "You win: all cards played (42 points)".
std::string result_words(const Result& result, const Rules& rules);
// Only why it ended, after the headline: "All cards played (42 points)."
std::string result_reason(const Result& result, const Rules& rules);

// What the player of a seat is called in a sentence's subject: "You", "The computer".
std::string seat_name(Player p);

}  // namespace rb::app
