// A winning line without its wandering moves (see line_polish.hpp).
#include "line_polish.hpp"

#include <optional>

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

// A few passes bound the time (each walks the line once).
constexpr int kMostPasses = 64;

}  // namespace

std::vector<Action> polished_line(const State& start, std::vector<Action> line) {
  std::vector<Action> polished = line;
  for (int pass = 0; pass < kMostPasses && polish_pass(start, polished); ++pass) {
  }
  return polished.size() < line.size() && wins(start, polished) ? polished : line;
}

}  // namespace rb::tps
