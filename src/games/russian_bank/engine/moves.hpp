// Internal to the engine: which single-card moves the rules allow the player in turn, as fast
// checks without strings, and the words that explain a refused move.
#pragma once

#include <string>

#include "state.hpp"

namespace rb::russian_bank {

enum class MoveError : uint8_t {
  none,
  game_over,
  same_pile,
  empty_source,
  center_card_fixed,    // cards on a center pile never move
  not_yours,            // the opponent's reserve or waste, or their stock when not allowed
  reserve_face_down,    // the reserve's top must be turned up first
  turned_card_first,    // the turned-up reserve card must be played before anything else
  waste_not_available,  // classic presets: your own waste is not in play
  waste_only_to_space,  // waste_fills_space: only onto an empty house pile
  opponent_stock_only_to_house,
  center_closed,
  center_needs_ace,
  center_needs_next,
  house_needs_next,
  load_on_empty,         // nothing goes onto an empty waste or stock of the opponent
  load_needs_neighbour,  // same suit, one rank up or down
  onto_reserve,
  onto_own_stock,
  own_waste_turned_card_only,  // classic: only the turned card goes onto your waste
  turned_card_playable,        // classic: a turned card that can be played must be played
};

MoveError check_move(const State& state, PileId from, PileId to);
std::string explain_move_error(const State& state, MoveError error, PileId from, PileId to);
// A pile in the table's words with seats by letter: "center pile 3", "house pile 2", "A's reserve"
// (pile_name; table_words.hpp words a seat's pile in its voice).
std::string pile_words(PileId pile);

// The first legal move to a center pile for the player in turn, if any (a mandatory move).
bool find_center_move(const State& state, Action* out);
// The first legal move from the player's stock to a center pile (classic priority 1).
bool find_stock_center_move(const State& state, Action* out);
// An empty house pile when the player's stock has a card (space_from_stock_first).
bool find_space_from_stock(const State& state, Action* out);

bool can_turn_up(const State& state);
bool can_turn_over(const State& state);
bool can_pass(const State& state);

}  // namespace rb::russian_bank
