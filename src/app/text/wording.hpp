// The words the table shows, from the human's seat: the seats' voices ("You", "The computer"),
// whose turn it is, the deal in words, and the result. The game writes its own sentences
// (moves, refusals, verdicts) in these voices.
#pragma once

#include <string>

#include "app/flow/app_model.hpp"
#include "core/voices.hpp"

namespace rb::app {

// The seats as the table speaks of them: "You" and "The computer" (when the computer plays both
// seats, "Blue" and "Red").
Voices voices(const AppModel& model);
// What a seat's box calls its player: "You", "Computer" (the computer's own game of a match,
// replayed alone: "Computer").
std::string seat_title(const AppModel& model, int seat);
// A seat's pile by its owner, as the table labels it: "Your reserve", "Computer's waste", "Blue's
// stock" (without its number).
std::string owned_pile_words(const AppModel& model, int pile);
// A pile's number after its word: " 3" ("Center 3"), "3" after a word of one letter ("L3", as
// Congress's piles are called), "" for a pile without a number.
std::string pile_number_words(const PileInfo& info);
// Whether a seat's box speaks to a person at this screen ("YOUR TURN"): a seat a person plays, but
// not while the computer plays it (a demo) nor in the computer's game replayed alone.
bool persons_seat(const AppModel& model, int seat);
// The word across a seat's box while the seat may play: "YOUR TURN" (a person's), "PLAYING" (the
// computer's), "AWAY" (an online player who lost the connection); "" when it may not: not its
// turn, the game over, its own game of a match over, or an online table waiting (for a player,
// the connection).
std::string turn_word(const AppModel& model, int seat);
// Whose turn it is, of the seat in turn or of `seat`: "Your turn", "The computer's turn",
// "Computer B's turn" (of a game of more than two), in the table's language.
std::string whose_turn(const AppModel& model);
std::string whose_turn(const AppModel& model, int seat);

// A preset's name as the menu shows it, in the table's language: "House", "Scarne". (Its message
// is "preset House", which a game marks: the house pile's "House" is another word.)
std::string preset_title(std::string_view preset);
// "Spite and Malice, three players": the game with its preset, for a game that names its presets
// in a sentence (GameModule::preset_phrase); "" for one that does not.
std::string game_with_preset(const GameModule& game, std::string_view preset);

// "house rules, deal 42" (a game of one preset: "deal 42").
std::string deal_words(const AppModel& model);

// "You win!", "The computer wins", "A draw".
std::string result_headline(const AppModel& model);
// The game's description from the human's seat: "You win: all cards played (42 points)."
std::string result_words(const AppModel& model);
// Only why it ended, after the headline: "All cards played (42 points)."
std::string result_reason(const AppModel& model);

}  // namespace rb::app
