// The list of games: one line per game of the family.
#include "core/game_list.hpp"
#include "games/pishe_pasha/pishe_pasha_game.hpp"
#include "games/russian_bank/russian_bank_game.hpp"

namespace rb {

const std::vector<const GameModule*>& all_games() {
  static const std::vector<const GameModule*> games = {
      &russian_bank_game(),
      &pishe_pasha_game(),
  };
  return games;
}

}  // namespace rb
