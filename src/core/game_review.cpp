// The coach's review of a seat's actions (see game_review.hpp).
#include "game_review.hpp"

#include <cctype>
#include <cmath>

#include "translation.hpp"

namespace rb {
namespace {

// Play-outs of each move compared, on the same guesses: more with other seats, whose replies
// make them noisier than a game alone.
constexpr int kPairs = 64, kPairsAlone = 32;
constexpr int kAloneActions = 40;  // a one-player game's play-outs: this many actions
constexpr int kMostPlayoutActions = 400;
constexpr double kClearlyWorse = 2.0;   // cards, on average,
constexpr double kSureErrors = 3.0;     // and this many times the average's error
constexpr int kCheapStepsPerRun = 200;  // actions looked at without a search, per slice

bool is_call(const GameState& s, ActionCode a) {
  return s.talk()->look(a).gesture == Gesture::call;
}

// A call on the last action that a seat other than (or only) `seat` may make in `s` and that
// would be justified, with its verdict.
std::optional<std::pair<ActionCode, CallVerdict>> justified_call(const GameState& s, int seat,
                                                                 bool by_seat,
                                                                 const Voices& voices) {
  std::vector<ActionCode> legal;
  s.legal_actions(legal);
  for (const ActionCode c : legal) {
    if (!is_call(s, c) || (s.actor(c) == seat) != by_seat) continue;
    CallVerdict verdict = s.engine()->call_verdict(c, voices);
    if (verdict.justified) return std::make_pair(c, std::move(verdict));
  }
  return std::nullopt;
}

// The reason of a verdict: its words after "X knocked - " (and a "justified: " the finding says
// already), or all of them.
std::string verdict_reason(const std::string& words) {
  const size_t dash = words.find(" - ");
  std::string reason = dash == std::string::npos ? words : words.substr(dash + 3);
  for (const char* said : {"justified: ", "justified - ", "justified, "}) {
    if (reason.starts_with(said)) reason.erase(0, std::string_view(said).size());
  }
  return reason;
}

ReviewFinding make_finding(ReviewFinding::Kind kind, size_t index, ActionCode played) {
  ReviewFinding f;
  f.kind = kind;
  f.index = index;
  f.played = played;
  return f;
}

}  // namespace

ReviewCounts count_findings(const std::vector<ReviewFinding>& findings) {
  ReviewCounts counts;
  for (const ReviewFinding& f : findings) {
    switch (f.kind) {
      case ReviewFinding::Kind::weaker_move:
      case ReviewFinding::Kind::missed_play:
        ++counts.mistakes;
        break;
      case ReviewFinding::Kind::missed_call:
        ++counts.missed_calls;
        break;
      case ReviewFinding::Kind::wrong_call:
        ++counts.wrong_calls;
        break;
    }
  }
  return counts;
}

std::string review_summary(const ReviewCounts& counts, std::string_view call) {
  std::string word;
  // ("Knock" -> "knock", "Stop!" -> "stop"; the letters of another alphabet as they are.)
  for (const char c : call) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80 || std::isalpha(byte)) word += char(byte < 0x80 ? std::tolower(byte) : byte);
  }
  std::vector<std::string> parts;
  if (counts.mistakes > 0) parts.push_back(tr_count(counts.mistakes, "{0} mistake|{0} mistakes"));
  if (counts.missed_calls > 0) {
    parts.push_back(tr_count(counts.missed_calls, "{0} missed {1}|{0} missed {1}s", {word}));
  }
  if (counts.wrong_calls > 0) {
    parts.push_back(tr_count(counts.wrong_calls, "{0} wrong {1}|{0} wrong {1}s", {word}));
  }
  if (parts.empty()) return std::string(tr("no mistakes found"));
  std::string out = parts[0];
  for (size_t i = 1; i < parts.size(); ++i) out = tr_fill("{0}, {1}", {out, parts[i]});
  return out;
}

GameReview::GameReview(const GameModule& module, const GameState& game, int seat, Voices voices,
                       uint64_t seed)
    : module_(module), seat_(seat), voices_(std::move(voices)), seed_(seed) {
  actions_ = game.engine()->record_actions();
  at_ = game.engine()->dealt();
}

GameReview::~GameReview() = default;

void GameReview::finish_action() {
  at_->apply(actions_[next_]);
  ++next_;
  top_.reset();
  best_.reset();
  pair_ = pairs_played_ = 0;
  half_played_ = false;
  sum_ = squares_ = 0;
}

bool GameReview::run(int64_t work) {
  const bool calls = !at_->talk()->call_label().empty();
  for (int cheap = 0; !done() && cheap < kCheapStepsPerRun; ++cheap) {
    const ActionCode a = actions_[next_];
    const bool call = is_call(*at_, a);
    if (at_->actor(a) != seat_) {
      // Another seat's action: was a call of the seat's due after it, and not made?
      if (calls && !call) {
        std::unique_ptr<GameState> after = at_->clone();
        after->apply(a);
        const auto due = justified_call(*after, seat_, true, voices_);
        const bool made = due && next_ + 1 < actions_.size() && actions_[next_ + 1] == due->first;
        if (due && !made) {
          ReviewFinding f = make_finding(ReviewFinding::Kind::missed_call, next_ + 1,
                                         next_ + 1 < actions_.size() ? actions_[next_ + 1] : 0);
          f.better = due->first;
          f.missed = due->second.missed;
          f.words = tr_fill("{0} was due here: {1}.",
                            {after->talk()->call_label(), verdict_reason(due->second.words)});
          findings_.push_back(std::move(f));
        }
      }
      finish_action();
      continue;
    }
    if (call) {
      CallVerdict verdict = at_->engine()->call_verdict(a, voices_);
      if (!verdict.justified) {
        ReviewFinding f = make_finding(ReviewFinding::Kind::wrong_call, next_, a);
        f.words = tr_fill("A wrong call: {0}.", {verdict.words});
        findings_.push_back(std::move(f));
      }
      finish_action();
      continue;
    }
    if (!top_) {
      // A play the rules make first, missed: another seat may now call on it with reason.
      if (calls) {
        std::unique_ptr<GameState> after = at_->clone();
        after->apply(a);
        if (const auto called = justified_call(*after, seat_, false, voices_)) {
          ReviewFinding f = make_finding(ReviewFinding::Kind::missed_play, next_, a);
          f.better = called->second.missed;
          f.words = f.better ? tr_fill("You missed a play that comes first: {0}.",
                                       {at_->engine()->hint_words(*f.better, voices_)})
                             : std::string(tr("You missed a play that comes first."));
          findings_.push_back(std::move(f));
          finish_action();
          continue;
        }
      }
      // A move that had no other: nothing to weigh.
      std::vector<ActionCode> legal;
      at_->legal_actions(legal);
      int choices = 0;
      for (const ActionCode c : legal) choices += at_->actor(c) == seat_ && !is_call(*at_, c);
      if (choices <= 1) {
        finish_action();
        continue;
      }
      top_ = module_.make_player("ai" + std::to_string(module_.levels().size()),
                                 seed_ ^ (uint64_t(next_) * 0x9e3779b97f4a7c15ull));
    }
    // The top level's move, thought out in slices.
    if (!best_) {
      best_ = top_->think(*at_, work);
      if (!best_) return false;
    }
    if (*best_ != a) {
      // Both moves played on, one play-out a slice.
      const int pairs = at_->seat_count() > 1 ? kPairs : kPairsAlone;
      if (pair_ < pairs) {
        play_out_half(a, *best_);
        return false;
      }
      judge(a);
    }
    finish_action();
    return done();  // (a search is a slice's work)
  }
  return done();
}

double GameReview::playout(ActionCode first, uint64_t seed) const {
  std::unique_ptr<GameState> s = at_->clone();
  s->engine()->shuffle_hidden(seat_, seed);
  if (!s->apply(first).empty()) return NAN;  // (cannot happen: the seat's own move, seen)
  std::unique_ptr<SeatPlayer> greedy = module_.make_player("greedy", seed);
  const int seats = s->seat_count();
  int turn = s->seat_in_turn(), changes = 0;
  for (int i = 0; i < kMostPlayoutActions && !s->over(); ++i) {
    if (seats == 1 ? i >= kAloneActions : (s->seat_in_turn() != turn && ++changes >= 2 * seats)) {
      break;
    }
    turn = s->seat_in_turn();
    if (!s->apply(greedy->choose(*s)).empty()) break;
  }
  const GameEngine& e = *s->engine();
  double others = 0;
  for (int o = 0; o < seats; ++o) others += o == seat_ ? 0 : e.cards_to_go(o);
  return (seats > 1 ? others / (seats - 1) : 0) - e.cards_to_go(seat_);
}

void GameReview::play_out_half(ActionCode played, ActionCode better) {
  const uint64_t seed =
      seed_ ^ (uint64_t(next_) << 20) ^ uint64_t(pair_ + 1) * 0xbf58476d1ce4e5b9ull;
  if (!half_played_) {
    better_value_ = playout(better, seed);
    half_played_ = true;
    return;
  }
  const double d = better_value_ - playout(played, seed);
  half_played_ = false;
  ++pair_;
  if (std::isnan(d)) return;
  sum_ += d;
  squares_ += d * d;
  ++pairs_played_;
}

void GameReview::judge(ActionCode played) {
  const int n = pairs_played_;
  if (n < 2) return;
  const double gap = sum_ / n;
  const double spread = std::sqrt(std::max(0.0, (squares_ - n * gap * gap) / (n - 1)));
  if (gap < kClearlyWorse || gap < kSureErrors * spread / std::sqrt(double(n))) return;
  ReviewFinding f = make_finding(ReviewFinding::Kind::weaker_move, next_, played);
  f.better = *best_;
  f.cards = gap;
  const int cards = std::max(1, int(std::lround(gap)));
  f.words = tr_count(
      cards,
      "{1}. Better: {2} (about {0} card better a few turns on).|{1}. Better: {2} "
      "(about {0} cards better a few turns on).",
      {at_->talk()->action_words(played, voices_), at_->engine()->hint_words(*best_, voices_)});
  findings_.push_back(std::move(f));
}

}  // namespace rb
