// The two-pack solitaires' computer's level as the menu names them (see table_words.hpp), marked
// for tr() where the menu shows them. The rules page, the options' sentences and the keys are not
// here: they are data files, rules/*.txt and options.txt (GameModule::rules_file).
#include <array>

#include "core/translation.hpp"
#include "players.hpp"
#include "table_words.hpp"

namespace rb::tps {
namespace {

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    tr_mark("tries each move on two guesses of the hidden cards and plays on greedily to see where "
            "it leads"),
    tr_mark("tries each move on four guesses of the hidden cards and plays on further to see "
            "where it leads"),
    tr_mark("tries each move on five guesses of the hidden cards; in a race it plays each move "
            "out against your likely replies"),
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

}  // namespace rb::tps
