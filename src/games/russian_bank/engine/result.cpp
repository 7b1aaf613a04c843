// Words for the end of a game: who won, why, and the score, in the table's language (the winner
// in seat letters, "A wins: ...", which the table words in its voices).
#include "core/translation.hpp"
#include "state.hpp"

namespace rb::russian_bank {

std::string describe(const Result& result, const Rules& rules) {
  const auto name = [](Player p) { return std::string(p == kPlayerA ? "A" : "B"); };
  switch (result.outcome) {
    case Outcome::playing:
      return std::string(tr("the game is in progress"));
    case Outcome::won:
      // ("(1 points)", were it ever said: as the English has always said.)
      return rules.scoring ? tr_count(result.score,
                                      "{1} wins: all cards played ({0} points)|"
                                      "{1} wins: all cards played ({0} points)",
                                      {name(*result.winner)})
                           : tr_fill("{0} wins: all cards played", {name(*result.winner)});
    case Outcome::resigned:
      return tr_fill("{0} wins: the other player resigned", {name(*result.winner)});
    case Outcome::blocked:
      if (!result.winner) return std::string(tr("a draw: the game was blocked"));
      // (A margin of one card: "(1 points)", as the English has always said.)
      return rules.scoring
                 ? tr_count(result.score,
                            "{1} wins a blocked game with fewer cards left ({0} points)|"
                            "{1} wins a blocked game with fewer cards left ({0} points)",
                            {name(*result.winner)})
                 : tr_fill("{0} wins a blocked game with fewer cards left", {name(*result.winner)});
  }
  return "";
}

}  // namespace rb::russian_bank
