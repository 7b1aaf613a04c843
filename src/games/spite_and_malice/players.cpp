// Spite and Malice's players (see players.hpp).
#include "players.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include "core/player_names.hpp"
#include "core/small_sort.hpp"
#include "core/translation.hpp"
#include "reach.hpp"
#include "win_chance.hpp"

namespace rb::spite {

namespace {

constexpr std::array<Level, kLevelCount> kLevels = {{
    {.name = tr_mark("Beginner"), .samples = 2, .node_budget = 120},
    {.name = tr_mark("Club player"), .samples = 6, .node_budget = 600, .danger = true},
    {.name = tr_mark("Master"),
     .samples = 10,
     .node_budget = 1200,
     .danger = true,
     .reply = true,
     .reads_hands = true,
     .learned_judge = true,
     .plans = true,
     .round_plans = 5,
     .round_turns = 2,
     .round_worlds = 40},
}};

bool is_move_to(const State& s, const Action& a, PileKind kind) {
  return a.kind == ActionKind::move && s.kind(a.to) == kind;
}

class RandomPlayer : public Bot {
 public:
  explicit RandomPlayer(uint64_t seed) : random_(seed) {}
  Action choose(const State& state) override {
    std::vector<Action> actions;
    legal_actions(state, actions);
    return actions[random_.below(uint32_t(actions.size()))];
  }

 private:
  Random random_;
};

class GreedyPlayer : public Bot {
 public:
  Action choose(const State& state) override { return greedy_action(state); }
};

// The player in turn's actions with those that lead to the same place left out: hand cards of one
// rank (or jokers) are alike, and so are center stacks of one rank and empty side slots.
void turn_moves(const State& s, std::vector<Action>& out) {
  std::vector<Action> all;
  legal_actions(s, all);
  out.clear();
  std::vector<uint32_t> keys;
  for (const Action& a : all) {
    uint32_t key = 0xffffffffu;
    if (a.kind == ActionKind::move) {
      const Card c = *moved_card(s, a);
      const uint32_t source = s.kind(a.from) == PileKind::hand
                                  ? 0x100u + (c.is_joker() ? 14u : uint32_t(c.rank()))
                                  : 0x200u + a.from;
      const uint32_t target = s.kind(a.to) == PileKind::center
                                  ? 0x100u + uint32_t(center_rank(s, a.to))
                              : s.empty(a.to) ? 0x200u
                                              : 0x300u + a.to;
      key = source | target << 12;
    }
    if (std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
    keys.push_back(key);
    out.push_back(a);
  }
}

// The seat's plans for the rest of its turn: each sequence of its moves (turn_moves) up to where
// the turn ends or a card it could not see comes to light (its emptied hand refilled, its next
// payoff card turned up), one for each position reached (other orders of the same plays left
// out), at most `max_plans` of them: plan i is moves[ends[i - 1] .. ends[i]) (from 0 for the
// first).
struct Plans {
  std::vector<Action> moves;
  std::vector<uint32_t> ends;
  size_t size() const { return ends.size(); }
  size_t begin_of(size_t i) const { return i == 0 ? 0 : ends[i - 1]; }
};

class PlanMaker {
 public:
  // Returns the moves tried.
  int64_t make(const State& s, size_t max_plans, Plans& plans) {
    plans.moves.clear();
    plans.ends.clear();
    plans_ = &plans;
    max_plans_ = max_plans;
    tried_ = 0;
    seen_.assign(kSeenSize, 0);
    path_.clear();
    extend(s);
    return tried_;
  }

 private:
  static constexpr size_t kSeenSize = 1 << 14;  // positions met, hashed (open addressing)

  void extend(const State& s) {
    const int me = s.turn();
    std::vector<Action> moves;
    turn_moves(s, moves);
    for (const Action& m : moves) {
      if (plans_->size() >= max_plans_ || tried_ >= int64_t(4 * max_plans_)) return;
      ++tried_;
      State next = s;
      apply(next, m);
      path_.push_back(m);
      const bool ended = next.over() || next.turn() != me;
      const bool refilled = next.size(next.hand_of(me)) > s.size(s.hand_of(me));
      const bool payoff_turned = next.size(next.payoff_of(me)) < s.size(s.payoff_of(me)) &&
                                 !next.empty(next.payoff_of(me));
      // (Ends and positions are told apart in the hash: the same position is one plan's end
      // and another's way through only when it brought something to light.)
      const bool plan_ends = ended || refilled || payoff_turned;
      if (first_meeting(next.hash() ^ (plan_ends ? 0x9e3779b97f4a7c15u : 0))) {
        if (plan_ends) {
          plans_->moves.insert(plans_->moves.end(), path_.begin(), path_.end());
          plans_->ends.push_back(uint32_t(plans_->moves.size()));
        } else {
          extend(next);
        }
      }
      path_.pop_back();
    }
  }

  bool first_meeting(uint64_t hash) {
    hash |= 1;  // 0 marks an empty slot
    for (size_t i = hash % kSeenSize;; i = (i + 1) % kSeenSize) {
      if (seen_[i] == hash) return false;
      if (seen_[i] == 0) {
        seen_[i] = hash;
        return true;
      }
    }
  }

  Plans* plans_ = nullptr;
  size_t max_plans_ = 0;
  int64_t tried_ = 0;
  std::vector<uint64_t> seen_;
  std::vector<Action> path_;
};

constexpr double kWinValue = 50000;  // a game won, on the judges' scale

class TurnSearch {
 public:
  TurnSearch(const Level& level, int me) : level_(level), me_(me) {}

  // A plan's value in the world it was played in (`world`, where the plan's moves were made): where
  // its turn ended, that end judged; where a hidden card came to light, the rest of the turn
  // searched in the world. Returns the value and adds the positions searched to `used`.
  double plan_value(const State& world, int64_t& used) {
    nodes_ = 0;
    budget_ = kAfterLight;
    const double value = world.over() || world.turn() != me_ ? leaf(world) : search(world);
    used += nodes_ + 1;
    return value;
  }
  // Starts judging a world for `me` (its remembered positions forgotten).
  void forget(int me) {
    me_ = me;
    table_.assign(kTableSize, Entry{});
  }

  // Adds to `totals` each root action's value in one world of the hidden cards; returns the
  // positions searched.
  int64_t search_world(const State& world, const std::vector<Action>& roots,
                       std::vector<double>& totals) {
    table_.assign(kTableSize, Entry{});
    int64_t used = 0;
    const int per_root = std::max(24, level_.node_budget / int(roots.size()));
    for (size_t i = 0; i < roots.size(); ++i) {
      nodes_ = 0;
      budget_ = per_root;
      State next = world;
      apply(next, roots[i]);
      totals[i] += next.over() || next.turn() != me_ ? leaf(next) : search(next);
      used += nodes_ + 1;
    }
    return used;
  }

 private:
  static constexpr size_t kTableSize = 1024;
  static constexpr int kAfterLight = 60;  // positions a plan's rest of the turn is searched in
  struct Entry {
    uint64_t hash = 0;
    double value = 0;
  };

  // The best value of the turn from here (the player in turn is `me_`, the game not over).
  double search(const State& s) {
    if (nodes_ >= budget_) return finish_greedily(s);
    ++nodes_;
    const uint64_t hash = s.hash();
    Entry& entry = table_[hash % kTableSize];
    if (entry.hash == hash) return entry.value;
    std::vector<Action> moves;
    turn_moves(s, moves);
    double best = -std::numeric_limits<double>::infinity();
    for (const Action& m : moves) {
      State next = s;
      apply(next, m);
      best = std::max(best, next.over() || next.turn() != me_ ? leaf(next) : search(next));
    }
    Entry& slot = table_[hash % kTableSize];
    slot = {hash, best};
    return best;
  }

  double finish_greedily(State s) {
    while (!s.over() && s.turn() == me_) apply(s, greedy_action(s));
    return leaf(s);
  }

  double end_value(const State& s) const {
    const double win = s.winner() == me_ ? kWin : s.winner() >= 0 ? -kWin : 0.0;
    return win + 100.0 * payment(s, me_);
  }

  // The value of a position where `me_`'s turn has ended.
  double leaf(const State& s) {
    ++nodes_;
    if (s.over()) return end_value(s);
    // Fresh cards: what the seat will draw at its next turn (a turn that keeps a full hand
    // brings nothing new).
    const int missing = kHandSize - s.size(s.hand_of(me_));
    const double fresh = kFreshCard * std::min(missing, s.size(State::draw_pile()));
    if (!level_.reply) return fresh + judge(s);
    nodes_ += 2;  // the reply is a few greedy moves
    State after = s;
    const int next = after.turn();
    while (!after.over() && after.turn() == next) apply(after, greedy_action(after));
    if (after.over()) return end_value(after);
    if (level_.learned_judge && after.seats() >= 3) {
      // The learned chance of winning, on end_value's scale: half where the turn ends, half after
      // the next seat's reply (played from a guessed hand, so a wrong guess does not decide
      // alone); and the seat's own cards as above (greedy play, which the judge learned from,
      // never lets a side stack climb).
      const double chance = (win_chance(s, me_) + win_chance(after, me_)) / 2;
      return kWin * (2 * chance - 1) + kOwnCardsWeight * own_cards(after);
    }
    return fresh + judge(after);
  }
  static constexpr double kWin = kWinValue;
  static constexpr double kOwnCardsWeight = 30;
  static constexpr double kFreshCard = 12;

  // The heuristic score of a position between turns, for `me_`.
  double judge(const State& s) const {
    const int n = s.seats();
    double v = 0;
    for (int o = 0; o < n; ++o) v += 100.0 * (s.payoff_count(o) - s.payoff_count(me_));
    if (level_.danger) {
      static constexpr double kReach[] = {55, 22, 9, 3};
      static constexpr double kWeight[] = {1.0, 0.55, 0.35};
      int k = 0;
      for (int step = 0; step < n; ++step) {
        const int o = (s.turn() + step) % n;
        if (o == me_) continue;
        const int d = distance_to_center(s, s.top(s.payoff_of(o)).rank());
        if (d < 4) v -= kWeight[k] * kReach[d];
        ++k;
      }
      const int mine = distance_to_center(s, s.top(s.payoff_of(me_)).rank());
      if (mine < 3) v += 6.0 * (3 - mine);
    }
    if (s.turn() == me_) {
      // Our own turn comes next (two players, after the other's reply): a payoff card that our
      // own cards lead up to counts almost as one played.
      static constexpr double kReachable[] = {80, 32, 12};
      const int short_by = shortfall(s, me_);
      if (short_by < 3) v += kReachable[short_by];
    }
    return v + own_cards(s);
  }

  // The seat's own cards: jokers and empty side slots are worth keeping, side stacks that climb
  // bury cards, and cards that lead up to the payoff card help.
  double own_cards(const State& s) const {
    double v = 0;
    const PileId hand = s.hand_of(me_);
    const int need = s.top(s.payoff_of(me_)).rank();
    std::array<bool, 14> helpers{};
    for (int i = 0; i < s.size(hand); ++i) {
      const Card c = s.card(hand, i);
      if (c.is_joker()) {
        v += 20;
      } else if (c.rank() < need && c.rank() >= need - 5) {
        helpers[size_t(c.rank())] = true;
      }
    }
    for (int k = 0; k < kSideSlots; ++k) {
      const PileId side = s.side_of(me_, k);
      if (s.empty(side)) {
        v += 7;
        continue;
      }
      v -= 1.0 * s.size(side);
      for (int i = 0; i < s.size(side); ++i) {
        const Card c = s.card(side, i);
        if (c.is_joker()) v += i == s.size(side) - 1 ? 14 : 5;
        if (i > 0 && !c.is_joker() && !s.card(side, i - 1).is_joker() &&
            c.rank() > s.card(side, i - 1).rank()) {
          v -= 8;  // a higher card on a lower one (side stacks of any card)
        }
      }
      const Card top = s.top(side);
      if (!top.is_joker() && top.rank() < need && top.rank() >= need - 5) {
        helpers[size_t(top.rank())] = true;
      }
    }
    for (bool h : helpers) v += h ? 3 : 0;
    return v;
  }

  const Level& level_;
  int me_;
  int nodes_ = 0, budget_ = 0;
  std::vector<Entry> table_;
};

class ComputerPlayer : public Bot {
 public:
  ComputerPlayer(int level_number, uint64_t seed) : level_(level(level_number)), random_(seed) {}

  Action choose(const State& state) override {
    return *think(state, std::numeric_limits<int64_t>::max());
  }

  std::optional<Action> think(const State& state, int64_t work) override {
    if (level_.plans) return think_in_plans(state, work);
    if (!searching_ || !(state == target_)) {
      searching_ = false;
      turn_moves(state, roots_);
      if (roots_.size() == 1) return roots_.front();
      target_ = state;
      totals_.assign(roots_.size(), 0.0);
      worlds_ = 0;
      searching_ = true;
    }
    TurnSearch search(level_, state.turn());
    int64_t left = work;
    while (worlds_ < level_.samples && left > 0) {
      // Only what the seat sees: the hidden cards dealt again in a copy.
      State world = state;
      shuffle_hidden(world, state.turn(), random_.next(), level_.reads_hands);
      left -= search.search_world(world, roots_, totals_);
      ++worlds_;
    }
    if (worlds_ < level_.samples) return std::nullopt;
    searching_ = false;
    return roots_[size_t(std::max_element(totals_.begin(), totals_.end()) - totals_.begin())];
  }

 private:
  static constexpr size_t kMaxPlans = 3000;
  static constexpr int kScreenWorlds = 3;   // worlds every plan is judged in
  static constexpr size_t kKeptPlans = 40;  // plans judged in the rest

  // The top level: every plan of the rest of the turn (PlanMaker) is played in the same worlds and
  // judged there; the plan best on average is played through, move by move, without searching
  // again (nothing comes to light before its end). Choosing a whole plan over the worlds, not
  // each move by the best way on in each world, keeps the turn's later moves from being fitted to
  // one guess of the hidden cards.
  std::optional<Action> think_in_plans(const State& state, int64_t work) {
    if (planned_next_ < planned_end_ && state == planned_state_) return take_planned();
    if (!searching_ || !(state == target_)) {
      searching_ = false;
      planned_next_ = planned_end_ = 0;  // (a plan left unfinished: its moves are about to go)
      work -= plan_maker_.make(state, kMaxPlans, plans_);
      if (plans_.size() == 1) return take_plan(state, 0);
      target_ = state;
      totals_.assign(plans_.size(), 0.0);
      judged_.assign(plans_.size(), 1);
      worlds_ = 0;
      plans_judged_ = 0;
      finalists_.clear();
      searching_ = true;
    }
    int64_t left = work;
    while (worlds_ < level_.samples && left > 0) {
      if (plans_judged_ == 0) {
        world_ = state;
        shuffle_hidden(world_, state.turn(), random_.next(), level_.reads_hands);
        search_.forget(state.turn());
      }
      for (; plans_judged_ < plans_.size() && left > 0; ++plans_judged_) {
        if (!judged_[plans_judged_]) continue;
        State played = world_;
        const size_t begin = plans_.begin_of(plans_judged_), end = plans_.ends[plans_judged_];
        for (size_t k = begin; k < end; ++k) apply(played, plans_.moves[k]);
        int64_t used = int64_t(end - begin);
        totals_[plans_judged_] += search_.plan_value(played, used);
        left -= used;
      }
      if (plans_judged_ == plans_.size()) {
        plans_judged_ = 0;
        ++worlds_;
        if (worlds_ == kScreenWorlds) keep_best_plans();
      }
    }
    if (worlds_ < level_.samples) return std::nullopt;
    const bool round = level_.round_plans > 0 && state.seats() >= 3;
    if (round && !judge_round(state, left)) return std::nullopt;
    searching_ = false;
    return take_plan(state, round ? best_finalist() : best_plan(1));
  }

  // Judges the best plans again after the next seats' turns (round_plans in round_worlds more
  // worlds, the same for every plan), within `left`; whether it is done.
  bool judge_round(const State& state, int64_t& left) {
    if (finalists_.empty()) choose_finalists();
    while (round_worlds_ < level_.round_worlds && left > 0) {
      if (finalist_next_ == 0) {
        round_world_ = state;
        shuffle_hidden(round_world_, state.turn(), random_.next(), level_.reads_hands);
      }
      for (; finalist_next_ < finalists_.size() && left > 0; ++finalist_next_) {
        round_totals_[finalist_next_] +=
            round_value(round_world_, finalists_[finalist_next_], left);
      }
      if (finalist_next_ == finalists_.size()) {
        finalist_next_ = 0;
        ++round_worlds_;
      }
    }
    return round_worlds_ == level_.round_worlds;
  }

  // The best plans after every world (of equal ones the earlier); with only one there is nothing
  // to judge again.
  void choose_finalists() {
    while (finalists_.size() < size_t(level_.round_plans)) {
      const size_t best = best_plan(1);
      if (best == plans_.size()) break;
      judged_[best] = 2;  // (the marks are not read again in this search)
      finalists_.push_back(best);
    }
    round_totals_.assign(finalists_.size(), 0.0);
    round_worlds_ = finalists_.size() > 1 ? 0 : level_.round_worlds;
    finalist_next_ = 0;
  }

  // A plan played in `world`, the rest of its turn greedily, then the next round_turns seats'
  // greedy turns (with three seats the whole round; with four the last seat's turn is left out:
  // played from one more guessed hand, it judged no better than no stage), judged by the chance
  // of winning there (win_chance) on the scale of the plans' totals. Subtracts the actions played
  // from `left`.
  double round_value(const State& world, size_t plan, int64_t& left) const {
    State s = world;
    const int me = s.turn();
    const size_t begin = plans_.begin_of(plan), end = plans_.ends[plan];
    for (size_t k = begin; k < end; ++k) apply(s, plans_.moves[k]);
    int64_t played = int64_t(end - begin);
    while (!s.over() && s.turn() == me) {
      apply(s, greedy_action(s));
      ++played;
    }
    for (int turn = 0; turn < level_.round_turns && !s.over() && s.turn() != me; ++turn) {
      for (const int seat = s.turn(); !s.over() && s.turn() == seat; ++played) {
        apply(s, greedy_action(s));
      }
    }
    left -= played;
    if (s.over()) return s.winner() == me ? kWinValue : s.winner() >= 0 ? -kWinValue : 0.0;
    return kWinValue * (2 * win_chance(s, me) - 1);
  }

  // The finalist best by both judgments, half each (of equal ones the earlier).
  size_t best_finalist() const {
    if (finalists_.size() == 1) return finalists_.front();
    size_t best = 0;
    double best_value = 0;
    for (size_t i = 0; i < finalists_.size(); ++i) {
      const double value =
          totals_[finalists_[i]] / level_.samples + round_totals_[i] / round_worlds_;
      if (i == 0 || value > best_value) best = i, best_value = value;
    }
    return finalists_[best];
  }

  // After the first worlds, only the plans best so far are judged in the others (of equal ones
  // the earlier).
  void keep_best_plans() {
    if (plans_.size() <= kKeptPlans) return;
    judged_.assign(plans_.size(), 0);
    for (size_t kept = 0; kept < kKeptPlans; ++kept) judged_[best_plan(0)] = 1;
  }
  // The best plan whose mark is `marked`.
  size_t best_plan(uint8_t marked) const {
    size_t best = plans_.size();
    for (size_t i = 0; i < plans_.size(); ++i) {
      if (judged_[i] == marked && (best == plans_.size() || totals_[i] > totals_[best])) best = i;
    }
    return best;
  }

  Action take_plan(const State& state, size_t plan) {
    planned_next_ = plans_.begin_of(plan);
    planned_end_ = plans_.ends[plan];
    planned_state_ = state;
    return take_planned();
  }
  Action take_planned() {
    const Action a = plans_.moves[planned_next_++];
    apply(planned_state_, a);
    return a;
  }

  const Level& level_;
  Random random_;
  bool searching_ = false;
  State target_;
  std::vector<Action> roots_;
  std::vector<double> totals_;
  int worlds_ = 0;
  // The top level's plans (think_in_plans).
  PlanMaker plan_maker_;
  Plans plans_;
  std::vector<uint8_t> judged_;  // the plans still judged (1)
  size_t plans_judged_ = 0;      // in the world being judged
  State world_;
  TurnSearch search_{level_, 0};
  size_t planned_next_ = 0, planned_end_ = 0;  // the plan being played: its moves left in plans_
  State planned_state_;                        // the position its next move is made in
  // The best plans judged again after the next seats' turns (round_plans), with their totals there.
  std::vector<size_t> finalists_;
  std::vector<double> round_totals_;
  int round_worlds_ = 0;
  size_t finalist_next_ = 0;  // in the world being played
  State round_world_;
};

}  // namespace

Action greedy_action(const State& s) {
  std::vector<Action> actions;
  legal_actions(s, actions);
  const int p = s.turn();
  const PileId payoff = s.payoff_of(p);
  std::vector<Action> due;
  compulsory_plays(s, due);
  if (!due.empty()) {
    for (const Action& a : due) {
      if (a.from == payoff) return a;
    }
    return due.front();
  }
  for (const Action& a : actions) {
    if (a.from == payoff && is_move_to(s, a, PileKind::center)) return a;
  }
  if (!s.empty(payoff)) {
    const int need = s.top(payoff).rank();
    for (const Action& a : actions) {
      if (is_move_to(s, a, PileKind::center) && moved_card(s, a)->is_joker() &&
          center_rank(s, a.to) == need - 2) {
        return a;
      }
    }
  }
  for (const PileKind from : {PileKind::side, PileKind::hand}) {
    for (const Action& a : actions) {
      if (is_move_to(s, a, PileKind::center) && s.kind(a.from) == from &&
          !moved_card(s, a)->is_joker()) {
        return a;
      }
    }
  }
  // A card of the hand onto a side stack: the highest natural first (jokers last).
  const PileId hand = s.hand_of(p);
  std::vector<int> order;
  for (int i = 0; i < s.size(hand); ++i) order.push_back(i);
  const auto worth = [&](int i) {
    const Card c = s.card(hand, i);
    return c.is_joker() ? 0 : c.rank();
  };
  small_sort(order.begin(), order.end(), [&](int a, int b) { return worth(a) > worth(b); });
  for (int i : order) {
    const Card c = s.card(hand, i);
    int best = -1, best_rank = 99;
    for (int k = 0; k < kSideSlots; ++k) {
      const PileId side = s.side_of(p, k);
      if (!fits_side(s, c, side)) continue;
      int preference = 4;
      if (s.empty(side)) {
        preference = 3;
      } else if (!c.is_joker()) {
        const RankRange r = side_range(s, side);
        if (c.rank() >= r.low && c.rank() <= r.high) {
          preference = 1;
        } else if (c.rank() + 1 >= r.low && c.rank() + 1 <= r.high) {
          preference = 2;
        }
      }
      if (preference < best_rank) {
        best_rank = preference;
        best = k;
      }
    }
    if (best >= 0) return Action::move(hand, s.side_of(p, best), i);
  }
  return Action::end_turn();
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

}  // namespace rb::spite
