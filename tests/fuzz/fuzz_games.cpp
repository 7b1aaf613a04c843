// libFuzzer target: every registered game through the game interface. Bytes that start with a
// letter are a record (of any game: its first line names it), which either fails with a reason or
// loads to a sound state whose record round-trips. Other bytes play a game: the first picks the
// game and preset, the next eight the deal, and each further byte an action among the legal ones
// (255: an action of the game's vocabulary, which must be refused with a reason unless it is
// legal); the state must stay sound and the record replay at the end.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/game_checks.hpp"
#include "core/game_list.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

void fuzz_record(const std::string& text) {
  const rb::GameModule* game = rb::game_of_record(text);
  if (!game) return;
  std::string error;
  const std::unique_ptr<rb::GameState> state = game->load_record(text, &error);
  if (!state) {
    check(!error.empty());
    return;
  }
  check(rb::soundness_problem(*game, *state).empty());
  check(rb::record_problem(*game, *state).empty());
}

void fuzz_play(const uint8_t* data, size_t size) {
  const auto& games = rb::all_games();
  const rb::GameModule& game = *games[data[0] % games.size()];
  const auto presets = game.presets();
  uint64_t seed = 0;
  for (size_t i = 1; i < 9 && i < size; ++i) seed = seed << 8 | data[i];
  std::unique_ptr<rb::GameState> state =
      game.new_game(presets[data[0] / games.size() % presets.size()], {}, seed, nullptr);
  check(state != nullptr);
  std::vector<rb::ActionCode> legal, candidates;
  for (size_t i = 9; i < size && !state->over(); ++i) {
    state->legal_actions(legal);
    check(!legal.empty());
    if (data[i] == 255) {
      rb::candidate_actions_of(*state, candidates);
      const rb::ActionCode action = candidates[(i * 7919) % candidates.size()];
      const std::unique_ptr<rb::GameState> before = state->clone();
      const std::string refusal = state->apply(action);
      bool listed = false;
      for (rb::ActionCode code : legal) listed |= code == action;
      check(listed == refusal.empty());
      if (!refusal.empty()) check(state->same_as(*before));
    } else {
      check(state->apply(legal[data[i] % legal.size()]).empty());
    }
    check(rb::soundness_problem(game, *state).empty());
  }
  check(rb::record_problem(game, *state).empty());
}

}  // namespace

extern "C" int rb_fuzz_games(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  if ((data[0] >= 'a' && data[0] <= 'z') || (data[0] >= 'A' && data[0] <= 'Z')) {
    fuzz_record(std::string(reinterpret_cast<const char*>(data), size));
  } else {
    fuzz_play(data, size);
  }
  return 0;
}
