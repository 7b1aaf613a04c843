// `selfplay --review PLAYER`: how long the coach (core/game_review.hpp) takes to review a whole
// game, and what it finds. Plays games of PLAYER in seat 0 against the rule book's greedy play in
// every other seat, reviews seat 0's actions of each, and prints each game's findings and time,
// then the median and the slowest, the slices' times as the table runs them (p99 and the
// longest) and the first game's findings in words.
#include "review_times.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "core/game_review.hpp"

namespace rb {
namespace {

constexpr int64_t kWorkPerSlice = 12000;  // as the table's review asks a tick (app/flow/review.cpp)

}  // namespace

int print_review_times(const GameModule& game, const DealRules& rules, const std::string& player,
                       long games, uint64_t seed) {
  std::vector<double> millis, slices;
  const int seat_count = std::max(1, seat_count_of(game, rules));
  Voices voices(size_t(seat_count), SeatVoice{"The computer", "the computer's", false});
  voices[0] = SeatVoice{"You", "your", true};
  for (long g = 0; g < games; ++g) {
    const GameMatch m =
        play_game(game, rules, seed * 31 + uint64_t(g),
                  one_against_others(seat_count, 0, player, "greedy"), seed + uint64_t(g));
    if (!m.final_state || !m.violation.empty()) {
      std::fprintf(stderr, "game %ld: %s\n", g, m.violation.c_str());
      return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    GameReview review(game, *m.final_state, 0, voices, seed + uint64_t(g));
    for (bool done = false; !done;) {
      const auto slice_start = std::chrono::steady_clock::now();
      done = review.run(kWorkPerSlice);
      slices.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - slice_start)
              .count());
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    millis.push_back(ms);
    const std::string call =
        m.final_state->talk() ? m.final_state->talk()->call_label() : std::string();
    std::printf("game %ld: %zu actions, %s, %.0f ms\n", g, review.total(),
                review_summary(count_findings(review.findings()), call).c_str(), ms);
    if (g == 0) {  // (what a player reads, for the first game)
      for (const ReviewFinding& f : review.findings()) {
        std::printf("  action %zu: %s\n", f.index + 1, f.words.c_str());
      }
    }
  }
  std::sort(millis.begin(), millis.end());
  std::sort(slices.begin(), slices.end());
  if (!millis.empty()) {
    std::printf(
        "%s, preset %s, %s reviewed: median %.0f ms, max %.0f ms a game; slices p99 %.1f ms, max "
        "%.1f ms\n",
        std::string(game.name()).c_str(), rules.preset.c_str(), player.c_str(),
        millis[millis.size() / 2], millis.back(), slices[slices.size() * 99 / 100], slices.back());
  }
  return 0;
}

}  // namespace rb
