// The checks every game passes (see game_checks.hpp).
#include "game_checks.hpp"

#include <vector>

namespace rb {

std::string card_census_problem(const GameModule& game, const GameState& state) {
  std::vector<std::vector<CardPlace>> places;
  state.card_census(places);
  if (static_cast<int>(places.size()) != game.card_count()) {
    return "the census counts " + std::to_string(places.size()) + " cards, not " +
           std::to_string(game.card_count());
  }
  for (size_t card = 0; card < places.size(); ++card) {
    if (places[card].size() != 1) {
      return "card " + std::to_string(card) + " lies in " + std::to_string(places[card].size()) +
             " piles";
    }
  }
  return "";
}

std::string record_problem(const GameModule& game, const GameState& state) {
  const std::string record = state.record_text();
  std::string error;
  const std::unique_ptr<GameState> replayed = game.load_record(record, &error);
  if (!replayed) return "the record does not replay: " + error;
  if (!replayed->same_as(state)) return "the record replays to another state";
  if (replayed->record_text() != record) return "the record does not round-trip";
  return "";
}

std::string soundness_problem(const GameModule& game, const GameState& state) {
  if (std::string problem = card_census_problem(game, state); !problem.empty()) return problem;
  return state.invariants();
}

}  // namespace rb
