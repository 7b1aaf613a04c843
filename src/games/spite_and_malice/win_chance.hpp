// The top level's judge with three and four seats: each seat's chance of winning from a position
// between turns, a softmax over the seats of a linear score of each seat's features (payoff cards
// left, how far its payoff card is from the center and what it holds that leads there, cards that
// fit the center now, jokers, side stacks, and how soon it plays). The weights were fitted to the
// outcomes of greedy games by tests/games/spite_and_malice_judge_test.cpp (`game_tests
// "[.fit-judge]"` prints them).
#pragma once

#include <array>

#include "state.hpp"

namespace rb::spite {

inline constexpr int kJudgeFeatures = 39;
using SeatFeatures = std::array<double, kJudgeFeatures>;
SeatFeatures seat_features(const State& s, int seat);

// The seat's chance of winning (0..1; the seats' chances add up to 1), for three or four seats.
double win_chance(const State& s, int seat);
// The weights win_chance uses with three or four seats.
const SeatFeatures& judge_weights(int seats);

}  // namespace rb::spite
