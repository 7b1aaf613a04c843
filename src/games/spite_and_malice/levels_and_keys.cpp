// Spite and Malice's computer's levels as the menu names them (see table_words.hpp). The rules
// page, the options' sentences and the keys are not here: they are data files, rules/*.txt and
// options.txt (GameModule::rules_file).
#include <array>

#include "core/translation.hpp"
#include "players.hpp"
#include "table_words.hpp"

namespace rb::spite {
namespace {

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    tr_mark("looks through its own turn in two guesses at the hidden cards, and does not watch "
            "what it leaves for the others"),
    tr_mark("weighs every order of its plays over six guesses and keeps cards back that would "
            "help the next player"),
    tr_mark("also plays out the next player's turn in ten guesses before it decides"),
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

}  // namespace rb::spite
