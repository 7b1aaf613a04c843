// The list of games: one line per game of the family (its address name, its title and its
// module). A browser bundle holds one game: its build makes this list with the others' modules
// left out (null), so that the menu still names them (cmake/one_game.cmake).
#include "core/game_list.hpp"
#include "games/pishe_pasha/pishe_pasha_game.hpp"
#include "games/russian_bank/russian_bank_game.hpp"
#include "games/single_deck_russian_bank/single_deck_russian_bank_game.hpp"
#include "games/spite_and_malice/spite_and_malice_game.hpp"
#include "games/two_pack_solitaires/two_pack_solitaires_game.hpp"

namespace rb {

const std::vector<GameEntry>& game_family() {
  static const std::vector<GameEntry> family = {
      {"russian-bank", "Russian Bank", &russian_bank_game},
      {"pishe-pasha", "Pishe Pasha", &pishe_pasha_game},
      {"spite-and-malice", "Spite and Malice", &spite_and_malice_game},
      {"single-deck-russian-bank", "Single-deck Russian Bank", &single_deck_russian_bank_game},
      {"congress", "Congress", &two_pack_solitaires_game_congress},
      {"harp", "Harp", &two_pack_solitaires_game_harp},
      {"house-in-the-wood", "House in the Wood", &two_pack_solitaires_game_house_in_the_wood},
      {"house-on-the-hill", "House on the Hill", &two_pack_solitaires_game_house_on_the_hill},
      {"intelligence", "Intelligence", &two_pack_solitaires_game_intelligence},
  };
  return family;
}

}  // namespace rb
