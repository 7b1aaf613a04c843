// Plays one game of any registered game between named players, asking every seat not in turn
// for its call (knock, Stop) before each action, with an optional check after each action.
// The self-play tool's modes (games, tournaments, soak, times, bench) all play through it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game.hpp"

namespace rb {

// The rules a game is dealt by: a preset and options changed from it ("players" = "3").
struct DealRules {
  std::string preset;
  OptionValues options;
  DealRules(std::string_view preset_name = {}, OptionValues changed = {})  // NOLINT: implicit
      : preset(preset_name), options(std::move(changed)) {}
};

struct GameMatch {
  std::unique_ptr<GameState> final_state;  // nullptr when the game could not be set up
  long actions = 0;
  bool aborted = false;   // reached the action limit
  std::string violation;  // the first failed check (or why the game could not be set up)
};

// Called after every action with the new state and the action; a non-empty answer stops the game.
using GameCheck = std::function<std::string(const GameState&, ActionCode)>;
// Called before each decision of seat `seat` with the state; returns the action chosen. Lets the
// caller time or watch decisions.
using DecisionHook = std::function<ActionCode(SeatPlayer&, const GameState&, int seat)>;

// How many seats a deal by these rules has (0 when they deal nothing).
int seat_count_of(const GameModule& game, const DealRules& rules);
// `players` for a game of `seats` seats: `one` in seat `at`, `others` everywhere else.
std::vector<std::string> one_against_others(int seats, int at, const std::string& one,
                                            const std::string& others);

// `players` names each seat's player (the list repeats when shorter than the seats); player seats
// are seeded from `player_seed`.
GameMatch play_game(const GameModule& game, const DealRules& rules, uint64_t game_seed,
                    const std::vector<std::string>& players, uint64_t player_seed,
                    const GameCheck& check = nullptr, const DecisionHook& decide = nullptr,
                    long max_actions = 200000);

}  // namespace rb
