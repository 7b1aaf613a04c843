// The computer's levels, as data: how much it searches, how often it overlooks a mandatory move
// (so that the human gets to knock), how often it notices the human's oversight and how quickly it
// knocks. The top level searches most, never overlooks and always knocks when it is right to.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "turn_search.hpp"

namespace rb::russian_bank {

struct Level {
  std::string_view name;  // the menu's words, translated where it shows them
  std::string_view description;
  bool searches = false;  // false: plays the greedy policy
  SearchLimits search{};  // when it searches (its seed is the player's)
  // The chance of a random legal move instead of its choice (no priority broken).
  double random_move_rate = 0;
  double overlook_rate = 0;  // chance of ignoring a mandatory move when it has one
  double knock_rate = 1;     // chance of knocking when the human overlooked one
  int knock_delay_ms = 700;  // how long it takes to knock (the table waits this long)
};

inline constexpr int kLevelCount = 5;
const std::array<Level, kLevelCount>& levels();
// 1-based; clamps out-of-range numbers to the nearest level.
const Level& level(int number);
// "Beginner", "Novice", ... -> 1..5; 0 when unknown.
int level_by_name(const std::string& name);

}  // namespace rb::russian_bank
