// Scripted Spite and Malice positions for the rule tests: the draw pile dr (top last), center
// stacks c1.., and for each seat (A, B, ...) its payoff pile p (top last; only the top is face up),
// hand h and side stacks s1..s4 (bottom first). A is the player in turn unless said. Cards not
// named lie in the draw pile under the named ones. Actions are written as in records.
#pragma once

#include <map>
#include <string>

#include "games/spite_and_malice/state.hpp"

namespace rb::spite::test {

// A table from pile texts by code ("pa": "5C 9D" = 9D on top). A payoff pile not named gets one
// king of deck P (spades for A, hearts for B ...). Every card not named goes to the draw pile,
// under the named draw cards.
State table(const std::map<std::string, std::string>& piles, int turn = 0, Rules rules = {});
Rules players(int n);
// The action of a record's text (the test fails if it does not parse).
Action act(const State& s, const std::string& text);
bool listed(const State& s, const std::string& text);
// Plays a legal action (the test fails if it is refused or breaks an invariant).
void play(State& s, const std::string& text);
// Why an action is refused; checks that it changes nothing and is not listed.
std::string refusal(State s, const std::string& text);
// A pile's cards by code, bottom first.
std::string codes(const State& s, PileId pile);

}  // namespace rb::spite::test
