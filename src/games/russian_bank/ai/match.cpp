// The game loop of self-play (see match.hpp).
#include "games/russian_bank/ai/match.hpp"

namespace rb::russian_bank {

MatchResult play_match(const Rules& rules, uint64_t game_seed, Bot& bot_a, Bot& bot_b,
                       uint64_t bot_seed, const MatchLimits& limits, const ActionCheck& check) {
  MatchResult match;
  match.record = new_record(rules, game_seed);
  State state = initial_state(match.record);
  Random random(bot_seed);
  Bot* bots[2] = {&bot_a, &bot_b};
  auto act = [&](const Action& action) {
    apply_legal(state, action);
    match.record.actions.push_back(action);
    if (check) match.violation = check(state, action);
  };
  while (!state.over() && match.violation.empty()) {
    if (static_cast<int>(match.record.actions.size()) >= limits.max_actions) {
      match.aborted = true;
      break;
    }
    const Player watcher = other(state.turn());
    if (bots[watcher]->wants_knock(state, watcher, random)) {
      act(Action::knock(watcher));
      continue;
    }
    if (bots[state.turn()]->wants_knock(state, state.turn(), random)) {
      act(Action::knock(state.turn()));
      continue;
    }
    act(bots[state.turn()]->choose(state, random));
  }
  match.final_state = state;
  return match;
}

}  // namespace rb::russian_bank
