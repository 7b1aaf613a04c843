// Internal to the solver: Congress's and Harp's hand as steps of the search. Turning cards up one
// at a time only brings another card to the waste's top; the search takes "turn up n times
// (redealing when the hand is empty and a redeal is allowed), then move the waste's top card" as
// one step, for every n up to a whole pass, instead of a position per card turned. Every way to
// play is still there: turning up changes nothing but the hand and the waste, so a tableau move
// made between turns can be made before them, except in Congress a move that empties a pile
// (then only filling is allowed): "turn up n times, then that move" is a step too.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "state.hpp"

namespace rb::tps {

// One step of the search: `advances` actions on the hand (turning up, or a redeal when the hand
// is empty), then `action`.
struct Step {
  Action action;
  uint16_t advances = 0;
  // With talon_is_a_set, a step that plays a card turned from the hand or the waste names its
  // face (Card::id % 52): the search takes that card out of them at once, wherever it lies, and
  // the line brings it to the waste's top by turning up (talon_face_to_top).
  uint8_t face = kNoFace;
  uint64_t order = 0;  // the solver's: steps are tried from the lowest
  static constexpr uint8_t kNoFace = 0xff;
};

// Adds the moves allowed now with no advance (Congress, Harp), as steps, in legal_actions' order:
// the card moves; the hand's turns, the redeals and the end are left out (the steps hold them).
void add_moves(const State& state, std::vector<Step>& out);

// The next action on the hand when advancing it: turning up, or a redeal when the hand is empty.
Action stock_advance(const State& state);

// Adds the steps with one or more advances from `state` (none while a space waits to be filled,
// or in a game without a waste).
void add_stock_steps(const State& state, std::vector<Step>& out);
// The same with the hand's and the waste's faces known (`talon`: talon_faces of `state`).
void add_stock_steps(const State& state, std::vector<Step>& out, uint64_t talon);

// The faces of the cards in the hand and the waste (bit per face: Card::id % 52).
uint64_t talon_faces(const State& state);
// The ranks of the faces `faces` (bit per face), of each colour (bit rank - 1; 0: black). (A face
// is suit * 13 + rank - 1: clubs and spades black, diamonds and hearts red.)
inline std::array<uint64_t, 2> colour_ranks(uint64_t faces) {
  constexpr uint64_t kSuit = 0x1fff;
  return {(faces | faces >> 39) & kSuit, (faces >> 13 | faces >> 26) & kSuit};
}

// Harp without a redeal limit: any card of the hand and the waste can be brought to the waste's
// top by turning up and redealing, and the others stay as reachable as before, so their order
// never limits what can be played: positions whose hand and waste hold the same cards, in any
// order and split, can be won alike (the block rule aside, which the search leaves out), and a
// card is played from there once per face. (Not in Congress: while a space waits, turning is not
// allowed and the order decides what fills it.)
bool talon_is_a_set(const State& state);

// The actions on the hand (turning up, redealing) that bring a card of `face` to the waste's top
// the soonest, applied to `state` through the engine and added to `line`; false when none does
// within a whole cycle (or an action is refused).
bool talon_face_to_top(State& state, uint8_t face, std::vector<Action>& line);

// Applies a step as the search does (apply_in_search; the turns up without even the count of
// actions): "" or the refusal.
std::string apply_step(State& state, const Step& step);

}  // namespace rb::tps
