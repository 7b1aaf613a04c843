// The moves of the game so far, in words (see move_log.hpp).
#include "app/flow/move_log.hpp"

#include "app/text/wording.hpp"
#include "core/voices.hpp"

namespace rb::app {

bool moves_offered(const AppModel& m) {
  return m.game && m.game->seat_count() > 1 && m.game->engine() != nullptr;
}

std::vector<std::string> moves_so_far(const AppModel& m, size_t most) {
  const GameEngine* engine = m.game ? m.game->engine() : nullptr;
  if (engine == nullptr) return {};
  const std::vector<ActionCode> actions = engine->record_actions();
  const Voices v = voices(m);
  std::unique_ptr<GameState> at = engine->dealt();
  const size_t first_told = actions.size() > most ? actions.size() - most : 0;
  std::vector<std::string> told;
  for (size_t i = 0; i < actions.size(); ++i) {
    if (i >= first_told) {
      const std::string words = at->talk()->action_words(actions[i], v);
      if (!words.empty()) told.push_back(sentence(words));
    }
    if (!at->apply(actions[i]).empty()) break;  // (a record that no longer replays: told so far)
  }
  return told;
}

}  // namespace rb::app
