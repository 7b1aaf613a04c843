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
#include "core/translation.hpp"

namespace rb::tps {

enum class Game : uint8_t { congress, harp, house_in_the_wood, house_on_the_hill, intelligence };
inline constexpr int kGameCount = 5;

// "congress", "house-in-the-wood": the address name; "Congress": the title (marked for tr()).
inline constexpr std::array<std::string_view, kGameCount> kGameNames = {
    "congress", "harp", "house-in-the-wood", "house-on-the-hill", "intelligence"};
inline constexpr std::array<std::string_view, kGameCount> kGameTitles = {
    tr_mark("Congress"), tr_mark("Harp"), tr_mark("House in the Wood"),
    tr_mark("House on the Hill"), tr_mark("Intelligence")};
constexpr std::string_view game_name(Game game) {
  return kGameNames[size_t(game)];
}
constexpr std::string_view game_title(Game game) {
  return kGameTitles[size_t(game)];
}

inline constexpr uint8_t kUnlimited = 255;  // redeals without limit (Congress and Harp only)

// How the game is played (../shared/rules/multiple-solitaire.md): alone, or a match against the
// computer: each on their own deal (comparative), all on the same deal (identical), or a race onto
// common foundations (common). A match's mode names its statistics group, which the statistics
// panel shows (marked for tr()).
enum class Mode : uint8_t { alone, comparative, identical, common };
inline constexpr std::array<std::string_view, 4> kModeNames = {
    "alone", tr_mark("comparative"), tr_mark("identical"), tr_mark("common")};

struct Rules {
  Game game = Game::house_in_the_wood;
  uint8_t redeals = 0;       // 0..3, or kUnlimited
  uint8_t repeat_limit = 3;  // the occurrence of a position that ends the game (2..10)
  // The table plays a card that is safe on its foundation by itself (solver.hpp's
  // safe_to_foundation): a choice of the player's, which changes no rule of play.
  bool auto_move = true;
  // A match (multiple-solitaire.md, section 6): the mode, its games, the computers, the computer's
  // mean time per action in tenths of a second (0: its level's), and a race's two clocks.
  Mode mode = Mode::alone;
  uint8_t games = 1;            // 1, 3, 5, 7 or 10
  uint8_t computers = 1;        // 1..3 (common: 1)
  uint8_t pace_tenths = 0;      // 3..100, or 0
  uint16_t standstill_s = 120;  // 30..600
  uint8_t race_minutes = 0;     // 0 (none) or 5..60
  // Set in each player's own game of a race: the foundations are the match's, so the game itself
  // offers no play onto them and is not ended by a block or a repeated position.
  bool shared_foundations = false;
  friend bool operator==(const Rules&, const Rules&) = default;
};

// The game's rules as its page sets them (section 7's defaults).
Rules default_rules(Game game);

using OptionRow = OptionRowFor<Rules>;
// A whole number of an option's value the table has checked ("3" -> 3).
int option_number(std::string_view value);
const std::vector<OptionRow>& option_rows(Game game);

// The one preset, "standard".
std::span<const std::string_view> preset_names();

}  // namespace rb::tps
