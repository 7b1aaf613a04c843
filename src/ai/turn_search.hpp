// The search: within a turn the game is deterministic until a face-down card is turned up, so the
// AI lists every position it can reach with its own moves before the next reveal or the end of the
// turn (breadth first, each position once, house piles compared as a set so that moving cards
// between them without purpose adds nothing), never breaking the rules' priorities. Each way out of
// such a position (turning up, or ending the turn) is valued by greedy roll-outs over sampled deals
// of the unseen cards (determinization), the same samples for every candidate (common random
// numbers), and the best candidates get more samples (successive halving).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/state.hpp"

namespace rb {

struct SearchLimits {
  int max_positions = 4000;  // positions listed per search
  long node_budget = 60000;  // actions applied in roll-outs, in all
  int max_samples = 32;      // samples for the best candidate
  uint64_t seed = 1;
};

struct SearchResult {
  std::vector<Action> plan;  // the actions to play, the last one turning up or ending the turn
  double value = 0;          // estimated value (see static_value) for the player in turn
  int positions = 0;
  long nodes = 0;            // actions applied (listing and roll-outs)
};

// Plans the turn of the player in turn from an observation (see observation.hpp).
SearchResult search_turn(const State& observation, const SearchLimits& limits);

// The actions the search considers at a position: the legal ones that break no priority, without
// knocks, and without ending the turn by putting a house card on one's own waste.
void candidate_actions(const State& state, ActionList& out);

// A hash that ignores the order of the house piles (they are interchangeable).
uint64_t position_key(const State& state);

}  // namespace rb
