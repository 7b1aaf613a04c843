// Single-deck Russian Bank's computer's levels as the menu names them (see table_words.hpp). The
// rules page, the options' sentences and the keys are not here: they are data files, rules/*.txt
// and options.txt (GameModule::rules_file).
#include <array>

#include "core/translation.hpp"
#include "players.hpp"
#include "table_words.hpp"

namespace rb::sdrb {
namespace {

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    tr_mark("looks at every way to finish its turn and counts only the cards left"),
    tr_mark("also weighs what its next card is likely to find, its waste's top and the spaces"),
    tr_mark("also looks past its next card, trying every card that may come, and at your reply"),
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

}  // namespace rb::sdrb
