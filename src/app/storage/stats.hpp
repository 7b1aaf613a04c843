// The player's statistics of a game, one line per preset and computer level: games, wins, losses,
// draws, abandoned games, the current and the best winning streak, and the score. The page keeps
// them in storage as text (one text per game), one line per (preset, level) that has games:
//
//   russian-bank stats 1
//   house 3 games=12 wins=7 losses=4 draws=1 abandoned=2 streak=1 best_streak=3 score_total=140
//
// (and best_score=N when the best game scored more than 0; reviewed=N mistakes=N missed_calls=N
// wrong_calls=N when the coach reviewed some of the games)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_list.hpp"

namespace rb::app {

struct StatLine {
  int games = 0;  // wins + losses + draws
  int wins = 0;
  int losses = 0;  // abandoned games included
  int draws = 0;
  int abandoned = 0;  // games left before their end (counted as losses too)
  int streak = 0;     // wins in a row, up to the last game
  int best_streak = 0;
  // The human's points over the finished games (GameState::points_of: the winner's score, added
  // when the human won and subtracted when the computer did; 0 for a draw).
  int64_t score_total = 0;
  int best_score = 0;  // the most points of a finished game (a solitaire's cards home)
  // The coach's reviews of these games (app/flow/review.hpp): games reviewed, and what it found.
  int reviewed = 0;
  int mistakes = 0;
  int missed_calls = 0;
  int wrong_calls = 0;

  // Wins per game, in percent (0 with no games).
  double win_percent() const;
  // score_total per finished game (games - abandoned; 0 with none).
  double average_score() const;
  friend bool operator==(const StatLine&, const StatLine&) = default;
};

// The most computer levels a game may have.
inline constexpr int kMostLevels = 9;

// A line of the statistics: a preset and a level, and the games counted there.
struct StatKey {
  std::string preset;
  int level = 1;
  friend bool operator==(const StatKey&, const StatKey&) = default;
};

struct Stats {
  std::string game = std::string(default_game().name());  // whose statistics they are
  std::vector<std::pair<StatKey, StatLine>> lines;        // in the order first counted
  // Level 1.. the game's number of levels (clamped to the nearest).
  StatLine& line(const std::string& preset, int level);
  const StatLine& line(const std::string& preset, int level) const;
  bool any() const;  // a line with games
  void reset() { lines.clear(); }
  // The same game and the same numbers on every line (lines with no games count as absent).
  friend bool operator==(const Stats& a, const Stats& b);
};

// Counts a game that ended with `winner` (-1 a draw), worth `points` to the human (negative when
// lost). A resignation is counted as the result says (the resigning side lost); a game the player
// leaves is count_abandoned's.
void count_finished(Stats& stats, const std::string& preset, int level, int winner, int points,
                    int human = 0);
// Counts a game left before its end: a game and a loss, in `abandoned` too; the streak is broken.
void count_abandoned(Stats& stats, const std::string& preset, int level);

// The statistics line a game counts in: its preset, or "preset:group" (GameState::stat_group);
// with "+undo" after it for a casual game against the computer (Settings::casual_undo: a game of
// several seats played with undo on counts apart, "with undo").
std::string stats_line_key(const GameState& state, bool casual_undo = false);
inline constexpr std::string_view kWithUndo = "+undo";

// Longest statistics text parse_stats reads (bytes).
inline constexpr size_t kMaxStatsBytes = 64 * 1024;

std::string write_stats(const Stats& stats);
// Reads the text form of the statistics of `out.game`. Returns "" on success, else a message
// naming the line; `out` is unchanged on failure. Negative numbers and inconsistent lines (wins +
// losses + draws != games, abandoned > losses, best_streak < streak, a streak longer than the wins)
// are errors. With `keep_good_lines`, a line in error is left out and the others are read into
// `out` (the first error is still returned): a save with one bad line keeps the rest.
std::string parse_stats(std::string_view text, Stats& out, bool keep_good_lines = false);

}  // namespace rb::app
