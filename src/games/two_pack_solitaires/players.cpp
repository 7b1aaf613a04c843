// The two-pack solitaires' players (see players.hpp).
#include "players.hpp"

#include <algorithm>
#include <array>
#include <limits>

#include "core/player_names.hpp"
#include "core/translation.hpp"
#include "hidden.hpp"

namespace rb::tps {

namespace {

constexpr std::array<Level, kLevelCount> kLevels = {{
    {tr_mark("Beginner"), 2, 200},
    {tr_mark("Club player"), 4, 400},
    {tr_mark("Master"), 5, 400},
}};

constexpr int kSkip = 100;    // greedy never takes an action of this rank while another is there
constexpr int kLastRank = 7;  // the worst rank greedy takes (a redeal)

// Whether the move shows a face-down card (Harp).
bool shows_card(const State& s, const Action& a) {
  if (!is_tableau(a.from)) return false;
  const int n = s.size(a.from);
  const int start = is_tableau(a.to) && s.empty(a.to) ? king_group_start(s, a.from) : n - 1;
  return start > 0 && !s.face_up(a.from, start - 1);
}

// Whether, once the top card of `from` has gone, the card under it can go to a foundation.
bool frees_for_foundation(const State& s, PileId from) {
  if (s.size(from) < 2) return false;
  const Card under = s.card(from, s.size(from) - 2);
  for (PileId f = 0; f < kFoundations; ++f) {
    if (fits_foundation(s, under, f)) return true;
  }
  return false;
}

// Whether, once the move is made, the card it uncovers can go onto another tableau pile (not
// back where the moved card went).
bool frees_for_tableau(const State& s, const Action& a) {
  if (!is_tableau(a.from) || s.size(a.from) < 2) return false;
  const Card under = s.card(a.from, s.size(a.from) - 2);
  for (PileId t = kFirstTableau; t < pile_count(s.game()); ++t) {
    if (t != a.from && t != a.to && fits_tableau(s, under, t)) return true;
  }
  return false;
}

// The greedy rank of an action: lower is better.
int greedy_rank(const State& s, const Action& a) {
  switch (a.kind) {
    case ActionKind::end:
      return kSkip + 3;
    case ActionKind::turn_up:
      return 6;
    case ActionKind::redeal:
      return 7;
    case ActionKind::move:
      break;
  }
  if (is_foundation(a.to)) return 0;
  if (a.from == kWaste) return is_tableau(a.to) && s.empty(a.to) ? 1 : 3;
  if (a.from == kHand) return 2;  // (Congress: filling a space when the waste is empty)
  if (shows_card(s, a)) return 1;
  if (s.game() == Game::harp && s.empty(a.to)) return kSkip;  // a bare king moved: no gain
  if (frees_for_foundation(s, a.from)) return 4;
  // An emptied pile is filled at once: from the waste (Congress), from the hand (Intelligence).
  if (s.size(a.from) == 1 && s.game() == Game::congress && !s.empty(kWaste)) return 4;
  if (s.size(a.from) == 1 && s.game() == Game::intelligence && !s.empty(kHand)) return 4;
  if (s.game() != Game::harp && frees_for_tableau(s, a)) return 5;
  return kSkip;
}

// An empty foundation other than the first empty one is the same place for play.
bool duplicate_place(const State& s, const Action& a) {
  if (a.kind != ActionKind::move || !is_foundation(a.to) || !s.empty(a.to)) return false;
  if (s.game() == Game::house_on_the_hill) return false;
  for (PileId f = 0; f < a.to; ++f) {
    if (s.empty(f)) return true;
  }
  return false;
}

// Whether applying the action brings back a position seen before.
bool repeats(const State& s, const Action& a) {
  if (a.kind != ActionKind::move) return false;
  State next = s;
  apply(next, a);
  return !next.over() && occurrences(next) > 1;
}

class RandomPlayer : public Bot {
 public:
  explicit RandomPlayer(uint64_t seed) : random_(seed) {}
  // A random action; ending the game only now and then (or when nothing else is left).
  Action choose(const State& state) override {
    legal_actions(state, actions_);
    if (actions_.size() == 1 || random_.below(1000) == 0) return actions_.back();
    return actions_[random_.below(uint32_t(actions_.size() - 1))];
  }

 private:
  Random random_;
  std::vector<Action> actions_;
};

class GreedyPlayer : public Bot {
 public:
  Action choose(const State& state) override { return greedy_action(state); }
};

// Greedy play from `s` for at most `cap` actions; the foundation cards at the end (a win more),
// and how many actions it played.
int rollout(State s, int cap, int* played) {
  int i = 0;
  for (; i < cap && !s.over(); ++i) apply(s, greedy_action(s));
  *played = i;
  return s.foundation_cards() + (s.won() ? 50 : 0);
}

constexpr int64_t kWorkPerAction = 100;  // think's units of work per greedy action tried

// A decision of the computer's being thought out: the candidates, the guessed deals, and how far
// it has come.
struct Search {
  State state;
  std::vector<Action> tried;
  std::vector<State> guesses;
  Action greedy, best;
  int best_total = -1, total = 0;
  size_t next = 0, guess = 0;  // the candidate and its guess being played out
};

class ComputerPlayer : public Bot {
 public:
  ComputerPlayer(int number, uint64_t seed) : level_(level(number)), random_(seed) {}

  Action choose(const State& state) override {
    return *think(state, std::numeric_limits<int64_t>::max());
  }

  std::optional<Action> think(const State& state, int64_t work) override {
    if (!search_ || !(search_->state == state)) start(state);
    Search& s = *search_;
    while (s.next < s.tried.size()) {
      const Action& a = s.tried[s.next];
      if (s.guess == 0 && a.kind == ActionKind::move && repeats(state, a)) {
        ++s.next;
        continue;
      }
      if (work <= 0) return std::nullopt;
      State next = s.guesses[s.guess];
      apply(next, a);
      int played = 0;
      s.total += rollout(next, level_.rollout_cap, &played);
      work -= kWorkPerAction * (played + 1);
      if (++s.guess < s.guesses.size()) continue;
      // (Ties go to the greedy choice, then to the first listed.)
      if (s.total > s.best_total || (s.total == s.best_total && a == s.greedy)) {
        s.best_total = s.total;
        s.best = a;
      }
      s.guess = 0;
      s.total = 0;
      ++s.next;
    }
    // Ending now is better than any action when every rollout loses cards: never so (they only
    // add), so the game is ended only when greedy play would end it too.
    const Action decided = s.best_total < 0 ? s.greedy : s.best;
    search_.reset();
    return decided;
  }

 private:
  void start(const State& state) {
    search_.emplace();
    Search& s = *search_;
    s.state = state;
    std::vector<Action> actions;
    legal_actions(state, actions);
    s.greedy = s.best = greedy_action(state);
    if (actions.size() == 1) return;  // (nothing to try: greedy's is the only one)
    // The candidates: every action but the game's end and a second empty foundation.
    for (const Action& a : actions) {
      if (a.kind != ActionKind::end && !duplicate_place(state, a)) s.tried.push_back(a);
    }
    // The guessed deals: the face-down cards in card order, then shuffled.
    // (One is enough when nothing is face down.)
    bool hidden = false;
    for (PileId pile = 0; pile < pile_count(state.game()) && !hidden; ++pile) {
      hidden = state.size(pile) > 0 && !state.face_up(pile, 0);
    }
    for (int i = 0; i < (hidden ? level_.samples : 1); ++i) {
      State guess = state;
      shuffle_unseen(guess, random_);
      s.guesses.push_back(guess);
    }
  }

  const Level& level_;
  Random random_;
  std::optional<Search> search_;
};

}  // namespace

Action greedy_action(const State& state) {
  std::vector<Action> actions;
  legal_actions(state, actions);
  // The best rank first; a move that brings back a position seen before is passed over (tried
  // only when it would be chosen, as trying costs a copy of the state).
  std::vector<int> rank(actions.size());
  for (size_t i = 0; i < actions.size(); ++i) {
    rank[i] = duplicate_place(state, actions[i]) ? kSkip : greedy_rank(state, actions[i]);
  }
  for (int wanted = 0; wanted <= kLastRank; ++wanted) {
    for (size_t i = 0; i < actions.size(); ++i) {
      if (rank[i] == wanted && !repeats(state, actions[i])) return actions[i];
    }
  }
  return actions.back();  // (ending the game)
}

bool greedy_considers(const State& state, const Action& action) {
  return greedy_rank(state, action) < kSkip;
}

const Level& level(int number) {
  return kLevels[size_t(std::clamp(number, 1, kLevelCount) - 1)];
}

std::unique_ptr<Bot> make_player(const std::string& name, uint64_t seed) {
  const int number = player_level_of(name, kLevelCount);
  if (number == kRandomPlayer) return std::make_unique<RandomPlayer>(seed);
  if (number == kGreedyPlayer) return std::make_unique<GreedyPlayer>();
  if (number > 0) return std::make_unique<ComputerPlayer>(number, seed);
  return nullptr;
}

std::vector<std::string> player_names() {
  return player_names_up_to(kLevelCount);
}

}  // namespace rb::tps
