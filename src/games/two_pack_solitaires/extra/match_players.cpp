// The computer in a match (see match_players.hpp).
#include "match_players.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/player_names.hpp"

namespace rb::tps {

namespace {

constexpr std::array<double, 5> kPaceMs = {4000, 2800, 2000, 1400, 1000};
// How often, per thousand, a card that can go home is seen, by level (the last for the rest).
constexpr std::array<int, 3> kNoticePerMille = {700, 850, 1000};

// The player of the game alone that plays a seat's own game in a match.
std::string own_player(int level) {
  if (level == kRandomPlayer) return "random";
  if (level == kGreedyPlayer) return "greedy";
  return "ai" + std::to_string(std::clamp(level, 1, kLevelCount));
}

}  // namespace

double match_pace_ms(const Rules& rules, int level) {
  if (rules.pace_tenths > 0) return rules.pace_tenths * 100.0;
  return kPaceMs[size_t(std::clamp(level, 1, int(kPaceMs.size())) - 1)];
}

MatchBot::MatchBot(int level, uint64_t seed)
    : level_(level), random_(seed), own_(make_player(own_player(level), seed ^ 0x5eed)) {}

std::optional<MatchAction> MatchBot::choose(const Match& match, int seat) {
  if (seat < 0 || seat >= match.seats() || match.game_over() || match.layout(seat).over()) {
    return std::nullopt;
  }
  if (match.race()) return race_action(match, seat);
  return MatchAction{MatchKind::play, uint8_t(seat), own_->choose(match.layout(seat)), 0};
}

std::optional<MatchAction> MatchBot::race_action(const Match& match, int seat) {
  std::vector<MatchAction> actions;
  seat_actions(match, seat, actions);
  if (level_ == kRandomPlayer) {
    std::erase_if(actions, [](const MatchAction& a) {
      return a.kind == MatchKind::play && a.action.kind == ActionKind::end;
    });
    if (actions.empty()) return std::nullopt;
    return actions[random_.below(uint32_t(actions.size()))];
  }
  // (The rule book's greedy play sees every card that goes home.)
  const int notice =
      level_ == kGreedyPlayer
          ? 1000
          : kNoticePerMille[size_t(std::clamp(level_, 1, int(kNoticePerMille.size())) - 1)];
  for (const MatchAction& a : actions) {
    if (a.kind == MatchKind::home && int(random_.below(1000)) < notice) return a;
  }
  const Action greedy = greedy_action(match.layout(seat));
  const auto legal = [&](const Action& wanted) {
    return std::find_if(actions.begin(), actions.end(), [&](const MatchAction& a) {
      return a.kind == MatchKind::play && a.action == wanted;
    });
  };
  if (greedy.kind != ActionKind::end && legal(greedy) != actions.end()) return *legal(greedy);
  // Nothing that gains: look through the hand again, else wait for the foundations to change
  // (the race's standstill clock ends a race that nobody moves on).
  for (const Action& a : {Action::turn_up(), Action::redeal()}) {
    if (legal(a) != actions.end()) return *legal(a);
  }
  return std::nullopt;
}

}  // namespace rb::tps
