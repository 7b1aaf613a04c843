// The rules texts of the three presets (see rules_text.hpp). Written for this game.
#include "games/russian_bank/rules_text.hpp"

#include <array>

namespace rb::russian_bank {

namespace {

constexpr std::array<std::string_view, 16> kHouse = {
    "# Russian Bank, house rules",
    "Two players, each with a deck of their own (blue backs are yours, red backs the "
    "computer's). The first to play every card of their reserve and waste wins.",
    "# The table",
    "Eight center piles in the middle are built up by suit, from ace to king. A finished pile "
    "is closed: its king lies face down.",
    "Eight house piles beside them are built down in alternating colours: a red 7 on a black 8. "
    "An empty house pile takes any card.",
    "Each player has a reserve (face down) and a waste (face up). The game starts with four "
    "cards on each side's houses and one card on each waste.",
    "# Your turn",
    "Move one card at a time: from your waste, from a house pile, or the card you turned up "
    "from your reserve. Never from the computer's piles or from a center pile.",
    "A card may go onto a center pile, a house pile, or the computer's waste when it is the "
    "same suit and one rank higher or lower. That is called loading, and it is a good deed "
    "only for you.",
    "Click your reserve to turn its top card up. It must then be played before anything "
    "else. Putting any card on your own waste ends your turn.",
    "When your reserve is empty, turn your waste over to make a new reserve.",
    "# Mandatory moves and knocking",
    "A card that can go to a center pile must go there first. If a player makes any other move "
    "while one is open, the other may knock (Space or the Knock button).",
    "A right knock takes the wrong move back and ends that turn. A wrong knock counts against "
    "the knocker: after three, they miss a turn. A missed turn is always served: a knocker who "
    "owes one and gets the turn by a right knock plays it and misses the next.",
    "# Winning",
    "Empty your reserve and waste to win: 30 points plus one for each card the loser still "
    "holds. If sixty turns pass with no card reaching the center, fewer cards left wins.",
};

constexpr std::array<std::string_view, 15> kScarne = {
    "# Russian Bank, Scarne's rules",
    "Two players, each with a deck of their own. The first to play every card of their stock, "
    "reserve and waste wins.",
    "# The table",
    "Eight center piles, built up by suit from ace to king, and eight house piles, built down in "
    "alternating colours. Each player has a stock of 13 cards (its top card face up), a reserve "
    "and a waste. Aces that show at the deal go to the center at once.",
    "# Your turn",
    "You may play the top of your stock, the top of any house pile, and the card you just turned "
    "up from your reserve. The top of the computer's stock may go onto a house pile. Your own "
    "waste is not in play.",
    "Cards go onto center piles, house piles, or the computer's stock or waste when they are of "
    "the same suit and one rank higher or lower.",
    "When you wish, turn up your reserve's top card. If it can be played you must play it and go "
    "on; if it cannot, it goes onto your waste and your turn ends.",
    "When your stock's top card is played, the next one is turned up. When your reserve is "
    "empty, turn your waste over.",
    "# Priorities and Stop",
    "A card that can go to the center must go there first, and your stock's card before any "
    "house card.",
    "If a player breaks a priority, the other may call Stop (Space or the Knock button): the "
    "wrong move is taken back and that turn ends. A wrong call costs nothing. Call it while that "
    "turn is played: the move that ends a turn closes it, and its mistakes stand.",
    "# Winning",
    "The winner scores 30, plus 2 for each card left in the loser's stock and 1 for each card in "
    "the loser's reserve and waste.",
    "If sixty turns pass with no card reaching the center, the game is blocked: fewer cards left "
    "wins (stock cards count double).",
};

constexpr std::array<std::string_view, 10> kUltimate = {
    "# Russian Bank, the Ultimate Book's rules",
    "As in Scarne's rules, with these differences.",
    "# The stock",
    "Each player's stock holds 12 cards. The computer's stock is never yours to play from; "
    "you may only load cards onto it.",
    "# Your turn",
    "You may play your stock's top card, the card turned up from your reserve, and the top of "
    "any house pile. An empty house pile may be filled by any card you can play. Your own waste "
    "is never in play.",
    "# Mistakes",
    "A mistake stands unless the other player notices it in time: call Stop while the turn is "
    "still being played, and the wrong move is taken back. Once the turn has passed, errors "
    "stand.",
    "# Winning",
    "30 points to the first to play out, plus 2 for each card in the loser's stock and 1 for "
    "each card in the loser's reserve and waste.",
};

}  // namespace

std::span<const std::string_view> rules_paragraphs(Preset preset) {
  switch (preset) {
    case Preset::house:
      return kHouse;
    case Preset::scarne:
      return kScarne;
    case Preset::ultimate:
      return kUltimate;
  }
  return kHouse;
}

}  // namespace rb::russian_bank
