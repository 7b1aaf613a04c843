// Implementation of the computer's seat (see computer_player.hpp).
#include "computer_player.hpp"

#include <algorithm>

#include "greedy_policy.hpp"
#include "observation.hpp"

namespace rb::russian_bank {

namespace {

SearchLimits limits_for(const Level& level, uint64_t seed) {
  SearchLimits limits = level.search;
  limits.seed = seed;
  return limits;
}

bool chance(Random& random, double rate) {
  return rate > 0 && static_cast<double>(random.below(1000000)) < rate * 1e6;
}

}  // namespace

ComputerPlayer::ComputerPlayer(int level_number, uint64_t seed)
    : level_(&russian_bank::level(level_number)), random_(seed), seed_(seed) {}

Action ComputerPlayer::choose(const State& state) {
  return *think(state, int64_t{1} << 40);
}

std::optional<Action> ComputerPlayer::think(const State& state, int64_t work) {
  const State view = observe(state);
  if (view.turn_number() != moves_turn_) {
    moves_turn_ = view.turn_number();
    moved_this_turn_.clear();
    seen_this_turn_.clear();
  }
  // (Once a position: a search asks again in slices with the same table.)
  if (const uint64_t key = position_key(view);
      seen_this_turn_.empty() || seen_this_turn_.back() != key) {
    seen_this_turn_.push_back(key);
  }
  const std::optional<Action> action = decide(view, work);
  if (action && house_to_house(*action)) moved_this_turn_.push_back(left_pile(view, *action));
  return action;
}

std::optional<Action> ComputerPlayer::decide(const State& view, int64_t work) {
  if (search_ && !(view == searching_for_)) search_.reset();  // the table changed: start over
  if (!search_) {
    if (auto quick = decide_quickly(view)) return quick;
    search_ = std::make_unique<TurnSearch>(view, limits_for(*level_, seed_ ^ view.hash()),
                                           moved_this_turn_);
    searching_for_ = view;
  }
  if (!search_->step(work)) return std::nullopt;
  last_search_ = search_->result();
  search_.reset();
  plan_ = last_search_.plan;
  if (plan_.empty()) {
    ActionList candidates;
    candidate_actions(view, candidates);
    return greedy_action(view, candidates);
  }
  return take_from_plan(view);
}

// Everything that needs no search: a person's slips, the greedy levels, forced moves, and the
// next step of the plan made earlier in this turn.
std::optional<Action> ComputerPlayer::decide_quickly(const State& view) {
  ActionList candidates;
  candidate_actions(view, candidates);
  // A person overlooks now and then: act as if no center move were there. (With a mandatory move
  // open, the candidates are the center moves only.) A slip is not made twice on one move: a
  // person whose miss was called, or who later saw it, does not miss it again straight away (a
  // review found the same ace missed turn after turn).
  bool may_slip = candidates.size() > 0;
  for (const Action& a : candidates) {
    may_slip = may_slip && a.kind == ActionKind::move && pile_kind(a.to) == PileKind::center &&
               std::find(overlooked_.begin(), overlooked_.end(), a) == overlooked_.end();
  }
  if (may_slip && chance(random_, level_->overlook_rate)) {
    for (const Action& a : candidates) overlooked_.push_back(a);
    ActionList all;
    own_actions(view, all);
    ActionList others;
    for (const Action& a : all) {
      if (!(a.kind == ActionKind::move && pile_kind(a.to) == PileKind::center)) others.push(a);
    }
    if (others.size() > 0) {
      plan_.clear();
      return greedy_action(view, fresh(view, others));
    }
  }
  if (chance(random_, level_->random_move_rate)) {
    plan_.clear();
    const ActionList moves = fresh(view, candidates);
    return moves.items[random_.below(static_cast<uint32_t>(moves.size()))];
  }
  if (!level_->searches) {
    plan_.clear();
    return greedy_action(view, fresh(view, candidates));
  }
  if (candidates.size() == 1) {
    plan_.clear();
    return candidates.items[0];
  }
  if (!plan_.empty() && view == expected_) return take_from_plan(view);
  return std::nullopt;
}

// The levels that do not search make a move without thought now and then, and greedy play's last
// resort is any move: none of them brings back a position of this turn while another action is
// left (a review found a card moved round three house piles and back for seven moves).
ActionList ComputerPlayer::fresh(const State& view, const ActionList& actions) const {
  ActionList out;
  for (const Action& a : actions) {
    State next = view;
    apply_legal(next, a);
    const uint64_t key = position_key(observe(next));
    if (std::find(seen_this_turn_.begin(), seen_this_turn_.end(), key) == seen_this_turn_.end()) {
      out.push(a);
    }
  }
  return out.size() > 0 ? out : actions;
}

Action ComputerPlayer::take_from_plan(const State& view) {
  const Action next = plan_.front();
  plan_.erase(plan_.begin());
  if (!plan_.empty()) {
    expected_ = view;
    apply_legal(expected_, next);
    expected_ = observe(expected_);
  }
  return next;
}

bool ComputerPlayer::wants_knock(const State& state, Player me) {
  const LastAction& last = state.last();
  if (!knock_open(state) || last.actor == me) return false;
  const uint64_t key = state.hash();
  if (key == knock_checked_) return false;  // decided once for this action already
  knock_checked_ = key;
  // The verdict depends only on public cards: whether a center move was open before that action.
  if (!knock_verdict(state, me).justified) return false;
  return chance(random_, level_->knock_rate);
}

Action hint(const State& state, uint64_t seed) {
  const State view = observe(state);
  const SearchResult result = search_turn(view, limits_for(level(kLevelCount), seed ^ view.hash()));
  if (!result.plan.empty()) return result.plan.front();
  ActionList actions;
  candidate_actions(view, actions);
  return actions.size() > 0 ? greedy_action(view, actions) : Action::pass();
}

}  // namespace rb::russian_bank
