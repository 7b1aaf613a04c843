// Single-deck Russian Bank's players (see players.hpp).
#include "players.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "core/player_names.hpp"
#include "core/small_sort.hpp"
#include "core/translation.hpp"
#include "hidden.hpp"

namespace rb::sdrb {

namespace {

constexpr std::array<Level, kLevelCount> kLevels = {{
    {tr_mark("Beginner"), 200, true, 0, 0},
    {tr_mark("Club player"), 2000, false, 0, 0},
    {tr_mark("Master"), 2000, false, 40, 52},
}};

// The player in turn's first action among `actions` that passes `wanted`, if any.
template <typename Wanted>
const Action* first_of(const std::vector<Action>& actions, Wanted wanted) {
  for (const Action& a : actions) {
    if (wanted(a)) return &a;
  }
  return nullptr;
}

class RandomPlayer : public Bot {
 public:
  explicit RandomPlayer(uint64_t seed) : random_(seed) {}
  // A random action; moves within the tableau only now and then, so that turns end.
  Action choose(const State& state) override {
    std::vector<Action> actions;
    legal_actions(state, actions);
    const Action pick = actions[random_.below(uint32_t(actions.size()))];
    const bool shuffle = pick.kind == ActionKind::move_pile ||
                         (pick.kind == ActionKind::move && is_tableau(pick.from));
    if (shuffle && random_.below(4) != 0) return actions.back();
    return pick;
  }

 private:
  Random random_;
};

class GreedyPlayer : public Bot {
 public:
  Action choose(const State& state) override { return greedy_action(state); }
};

// The cards that `player` could place now on the tableau's tops and on the other's waste top,
// as a bit set of card ids.
uint64_t wanted_cards(const State& s, Player player) {
  uint64_t wanted = 0;
  const auto neighbours = [&](Card top, int way) {
    const int suit_base = int(top.suit()) * kSuitLength;
    const int rank = top.rank() - 1;
    if (way >= 0) wanted |= 1ULL << (suit_base + (rank + 1) % kSuitLength);
    if (way <= 0) wanted |= 1ULL << (suit_base + (rank + kSuitLength - 1) % kSuitLength);
  };
  for (PileId pile = 0; pile < kTableauCount; ++pile) {
    if (s.exists(pile) && !s.empty(pile) && s.size(pile) < kSuitLength) {
      neighbours(s.top(pile), direction(s, pile));
    }
  }
  const PileId target = waste_of(other(player));
  if (!s.empty(target)) neighbours(s.top(target), 0);
  return wanted;
}

uint64_t unseen_cards(const State& s) {
  uint64_t unseen = 0;
  for (Player p : {Player(0), Player(1)}) {
    for (int i = 0; i < s.size(reserve_of(p)); ++i) {
      if (!s.face_up(reserve_of(p), i)) unseen |= 1ULL << s.card(reserve_of(p), i).id;
    }
  }
  return unseen;
}

int spaces(const State& s) {
  int n = 0;
  for (PileId pile = 0; pile < kTableauCount; ++pile) n += s.exists(pile) && s.empty(pile);
  return n;
}

// The chance that the next unseen card turned by `player` can be placed somewhere.
double playable_chance(const State& s, Player player, uint64_t unseen) {
  if (spaces(s) > 0) return 1.0;
  const int count = std::popcount(unseen);
  if (count == 0) return 0.0;
  return double(std::popcount(wanted_cards(s, player) & unseen)) / count;
}

// Whether the top of `player`'s waste can be placed now.
bool waste_top_plays(const State& s, Player player) {
  const PileId waste = waste_of(player);
  if (s.empty(waste)) return false;
  const Card card = s.top(waste);
  if (spaces(s) > 0 || fits_waste(s, card, waste_of(other(player)))) return true;
  for (PileId pile = 0; pile < kTableauCount; ++pile) {
    if (s.exists(pile) && fits_tableau(s, card, pile)) return true;
  }
  return false;
}

// How good a position is for `me`: the end of the game, else the cards the opponent has left
// less mine, and (unless `plain`) what the next turned card is likely to find, for the player
// who turns it.
double evaluate(const State& s, Player me, bool plain) {
  if (s.over()) {
    if (!s.winner()) return 0;
    const double won = 1000.0 + s.cards_left(other(*s.winner()));
    return *s.winner() == me ? won : -won;
  }
  const Player mover = s.turn();
  double value = 10.0 * (s.cards_left(other(mover)) - s.cards_left(mover));
  if (!plain) {
    value += 6.0 * playable_chance(s, mover, unseen_cards(s));
    if (!s.card_waiting() && waste_top_plays(s, mover)) value += 6.0;
    value += 2.0 * spaces(s);
  }
  return mover == me ? value : -value;
}

// A small set of position hashes (open addressing), cleared for each search.
class Seen {
 public:
  void clear() { std::fill(slots_.begin(), slots_.end(), 0); }
  // True when `hash` was already there.
  bool insert(uint64_t hash) {
    hash |= 1;
    size_t i = size_t(hash) & (slots_.size() - 1);
    for (int probe = 0; probe < 64; ++probe) {
      if (slots_[i] == hash) return true;
      if (slots_[i] == 0) {
        slots_[i] = hash;
        return false;
      }
      i = (i + 1) & (slots_.size() - 1);
    }
    return false;
  }

 private:
  std::array<uint64_t, 8192> slots_{};
};

uint64_t position_hash(const State& s) {
  uint64_t hash = 1469598103934665603ULL;
  const auto mix = [&](uint64_t byte) {
    hash ^= byte;
    hash *= 1099511628211ULL;
  };
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    mix(uint64_t(s.size(pile)) + 64);
    if (is_tableau(pile)) {
      for (int i = 0; i < s.size(pile); ++i) mix(s.card(pile, i).id);
    }
  }
  mix(s.card_waiting() ? 1 : 2);
  return hash;
}

// A position of the turn's search: how it was reached (the search's first position has none).
struct Node {
  State state;
  int parent = -1;
  Action action;
  int depth = 0;
};

// An end of the turn's search: the position before the next card is turned (or after the turn
// ended, or the game), reached from node `node` by `last`.
struct Leaf {
  State state;
  int node = 0;
  Action last;
  int length = 0;
  double value = 0;
};

// Every way for the player in turn to play on without turning a card, breadth first (each
// position is first reached by a shortest way), each way's end a leaf judged by `evaluate`.
struct TurnSearch {
  std::vector<Node> nodes;
  std::vector<Leaf> leaves;
  Seen seen;
  std::vector<Action> actions;

  void run(const State& root, int budget, bool plain) {
    const Player me = root.turn();
    nodes.clear();
    leaves.clear();
    seen.clear();
    nodes.push_back({root, -1, Action{}, 0});
    seen.insert(position_hash(root));
    for (size_t i = 0; i < nodes.size(); ++i) {
      legal_actions(nodes[i].state, actions);
      for (const Action& a : actions) {
        const int length = nodes[i].depth + 1;
        if (a.kind == ActionKind::turn_up) {
          leaves.push_back(
              {nodes[i].state, int(i), a, length, evaluate(nodes[i].state, me, plain)});
          continue;
        }
        State next = nodes[i].state;
        apply(next, a);
        if (next.over() || next.turn() != me) {
          leaves.push_back({next, int(i), a, length, evaluate(next, me, plain)});
        } else if (int(nodes.size()) < budget && !seen.insert(position_hash(next))) {
          nodes.push_back({next, int(i), a, length});
        }
      }
    }
  }
  double best_value() const {
    double best = -1e9;
    for (const Leaf& leaf : leaves) best = std::max(best, leaf.value);
    return best;
  }
};

// The most positions the master's second looks search for one decision.
constexpr int kInnerNodeBound = 20000;

class ComputerPlayer : public Bot {
 public:
  ComputerPlayer(int number, uint64_t seed) : level_(level(number)), random_(seed) {}

  Action choose(const State& state) override {
    // The search sees what a player sees: the face-down cards in a fixed order.
    State view = state;
    canonicalize_unseen(view);
    // The rest of a plan made earlier this turn, while the table is as it foresaw.
    if (step_ < plan_.size() && plan_states_[step_] == view && allowed(view, plan_[step_])) {
      return plan_[step_++];
    }
    plan_.clear();
    plan_states_.clear();
    step_ = 0;
    std::vector<Action> actions;
    legal_actions(state, actions);
    if (actions.size() == 1) return actions[0];
    search_.run(view, level_.node_budget, level_.plain);
    std::vector<Leaf>& leaves = search_.leaves;
    if (leaves.empty()) return greedy_action(state);
    small_sort(leaves.begin(), leaves.end(), [](const Leaf& a, const Leaf& b) {
      return a.value != b.value ? a.value > b.value : a.length < b.length;
    });
    const size_t best = level_.leaves == 0 || leaves.size() == 1 ? 0 : looked_further();
    make_plan(leaves[best]);
    return plan_[step_++];
  }

 private:
  // The actions from the search's first position to the leaf, and the positions before each.
  void make_plan(const Leaf& leaf) {
    const std::vector<Node>& nodes = search_.nodes;
    plan_.assign(size_t(leaf.length), Action{});
    plan_states_.assign(size_t(leaf.length), State{});
    size_t at = size_t(leaf.length) - 1;
    plan_[at] = leaf.last;
    plan_states_[at] = nodes[size_t(leaf.node)].state;
    for (int node = leaf.node; nodes[size_t(node)].parent >= 0; node = nodes[size_t(node)].parent) {
      --at;
      plan_[at] = nodes[size_t(node)].action;
      plan_states_[at] = nodes[size_t(nodes[size_t(node)].parent)].state;
    }
    step_ = 0;
  }

  // The best few leaves judged again: a leaf that turns a card next by the average, over up to
  // `samples` of the cards that may come, of the best way to play on after it; a leaf that ends
  // the turn by the opponent's best way to play on before turning a card. The best of them.
  size_t looked_further() {
    std::vector<Leaf>& leaves = search_.leaves;
    const size_t count = std::min(leaves.size(), size_t(level_.leaves));
    size_t best = 0;
    double best_value = -1e18;
    inner_nodes_ = 0;
    // (Stops early past a bound on the positions searched, so that no decision takes long: the
    // leaves come best first.)
    for (size_t i = 0; i < count && inner_nodes_ < kInnerNodeBound; ++i) {
      const Leaf& leaf = leaves[i];
      double value = leaf.value;
      if (leaf.last.kind == ActionKind::turn_up) {
        value = after_turn_up(leaf.state);
      } else if (!leaf.state.over()) {
        // The turn ended: the opponent's best way to play on before turning a card.
        inner_.run(leaf.state, level_.node_budget / 4, false);
        inner_nodes_ += int(inner_.nodes.size());
        value = -inner_.best_value();
      }
      if (value > best_value) {
        best_value = value;
        best = i;
      }
    }
    return best;
  }

  // The average best value after turning up in `s`, over the cards that may come.
  double after_turn_up(const State& s) {
    const Player me = s.turn();
    if (s.empty(reserve_of(me))) {  // the waste turned over: its bottom card comes, known
      State next = s;
      apply(next, Action::turn_up());
      inner_.run(next, level_.node_budget / 4, false);
      inner_nodes_ += int(inner_.nodes.size());
      return inner_.best_value();
    }
    std::array<Card, kDeckSize> unseen;
    size_t n = 0;
    for (Player p : {Player(0), Player(1)}) {
      for (int i = 0; i < s.size(reserve_of(p)); ++i) unseen[n++] = s.card(reserve_of(p), i);
    }
    // A fixed sample of the possible cards (all of them when few).
    const size_t take = std::min(n, size_t(level_.samples));
    for (size_t i = 0; i < take; ++i)
      std::swap(unseen[i], unseen[i + random_.below(uint32_t(n - i))]);
    double total = 0;
    for (size_t i = 0; i < take; ++i) {
      State next = s;
      bring_to_top(next, me, unseen[i]);
      apply(next, Action::turn_up());
      inner_.run(next, level_.node_budget / 4, false);
      inner_nodes_ += int(inner_.nodes.size());
      total += inner_.best_value();
    }
    return take ? total / double(take) : 0;
  }

  const Level& level_;
  Random random_;
  TurnSearch search_, inner_;
  int inner_nodes_ = 0;
  std::vector<Action> plan_;
  std::vector<State> plan_states_;
  size_t step_ = 0;
};

}  // namespace

Action greedy_action(const State& state) {
  std::vector<Action> actions;
  legal_actions(state, actions);
  const Player p = state.turn();
  const PileId own = state.card_waiting() ? reserve_of(p) : waste_of(p);
  const auto from_own = [&](const Action& a) {
    return a.kind == ActionKind::move && a.from == own;
  };
  if (const Action* a = first_of(actions, [&](const Action& x) {
        return from_own(x) && is_tableau(x.to) && !state.empty(x.to);
      }))
    return *a;
  if (const Action* a = first_of(
          actions, [&](const Action& x) { return from_own(x) && x.to == waste_of(other(p)); }))
    return *a;
  if (const Action* a =
          first_of(actions, [&](const Action& x) { return from_own(x) && is_tableau(x.to); }))
    return *a;
  return actions.back();  // the turned card onto your waste, or turn up the next
}

const Level& level(int number) {
  return kLevels[size_t(std::clamp(number, 1, kLevelCount) - 1)];
}

std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed) {
  const int level = player_level_of(name, kLevelCount);
  if (level == kRandomPlayer) return std::make_unique<RandomPlayer>(seed);
  if (level == kGreedyPlayer) return std::make_unique<GreedyPlayer>();
  if (level > 0) return std::make_unique<ComputerPlayer>(level, seed);
  return nullptr;
}

std::vector<std::string> player_names() {
  return player_names_up_to(kLevelCount);
}

}  // namespace rb::sdrb
