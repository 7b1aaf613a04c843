// Implementation of the turn search (see turn_search.hpp).
#include "turn_search.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

#include "core/small_sort.hpp"
#include "evaluate.hpp"
#include "greedy_policy.hpp"
#include "observation.hpp"

namespace rb::russian_bank {

namespace {

uint64_t mix(uint64_t h) {
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ULL;
  return h ^ (h >> 33);
}

uint64_t pile_hash(const State& s, PileId pile) {
  uint64_t h = 0x9e3779b97f4a7c15ULL * (s.size(pile) + 1);
  for (int i = 0; i < s.size(pile); ++i) {
    const CardSlot slot = s.at(pile, i);
    h = mix(h ^ (slot.card.id | (slot.face_up ? 0x80u : 0u)) ^ (uint64_t(i) << 8));
  }
  return h;
}

bool ends_turn(const State& s, const Action& a) {
  return a.kind == ActionKind::pass || (a.kind == ActionKind::move && a.to == waste_of(s.turn()));
}

// A card on a pile of a size over a top card (-1: none), in one number.
uint32_t card_over(uint8_t card, PileId pile, int size, int top) {
  return uint32_t(card) | uint32_t(pile) << 8 | uint32_t(size) << 16 | uint32_t(top & 0xff) << 24;
}

// Does the action turn a card nobody has seen face up?
bool reveals(const State& s, const Action& a) {
  if (a.kind == ActionKind::turn_up) return true;
  if (a.kind != ActionKind::move || pile_kind(a.from) != PileKind::stock) return false;
  if (s.size(a.from) < 2) return false;
  const CardSlot next = s.at(a.from, s.size(a.from) - 2);
  return !next.face_up && !s.seen(next.card);
}

// Greedy play that gets stock cards out first: after the center moves, loading from the stock,
// then the stock to a house pile (a non-empty one first); otherwise the greedy choice.
Action stock_first_action(const State& s, const ActionList& actions) {
  const Player me = s.turn();
  const PileId my_stock = stock_of(me);
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && pile_kind(a.to) == PileKind::center) {
      return greedy_action(s, actions);
    }
  }
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && a.from == my_stock && pile_kind(a.to) != PileKind::house &&
        pile_kind(a.to) != PileKind::center && a.to != waste_of(me)) {
      return a;
    }
  }
  const Action* best = nullptr;
  for (const Action& a : actions) {
    if (a.kind == ActionKind::move && a.from == my_stock && pile_kind(a.to) == PileKind::house &&
        (best == nullptr || (s.empty(best->to) && !s.empty(a.to)))) {
      best = &a;
    }
  }
  return best != nullptr ? *best : greedy_action(s, actions);
}

// The rest of `me`'s turn (greedy, or stock first) and the opponent's greedy reply.
void play_round(State& s, Player me, int64_t& cost, bool stock_first = false) {
  if (!s.over() && s.turn() == me) {
    cost += play_turn(s, me, 400, stock_first ? stock_first_action : greedy_action);
  }
  if (!s.over() && s.turn() != me) cost += play_turn(s, other(me), 400);
}

// The value of leaving `from` by `action`, on the j-th sampled deal (the same deals for all
// leaves): judged after the opponent's reply, blended with the judgment after one more round by
// `later_weight`. (That round alone judges greedy play's future: it wins more against greedy play
// and loses to the level below; see the README.)
double sample_leaf(const State& from, const Action& action, Player me, const SearchLimits& limits,
                   int j, int64_t& cost) {
  Random random(limits.seed * 0x2545f4914f6cdd1dULL + static_cast<uint64_t>(j));
  State s = determinize(from, random);
  apply_legal(s, action);
  ++cost;
  play_round(s, me, cost);
  const double value = static_value(s, me);
  if (limits.later_weight == 0 || s.over()) return value;
  play_round(s, me, cost, limits.stock_first_later);
  return (1 - limits.later_weight) * value + limits.later_weight * static_value(s, me);
}

}  // namespace

uint64_t position_key(const State& s) {
  uint64_t h = mix(s.turn() + 1);
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    if (pile_kind(pile) == PileKind::house) continue;
    h = mix(h ^ pile_hash(s, pile)) + pile;
  }
  uint64_t houses = 0;
  for (int i = 0; i < kHouseCount; ++i) houses += mix(pile_hash(s, house_pile(i)));
  return mix(h ^ houses);
}

void candidate_actions(const State& s, ActionList& out) {
  ActionList all;
  own_actions(s, all);
  out.clear();
  const Player me = s.turn();
  bool has_other_exit = false;
  for (const Action& a : all) {
    if (a.kind == ActionKind::move && a.to == waste_of(me) &&
        pile_kind(a.from) == PileKind::house) {
      continue;
    }
    if (judge(s, a).offence) continue;
    out.push(a);
    has_other_exit = true;
  }
  if (!has_other_exit) {
    for (const Action& a : all) {
      if (!judge(s, a).offence) out.push(a);
    }
  }
}

TurnSearch::TurnSearch(const State& observation, const SearchLimits& limits,
                       std::vector<uint32_t> moved_this_turn)
    : limits_(limits), moved_this_turn_(std::move(moved_this_turn)), me_(observation.turn()) {
  nodes_.push_back(Node{observation, -1, Action{}, 0});
  seen_.insert(position_key(observation));
}

bool house_to_house(const Action& a) {
  return a.kind == ActionKind::move && pile_kind(a.from) == PileKind::house &&
         pile_kind(a.to) == PileKind::house;
}

uint32_t left_pile(const State& s, const Action& a) {
  const int size_left = s.size(a.from) - 1;
  return card_over(s.top(a.from).card.id, a.from, size_left,
                   size_left > 0 ? s.at(a.from, size_left - 1).card.id : -1);
}

// Whether `a` lays a card back on a house pile it left earlier in the turn, the pile unchanged.
// (Not looked for where it costs nothing, or nothing was moved: the search's every new position.)
bool TurnSearch::moves_back(const State& s, const Action& a) const {
  if (limits_.back_move_cost == 0 || moved_this_turn_.empty() || !house_to_house(a)) return false;
  const uint32_t back = card_over(s.top(a.from).card.id, a.to, s.size(a.to),
                                  s.empty(a.to) ? -1 : s.top(a.to).card.id);
  return std::find(moved_this_turn_.begin(), moved_this_turn_.end(), back) !=
         moved_this_turn_.end();
}

// Whether `a` moves a card between house piles that has done so as often as a turn allows.
bool TurnSearch::moved_enough(const State& s, const Action& a) const {
  if (limits_.house_moves_per_card == 0 || !house_to_house(a)) return false;
  const uint32_t card = s.top(a.from).card.id;
  const auto times = std::count_if(moved_this_turn_.begin(), moved_this_turn_.end(),
                                   [card](uint32_t left) { return (left & 0xff) == card; });
  return times >= limits_.house_moves_per_card;
}

// 1. Lists what follows one position: new positions, and the ways out of it (leaves).
void TurnSearch::expand(size_t index) {
  const State here = nodes_[index].state;
  ActionList actions;
  candidate_actions(here, actions);
  for (const Action& a : actions) {
    if (moved_enough(here, a)) continue;
    if (ends_turn(here, a) || reveals(here, a)) {
      leaves_.push_back(Leaf{static_cast<int>(index), a});
      continue;
    }
    State next = here;
    apply_legal(next, a);
    ++result_.nodes;
    if (next.over()) {
      leaves_.push_back(Leaf{static_cast<int>(index), a, static_value(next, me_), 1, true});
      continue;
    }
    if (static_cast<int>(nodes_.size()) >= limits_.max_positions) continue;
    if (seen_.insert(position_key(next))) {
      nodes_.push_back(Node{next, static_cast<int>(index), a, nodes_[index].depth + 1,
                            nodes_[index].back_moves + (moves_back(here, a) ? 1 : 0)});
    }
  }
}

double TurnSearch::judged(const Leaf& leaf) const {
  return leaf.mean() - limits_.back_move_cost * nodes_[static_cast<size_t>(leaf.node)].back_moves;
}

// 2. Brings every leaf of the field to the round's number of samples; false if stopped early.
bool TurnSearch::sample_round(int64_t stop_at) {
  for (; next_in_field_ < field_.size(); ++next_in_field_) {
    Leaf& leaf = leaves_[static_cast<size_t>(field_[next_in_field_])];
    while (leaf.samples < target_samples_) {
      if (result_.nodes >= stop_at) return false;
      if (result_.nodes >= 2 * limits_.node_budget) return true;  // a hard cap on the work
      leaf.total += sample_leaf(nodes_[static_cast<size_t>(leaf.node)].state, leaf.action, me_,
                                limits_, leaf.samples, result_.nodes);
      ++leaf.samples;
    }
  }
  return true;
}

bool TurnSearch::step(int64_t work) {
  const int64_t stop_at = result_.nodes + work;
  while (phase_ == Phase::listing) {
    if (next_node_ >= nodes_.size()) {
      result_.positions = static_cast<int>(nodes_.size());
      for (size_t i = 0; i < leaves_.size(); ++i) {
        if (leaves_[i].samples == 0) field_.push_back(static_cast<int>(i));
      }
      // Many ways out: one sample each in the first round (a roll-out costs about 40 actions).
      if (static_cast<int64_t>(field_.size()) * 2 * 40 > limits_.node_budget) target_samples_ = 1;
      phase_ = Phase::sampling;
      break;
    }
    if (result_.nodes >= stop_at) return false;
    expand(next_node_++);
  }
  while (phase_ == Phase::sampling) {
    if (field_.empty()) {
      finish();
      break;
    }
    if (!sample_round(stop_at)) return false;
    // Halve the field and double the samples, until one is left or the budget is spent.
    if (field_.size() == 1 || target_samples_ >= limits_.max_samples ||
        result_.nodes >= limits_.node_budget) {
      finish();
      break;
    }
    small_sort(field_.begin(), field_.end(), [&](int a, int b) {
      return judged(leaves_[static_cast<size_t>(a)]) > judged(leaves_[static_cast<size_t>(b)]);
    });
    field_.resize((field_.size() + 1) / 2);
    next_in_field_ = 0;
    target_samples_ *= 2;
  }
  return true;
}

// 3. The best way out (shorter plans first among equals, moving cards back at a cost) and the
// moves that lead to it.
void TurnSearch::finish() {
  phase_ = Phase::done;
  std::vector<uint8_t> in_field(leaves_.size(), field_.empty() || !limits_.survivors_only);
  for (int i : field_) in_field[static_cast<size_t>(i)] = true;
  int best = -1;
  double best_value = -1e18;
  for (size_t i = 0; i < leaves_.size(); ++i) {
    if (!in_field[i] && !leaves_[i].exact) continue;
    const double value =
        judged(leaves_[i]) - 0.001 * nodes_[static_cast<size_t>(leaves_[i].node)].depth;
    if (value > best_value) {
      best_value = value;
      best = static_cast<int>(i);
    }
  }
  if (best < 0) return;  // no action at all (the game is over)
  const Leaf& leaf = leaves_[static_cast<size_t>(best)];
  result_.value = leaf.mean();
  result_.plan.push_back(leaf.action);
  for (int n = leaf.node; nodes_[static_cast<size_t>(n)].parent >= 0;
       n = nodes_[static_cast<size_t>(n)].parent) {
    result_.plan.push_back(nodes_[static_cast<size_t>(n)].action);
  }
  std::reverse(result_.plan.begin(), result_.plan.end());
}

SearchResult search_turn(const State& observation, const SearchLimits& limits) {
  TurnSearch search(observation, limits);
  while (!search.step(int64_t{1} << 40)) {
  }
  return search.result();
}

}  // namespace rb::russian_bank
