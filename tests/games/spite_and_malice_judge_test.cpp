// Spite and Malice's learned judge (games/spite_and_malice/win_chance.hpp): chances that add up to
// one, that favour the seat closer to going out, and the fit of its weights to greedy games, which
// learns (held-out games) and, run by hand, prints the tables win_chance.cpp keeps and checks them:
//   game_tests "[.fit-judge]"   (8,000 games of three and of four seats, about two minutes)
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <vector>

#include "games/spite_and_malice/players.hpp"
#include "games/spite_and_malice/win_chance.hpp"
#include "long_tests.hpp"
#include "spite_and_malice_table.hpp"

namespace rb::spite {
namespace {

using namespace test;

struct WinChanceFit {
  SeatFeatures weights{};
  int64_t positions = 0;        // positions the fit learned from
  double log_loss = 0;          // mean log loss of the winner on the held-out games (1 in 10)
  double uniform_log_loss = 0;  // the same when every seat is given an equal chance
};

// Plays `games` greedy games of `seats` seats from the deal seeds first_seed, first_seed + 1, ...,
// records every position where a turn begins with the game's winner (games without a single
// winner left out), and fits the weights by maximum likelihood (Adam, a fixed number of steps).
WinChanceFit fit_win_chance(int seats, int games, uint64_t first_seed) {
  struct Sample {  // every seat's features where a turn begins, and the winner
    std::array<SeatFeatures, kMaxSeats> seat;
    int winner = -1;
    bool held_out = false;
  };
  std::vector<Sample> samples;
  for (int g = 0; g < games; ++g) {
    State s = deal(players(seats), first_seed + uint64_t(g));
    std::vector<Sample> game;
    int turn = -1;
    for (int steps = 0; !s.over() && steps < 100000; ++steps) {
      if (s.turn() != turn) {
        turn = s.turn();
        Sample& sample = game.emplace_back();
        for (int o = 0; o < seats; ++o) sample.seat[size_t(o)] = seat_features(s, o);
        sample.held_out = g % 10 == 0;
      }
      apply(s, greedy_action(s));
    }
    if (!s.over() || s.winner() < 0) continue;
    for (Sample& sample : game) sample.winner = s.winner();
    samples.insert(samples.end(), game.begin(), game.end());
  }
  WinChanceFit fit;
  fit.positions = int64_t(samples.size());
  SeatFeatures& w = fit.weights;
  SeatFeatures m{}, v{};
  // The mean log likelihood of the winners (training or held-out samples), and its gradient.
  auto likelihood = [&](bool held_out, SeatFeatures* gradient) {
    double total = 0;
    int64_t count = 0;
    for (const Sample& sample : samples) {
      if (sample.held_out != held_out) continue;
      std::array<double, kMaxSeats> z{};
      double top = -1e300;
      for (int o = 0; o < seats; ++o) {
        for (int i = 0; i < kJudgeFeatures; ++i) {
          z[size_t(o)] += w[size_t(i)] * sample.seat[size_t(o)][size_t(i)];
        }
        top = std::max(top, z[size_t(o)]);
      }
      double sum = 0;
      for (int o = 0; o < seats; ++o) sum += z[size_t(o)] = std::exp(z[size_t(o)] - top);
      total += std::log(z[size_t(sample.winner)] / sum);
      ++count;
      if (gradient == nullptr) continue;
      for (int o = 0; o < seats; ++o) {
        const double g = (o == sample.winner) - z[size_t(o)] / sum;
        for (int i = 0; i < kJudgeFeatures; ++i) {
          (*gradient)[size_t(i)] += g * sample.seat[size_t(o)][size_t(i)];
        }
      }
    }
    if (gradient != nullptr && count > 0) {
      for (double& g : *gradient) g /= double(count);
    }
    return count > 0 ? total / double(count) : 0.0;
  };
  constexpr int kSteps = 400;
  constexpr double kRate = 0.05, kDecay = 1e-4, kBeta1 = 0.9, kBeta2 = 0.999;
  for (int step = 1; step <= kSteps; ++step) {
    SeatFeatures g{};
    likelihood(false, &g);
    for (size_t i = 0; i < size_t(kJudgeFeatures); ++i) {
      g[i] -= kDecay * w[i];
      m[i] = kBeta1 * m[i] + (1 - kBeta1) * g[i];
      v[i] = kBeta2 * v[i] + (1 - kBeta2) * g[i] * g[i];
      const double m_hat = m[i] / (1 - std::pow(kBeta1, step));
      const double v_hat = v[i] / (1 - std::pow(kBeta2, step));
      w[i] += kRate * m_hat / (std::sqrt(v_hat) + 1e-8);
    }
  }
  fit.log_loss = -likelihood(true, nullptr);
  fit.uniform_log_loss = std::log(double(seats));
  return fit;
}

TEST_CASE("spite and malice judge: the seats' chances add up to one and tell positions apart",
          "[spite][judge]") {
  for (int seats : {3, 4}) {
    double widest = 0;
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      State s = deal(players(seats), seed);
      int turn = -1;
      for (int steps = 0; !s.over() && steps < 5000; ++steps) {
        if (s.turn() != turn) {
          turn = s.turn();
          double sum = 0, low = 1, high = 0;
          for (int o = 0; o < seats; ++o) {
            const double p = win_chance(s, o);
            REQUIRE(p > 0);
            REQUIRE(p < 1);
            sum += p;
            low = std::min(low, p);
            high = std::max(high, p);
          }
          REQUIRE(sum == Approx(1.0).margin(1e-9));
          widest = std::max(widest, high - low);
        }
        apply(s, greedy_action(s));
      }
    }
    CHECK(widest > 0.3);  // near the end of a game one seat is far ahead
  }
}

// Three seats, B plays next:
//   A: pa 2C 3C 4C 5C 6C 7C 8C 10C JC QC KC 9C  (12 cards, 9C on top)
//   B: pa KH QH 5H                               (3 cards, 5H on top)   or 12 cards, 5H on top
//   C: pa 2S 3S 4S 5S 6S 7S 8S 10S JS QS KS 9S   (12 cards, 9S on top)
//   c1: AD 2D 3D 4D                              (B's 5H does not fit; 5D would)
//   c2: AH 2H 3H 4H                              (B's 5H fits: it plays its payoff card at once)
TEST_CASE("spite and malice judge: a seat with fewer payoff cards, about to play one, is favoured",
          "[spite][judge]") {
  const std::map<std::string, std::string> common = {{"pa", "2C 3C 4C 5C 6C 7C 8C 10C JC QC KC 9C"},
                                                     {"pc", "2S 3S 4S 5S 6S 7S 8S 10S JS QS KS 9S"},
                                                     {"c1", "AD 2D 3D 4D"},
                                                     {"c2", "AH 2H 3H 4H"}};
  auto with_b = [&](const std::string& payoff) {
    std::map<std::string, std::string> piles = common;
    piles["pb"] = payoff;
    return table(piles, 1, players(3));
  };
  const State short_b = with_b("KH QH 5H");
  const State long_b = with_b("KH QH JH 10H 9H 8H 7H 6H 2H 3H 4H 5H");
  CHECK(win_chance(short_b, 1) > win_chance(long_b, 1) + 0.1);
  CHECK(win_chance(short_b, 1) > win_chance(short_b, 0));
  CHECK(win_chance(short_b, 1) > win_chance(short_b, 2));
}

TEST_CASE("spite and malice judge: the fit learns from greedy games (held-out games)",
          "[spite][judge]") {
  // (Under the sanitizers 40 games, the fewest that still teach it.)
  const WinChanceFit fit = fit_win_chance(3, std::max(40, rb::test::long_share(150)), 1);
  CHECK(fit.positions > 1000);
  CHECK(fit.uniform_log_loss == Approx(std::log(3.0)));
  CHECK(fit.log_loss < fit.uniform_log_loss - 0.03);
}

TEST_CASE("spite and malice judge: the weights win_chance keeps are the fit's (by hand)",
          "[.fit-judge]") {
  for (int seats : {3, 4}) {
    constexpr int kGames = 8000;
    constexpr uint64_t kFirstSeed = 7000000;
    const WinChanceFit fit = fit_win_chance(seats, kGames, kFirstSeed);
    std::printf(
        "// %d seats: %d greedy games from seed %llu, %lld positions; held-out log loss "
        "%.4f (equal chances: %.4f)\nconstexpr SeatFeatures kWeights%d = {",
        seats, kGames, static_cast<unsigned long long>(kFirstSeed),
        static_cast<long long>(fit.positions), fit.log_loss, fit.uniform_log_loss, seats);
    for (size_t i = 0; i < fit.weights.size(); ++i) {
      std::printf("%s%.5f", i == 0 ? "" : ", ", fit.weights[i]);
    }
    std::printf("};\n");
    for (size_t i = 0; i < fit.weights.size(); ++i) {
      CHECK(judge_weights(seats)[i] == Approx(fit.weights[i]).margin(1e-4));
    }
  }
}

}  // namespace
}  // namespace rb::spite
