// libFuzzer target: saved games and statistics, as the page reads them back from storage. Any bytes
// either fail with a message and leave the output untouched, or parse to a game (or statistics)
// that writes back to text that parses to the same thing; a parsed game replays to a sound state.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "app/storage/saved_game.hpp"
#include "app/storage/stats.hpp"
#include "core/game_list.hpp"

namespace {

void check_saved_game(std::string_view text) {
  rb::app::SavedGame saved;
  const rb::GameModule& game = rb::default_game();
  const std::string problem = rb::app::parse_saved_game(text, game, saved);
  if (!problem.empty()) {
    if (!(saved == rb::app::SavedGame{})) std::abort();
    return;
  }
  rb::app::SavedGame again;
  if (!rb::app::parse_saved_game(rb::app::write_saved_game(saved), game, again).empty()) {
    std::abort();
  }
  if (!(again == saved)) std::abort();
  const std::unique_ptr<rb::GameState> state = rb::app::state_of(saved);
  if (!state || !state->engine()->invariants().empty()) std::abort();
}

void check_stats(std::string_view text) {
  rb::app::Stats stats;
  const std::string problem = rb::app::parse_stats(text, stats);
  if (!problem.empty()) {
    if (!(stats == rb::app::Stats{})) std::abort();
    return;
  }
  rb::app::Stats again;
  if (!rb::app::parse_stats(rb::app::write_stats(stats), again).empty()) std::abort();
  if (!(again == stats)) std::abort();
}

}  // namespace

extern "C" int rb_fuzz_saved_game(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_saved_game(text);
  check_stats(text);
  return 0;
}
