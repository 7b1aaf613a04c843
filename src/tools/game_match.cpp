// The game loop of self-play (see game_match.hpp).
#include "game_match.hpp"

#include "core/seat_order.hpp"

namespace rb {

int seat_count_of(const GameModule& game, const DealRules& rules) {
  const std::unique_ptr<GameState> state = game.new_game(rules.preset, rules.options, 1, nullptr);
  return state ? state->seat_count() : 0;
}

std::vector<std::string> one_against_others(int seats, int at, const std::string& one,
                                            const std::string& others) {
  std::vector<std::string> players(static_cast<size_t>(seats), others);
  players[static_cast<size_t>(at)] = one;
  return players;
}

GameMatch play_game(const GameModule& game, const DealRules& rules, uint64_t game_seed,
                    const std::vector<std::string>& players, uint64_t player_seed,
                    const GameCheck& check, const DecisionHook& decide, long max_actions) {
  GameMatch match;
  std::string error;
  std::unique_ptr<GameState> state = game.new_game(rules.preset, rules.options, game_seed, &error);
  if (!state) {
    match.violation = error;
    return match;
  }
  std::vector<std::unique_ptr<SeatPlayer>> seats;
  for (int seat = 0; seat < state->seat_count(); ++seat) {
    const std::string& name = players[static_cast<size_t>(seat) % players.size()];
    seats.push_back(game.make_player(name, player_seed + static_cast<uint64_t>(seat)));
    if (!seats.back()) {
      match.violation = "no player \"" + name + "\" in " + std::string(game.name());
      return match;
    }
    seats.back()->take_seat(seat);
  }
  SeatOrder order;
  while (!state->over() && match.violation.empty()) {
    if (match.actions >= max_actions) {
      match.aborted = true;
      break;
    }
    std::optional<ActionCode> action = order.clock_action(*state);
    const int turn = order.next(*state);
    for (int offset = 1; offset <= state->seat_count() && !action; ++offset) {
      const int seat = (turn + offset) % state->seat_count();
      action = seats[static_cast<size_t>(seat)]->call_out(*state, seat);
    }
    if (!action) {
      SeatPlayer& player = *seats[static_cast<size_t>(turn)];
      action = decide ? decide(player, *state, turn) : player.choose(*state);
    }
    if (std::string refusal = state->apply(*action); !refusal.empty()) {
      match.violation =
          "a player's action " + state->action_text(*action) + " was refused: " + refusal;
      break;
    }
    ++match.actions;
    if (check) match.violation = check(*state, *action);
  }
  match.final_state = std::move(state);
  return match;
}

}  // namespace rb
