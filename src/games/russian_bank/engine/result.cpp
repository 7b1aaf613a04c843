// Words for the end of a game: who won, why, and the score.
#include "state.hpp"

namespace rb::russian_bank {

std::string describe(const Result& result, const Rules& rules) {
  const auto name = [](Player p) { return std::string(p == kPlayerA ? "A" : "B"); };
  const std::string points =
      rules.scoring ? " (" + std::to_string(result.score) + " points)" : std::string();
  switch (result.outcome) {
    case Outcome::playing:
      return "the game is in progress";
    case Outcome::won:
      return name(*result.winner) + " wins: all cards played" + points;
    case Outcome::resigned:
      return name(*result.winner) + " wins: the other player resigned";
    case Outcome::blocked:
      if (!result.winner) return "a draw: the game was blocked";
      return name(*result.winner) + " wins a blocked game with fewer cards left" + points;
  }
  return "";
}

}  // namespace rb::russian_bank
