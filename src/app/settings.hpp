// The player's choices for a game: preset, the computer's level, animation speed, reduced motion,
// the deal number, and who plays which seat (for tests: the computer may sit still or play both
// seats). Read from a URL query or the test hook ("preset=scarne&level=2&speed=fast&seed=7").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/rules.hpp"

namespace rb::app {

enum class Speed : uint8_t { instant, fast, normal, slow };
inline constexpr int kSpeedCount = 4;

// Who moves the computer's seat (B) and the human's seat (A).
enum class Seats : uint8_t {
  human_vs_computer,  // the game
  computer_waits,     // tests: nobody plays B; actions come from the test hook
  computer_both,      // tests and demos: the computer plays both seats
};

struct Settings {
  Preset preset = Preset::house;
  int level = 3;  // 1..5
  Speed speed = Speed::normal;
  bool reduced_motion = false;
  uint64_t seed = 0;  // 0: pick one from the clock when the game starts
  Seats seats = Seats::human_vs_computer;
  friend bool operator==(const Settings&, const Settings&) = default;
};

std::string speed_name(Speed speed);  // "Instant", "Fast", "Normal", "Slow"
bool parse_speed(std::string_view text, Speed& out);

// Applies "name=value" pairs separated by '&' (a leading '?' is skipped) to `settings`. Names:
// preset, level (1-5 or a level's name), speed, reduced_motion (0/1), seed, seats (play, wait,
// auto). Returns "" on success, else the first problem; the other pairs are still applied.
std::string apply_query(std::string_view query, Settings& settings);

// How long things take at a speed, in milliseconds (0 when instant or in reduced motion).
struct Pace {
  double human_move_ms = 0;      // a card the player clicked or sent with a key slides this long
  double computer_move_ms = 0;   // a computer's card slides this long
  double computer_pause_ms = 0;  // between two computer actions, after its slide
  double turn_pause_ms = 0;      // before the computer's first action of a turn
  double flip_ms = 0;            // turning a card up
  double home_ms = 0;            // an illegal drop slides back
};
Pace pace_for(const Settings& settings);

}  // namespace rb::app
