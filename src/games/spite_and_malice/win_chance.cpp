// Implementation of the learned judge and its fit (see win_chance.hpp).
#include "win_chance.hpp"

#include <algorithm>
#include <cmath>

#include "reach.hpp"

namespace rb::spite {

namespace {

// The features by name (each seat's; "next": the seat plays next, "second": after the next).
enum Feature {
  kPayoffLeft,   // payoff cards left / 10
  kPlaysNext,    // the seat plays next
  kPlaysSecond,  // the seat plays after the next
  kPlaysThird,   // the seat plays third from now
  kDistance,     // 12: its payoff card 0-3 cards from the center, when next, second, later
  kShortfall = kDistance + 12,  // 6: 0-2 of the cards leading there missing, when next, later
  kHandJokers = kShortfall + 6,
  kHandCards,   // / 5
  kEmptySides,  // empty side slots
  kSideCards,   // / 5
  kSideJokers,
  kPayoffLeftNext,  // payoff cards left / 10, when it plays next
  kLastCard,        // one payoff card left
  kLastCardNext,    // one payoff card left, when it plays next
  kNearlyOut,       // (4 - cards left) / 3 with three or fewer left
  kHandFitsNext,    // hand cards that fit a center stack now / 5, when it plays next
  kHandFitsLater,
  kSideFitsNext,  // side-stack tops that fit a center stack now, when it plays next
  kSideFitsLater,
  kPayoffLeftSecond,  // payoff cards left / 10, when it plays after the next
  kHandJokersNext,
  kEmptySidesNext,
  kLowPayoffCard,  // its payoff card is an ace or a two
  kFeatureEnd
};
static_assert(kFeatureEnd == kJudgeFeatures);

// Fitted by `game_tests "[.fit-judge]"` (tests/games/spite_and_malice_judge_test.cpp), which
// prints these tables and checks them:
// 3 seats: 8000 greedy games from seed 7000000, 709899 positions; held-out log loss 0.9103 (equal
// chances: 1.0986)
constexpr SeatFeatures kWeights3 = {
    -2.88338, 0.07087, 0.00106, -0.05398, 0.31414,  0.11469,  0.04504,  0.00289,  0.02848,  0.05705,
    0.07017,  0.02078, 0.01508, -0.03945, 0.01621,  0.00881,  0.43084,  0.17575,  0.10450,  0.31611,
    0.26488,  0.12983, 0.16516, -0.21891, 0.00901,  0.11692,  0.11605,  -0.07234, -0.18347, 0.17894,
    1.11291,  0.13384, 0.04591, 0.03284,  -0.00893, -0.03950, -0.00578, 0.00049,  -0.02544};
// 4 seats: 8000 greedy games from seed 7000000, 555708 positions; held-out log loss 1.1614 (equal
// chances: 1.3863)
constexpr SeatFeatures kWeights4 = {
    -3.38043, 0.17239, 0.11093,  0.05184,  0.30747,  0.08280,  0.00085, 0.00086,  0.01552, 0.05711,
    0.02925,  0.04320, -0.25219, -0.10587, -0.03894, 0.00825,  0.53220, 0.15930,  0.10741, 0.44535,
    0.31292,  0.15818, 0.19556,  -0.19361, -0.02019, 0.11804,  0.08136, -0.13011, 0.01044, 0.21484,
    0.77059,  0.15276, 0.01096,  0.03204,  -0.02446, -0.08375, 0.01025, -0.00081, 0.01897};

bool fits_a_center_stack(const State& s, Card c) {
  if (c.is_joker()) return false;
  for (int j = 0; j < s.centers(); ++j) {
    if (fits_center(s, c, State::center(j))) return true;
  }
  return false;
}

double score(const SeatFeatures& weights, const SeatFeatures& f) {
  double z = 0;
  for (int i = 0; i < kJudgeFeatures; ++i) z += weights[size_t(i)] * f[size_t(i)];
  return z;
}

// Each seat's chance from its score (a softmax).
template <typename Scores>
void to_chances(Scores& z, int seats) {
  const double top = *std::max_element(z.begin(), z.begin() + seats);
  double sum = 0;
  for (int o = 0; o < seats; ++o) sum += z[size_t(o)] = std::exp(z[size_t(o)] - top);
  for (int o = 0; o < seats; ++o) z[size_t(o)] /= sum;
}

}  // namespace

SeatFeatures seat_features(const State& s, int seat) {
  SeatFeatures f{};
  const int seats = s.seats();
  const int order = (seat - s.turn() + seats) % seats;  // 0: plays next
  const bool next = order == 0;
  const int left = s.payoff_count(seat);
  f[kPayoffLeft] = left / 10.0;
  f[kPlaysNext] = next;
  f[kPlaysSecond] = order == 1;
  f[kPlaysThird] = order == 2;
  if (left > 0) {
    const int distance = distance_to_center(s, s.top(s.payoff_of(seat)).rank());
    if (distance < 4) f[size_t(kDistance + std::min(order, 2) * 4 + distance)] = 1;
    const int missing = shortfall(s, seat);
    if (missing < 3) f[size_t(kShortfall + (next ? 0 : 3) + missing)] = 1;
    f[kLowPayoffCard] = s.top(s.payoff_of(seat)).rank() <= 2;
  }
  const PileId hand = s.hand_of(seat);
  int jokers = 0, hand_fits = 0;
  for (int i = 0; i < s.size(hand); ++i) {
    jokers += s.card(hand, i).is_joker();
    hand_fits += fits_a_center_stack(s, s.card(hand, i));
  }
  int empty = 0, side_cards = 0, side_jokers = 0, side_fits = 0;
  for (int k = 0; k < kSideSlots; ++k) {
    const PileId side = s.side_of(seat, k);
    if (s.empty(side)) {
      ++empty;
      continue;
    }
    side_cards += s.size(side);
    for (int i = 0; i < s.size(side); ++i) side_jokers += s.card(side, i).is_joker();
    side_fits += fits_a_center_stack(s, s.top(side));
  }
  f[kHandJokers] = jokers;
  f[kHandCards] = s.size(hand) / 5.0;
  f[kEmptySides] = empty;
  f[kSideCards] = side_cards / 5.0;
  f[kSideJokers] = side_jokers;
  f[kPayoffLeftNext] = next * left / 10.0;
  f[kLastCard] = left == 1;
  f[kLastCardNext] = next && left == 1;
  f[kNearlyOut] = left <= 3 ? (4 - left) / 3.0 : 0;
  f[next ? kHandFitsNext : kHandFitsLater] = hand_fits / 5.0;
  f[next ? kSideFitsNext : kSideFitsLater] = side_fits;
  f[kPayoffLeftSecond] = (order == 1) * left / 10.0;
  f[kHandJokersNext] = next * jokers;
  f[kEmptySidesNext] = next * empty;
  return f;
}

const SeatFeatures& judge_weights(int seats) {
  return seats == 3 ? kWeights3 : kWeights4;
}

double win_chance(const State& s, int seat) {
  const SeatFeatures& weights = judge_weights(s.seats());
  std::array<double, kMaxSeats> z{};
  for (int o = 0; o < s.seats(); ++o) z[size_t(o)] = score(weights, seat_features(s, o));
  to_chances(z, s.seats());
  return z[size_t(seat)];
}

}  // namespace rb::spite
