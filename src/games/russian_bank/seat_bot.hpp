// A computer seat of Russian Bank, as kit.hpp's Bot: the computer at a level (thinking in slices
// at the table) or one of the bots of ai/bots.hpp with its own random generator.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "ai/bots.hpp"
#include "ai/computer_player.hpp"
#include "core/random.hpp"
#include "engine/state.hpp"

namespace rb::russian_bank {

class SeatBot {
 public:
  // "ai1".."ai5" (the computer at a level), "random" or "greedy"; nullptr for another name.
  static std::unique_ptr<SeatBot> make(std::string_view name, uint64_t seed);

  Action choose(const State& state);
  std::optional<Action> think(const State& state, int64_t work);
  // Whether `me` knocks now on the other player's last action.
  bool wants_knock(const State& state, Player me);

 private:
  SeatBot(std::unique_ptr<ComputerPlayer> computer, std::unique_ptr<Bot> bot, uint64_t seed);
  std::unique_ptr<ComputerPlayer> computer_;  // one of these two
  std::unique_ptr<Bot> bot_;
  Random random_;
};

}  // namespace rb::russian_bank
