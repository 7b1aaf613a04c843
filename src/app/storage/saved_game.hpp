// A saved game: what the page keeps in storage after every action, so that reopening it restores
// the same table, turn and counters. It is the settings of the game in play, the deal number, the
// game's record (its game, options, seeds, actions) and whether the statistics have counted the
// game. As text, readable by a person (the first word names the game):
//
// clang-format off
//   russian-bank save 1
//   settings preset=house&level=3&speed=normal&table=green&sound=on&seed=42&seats=play&reduced_motion=0
//   seed 42
//   counted 0
//   record_bytes 231           (the record's length: a save cut short is refused, not replayed)
// clang-format on
//
//   russian-bank-record 2
//   preset house
//   ...                    (the game's record text)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "app/storage/settings.hpp"

namespace rb::app {

struct SavedGame {
  Settings settings;  // of the game in play
  uint64_t game_seed = 0;
  // The game's record: options, seeds and the actions so far; empty for a game that another
  // bundle of the game plays (GameModule::plays_here), which this one neither reads nor resumes.
  std::string record;
  bool stats_counted = false;
  friend bool operator==(const SavedGame&, const SavedGame&) = default;
};

// Longest save parse_saved_game reads (bytes); a longer text is refused.
inline constexpr size_t kMaxSavedGameBytes = 1 << 20;

std::string write_saved_game(const SavedGame& saved);

// Reads a save of `game`. Returns "" on success, else a message naming the line ("line 1: not a
// Russian Bank save ...", "line 9: cannot play 'move h2 c5': the 7 of hearts needs a black 8");
// on failure `out` is unchanged. Everything is checked: the header and its version, the settings
// (any problem breaks the save; they name the same game), the record (it must parse and replay),
// and that the settings' preset, options and deal number deal the record's game.
std::string parse_saved_game(std::string_view text, const GameModule& game, SavedGame& out);

// The game a save that parsed leads to.
std::unique_ptr<GameState> state_of(const SavedGame& saved);

}  // namespace rb::app
