// The computer in a match (see match_players.hpp).
#include "match_players.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string>
#include <vector>

#include "core/player_names.hpp"

namespace rb::tps {

namespace {

constexpr std::array<double, 5> kPaceMs = {4000, 2800, 2000, 1400, 1000};
// How often, per thousand, a card that can go home is seen, by level below the search's.
constexpr std::array<int, 2> kNoticePerMille = {700, 850};

// The race's search at the top level and above: guessed deals of the unseen cards per decision
// (fewer when there are many candidates: at most `playouts` play-outs, `fan_playouts` in the
// House games, whose moves cost most to list; at least one a candidate), and how many actions each
// seat makes in a play-out.
struct RaceLimits {
  int samples;
  int playouts;
  int fan_playouts;
  int horizon;
};
constexpr int kSearchLevel = 3;
constexpr RaceLimits kRaceLimits = {3, 36, 24, 12};

// The rule book's greedy play in a race, for `seat` (its `actions`): a card home as soon as one
// goes (each noticed `notice` times in a thousand), else greedy play in its own layout, else
// turning the hand or a redeal; none when it has nothing to do.
std::optional<MatchAction> greedy_race_action(const Match& match, int seat,
                                              const std::vector<MatchAction>& actions, int notice,
                                              Random& random) {
  if (actions.empty()) return std::nullopt;
  for (const MatchAction& a : actions) {
    if (a.kind == MatchKind::home && (notice >= 1000 || int(random.below(1000)) < notice)) {
      return a;
    }
  }
  const Action greedy = greedy_action(match.layout(seat));
  const auto legal = [&](const Action& wanted) {
    return std::find_if(actions.begin(), actions.end(), [&](const MatchAction& a) {
      return a.kind == MatchKind::play && a.action == wanted;
    });
  };
  if (greedy.kind != ActionKind::end && legal(greedy) != actions.end()) return *legal(greedy);
  // Nothing that gains: look through the hand again, else wait for the foundations to change
  // (the race's standstill clock ends a race that nobody moves on).
  for (const Action& a : {Action::turn_up(), Action::redeal()}) {
    if (legal(a) != actions.end()) return *legal(a);
  }
  return std::nullopt;
}

// Both seats play greedily on, `horizon` actions each, the other seat first; `seat`'s lead in
// cards home at the end (a race won counts a full layout more). Adds to `work` the actions listed
// and applied.
int race_playout(Match match, int seat, int horizon, Random& random, int64_t& work) {
  const int other = 1 - seat;
  std::vector<MatchAction> actions;
  for (int step = 0; step < horizon && !match.game_over(); ++step) {
    for (int s : {other, seat}) {
      seat_actions(match, s, actions);
      work += int64_t(actions.size()) + 1;
      if (auto a = greedy_race_action(match, s, actions, 1000, random)) apply(match, *a);
      if (match.game_over()) break;
    }
  }
  int lead = match.score(seat) - match.score(other);
  if (match.race_end() == RaceEnd::all_home) lead += match.score(seat) == kCards ? kCards : -kCards;
  return lead;
}

// The player of the game alone that plays a seat's own game in a match.
std::string own_player(int level) {
  if (level == kRandomPlayer) return "random";
  if (level == kGreedyPlayer) return "greedy";
  return "ai" + std::to_string(std::clamp(level, 1, kLevelCount));
}

// The top level's candidates: the greedy choice first, then every other action of the seat, a
// card home once (its other places are alike, but in House on the Hill, whose up and down piles
// differ); in the House games, whose 35 fans allow many moves that only shift a card, only those
// that greedy play would consider.
std::vector<MatchAction> race_candidates(const Match& match, int seat,
                                         const std::vector<MatchAction>& actions, Random& random) {
  const std::optional<MatchAction> greedy = greedy_race_action(match, seat, actions, 1000, random);
  if (!greedy) return {};
  std::vector<MatchAction> tried = {*greedy};
  const Game game = match.rules().game;
  const bool hill = game == Game::house_on_the_hill;
  const bool fans = hill || game == Game::house_in_the_wood;
  for (const MatchAction& a : actions) {
    if (a.kind == MatchKind::play && (a.action.kind == ActionKind::end ||
                                      (fans && !greedy_considers(match.layout(seat), a.action)))) {
      continue;
    }
    bool same = false;
    for (const MatchAction& t : tried) {
      same = same || t == a ||
             (!hill && a.kind == MatchKind::home && t.kind == MatchKind::home &&
              t.action.from == a.action.from);
    }
    if (!same) tried.push_back(a);
  }
  return tried;
}

}  // namespace

// The top level's decision in a race, worked out in slices: each candidate action tried on guessed
// deals of the unseen cards, both seats playing greedily on from it; the one that leads by the
// most cards home on average is taken.
struct RaceThought {
  // The match it decides for: the same match as long as no action was applied to it.
  uint64_t seed = 0;
  int game = 0, actions = 0;
  int seat = 0;
  std::vector<MatchAction> tried;  // the candidates
  std::vector<int> totals;         // their leads, added up over the guesses
  int samples = 0, sample = 0;
  size_t next = 0;          // the candidate to play out next on this sample's guess
  uint64_t guess_seed = 0;  // this sample's guess of the cards nobody sees (the same for all)
};

double match_pace_ms(const Rules& rules, int level) {
  if (rules.pace_tenths > 0) return rules.pace_tenths * 100.0;
  return kPaceMs[size_t(std::clamp(level, 1, int(kPaceMs.size())) - 1)];
}

MatchBot::MatchBot(int level, uint64_t seed)
    : level_(level), random_(seed), own_(make_player(own_player(level), seed ^ 0x5eed)) {}

MatchBot::~MatchBot() = default;

std::optional<MatchAction> MatchBot::think(const Match& match, int seat, int64_t work) {
  const bool searches = match.race() && level_ >= kSearchLevel && match.seats() == 2;
  if (!searches || seat < 0 || seat >= match.seats() || match.game_over() ||
      match.layout(seat).over()) {
    thought_.reset();
    return choose(match, seat);
  }
  if (!thought_ || thought_->seat != seat || thought_->seed != match.seed() ||
      thought_->game != match.game_number() || thought_->actions != match.action_count()) {
    thought_.reset();
    std::vector<MatchAction> actions;
    seat_actions(match, seat, actions);
    std::vector<MatchAction> tried = race_candidates(match, seat, actions, random_);
    if (tried.size() <= 1) {
      if (tried.empty()) return std::nullopt;
      return tried.front();
    }
    thought_ = std::make_unique<RaceThought>();
    RaceThought& t = *thought_;
    t.seed = match.seed();
    t.game = match.game_number();
    t.actions = match.action_count();
    t.seat = seat;
    t.tried = std::move(tried);
    t.totals.assign(t.tried.size(), 0);
    const Game game = match.rules().game;
    const int playouts = game == Game::house_in_the_wood || game == Game::house_on_the_hill
                             ? kRaceLimits.fan_playouts
                             : kRaceLimits.playouts;
    t.samples = std::clamp(playouts / int(t.tried.size()), 1, kRaceLimits.samples);
  }
  RaceThought& t = *thought_;
  int64_t spent = 0;
  while (t.sample < t.samples && spent < work) {
    if (t.next == 0) t.guess_seed = random_.next();
    // Only what the seat sees: every face-down card and hand dealt again, alike for every
    // candidate of this sample.
    Match next = match;
    Random guess(t.guess_seed);
    shuffle_match_unseen(next, guess);
    apply(next, t.tried[t.next]);
    t.totals[t.next] += race_playout(std::move(next), seat, kRaceLimits.horizon, random_, spent);
    if (++t.next == t.tried.size()) {
      t.next = 0;
      ++t.sample;
    }
  }
  if (t.sample < t.samples) return std::nullopt;
  const MatchAction best =
      t.tried[size_t(std::max_element(t.totals.begin(), t.totals.end()) - t.totals.begin())];
  thought_.reset();
  return best;
}

bool MatchBot::thinking() const {
  return thought_ != nullptr;
}

std::optional<MatchAction> MatchBot::choose(const Match& match, int seat) {
  if (seat < 0 || seat >= match.seats() || match.game_over() || match.layout(seat).over()) {
    return std::nullopt;
  }
  if (match.race()) return race_action(match, seat);
  return MatchAction{MatchKind::play, uint8_t(seat), own_->choose(match.layout(seat)), 0};
}

std::optional<MatchAction> MatchBot::race_action(const Match& match, int seat) {
  if (level_ >= kSearchLevel && match.seats() == 2) {
    return think(match, seat, std::numeric_limits<int64_t>::max());
  }
  std::vector<MatchAction> actions;
  seat_actions(match, seat, actions);
  if (level_ == kRandomPlayer) {
    std::erase_if(actions, [](const MatchAction& a) {
      return a.kind == MatchKind::play && a.action.kind == ActionKind::end;
    });
    if (actions.empty()) return std::nullopt;
    return actions[random_.below(uint32_t(actions.size()))];
  }
  // (The rule book's greedy play sees every card that goes home.)
  const int notice =
      level_ == kGreedyPlayer
          ? 1000
          : kNoticePerMille[size_t(std::clamp(level_, 1, int(kNoticePerMille.size())) - 1)];
  return greedy_race_action(match, seat, actions, notice, random_);
}

}  // namespace rb::tps
