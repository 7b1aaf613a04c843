// Pishe Pasha's pages for a person (see table_words.hpp): the rules page, written for this game
// from ../shared/rules/pishe-pasha.md with the choices README.md states where that page is silent,
// the keys sentence, and the computer's levels as the menu names them (players.cpp's table).
#include <array>

#include "players.hpp"
#include "table_words.hpp"

namespace rb::pishe_pasha {
namespace {

constexpr std::array<std::string_view, 20> kRules = {
    "# Pishe Pasha",
    "A race for two with one deck, 26 cards each, dealt face down. Whoever first gets rid of "
    "every card of their reserve and waste wins. Your cards are at the bottom, the computer's at "
    "the top. You play first, unless the option Who starts draws the first player (you are "
    "always player A, so first=player-a in an address means you too).",
    "# The table",
    "Each player has a reserve (face down) and, beside it, a waste (face up); both show how many "
    "cards they hold. The four center piles between them are shared: each begins with an ace and "
    "climbs in its suit to the king. Ranks do not wrap around: nothing goes on a king.",
    "# Your turn",
    "Click your reserve (or press U) to turn its top card up. That card has to be placed before "
    "anything else happens.",
    "It may go to a center pile it follows (an ace to an empty one), onto the computer's waste "
    "when it is one rank above or below the card showing there, whatever the suits (a 9 or a "
    "jack on a 10, up or down as you please), or onto your own waste. No card goes onto an empty "
    "waste.",
    "Laying it on your own waste ends your turn; after any other play you turn up the next card. "
    "There is no passing, and the computer's cards and the center piles' cards are never yours "
    "to move.",
    "# Your waste",
    "Once a card from your reserve has gone to the center or onto the computer's waste this turn, "
    "the top of your waste is in play too, as often as it fits, to a center pile or onto the "
    "computer's waste. At the start of a turn it waits. Only the card just turned up goes onto "
    "your own waste.",
    "When your reserve runs out, turning up turns your whole waste over as a new reserve and "
    "shows its top card, all in one action.",
    "# Compulsory plays and Stop",
    "A card that fits a center pile must go there at once: the turned card, and the top of your "
    "waste once it is in play. Any other action while such a play is open is an oversight. "
    "Playing onto the other waste is never compulsory.",
    "The other player may call Stop (Space or the Stop! button) on the oversight, but only until "
    "the offender's next action; a card laid on the offender's own waste to end the turn can be "
    "called until the caller's first action.",
    "A right Stop takes the oversight back (a card it turned up goes back face down, a waste it "
    "turned over is turned back). The caller names a choice with the call: take over the turn (a "
    "card still waiting goes onto the offender's waste), or let the offender make the missed play "
    "at once and go on. Your Stop at the table always takes over; the computer may choose either.",
    "Taking over gives the caller the turn at once, even a caller who owes a missed turn: that "
    "turn is still missed later.",
    "A Stop when nothing was missed is a wrong call and changes nothing. With the option Wrong "
    "Stops cost a turn after (off unless you set it), that many wrong calls make the caller miss "
    "the next turn, and the count starts again.",
    "# Winning",
    "A player whose reserve and waste are both empty wins at once and scores a point for every "
    "card the other still holds in reserve and waste.",
    "The game is blocked when the turns set by Stalled game ends after (100 unless changed) go by "
    "without a card reaching the center: fewer cards left wins by the difference, and equal "
    "counts draw. The option A blocked game is a draw makes every blocked game a draw.",
};

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    "plays the obvious card, forgets one compulsory play in four and calls Stop half the time",
    "tries each choice eight turns ahead over sixteen guesses at the hidden cards; seldom forgets",
    "tries each choice forty turns ahead over sixty-four guesses; never forgets, always calls Stop",
};
constexpr std::array<double, kLevelCount> kCallDelayMs = {1400, 1000, 700};

}  // namespace

std::span<const PlayerLevel> player_levels() {
  static const std::array<PlayerLevel, kLevelCount> levels = [] {
    std::array<PlayerLevel, kLevelCount> made;
    for (int i = 0; i < kLevelCount; ++i) {
      made[size_t(i)] = {level(i + 1).name, kDescriptions[size_t(i)], kCallDelayMs[size_t(i)]};
    }
    return made;
  }();
  return levels;
}

std::span<const std::string_view> rules_page() {
  return kRules;
}

std::string_view keys_page() {
  return "Keys: arrows or Tab move between piles, Enter picks up and puts down, U turns up, "
         "Space calls Stop, C sends to a center pile, H hint, N new game, R restart, M menu, "
         "S statistics, Esc cancels.";
}

}  // namespace rb::pishe_pasha
