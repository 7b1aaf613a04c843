// Implementation of the turn search (see turn_search.hpp).
#include "turn_search.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "evaluate.hpp"
#include "greedy_policy.hpp"
#include "observation.hpp"

namespace rb {

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

// Does the action turn a card nobody has seen face up?
bool reveals(const State& s, const Action& a) {
  if (a.kind == ActionKind::turn_up) return true;
  if (a.kind != ActionKind::move || pile_kind(a.from) != PileKind::stock) return false;
  if (s.size(a.from) < 2) return false;
  const CardSlot next = s.at(a.from, s.size(a.from) - 2);
  return !next.face_up && !s.seen(next.card);
}

struct Node {
  State state;
  int parent = -1;
  Action action;  // from the parent
  int depth = 0;
};

struct Leaf {
  int node = 0;
  Action action;  // the way out: turning up or ending the turn
  double total = 0;
  int samples = 0;
  double mean() const { return samples ? total / samples : -1e9; }
};

// The value of leaving `from` by `action`, on the j-th sampled deal (the same deals for all leaves).
double sample_leaf(const State& from, const Action& action, Player me, uint64_t seed, int j,
                   long& cost) {
  Random random(seed * 0x2545f4914f6cdd1dULL + static_cast<uint64_t>(j));
  State s = determinize(from, random);
  apply_legal(s, action);
  ++cost;
  if (!s.over() && s.turn() == me) cost += greedy_play_turn(s, me, 400);
  if (!s.over() && s.turn() != me) cost += greedy_play_turn(s, other(me), 400);
  return static_value(s, me);
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
    if (a.kind == ActionKind::move && a.to == waste_of(me) && pile_kind(a.from) == PileKind::house) {
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

SearchResult search_turn(const State& observation, const SearchLimits& limits) {
  SearchResult result;
  const Player me = observation.turn();
  std::vector<Node> nodes;
  std::vector<Leaf> leaves;
  std::unordered_map<uint64_t, int> seen;
  nodes.push_back(Node{observation, -1, Action{}, 0});
  seen.emplace(position_key(observation), 0);
  ActionList actions;
  // 1. List the positions reachable before a reveal or the end of the turn.
  for (size_t i = 0; i < nodes.size(); ++i) {
    const State here = nodes[i].state;
    candidate_actions(here, actions);
    for (const Action& a : actions) {
      if (ends_turn(here, a) || reveals(here, a)) {
        leaves.push_back(Leaf{static_cast<int>(i), a});
        continue;
      }
      State next = here;
      apply_legal(next, a);
      ++result.nodes;
      if (next.over()) {
        leaves.push_back(Leaf{static_cast<int>(i), a, static_value(next, me), 1});
        continue;
      }
      if (static_cast<int>(nodes.size()) >= limits.max_positions) continue;
      if (seen.emplace(position_key(next), static_cast<int>(nodes.size())).second) {
        nodes.push_back(Node{next, static_cast<int>(i), a, nodes[i].depth + 1});
      }
    }
  }
  result.positions = static_cast<int>(nodes.size());
  // 2. Value the ways out by roll-outs, halving the field and doubling the samples each round.
  std::vector<int> field;
  for (size_t i = 0; i < leaves.size(); ++i) {
    if (leaves[i].samples == 0) field.push_back(static_cast<int>(i));
  }
  long budget = limits.node_budget;
  int target = 2;
  while (!field.empty()) {
    for (int index : field) {
      Leaf& leaf = leaves[index];
      while (leaf.samples < target) {
        leaf.total += sample_leaf(nodes[leaf.node].state, leaf.action, me, limits.seed,
                                  leaf.samples, result.nodes);
        ++leaf.samples;
      }
    }
    if (field.size() == 1 || target >= limits.max_samples || result.nodes >= budget) break;
    std::stable_sort(field.begin(), field.end(),
                     [&](int a, int b) { return leaves[a].mean() > leaves[b].mean(); });
    field.resize((field.size() + 1) / 2);
    target *= 2;
  }
  // 3. The best way out (shorter plans first among equals) and the moves that lead to it.
  int best = -1;
  double best_value = -1e18;
  for (size_t i = 0; i < leaves.size(); ++i) {
    const double value = leaves[i].mean() - 0.001 * nodes[leaves[i].node].depth;
    if (value > best_value) {
      best_value = value;
      best = static_cast<int>(i);
    }
  }
  if (best < 0) return result;  // no action at all (the game is over)
  result.value = leaves[best].mean();
  result.plan.push_back(leaves[best].action);
  for (int n = leaves[best].node; nodes[n].parent >= 0; n = nodes[n].parent) {
    result.plan.push_back(nodes[n].action);
  }
  std::reverse(result.plan.begin(), result.plan.end());
  return result;
}

}  // namespace rb
