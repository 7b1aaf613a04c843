// The two-pack solitaires' rules configuration (../shared/rules/two-pack-solitaires.md, section
// 7): which of the five games, and its two options (`redeals`, `repeat_limit`), kept as data in
// one table per game (rules.cpp) from which records, the option parser and the list of options
// are made. Each game has one preset, "standard".
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "core/option_table.hpp"

namespace rb::tps {

enum class Game : uint8_t { congress, harp, house_in_the_wood, house_on_the_hill, intelligence };
inline constexpr int kGameCount = 5;

// "congress", "house-in-the-wood": the address name; "Congress": the title.
inline constexpr std::array<std::string_view, kGameCount> kGameNames = {
    "congress", "harp", "house-in-the-wood", "house-on-the-hill", "intelligence"};
inline constexpr std::array<std::string_view, kGameCount> kGameTitles = {
    "Congress", "Harp", "House in the Wood", "House on the Hill", "Intelligence"};
constexpr std::string_view game_name(Game game) {
  return kGameNames[size_t(game)];
}
constexpr std::string_view game_title(Game game) {
  return kGameTitles[size_t(game)];
}

inline constexpr uint8_t kUnlimited = 255;  // redeals without limit (Congress and Harp only)

struct Rules {
  Game game = Game::house_in_the_wood;
  uint8_t redeals = 0;       // 0..3, or kUnlimited
  uint8_t repeat_limit = 3;  // the occurrence of a position that ends the game (2..10)
  // The table plays a card that is safe on its foundation by itself (solver.hpp's
  // safe_to_foundation): a choice of the player's, which changes no rule of play.
  bool auto_move = true;
  friend bool operator==(const Rules&, const Rules&) = default;
};

// The game's rules as its page sets them (section 7's defaults).
Rules default_rules(Game game);

using OptionRow = OptionRowFor<Rules>;
const std::vector<OptionRow>& option_rows(Game game);

// The one preset, "standard".
std::span<const std::string_view> preset_names();

}  // namespace rb::tps
