// Russian Bank's computer seats (see seat_bot.hpp).
#include "seat_bot.hpp"

#include "kit.hpp"

namespace rb::russian_bank {

std::unique_ptr<SeatBot> SeatBot::make(std::string_view name, uint64_t seed) {
  if (name.size() == 3 && name.substr(0, 2) == "ai" && name[2] >= '1' &&
      name[2] < '1' + kLevelCount) {
    return std::unique_ptr<SeatBot>(
        new SeatBot(std::make_unique<ComputerPlayer>(name[2] - '0', seed), nullptr, seed));
  }
  std::unique_ptr<Bot> bot = make_bot(std::string(name), seed);
  if (!bot) return nullptr;
  return std::unique_ptr<SeatBot>(new SeatBot(nullptr, std::move(bot), seed));
}

SeatBot::SeatBot(std::unique_ptr<ComputerPlayer> computer, std::unique_ptr<Bot> bot, uint64_t seed)
    : computer_(std::move(computer)), bot_(std::move(bot)), random_(seed) {}

Action SeatBot::choose(const State& state) {
  return computer_ ? computer_->choose(state) : bot_->choose(state, random_);
}

std::optional<Action> SeatBot::think(const State& state, int64_t work) {
  if (computer_) return computer_->think(state, work);
  return choose(state);
}

bool SeatBot::wants_knock(const State& state, Player me) {
  return computer_ ? computer_->wants_knock(state, me) : bot_->wants_knock(state, me, random_);
}

std::unique_ptr<SeatBot> Kit::make_bot(std::string_view name, uint64_t seed) {
  return SeatBot::make(name, seed);
}

std::optional<Action> Kit::call_out(SeatBot& bot, const State& state, int seat) {
  if (!bot.wants_knock(state, Player(seat))) return std::nullopt;
  return Action::knock(Player(seat));
}

}  // namespace rb::russian_bank
