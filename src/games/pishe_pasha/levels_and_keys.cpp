// Pishe Pasha's computer's levels as the menu names them (see table_words.hpp). The rules
// page, the options' sentences and the keys are not here: they are data files, rules/*.txt and
// options.txt (GameModule::rules_file).
#include <array>

#include "core/translation.hpp"
#include "players.hpp"
#include "table_words.hpp"

namespace rb::pishe_pasha {
namespace {

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    tr_mark("plays the obvious card, forgets one compulsory play in four and calls Stop half the "
            "time"),
    tr_mark("tries each choice eight turns ahead over sixteen guesses at the hidden cards; seldom "
            "forgets"),
    tr_mark("tries each choice forty turns ahead over sixty-four guesses; never forgets, always "
            "calls Stop"),
};
constexpr std::array<double, kLevelCount> kCallDelayMs = {1400, 1000, 700};

}  // namespace

std::span<const PlayerLevel> player_levels() {
  static const std::array<PlayerLevel, kLevelCount> levels = [] {
    std::array<PlayerLevel, kLevelCount> made;
    for (int i = 0; i < kLevelCount; ++i) {
      made[size_t(i)] = {level(i + 1).name, kDescriptions[size_t(i)], kCallDelayMs[size_t(i)]};
    }
    return made;
  }();
  return levels;
}

}  // namespace rb::pishe_pasha
