// The search of the fan games without a hand (see fan_search.hpp).
#include "fan_search.hpp"

#include <algorithm>

#include "core/small_sort.hpp"
#include "fan_deadlock.hpp"
#include "king_check.hpp"
#include "luby.hpp"

namespace rb::tps {

// The unit of the restarts' budgets, in positions: short searches, since the positions left stay
// met from one to the next.
constexpr int64_t kFanRestartUnit = 250;

namespace {

// The Zobrist number of a face at a depth of a fan.
uint64_t zobrist(int depth, uint8_t face) {
  return mix_key(0x7a0b000000ULL + uint64_t(depth) * 64 + face);
}

constexpr int kBlockWeight = 30;
constexpr int kSuitCheckFrom = 80;  // cards home

}  // namespace

FanSearch::FanSearch(const State& start, int64_t budget, bool use_safe_moves)
    : hill_(start.game() == Game::house_on_the_hill),
      use_safe_moves_(use_safe_moves),
      fan_count_(tableau_count(start.game())),
      suit_check_(start.game() == Game::house_on_the_hill),
      budget_(budget),
      start_(start) {
  for (int fan = 0; fan < fan_count_; ++fan) {
    const PileId pile = tableau_pile(fan);
    for (int i = 0; i < start.size(pile); ++i) push(fan, uint8_t(start.card(pile, i).id % 52));
  }
  for (PileId f = 0; f < kFoundations; ++f) {
    if (start.empty(f)) continue;
    const int suit = int(start.card(f, 0).suit());
    if (hill_) {
      home_[size_t(suit)][f < 4 ? 0 : 1] = uint8_t(start.size(f));
    } else {
      const int slot = home_[size_t(suit)][0] == 0 ? 0 : 1;
      home_[size_t(suit)][size_t(slot)] = uint8_t(start.size(f));
    }
    home_total_ += start.size(f);
  }
  restart_at_ = kFanRestartUnit;
  if (start.won()) {
    finish(Verdict::winnable);
  } else if (start.over() || !enter()) {
    finish(Verdict::not_winnable);
  }
}

void FanSearch::restart() {
  // The positions met and left stay met (they are lost, as in Solver::restart); those on the
  // stack are forgotten, to be met again from the start.
  while (!taken_.empty()) {
    seen_.erase(key());
    take_back(taken_.back());
    taken_.pop_back();
  }
  seen_.erase(key());
  frames_.clear();
  moves_.clear();
  ++restarts_;
  jitter_ = mix_key(uint64_t(restarts_) * 0x9e3779b97f4a7c15ULL);
  restart_at_ = solution_.positions + kFanRestartUnit * luby(restarts_ + 1);
  enter();
}

void FanSearch::push(int fan, uint8_t face) {
  uint8_t& n = size_[size_t(fan)];
  rehash(fan, zobrist(n, face));
  if (n > 0) top_fans_[top(fan)] &= ~(uint64_t(1) << fan);
  top_fans_[face] |= uint64_t(1) << fan;
  blocking_ += blocked_below(fan, n, face);
  Places& places = places_[face];
  places.at[places.count++] = {uint8_t(fan), n};
  fans_[size_t(fan)][n++] = face;
}

uint8_t FanSearch::pop(int fan) {
  uint8_t& n = size_[size_t(fan)];
  const uint8_t face = fans_[size_t(fan)][--n];
  rehash(fan, zobrist(n, face));
  top_fans_[face] &= ~(uint64_t(1) << fan);
  if (n > 0) top_fans_[top(fan)] |= uint64_t(1) << fan;
  blocking_ -= blocked_below(fan, n, face);
  Places& places = places_[face];
  const bool first = places.at[0].fan == fan && places.at[0].index == n;
  if (first) places.at[0] = places.at[1];
  --places.count;
  return face;
}

int FanSearch::blocked_below(int fan, int index, uint8_t face) const {
  // The cards of its suit under `face` (at `index`) more than one rank lower: `face` must leave
  // before each of them can go home.
  const auto& cards = fans_[size_t(fan)];
  int count = 0;
  for (int i = 0; i < index; ++i) {
    const uint8_t below = cards[size_t(i)];
    count += suit_of(below) == suit_of(face) && rank_of(face) > rank_of(below) + 1;
  }
  return count;
}

void FanSearch::rehash(int fan, uint64_t change) {
  uint64_t& hash = fan_hash_[size_t(fan)];
  fan_key_ -= mix_key(hash);
  hash ^= change;
  fan_key_ += mix_key(hash);
}

uint64_t FanSearch::foundation_key() const {
  uint64_t packed = 0;
  for (size_t suit = 0; suit < 4; ++suit) {
    uint8_t a = home_[suit][0], b = home_[suit][1];
    if (!hill_ && a < b) std::swap(a, b);  // House in the Wood's two of a suit are alike
    packed = packed << 8 | uint64_t(a) << 4 | b;
  }
  return mix_key(packed + 0x3c0ffee);
}

int FanSearch::foundation_slot(uint8_t face) const {
  const int suit = suit_of(face), rank = rank_of(face);
  const auto& home = home_[size_t(suit)];
  if (hill_) {
    if (home[0] < kKing && rank == home[0] + 1) return 0;
    if (home[1] < kKing && rank == kKing - home[1]) return 1;
    return -1;
  }
  if (rank == home[0] + 1) return 0;
  if (rank == home[1] + 1) return 1;
  return -1;
}

bool FanSearch::safe(uint8_t face, int slot) const {
  if (hill_) return false;
  // The cards a fan's face takes are its suit's one rank either side: those below are home
  // when the other foundation has reached them, and those above can follow it home.
  const int rank = rank_of(face);
  return rank == 1 || home_[size_t(suit_of(face))][size_t(1 - slot)] >= rank - 1;
}

void FanSearch::make(const Move& m) {
  const uint8_t face = pop(m.from);
  if (m.to & kToFoundation) {
    ++home_[size_t(suit_of(face))][m.to & 1];
    ++home_total_;
  } else {
    push(m.to, face);
  }
}

void FanSearch::take_back(const Move& m) {
  uint8_t face;
  if (m.to & kToFoundation) {
    const int suit = (m.to >> 1) & 3, slot = m.to & 1;
    uint8_t& height = home_[size_t(suit)][size_t(slot)];
    const int rank = hill_ && slot == 1 ? kKing + 1 - height : height;
    --height;
    --home_total_;
    face = uint8_t(suit * 13 + rank - 1);
  } else {
    face = pop(m.to);
  }
  push(m.from, face);
}

bool FanSearch::frozen() const {
  // A position that a move of a card Y from fan to fan reached from one with no frozen card (a
  // position with one is never searched on) can only have a set of frozen cards that holds Y:
  // every other card is covered as it was, and so is the set without Y. So Y cannot go home now,
  // and no copy of a card one rank either side of it in its suit is a fan's top (never covered).
  if (!taken_.empty() && !(taken_.back().to & kToFoundation)) {
    const uint8_t moved = top(taken_.back().to);
    const int rank = rank_of(moved);
    if (foundation_slot(moved) >= 0 || (rank < kKing && top_fans_[moved + 1] != 0) ||
        (rank > 1 && top_fans_[moved - 1] != 0)) {
      return false;
    }
  }
  uint64_t home_now = 0;
  for (int face = 0; face < 52; ++face) {
    if (foundation_slot(uint8_t(face)) >= 0) home_now |= uint64_t(1) << face;
  }
  return frozen_card_exists(fans_, size_, fan_count_, home_now);
}

bool FanSearch::suits_may_finish() {
  const auto check = [&](int suit) {
    return suit_check_.may_finish(fans_, size_, fan_count_, suit, home_[size_t(suit)]);
  };
  if (taken_.empty()) return check(0) && check(1) && check(2) && check(3);
  const Move& m = taken_.back();
  return check(m.to & kToFoundation ? (m.to >> 1) & 3 : suit_of(top(m.to)));
}

int FanSearch::position_score() const {
  // How deep the shallowest copy of each card the foundations want next lies (none on the fans:
  // 0), from where the cards lie (places_); the cards lying on a lower card of their suit that
  // they must leave before it can go home are counted as the fans change (blocking_).
  int buried = 0;
  for (int suit = 0; suit < 4; ++suit) {
    for (int slot = 0; slot < 2; ++slot) {
      const int height = home_[size_t(suit)][size_t(slot)];
      if (height >= kKing) continue;
      const int rank = hill_ && slot == 1 ? kKing - height : height + 1;
      const Places& places = places_[size_t(suit * 13 + rank - 1)];
      int depth = 99;
      for (int c = 0; c < places.count; ++c) {
        const Place place = places.at[size_t(c)];
        depth = std::min(depth, size_[place.fan] - 1 - place.index);
      }
      buried += depth == 99 ? 0 : depth;
    }
  }
  return 40 * home_total_ - 10 * buried - kBlockWeight * blocking_;
}

int FanSearch::order_score(const Move& m) const {
  int score = 0;
  if (jitter_ != 0) score += int(mix_key(jitter_ ^ (uint64_t(m.from) << 8 | m.to)) % 25);
  if (size_[m.from] == 1 && !(m.to & kToFoundation)) score -= 15;  // a fan emptied is lost
  return score;
}

bool FanSearch::enter() {
  if (seen_.seen_before(key())) return false;
  ++solution_.positions;
  solution_.most_home = std::max(solution_.most_home, home_total_);
  if (home_total_ == kCards) {
    finish(Verdict::winnable);
    return true;
  }
  // Lost: searched no further. (One suit alone is looked at only near the end, where it is
  // quick and the fans hold cards of the suit that keep moving without a way home.)
  if (use_safe_moves_ && (frozen() || (!hill_ && kings_block(fans_, size_, fan_count_, home_)) ||
                          (home_total_ >= kSuitCheckFrom && !suits_may_finish()))) {
    return false;
  }
  Frame frame;
  frame.first = frame.next = uint32_t(moves_.size());
  // A safe move to a foundation is the only one tried.
  if (use_safe_moves_) {
    for (int fan = 0; fan < fan_count_; ++fan) {
      if (size_[size_t(fan)] == 0) continue;
      const uint8_t face = top(fan);
      const int slot = foundation_slot(face);
      if (slot >= 0 && safe(face, slot)) {
        moves_.push_back({uint8_t(fan), uint8_t(kToFoundation | suit_of(face) << 1 | slot)});
        frame.end = uint32_t(moves_.size());
        frames_.push_back(frame);
        return true;
      }
    }
  }
  for (int from = 0; from < fan_count_; ++from) {
    if (size_[size_t(from)] == 0) continue;
    const uint8_t face = top(from);
    const int suit = suit_of(face), rank = rank_of(face);
    const auto& home = home_[size_t(suit)];
    if (hill_) {
      if (home[0] < kKing && rank == home[0] + 1) {
        moves_.push_back({uint8_t(from), uint8_t(kToFoundation | suit << 1)});
      }
      if (home[1] < kKing && rank == kKing - home[1]) {
        moves_.push_back({uint8_t(from), uint8_t(kToFoundation | suit << 1 | 1)});
      }
    } else if (const int slot = foundation_slot(face); slot >= 0) {
      moves_.push_back({uint8_t(from), uint8_t(kToFoundation | suit << 1 | slot)});
    }
    // A card alone on its fan stays there: moved, it would only cover a card and leave a fan
    // that nothing can fill, so a line that moves it wins without that move as well.
    if (use_safe_moves_ && size_[size_t(from)] == 1) continue;
    // Onto a fan whose top is of its suit one rank above or below (never its own fan).
    uint64_t onto = 0;
    if (rank < kKing) onto |= top_fans_[face + 1];
    if (rank > 1) onto |= top_fans_[face - 1];
    for (; onto != 0; onto &= onto - 1) {
      moves_.push_back({uint8_t(from), uint8_t(__builtin_ctzll(onto))});
    }
  }
  frame.end = uint32_t(moves_.size());
  // Best first: each move made, the position judged, the move taken back.
  const size_t count = frame.end - frame.first;
  scores_.resize(count);
  std::array<uint32_t, 512> order;
  for (size_t i = 0; i < count && i < order.size(); ++i) {
    const Move m = moves_[frame.first + i];
    make(m);
    scores_[i] = position_score() + order_score(m);
    take_back(m);
    order[i] = uint32_t(i);
  }
  const size_t sorted = std::min(count, order.size());
  small_sort(order.begin(), order.begin() + long(sorted), [&](uint32_t a, uint32_t b) {
    return scores_[a] > scores_[b] || (scores_[a] == scores_[b] && a < b);
  });
  std::array<Move, 512> ordered;
  for (size_t i = 0; i < sorted; ++i) ordered[i] = moves_[frame.first + order[i]];
  std::copy(ordered.begin(), ordered.begin() + long(sorted), moves_.begin() + frame.first);
  frames_.push_back(frame);
  return true;
}

void FanSearch::finish(Verdict verdict) {
  done_ = true;
  solution_.verdict = verdict;
  if (verdict != Verdict::winnable) return;
  // The line in the engine's actions, checked by playing it.
  State replay = start_;
  for (const Move& m : taken_) {
    Action action = Action::move(tableau_pile(m.from), tableau_pile(m.to));
    if (m.to & kToFoundation) {
      const int suit = (m.to >> 1) & 3, slot = m.to & 1;
      const Card card = replay.top(tableau_pile(m.from));
      for (PileId f = 0; f < kFoundations; ++f) {
        if (!fits_foundation(replay, card, f)) continue;
        if (hill_ && (f < 4) != (slot == 0)) continue;
        (void)suit;
        action = Action::move(tableau_pile(m.from), f);
        break;
      }
    }
    solution_.line.push_back(action);
    if (!apply(replay, action).empty()) break;
  }
  if (!replay.won()) {
    solution_.verdict = Verdict::unknown;
    solution_.line.clear();
  }
}

bool FanSearch::run(int64_t work) {
  const int64_t until = solution_.positions + work;
  while (!done_) {
    if (frames_.empty()) {
      finish(Verdict::not_winnable);
      break;
    }
    if (solution_.positions >= budget_) {
      finish(Verdict::unknown);
      break;
    }
    if (solution_.positions >= until) return false;
    if (solution_.positions >= restart_at_) {
      restart();
      continue;
    }
    Frame& frame = frames_.back();
    if (frame.next == frame.end) {
      moves_.resize(frame.first);
      frames_.pop_back();
      if (!taken_.empty()) {
        take_back(taken_.back());
        taken_.pop_back();
      }
      continue;
    }
    const Move m = moves_[frame.next++];
    make(m);
    taken_.push_back(m);
    if (!enter()) {
      take_back(m);
      taken_.pop_back();
    }
  }
  return true;
}

}  // namespace rb::tps
