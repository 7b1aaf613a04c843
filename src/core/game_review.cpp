// The coach's review of a seat's actions (see game_review.hpp).
#include "game_review.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "solver_walk.hpp"
#include "translation.hpp"
#include "voices.hpp"

namespace rb {
namespace {

// Play-outs of each move compared, on the same guesses: more with other seats, whose replies
// make them noisier than a game alone.
constexpr int kPairs = 64, kPairsAlone = 32;
constexpr int kAloneActions = 40;  // a one-player game's play-outs: this many actions
constexpr int kMostPlayoutActions = 400;
constexpr double kClearlyWorse = 2.0;    // cards, on average,
constexpr double kSureErrors = 3.0;      // and this many times the average's error
constexpr int kCheapStepsPerRun = 200;   // actions looked at without a search, per slice
constexpr size_t kMostLineActions = 40;  // a line: the rest of the seat's turn, at most
constexpr int kAskedAgain = 2;           // a weaker move found: the top level asked again

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

// The call's name in the coach's sentences: its button's words without their "!" ("Stop"; French
// "Stop !" without the no-break space before it), but whole where a "¡" opens it (Spanish
// "¡Alto!": a review read «¡Alto» with its "!" cut).
std::string call_name(const GameState& state) {
  std::string name(state.talk()->call_label());
  if (name.starts_with("\u00a1") || !name.ends_with('!')) return name;
  name.pop_back();
  if (name.ends_with("\u00a0")) name.resize(name.size() - 2);
  return name;
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

bool misses_same_move_again(const std::vector<ReviewFinding>& findings, const ReviewFinding& found,
                            size_t other_acted_at) {
  // (A review found three mistakes counted for one move not made.)
  return !findings.empty() && findings.back().index >= other_acted_at &&
         findings.back().kind == ReviewFinding::Kind::weaker_move &&
         (findings.back().better == found.better ||
          (found.better_card >= 0 && findings.back().better_card == found.better_card));
}

std::string better_move_words(const GameState& at, ActionCode better, const Voices& voices) {
  std::string words = at.engine()->hint_words(better, voices);
  // The last " (", found by a loop: rfind's search code would be the page's only use of it.
  size_t aside = words.size();
  while (aside >= 2 && !(words[aside - 2] == ' ' && words[aside - 1] == '(')) --aside;
  if (aside >= 2 && words.ends_with(')')) words.erase(aside - 2);
  return words;
}

std::string review_summary(const ReviewCounts& counts, std::string_view call) {
  // The call's label as a word in the sentence: "Knock" -> "knock", "Stop!" -> "stop", "¡Alto!"
  // -> "alto", "Постучать" -> "постучать" (German keeps its noun's capital: lower_first).
  std::string word;
  for (size_t at = 0; at < call.size(); ++at) {
    const auto byte = static_cast<unsigned char>(call[at]);
    if (byte == 0xc2 && at + 1 < call.size()) {
      ++at;  // (a Latin-1 mark, U+0080-U+00BF: ¡ ¿ « »)
    } else if (byte >= 0x80 || std::isalpha(byte)) {
      word += char(byte);
    }
  }
  word = lower_first(std::move(word));
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
  // (Made only where a solver may be: a page without one leaves the walk out, its weight.)
  if (solvers_linked()) walk_ = std::make_unique<SolverWalk>(module, *at_, actions_);
}

GameReview::~GameReview() = default;

int GameReview::percent() const {
  const size_t total = std::max<size_t>(1, actions_.size());
  if (!walk()) return int(next_ * 100 / total);
  return int((walk()->walked() + next_) * 50 / total);
}

// Goes on to the next action. While the seat stays in turn, having made the first move of one of
// the lines, the top level that made that line is carried on, with the line's rest: it decides
// there as the table's hint goes on after its hint was played.
void GameReview::finish_action() {
  const ActionCode made = actions_[next_];
  carried_.clear();
  carried_player_.reset();
  if (at_->seat_count() > 1) {
    for (int i = 0; i < 2; ++i) {
      std::unique_ptr<SeatPlayer>& maker = i == 0 ? top_ : liner_;
      if (!lines_[i].empty() && lines_[i].front() == made && maker) {
        carried_.assign(lines_[i].begin() + 1, lines_[i].end());
        carried_player_ = std::move(maker);
        break;
      }
    }
  }
  at_->apply(made);
  ++next_;
  if (at_->over() || at_->seat_in_turn() != seat_) {
    carried_.clear();
    carried_player_.reset();
  }
  top_.reset();
  best_.reset();
  for (int i = 0; i < 2; ++i) {
    lines_[i].clear();
    line_done_[i] = false;
  }
  liner_.reset();
  line_at_.reset();
  line_guess_.reset();
  pair_ = pairs_played_ = 0;
  half_played_ = false;
  sum_ = squares_ = 0;
  found_ = judged_ = false;
  asked_ = 0;
  asker_.reset();
}

// The top level deciding at the position `actions` actions into the game, seeded as the table's
// hint is there (the review's seed is the game's, and the hint's the game's plus the actions
// made), so that a person who played the hints played the coach's own lines.
std::unique_ptr<SeatPlayer> GameReview::top_level(size_t actions, uint64_t salt) const {
  return module_.make_player("ai" + std::to_string(module_.levels().size()),
                             (seed_ + uint64_t(actions)) ^ salt);
}

namespace {

// Whether `a` gives the game up: the seat's resignation, or a button that ends the game (a
// solitaire's End game).
bool gives_up(const GameState& state, ActionCode a, int seat) {
  if (state.resignation(seat) == a) return true;
  if (state.talk()->look(a).gesture != Gesture::button) return false;
  std::unique_ptr<GameState> after = state.clone();
  return after->apply(a).empty() && after->over();
}

// Where the card `move` (an action of `before`) takes lies face up in `after`: its pile and index
// from the bottom (-1: the top); pile -1 when it is not there, or `move` takes no card.
void find_card_after(const GameState& before, const GameState& after, ActionCode move,
                     int& pile_now, int& index_now) {
  pile_now = index_now = -1;
  const ActionLook look = before.talk()->look(move);
  if (look.gesture != Gesture::move || look.from < 0) return;
  const int size = before.talk()->pile_size(look.from);
  const int index = look.from_index < 0 ? size - 1 : look.from_index;
  if (index < 0 || index >= size) return;
  const int card = before.talk()->card_at(look.from, index).card;
  const int piles = after.talk()->table().pile_count;
  for (int pile = 0; pile < piles; ++pile) {
    const int cards = after.talk()->pile_size(pile);
    for (int i = 0; i < cards; ++i) {
      const CardFace face = after.talk()->card_at(pile, i);
      if (face.card != card || !face.face_up) continue;
      pile_now = pile;
      index_now = i == cards - 1 ? -1 : i;
      return;
    }
  }
}

}  // namespace

bool GameReview::run(int64_t work) {
  if (walk() && !walk()->run(work)) return false;
  thought_ = false;
  const bool calls = !at_->talk()->call_label().empty();
  for (int cheap = 0; !done() && cheap < kCheapStepsPerRun; ++cheap) {
    const ActionCode a = actions_[next_];
    const bool call = is_call(*at_, a);
    if (at_->actor(a) != seat_) {
      other_acted_at_ = next_ + 1;
      // Another seat's action: was a call of the seat's due after it, and not made?
      if (calls && !call) {
        std::unique_ptr<GameState> after = at_->clone();
        after->apply(a);
        const auto due = justified_call(*after, seat_, true, voices_);
        const bool made = due && next_ + 1 < actions_.size() && actions_[next_ + 1] == due->first;
        // (The same play missed again by the other seat's next move is one breach left uncalled,
        // not another: a review found one counted as three missed knocks.)
        const bool again = due && !findings_.empty() &&
                           findings_.back().kind == ReviewFinding::Kind::missed_call &&
                           findings_.back().index == next_ &&
                           findings_.back().missed == due->second.missed;
        if (due && !made && !again) {
          ReviewFinding f = make_finding(ReviewFinding::Kind::missed_call, next_ + 1,
                                         next_ + 1 < actions_.size() ? actions_[next_ + 1] : 0);
          f.better = due->first;
          f.missed = due->second.missed;
          if (f.missed)
            find_card_after(*at_, *after, *f.missed, f.missed_from, f.missed_from_index);
          f.words = tr_fill("{0} was due here: {1}.", {call_name(*after), due->second.reason});
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
        f.words = tr_fill("{0} was not due here: {1}.", {call_name(*at_), verdict.reason});
        findings_.push_back(std::move(f));
      }
      finish_action();
      continue;
    }
    if (gives_up(*at_, a, seat_)) {
      // (The player chose to stop: no move to judge. A review found a resignation counted as a
      // mistake "about 4 cards" worse, in some games the only one found.)
      finish_action();
      continue;
    }
    if (walk() && next_ < walk()->kept_winnable()) {
      // (The solver still wins after it: whatever play-outs say, the hint's own move is no
      // mistake.)
      finish_action();
      continue;
    }
    if (const auto better = walk() ? walk()->better_than_loss(next_) : std::nullopt) {
      // The move after which the solver proves the deal lost, or finds no win, when it won it
      // before.
      ReviewFinding f = make_finding(ReviewFinding::Kind::weaker_move, next_, a);
      f.better = better;
      f.words = tr_fill(
          walk()->loss_proved()
              ? tr_mark("{0}. That move lost a deal the solver could still win. Better: {1}.")
              : tr_mark("{0}. The solver still won this deal before that move, and finds no win "
                        "after it. Better: {1}."),
          {at_->talk()->action_words(a, voices_), better_move_words(*at_, *better, voices_)});
      findings_.push_back(std::move(f));
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
          // (What was played, then what came first: a review found only the better move named.)
          const std::string played = at_->talk()->action_words(a, voices_);
          f.words = f.better ? tr_fill("{0}, but a play came first: {1}.",
                                       {played, better_move_words(*at_, *f.better, voices_)})
                             : tr_fill("{0}, but a play came first.", {played});
          findings_.push_back(std::move(f));
          finish_action();
          continue;
        }
      }
      // A move that had no other: nothing to weigh (a line carried goes on past it).
      std::vector<ActionCode> legal;
      at_->legal_actions(legal);
      int choices = 0;
      for (const ActionCode c : legal) choices += at_->actor(c) == seat_ && !is_call(*at_, c);
      if (choices <= 1) {
        lines_[0] = carried_;
        top_ = std::move(carried_player_);
        finish_action();
        continue;
      }
      if (carried_player_) {
        top_ = std::move(carried_player_);
        if (!carried_.empty()) {  // (its line known: its move is the line's next)
          best_ = carried_.front();
          lines_[0] = carried_;
          line_done_[0] = true;
        }
      } else {
        top_ = top_level(next_, 0);
      }
    }
    // The top level's move, thought out in slices, and its line.
    if (!best_) {
      best_ = decide(*top_, *at_, work);
      if (!best_) return false;
    }
    if (!make_line(0, *best_, work)) return false;
    if (*best_ != a) {
      // The seat's line, then both played on, one play-out a slice; a weaker move found is asked
      // about again.
      if (!make_line(1, a, work)) return false;
      const int pairs = at_->seat_count() > 1 ? kPairs : kPairsAlone;
      if (pair_ < pairs) {
        play_out_half();
        return false;
      }
      if (!judged_) {
        found_ = judge(a);
        judged_ = true;
      }
      if (!confirm(a, work)) return false;
      if (found_ && !misses_same_move_again(findings_, pending_, other_acted_at_)) {
        findings_.push_back(std::move(pending_));
      }
    }
    finish_action();
    return done();  // (a search is a slice's work)
  }
  return done();
}

// The top level's decision at `s`, thought out in slices: one question a slice (the next waits for
// the next slice), so that a slice is about `work` units of search however many it takes.
std::optional<ActionCode> GameReview::decide(SeatPlayer& player, const GameState& s, int64_t work) {
  if (thought_) return std::nullopt;
  thought_ = true;
  return player.think(s, work);
}

// Makes line `which` from at_, begun by `first`, thinking about `work` units of the top level's
// search (the top level's own line by top_, the seat's by the top level deciding after its move);
// true once made. A one-player game's lines are the moves alone: it has no turns to finish.
bool GameReview::make_line(int which, ActionCode first, int64_t work) {
  std::vector<ActionCode>& line = lines_[which];
  if (line.empty() && at_->seat_count() == 1) {
    line.push_back(first);
    line_done_[which] = true;
  }
  while (!line_done_[which]) {
    if (line.empty()) {
      line_at_ = at_->clone();
      line_guess_ = at_->clone();
      line_guess_->engine()->shuffle_hidden(seat_, seed_ ^ (uint64_t(next_) << 8) ^ 0x5851f42dull);
      if (which == 1) liner_ = top_level(next_ + 1, 0);
      line.push_back(first);
      line_done_[which] = !line_step(first);
    } else if (line_at_->over() || line_at_->seat_in_turn() != seat_ ||
               line.size() >= kMostLineActions) {
      line_done_[which] = true;
    } else {
      const std::optional<ActionCode> next = decide(which == 0 ? *top_ : *liner_, *line_at_, work);
      if (!next) return false;
      line.push_back(*next);
      line_done_[which] = !line_step(*next);
    }
    if (line_done_[which]) {
      line_at_.reset();
      line_guess_.reset();
    }
  }
  return true;
}

// Applies a line's action to where the line is, as it is and as guessed; false when the line ends
// there: the action showed the seat a card it had not seen (the two no longer look alike to it),
// or it was refused.
bool GameReview::line_step(ActionCode action) {
  if (!line_at_->apply(action).empty() || !line_guess_->apply(action).empty()) return false;
  return line_at_->observation(seat_) == line_guess_->observation(seat_);
}

double GameReview::playout(const std::vector<ActionCode>& line, uint64_t seed) const {
  std::unique_ptr<GameState> s = at_->clone();
  s->engine()->shuffle_hidden(seat_, seed);
  if (!s->apply(line.front()).empty()) return NAN;  // (cannot happen: the seat's own move, seen)
  // The rest of the line while the seat is in turn (moves of cards it saw).
  for (size_t i = 1; i < line.size() && !s->over() && s->seat_in_turn() == seat_; ++i) {
    if (!s->apply(line[i]).empty()) break;
  }
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

void GameReview::play_out_half() {
  const uint64_t seed =
      seed_ ^ (uint64_t(next_) << 20) ^ uint64_t(pair_ + 1) * 0xbf58476d1ce4e5b9ull;
  if (!half_played_) {
    better_value_ = playout(lines_[0], seed);
    half_played_ = true;
    return;
  }
  const double d = better_value_ - playout(lines_[1], seed);
  half_played_ = false;
  ++pair_;
  if (std::isnan(d)) return;
  sum_ += d;
  squares_ += d * d;
  ++pairs_played_;
}

// Whether the paired play-outs find the seat's move clearly weaker: the finding is kept in pending_
// until confirm has asked the top level again.
bool GameReview::judge(ActionCode played) {
  const int n = pairs_played_;
  if (n < 2) return false;
  const double gap = sum_ / n;
  const double spread = std::sqrt(std::max(0.0, (squares_ - n * gap * gap) / (n - 1)));
  if (gap < kClearlyWorse || gap < kSureErrors * spread / std::sqrt(double(n))) return false;
  ReviewFinding f = make_finding(ReviewFinding::Kind::weaker_move, next_, played);
  f.better = *best_;
  f.cards = gap;
  // (The card it takes: the same card sent elsewhere a move later is the same idea missed.)
  const TableTalk& talk = *at_->talk();
  const ActionLook look = talk.look(*best_);
  if (look.from >= 0 && talk.pile_size(look.from) > 0) {
    const int at = look.from_index >= 0 ? look.from_index : talk.pile_size(look.from) - 1;
    f.better_card = talk.card_at(look.from, at).card;
  }
  const int cards = std::max(1, int(std::lround(gap)));
  f.words = tr_count(
      cards,
      "{1}. Better: {2} (about {0} card better a few turns on).|{1}. Better: {2} "
      "(about {0} cards better a few turns on).",
      {at_->talk()->action_words(played, voices_), better_move_words(*at_, *best_, voices_)});
  pending_ = std::move(f);
  return true;
}

// Asks the top level again, with other guesses of the unseen cards, while a weaker move is found:
// a move it plays itself on one of them is not clearly worse (its own search rates the two
// alike), and the finding is dropped. True once done, thinking about `work` units a slice.
bool GameReview::confirm(ActionCode played, int64_t work) {
  for (; found_ && asked_ < kAskedAgain; ++asked_) {
    if (!asker_) asker_ = top_level(next_, uint64_t(asked_ + 1) * 0x2545f4914f6cdd1dull);
    const std::optional<ActionCode> move = decide(*asker_, *at_, work);
    if (!move) return false;
    asker_.reset();
    if (*move == played) found_ = false;
  }
  return true;
}

}  // namespace rb
