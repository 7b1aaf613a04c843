// The player's statistics, one line per preset and computer level: games, wins, losses, draws,
// abandoned games, the current and the best winning streak, and the score. The page keeps them in
// storage as text, one line per (preset, level) that has games:
//
//   russian-bank stats 1
//   house 3 games=12 wins=7 losses=4 draws=1 abandoned=2 streak=1 best_streak=3 score_total=140
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/russian_bank/engine/rules.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::app {

struct StatLine {
  int games = 0;  // wins + losses + draws
  int wins = 0;
  int losses = 0;  // abandoned games included
  int draws = 0;
  int abandoned = 0;  // games left before their end (counted as losses too)
  int streak = 0;     // wins in a row, up to the last game
  int best_streak = 0;
  // The human's points over the finished games: the winner's score (the engine's Result::score),
  // added when the human won and subtracted when the computer did; 0 for a draw.
  int64_t score_total = 0;

  // Wins per game, in percent (0 with no games).
  double win_percent() const;
  // score_total per finished game (games - abandoned; 0 with none).
  double average_score() const;
  friend bool operator==(const StatLine&, const StatLine&) = default;
};

inline constexpr int kPresetCount = 3;

struct Stats {
  // lines[preset][level - 1]
  std::array<std::array<StatLine, 5>, kPresetCount> lines{};

  // Level 1..5 (clamped to the nearest).
  StatLine& line(Preset preset, int level);
  const StatLine& line(Preset preset, int level) const;
  void reset() { *this = Stats{}; }
  friend bool operator==(const Stats&, const Stats&) = default;
};

// Counts a game that ended with `result` (nothing while it is still playing). A resignation is
// counted as the result says (the resigning side lost); a game the player leaves is
// count_abandoned's. Returns whether it counted.
bool count_finished(Stats& stats, Preset preset, int level, const Result& result,
                    Player human = kPlayerA);
// Counts a game left before its end: a game and a loss, in `abandoned` too; the streak is broken.
void count_abandoned(Stats& stats, Preset preset, int level);

// Longest statistics text parse_stats reads (bytes).
inline constexpr size_t kMaxStatsBytes = 64 * 1024;

std::string write_stats(const Stats& stats);
// Reads the text form. Returns "" on success, else a message naming the line; `out` is unchanged
// on failure. Negative numbers and inconsistent lines (wins + losses + draws != games, abandoned >
// losses, best_streak < streak, a streak longer than the wins) are errors.
std::string parse_stats(std::string_view text, Stats& out);

}  // namespace rb::app
