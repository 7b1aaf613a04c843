// Implementation of paired-deal tournaments (see tournament.hpp).
#include "tournament.hpp"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <thread>

#include "game_match.hpp"

namespace rb {

PairingResult play_pairing(const GameModule& game, const DealRules& rules, const std::string& first,
                           const std::string& second, long deals, uint64_t seed, int threads) {
  PairingResult r;
  r.first = first;
  r.second = second;
  r.seats = std::max(2, seat_count_of(game, rules));
  std::atomic<long> next_deal{0};
  std::mutex lock;
  double margin_total = 0;
  const auto start = std::chrono::steady_clock::now();
  auto worker = [&] {
    for (long d = next_deal++; d < deals; d = next_deal++) {
      const uint64_t deal_seed = seed + static_cast<uint64_t>(d);
      for (int first_seat = 0; first_seat < r.seats; ++first_seat) {
        const std::vector<std::string> seats =
            one_against_others(r.seats, first_seat, first, second);
        const GameMatch m = play_game(game, rules, deal_seed, seats, deal_seed * 2 + 1);
        std::lock_guard<std::mutex> guard(lock);
        ++r.games;
        if (m.aborted || !m.violation.empty() || !m.final_state) {
          ++r.aborted;
        } else if (m.final_state->winner() < 0) {
          ++r.draws;
        } else if (m.final_state->winner() == first_seat) {
          ++r.first_wins;
          margin_total += m.final_state->score();
        } else {
          ++r.second_wins;
          margin_total -= m.final_state->score();
        }
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double decided = static_cast<double>(r.first_wins + r.second_wins);
  r.margin = r.games ? margin_total / static_cast<double>(r.games) : 0;
  if (decided > 0) {
    r.share = static_cast<double>(r.first_wins) / decided;
    const double half = 1.96 * std::sqrt(r.share * (1 - r.share) / decided);
    r.low = std::max(0.0, r.share - half);
    r.high = std::min(1.0, r.share + half);
  }
  return r;
}

void print_pairing(const PairingResult& r) {
  std::printf(
      "%-7s vs %-7s %5ld games: %5ld-%5ld, %ld draws, %ld aborted; %s wins %.1f%% of decided "
      "[95%% CI %.1f-%.1f%%], margin %+.2f/game, %.0f s\n",
      r.first.c_str(), r.second.c_str(), r.games, r.first_wins, r.second_wins, r.draws, r.aborted,
      r.first.c_str(), 100 * r.share, 100 * r.low, 100 * r.high, r.margin, r.seconds);
  if (r.seats > 2) {
    std::printf(
        "  %d seats (%s in each in turn, %s in the others): fair share %.1f%%, %s gets "
        "%.2fx it\n",
        r.seats, r.first.c_str(), r.second.c_str(), 100.0 / r.seats, r.first.c_str(),
        r.share * r.seats);
  }
  std::fflush(stdout);
}

void print_ladder(const GameModule& game, const DealRules& rules,
                  const std::vector<std::string>& bots, long deals, uint64_t seed, int threads) {
  std::vector<double> rating(bots.size(), 0.0);
  for (size_t i = 1; i < bots.size(); ++i) {
    const PairingResult r = play_pairing(game, rules, bots[i], bots[i - 1], deals, seed, threads);
    print_pairing(r);
    const double p = std::clamp(r.share, 0.001, 0.999);
    rating[i] = rating[i - 1] + 400.0 * std::log10(p / (1 - p));
  }
  std::printf("\nElo-like ratings (%s = 0; from adjacent pairings):\n", bots[0].c_str());
  for (size_t i = 0; i < bots.size(); ++i)
    std::printf("  %-7s %+6.0f\n", bots[i].c_str(), rating[i]);
}

}  // namespace rb
