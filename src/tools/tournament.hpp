// Tournaments between players of any game over paired deals: each deal is played once with the
// first player in each seat and the second player in every other seat, so no side gains from the
// cards. Prints wins, draws, the average score margin and a 95% confidence interval of the first
// player's share of decided games (against its fair share, one in the number of seats); a ladder
// of adjacent levels gives an Elo-like table.
#pragma once

#include <string>
#include <vector>

#include "core/game.hpp"
#include "game_match.hpp"

namespace rb {

struct PairingResult {
  std::string first, second;
  long games = 0, first_wins = 0, second_wins = 0, draws = 0, aborted = 0;
  double margin = 0;                    // average score margin for `first` (negative when it loses)
  double share = 0, low = 0, high = 0;  // first's share of decided games and its 95% interval
  int seats = 2;                        // a fair share of wins is 1 / seats
  double seconds = 0;
};

PairingResult play_pairing(const GameModule& game, const DealRules& rules, const std::string& first,
                           const std::string& second, long deals, uint64_t seed, int threads);
void print_pairing(const PairingResult& result);
// Plays each player against the next in the list and prints Elo-like ratings (the first at 0).
void print_ladder(const GameModule& game, const DealRules& rules,
                  const std::vector<std::string>& players, long deals, uint64_t seed, int threads);

}  // namespace rb
