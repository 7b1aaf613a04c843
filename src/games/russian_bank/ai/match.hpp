// Plays one game between two bots, asking the player not in turn whether to knock before every
// action, with an optional check after each action. Self-play, tests and benchmarks use it.
#pragma once

#include <functional>
#include <string>

#include "games/russian_bank/ai/bots.hpp"
#include "games/russian_bank/record.hpp"

namespace rb::russian_bank {

struct MatchLimits {
  int max_actions = 200000;  // a safety net; stall_turns ends real games long before
};

struct MatchResult {
  Record record;
  State final_state;
  bool aborted = false;   // hit max_actions
  std::string violation;  // the first failed check, if any
};

// `check` is called after every action with the new state; a non-empty answer stops the game.
using ActionCheck = std::function<std::string(const State&, const Action&)>;

MatchResult play_match(const Rules& rules, uint64_t game_seed, Bot& bot_a, Bot& bot_b,
                       uint64_t bot_seed, const MatchLimits& limits = {},
                       const ActionCheck& check = nullptr);

}  // namespace rb::russian_bank
