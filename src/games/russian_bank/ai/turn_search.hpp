// The search: within a turn the game is deterministic until a face-down card is turned up, so the
// AI lists every position it can reach with its own moves before the next reveal or the end of the
// turn (breadth first, each position once, house piles compared as a set so that moving cards
// between them without purpose adds nothing), never breaking the rules' priorities. Each way out of
// such a position (turning up, or ending the turn) is valued by greedy roll-outs over sampled deals
// of the unseen cards (determinization), the same samples for every candidate (common random
// numbers), and the best candidates get more samples (successive halving). A roll-out is judged
// after the opponent's reply, or (`later_weight`) partly there and partly one round later.
#pragma once

#include <cstdint>
#include <vector>

#include "core/key_set.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::russian_bank {

struct SearchLimits {
  int max_positions = 4000;     // positions listed per search
  int64_t node_budget = 60000;  // actions applied in roll-outs, in all
  int max_samples = 32;         // samples for the best candidate
  double later_weight = 0;      // the weight of the judgment one round later (see sample_leaf)
  // In that round, one's own turn by greedy play that gets stock cards out first (see
  // stock_first_action); without a stock it is greedy play.
  bool stock_first_later = false;
  // Pick the best of the last round's field only (those with the most samples), not of every way
  // out: a way out dropped after one or two samples keeps a mean no later sample corrects.
  bool survivors_only = false;
  // What a plan pays, in the judge's units, for each card it lays back on a house pile it left
  // earlier in the turn, that pile unchanged since: the judgments are noisy, and without it a plan
  // made after a turn-up shuffles cards back and forth between equal arrangements.
  double back_move_cost = 0;
  // How many times a card may go from one house pile to another in a turn (0: no limit): a plan
  // made after each turn-up may rearrange the houses anew (a review watched Master's first turn
  // of 146 actions move the two of spades 17 times in 102 s).
  int house_moves_per_card = 0;
  uint64_t seed = 1;
};

// A card moved from one house pile to another earlier in the turn, with the pile it left and what
// that pile then held (its size and top card), packed in one number: the turn remembers its house
// moves so (see SearchLimits::back_move_cost).
uint32_t left_pile(const State& state, const Action& action);
// Whether the action moves a card from one house pile to another.
bool house_to_house(const Action& action);

struct SearchResult {
  std::vector<Action> plan;  // the actions to play, the last one turning up or ending the turn
  double value = 0;          // estimated value (see static_value) for the player in turn
  int positions = 0;
  int64_t nodes = 0;  // actions applied (listing and roll-outs)
};

// A search that can run in slices between frames (the browser must never freeze). The slices do
// the same work in the same order as one long run, so the result does not depend on them.
class TurnSearch {
 public:
  TurnSearch(const State& observation, const SearchLimits& limits,
             std::vector<uint32_t> moved_this_turn = {});
  // Works until `work` more actions have been applied (or the search ends); true when done.
  bool step(int64_t work);
  bool done() const { return phase_ == Phase::done; }
  const SearchResult& result() const { return result_; }

 private:
  struct Node {
    State state;
    int parent = -1;
    Action action;  // from the parent
    int depth = 0;
    int back_moves = 0;  // cards laid back where they lay earlier in the turn, on the way here
  };
  struct Leaf {
    int node = 0;
    Action action;  // the way out: turning up or ending the turn
    double total = 0;
    int samples = 0;
    bool exact = false;  // the game ends there: its value needs no samples
    double mean() const { return samples ? total / samples : -1e9; }
  };
  enum class Phase { listing, sampling, done };
  void expand(size_t index);
  bool moves_back(const State& state, const Action& action) const;
  bool moved_enough(const State& state, const Action& action) const;
  double judged(const Leaf& leaf) const;  // its mean less the cost of its cards moved back
  bool sample_round(int64_t stop_at);
  void finish();

  SearchLimits limits_;
  std::vector<uint32_t> moved_this_turn_;  // left_pile of each
  Player me_;
  Phase phase_ = Phase::listing;
  std::vector<Node> nodes_;
  std::vector<Leaf> leaves_;
  KeySet seen_;  // the positions already in nodes_
  size_t next_node_ = 0;
  std::vector<int> field_;  // leaves still in the running
  size_t next_in_field_ = 0;
  int target_samples_ = 2;
  SearchResult result_;
};

// Plans the turn of the player in turn from an observation (see observation.hpp), in one run.
SearchResult search_turn(const State& observation, const SearchLimits& limits);

// The actions the search considers at a position: the legal ones that break no priority, without
// knocks, and without ending the turn by putting a house card on one's own waste.
void candidate_actions(const State& state, ActionList& out);

// A hash that ignores the order of the house piles (they are interchangeable).
uint64_t position_key(const State& state);

}  // namespace rb::russian_bank
