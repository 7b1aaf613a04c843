// The two-pack solitaires' keys sentence and the computer's level as the menu names them (see
// table_words.hpp). The rules page is not here: it is a data file, rules/*.txt
// (GameModule::rules_file).
#include <array>

#include "players.hpp"
#include "table_words.hpp"

namespace rb::tps {
namespace {

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    "tries each move on two guesses of the hidden cards and plays on greedily to see where it "
    "leads",
    "the same with four guesses and a longer look ahead",
};

}  // namespace

std::span<const PlayerLevel> player_levels() {
  static const std::array<PlayerLevel, kLevelCount> levels = [] {
    std::array<PlayerLevel, kLevelCount> made;
    for (int i = 0; i < kLevelCount; ++i) {
      made[size_t(i)] = {level(i + 1).name, kDescriptions[size_t(i)], 0};
    }
    return made;
  }();
  return levels;
}

std::string_view keys_page() {
  return "Keys: arrows or Tab move between piles, Enter picks up and puts down, U turns up, "
         "C sends to a foundation, Z undo, Y redo, H hint (from the solver when it knows), N new "
         "game, R restart, M menu (the demo, winnable deals only), S statistics, Esc cancels.";
}

}  // namespace rb::tps
