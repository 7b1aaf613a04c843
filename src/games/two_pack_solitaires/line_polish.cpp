// A winning line without its wandering moves (see line_polish.hpp).
#include "line_polish.hpp"

#include <array>
#include <optional>

#include "position_set.hpp"
#include "state_editor.hpp"

namespace rb::tps {
namespace {

// The positions along a line, as the search plays it (no history for the block rule, whose
// look-ups make a replay slow): [k] before the line's action k, the last after the last action.
struct Walk {
  std::vector<State> before;
  std::vector<int> card;  // the card action k moves alone (its id), or -1

  Walk(const State& start, const std::vector<Action>& line) {
    before.push_back(start);
    Editor(before.back()).seen().clear();  // (copied with each position, and not read here)
    for (size_t k = 0; k < line.size(); ++k) {
      card.push_back(single_card(before.back(), line[k]));
      State next = before.back();
      apply_in_search(next, line[k]);
      before.push_back(std::move(next));
    }
  }

  // The card `a` moves alone from a tableau pile or the waste, or -1: turning up, a redeal, the
  // hand's card, a Harp group of several cards.
  static int single_card(const State& s, const Action& a) {
    if (a.kind != ActionKind::move || !(is_tableau(a.from) || a.from == kWaste) ||
        s.empty(a.from)) {
      return -1;
    }
    if (a.from != kWaste && is_tableau(a.to) && s.empty(a.to)) {
      const int group = king_group_start(s, a.from);
      if (group >= 0 && group < s.size(a.from) - 1) return -1;
    }
    return s.top(a.from).id;
  }
};

// Whether `segment`, played instead of the line's actions i..j, reaches the position the line
// reaches after action j (and so wins as it does).
bool rejoins(const Walk& walk, size_t i, size_t j, const std::vector<Action>& segment) {
  State s = walk.before[i];
  for (const Action& a : segment) {
    if (!apply_in_search(s, a).empty()) return false;
  }
  // (The line is shorter: the count of actions played is not compared.)
  Editor(s).action_count() = uint32_t(walk.before[j + 1].action_count());
  return s == walk.before[j + 1];
}

// What may be played instead of the line's actions i..j, where i and j are a card's move to a
// pile and its next move, from that pile: both left out when it comes back where it was; else the
// card sent straight to its second place at the first move, or left where it was until the
// second. Best first.
std::vector<std::vector<Action>> shortcuts(const std::vector<Action>& line, size_t i, size_t j) {
  const std::vector<Action> between(line.begin() + std::ptrdiff_t(i + 1),
                                    line.begin() + std::ptrdiff_t(j));
  if (line[i].from == line[j].to) return {between};
  std::vector<Action> early = {line[i]};
  early.front().to = line[j].to;
  early.insert(early.end(), between.begin(), between.end());
  std::vector<Action> late = between;
  late.push_back(line[j]);
  late.back().from = line[i].from;
  return {early, late};
}

// One pass along the line from its end, making each shortcut that rejoins it; whether it made
// one. (After a change at i..j the pass goes on before i, where the positions walked still hold:
// the shortcuts it stepped over wait for the next pass.)
bool polish_pass(const State& start, std::vector<Action>& line) {
  bool changed_any = false;
  const Walk walk(start, line);
  for (size_t j = line.size(); j-- > 0;) {
    if (walk.card[j] < 0 || !is_tableau(line[j].from)) continue;
    // The card's move before this one, if it went to the pile this one takes it from.
    std::optional<size_t> before;
    for (size_t i = j; i-- > 0;) {
      if (walk.card[i] == walk.card[j]) {
        if (line[i].to == line[j].from) before = i;
        break;
      }
    }
    if (!before) continue;
    const size_t i = *before;
    for (const std::vector<Action>& segment : shortcuts(line, i, j)) {
      if (!rejoins(walk, i, j, segment)) continue;
      line.erase(line.begin() + std::ptrdiff_t(i), line.begin() + std::ptrdiff_t(j + 1));
      line.insert(line.begin() + std::ptrdiff_t(i), segment.begin(), segment.end());
      changed_any = true;
      j = i;  // (the loop goes on before i)
      break;
    }
  }
  return changed_any;
}

// Whether `line` wins from `start` as the game plays it (a position met a third time ends it).
bool wins(const State& start, const std::vector<Action>& line) {
  State s = start;
  for (const Action& a : line) {
    if (s.over() || !apply(s, a).empty()) return false;
  }
  return s.won();
}

// The position with the two copies of each card alike, face-down cards included: two positions
// with one such hash play alike, since the actions name piles and the rules never tell the copies
// apart.
uint64_t copies_alike_hash(const State& s) {
  uint64_t hash = 1469598103934665603ULL;
  const auto mix = [&hash](uint64_t value) {
    hash ^= value;
    hash *= 1099511628211ULL;
  };
  for (PileId pile = 0; pile < pile_count(s.game()); ++pile) {
    mix(0x100u + uint64_t(s.size(pile)));
    for (int i = 0; i < s.size(pile); ++i) {
      mix(uint64_t(s.card(pile, i).id % kCardsPerDeck) + (s.face_up(pile, i) ? 0x80u : 0u));
    }
  }
  mix(0x200u + uint64_t(s.redeals_left()));
  return hash;
}

// The line without its loops: where it comes back to a position it was in before (the two
// copies of a card alike), the actions between are left out. The game ends a position met a third
// time, which a line polished by shortcuts may otherwise meet.
std::vector<Action> without_loops(const State& start, const std::vector<Action>& line) {
  std::vector<uint64_t> hashes;
  State s = start;
  Editor(s).seen().clear();
  hashes.push_back(copies_alike_hash(s));
  for (const Action& a : line) {
    apply_in_search(s, a);
    hashes.push_back(copies_alike_hash(s));
  }
  // (The last time the line is in the position it is in at k: lines are a few thousand actions
  // long, so a look back from the end at each step is quick enough.)
  const auto last = [&hashes](size_t k) {
    size_t j = hashes.size() - 1;
    while (hashes[j] != hashes[k]) --j;
    return j;
  };
  std::vector<Action> out;
  for (size_t k = last(0); k < line.size(); k = last(k + 1)) out.push_back(line[k]);
  return out;
}

// A few passes bound the time (each walks the line once).
constexpr int kMostPasses = 64;
// Rounds of the three polishes (a round's shortcuts may open others to the next).
constexpr int kRounds = 4;

bool between_tableau_piles(const Action& a) {
  return a.kind == ActionKind::move && is_tableau(a.from) && is_tableau(a.to);
}

// The positions one run's breadth-first search may meet, and all the runs' of a line together
// (they bound the time the polish takes on a long line).
constexpr int kRunSearchPositions = 20000;
constexpr int kLineSearchPositions = 100000;

// The fewest moves between tableau piles, fewer than `most`, that lead from `from` to the
// position `goal` (its copies_alike_hash), found breadth first; or nothing.
std::optional<std::vector<Action>> shortest_run(const State& from, uint64_t goal, size_t most,
                                                int& budget) {
  struct Node {
    State state;
    int parent;
    Action action;
  };
  std::vector<Node> nodes = {{from, -1, Action::end()}};
  PositionSet met;
  met.seen_before(mix_key(copies_alike_hash(from)));
  std::vector<Action> moves;
  // (nodes[next] lies `depth` moves from `from`; the nodes before depth_end no deeper.)
  for (size_t next = 0, depth_end = 1, depth = 0; next < nodes.size() && budget > 0; ++next) {
    if (next == depth_end) {
      depth_end = nodes.size();
      if (++depth + 1 >= most) break;
    }
    legal_moves(nodes[next].state, moves);
    for (const Action& a : moves) {
      if (!between_tableau_piles(a)) continue;
      State s = nodes[next].state;
      apply_in_search(s, a);
      const uint64_t hash = copies_alike_hash(s);
      if (met.seen_before(mix_key(hash))) continue;
      --budget;
      nodes.push_back({std::move(s), int(next), a});
      if (hash != goal) continue;
      std::vector<Action> path;
      for (int k = int(nodes.size()) - 1; nodes[size_t(k)].parent >= 0;
           k = nodes[size_t(k)].parent) {
        path.insert(path.begin(), nodes[size_t(k)].action);
      }
      return path;
    }
  }
  return std::nullopt;
}

// The piles an action changes, as a set (bit p: pile p); every pile for a fan game's redeal,
// which gathers the fans.
uint64_t piles_changed(Game game, const Action& a) {
  static_assert(kMaxPiles <= 64);
  switch (a.kind) {
    case ActionKind::move:
      return uint64_t(1) << a.from | uint64_t(1) << a.to;
    case ActionKind::turn_up:
      return uint64_t(1) << kHand | uint64_t(1) << kWaste;
    case ActionKind::redeal:
      if (game == Game::congress || game == Game::harp) {
        return uint64_t(1) << kHand | uint64_t(1) << kWaste;
      }
      return ~uint64_t(0);
    case ActionKind::end:
      return ~uint64_t(0);
  }
  return ~uint64_t(0);
}

// A move a player sees on the table: from a tableau pile to another or to a foundation.
bool table_move(const Action& a) {
  return a.kind == ActionKind::move && is_tableau(a.from) &&
         (is_tableau(a.to) || is_foundation(a.to));
}

}  // namespace

std::vector<Action> table_moves_first(const State& start, const std::vector<Action>& line) {
  const Game game = start.game();
  std::vector<Action> out;
  // The actions since the last table move (it first), not yet played: a table move may go
  // before those of them it may come before, never before another table move.
  std::vector<Action> held;
  State s = start;  // the position before the actions held
  Editor(s).seen().clear();
  // Whether `a` may be played before held[at..] (each stays legal, so the position after them
  // is the same: no two of them change one pile).
  const auto fits_before = [&](const Action& a, size_t at) {
    State t = s;
    for (size_t k = 0; k < at; ++k) apply_in_search(t, held[k]);
    if (!apply_in_search(t, a).empty()) return false;
    for (size_t k = at; k < held.size(); ++k) {
      if (!apply_in_search(t, held[k]).empty()) return false;
    }
    return true;
  };
  for (const Action& a : line) {
    if (!table_move(a)) {
      held.push_back(a);
      continue;
    }
    const uint64_t piles = piles_changed(game, a);
    size_t at = held.size();
    while (at > 0 && !table_move(held[at - 1]) &&
           (piles_changed(game, held[at - 1]) & piles) == 0) {
      --at;
    }
    if (at < held.size() && !fits_before(a, at)) at = held.size();
    // (What lies before it is played: nothing goes before a table move.)
    for (size_t k = 0; k < at; ++k) {
      apply_in_search(s, held[k]);
      out.push_back(held[k]);
    }
    held.erase(held.begin(), held.begin() + std::ptrdiff_t(at));
    held.insert(held.begin(), a);
  }
  out.insert(out.end(), held.begin(), held.end());
  return out;
}

std::vector<Action> shortest_runs(const State& start, const std::vector<Action>& line) {
  std::vector<Action> out;
  State s = start;
  Editor(s).seen().clear();
  int budget = kLineSearchPositions;
  for (size_t k = 0; k < line.size();) {
    size_t end = k;
    while (end < line.size() && between_tableau_piles(line[end])) ++end;
    if (end - k < 2 || budget <= 0) {
      const size_t stop = std::max(end, k + 1);
      for (; k < stop; ++k) {
        apply_in_search(s, line[k]);
        out.push_back(line[k]);
      }
      continue;
    }
    State run_end = s;
    std::array<bool, kCards> moved{};
    size_t cards_moved = 0;
    for (size_t i = k; i < end; ++i) {
      bool& card_moved = moved[run_end.top(line[i].from).id];
      cards_moved += !card_moved;
      card_moved = true;
      apply_in_search(run_end, line[i]);
    }
    // (A run that moves each card once is as short as it can be: each must move.)
    std::optional<std::vector<Action>> shorter;
    if (cards_moved < end - k) {
      int run_budget = std::min(budget, kRunSearchPositions);
      const int before = run_budget;
      shorter = shortest_run(s, copies_alike_hash(run_end), end - k, run_budget);
      budget -= before - run_budget;
    }
    if (shorter) {
      out.insert(out.end(), shorter->begin(), shorter->end());
    } else {
      out.insert(out.end(), line.begin() + std::ptrdiff_t(k), line.begin() + std::ptrdiff_t(end));
    }
    s = run_end;
    k = end;
  }
  return out;
}

std::vector<Action> polished_line(const State& start, std::vector<Action> line) {
  std::vector<Action> polished = without_loops(start, line);
  for (int round = 0; round < kRounds; ++round) {
    const std::vector<Action> before = polished;
    for (int pass = 0; pass < kMostPasses && polish_pass(start, polished); ++pass) {
    }
    polished = without_loops(start, shortest_runs(start, without_loops(start, polished)));
    if (std::vector<Action> moves_first = table_moves_first(start, polished);
        moves_first != polished && wins(start, moves_first)) {
      polished = std::move(moves_first);
    }
    if (polished == before) break;
  }
  return polished != line && wins(start, polished) ? polished : line;
}

}  // namespace rb::tps
