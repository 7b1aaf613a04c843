// Builds scripted positions for the rule tests from a short text: one line per pile,
// cards bottom to top. Card codes as in records ("7H", "10S", "KD"); a trailing "'" puts the card
// in deck B (default deck A). Reserve and stock cards are face down except the stock's top; a
// leading "^" turns a reserve card face up (a turned-up card waiting to be played). Every other
// card is face up, except a king completing a center pile (closed, face down).
//
//   turn a
//   c1: AH 2H
//   h1: 9S 8H
//   ra: 5C ^7D
//   wb: 4D'
//
// Only the listed cards are on the table (a scripted position need not hold all 104).
#pragma once

#include <string_view>

#include "games/russian_bank/engine/rules.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::test {

using namespace rb::russian_bank;

State make_state(std::string_view spec, const Rules& rules = preset_rules(Preset::house));

// Shorthands for the actions the tests use most.
Action move(std::string_view from, std::string_view to);
PileId pile(std::string_view code);

// The legal actions as a list of text forms, for readable assertions.
std::vector<std::string> legal_texts(const State& state);

}  // namespace rb::test
