// Single-deck Russian Bank's pages for a person (see table_words.hpp): the rules page, written
// for this game from ../shared/rules/single-deck-russian-bank.md with the choices README.md
// states where that page is silent, the keys sentence, and the computer's levels as the menu
// names them (players.cpp's table).
#include <array>

#include "players.hpp"
#include "table_words.hpp"

namespace rb::sdrb {
namespace {

constexpr std::array<std::string_view, 17> kRules = {
    "# Single-deck Russian Bank",
    "Two players share one deck, 26 cards each, dealt face down as a reserve. The first to be rid "
    "of every card of their reserve and waste wins. Your cards are on the right (at the bottom on "
    "a phone), the computer's on the left (at the top). You play first unless the option Who "
    "starts draws the first player.",
    "# The tableau",
    "Eight shared piles lie face up in the middle. Your first turn opens by turning the top four "
    "cards of your reserve onto piles 1 to 4; the computer's first turn turns four of its own "
    "onto piles 5 to 8. Until then piles 5 to 8 are not there at all.",
    "A card goes onto a tableau pile when it has the pile's suit and is one rank next to its top "
    "card. Ranks run in a ring: a king sits next to both a queen and an ace. Once a pile has two "
    "cards it has a way, up or down, and every further card must keep that way; a pile cut back "
    "to one card is free again.",
    "An empty tableau pile is a space. A space takes any card, but only from your reserve or your "
    "waste, never from the tableau.",
    "# Your turn",
    "Click your reserve (or press U) to turn its top card. While it waits face up, it is the only "
    "card you may move: onto a tableau pile, into a space, onto the computer's waste, or onto "
    "your own waste, which ends your turn. Once it has gone elsewhere you may turn the next one.",
    "With no card waiting you may also move your waste's top card to the tableau, into a space or "
    "onto the computer's waste, move a tableau pile's top card onto another pile, or move a whole "
    "pile onto another when its bottom card continues that pile in the same way. Never part of a "
    "pile: drag a pile by its bottom card to move it all.",
    "The computer's waste takes a card of its top card's suit, one rank above or below, either "
    "way each time. Tableau cards never go onto a waste.",
    "When your reserve is empty, turning up first turns your whole waste over as your new "
    "reserve.",
    "Nothing is ever compulsory and nobody calls Stop: you may lay a playable card on your own "
    "waste, or leave a space empty.",
    "# Winning",
    "Whoever has no cards left in reserve and waste wins at once, even in the middle of a turn, "
    "and scores 30 plus a point for every card the other still holds in reserve and waste (with "
    "Keep the score off there is only a winner).",
    "When as many turns as Stalled game ends after (100 unless changed) pass in a row without a "
    "card going from a reserve or a waste to the tableau, the game is blocked: fewer cards left "
    "wins by the difference, and equal counts draw. With A blocked game is a draw on, every "
    "blocked game is a draw.",
    "# Computer levels",
    "Each level looks at every way to play out the rest of its turn; the higher ones also try "
    "the best few on guessed deals of the face-down cards. The computer never peeks at them.",
};

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    "looks at every way to finish its turn and counts only the cards left",
    "also weighs what its next card is likely to find, its waste's top and the spaces",
    "also looks past its next card, trying every card that may come, and at your reply",
};

}  // namespace

std::span<const PlayerLevel> player_levels() {
  static const std::array<PlayerLevel, kLevelCount> levels = [] {
    std::array<PlayerLevel, kLevelCount> made;
    for (int i = 0; i < kLevelCount; ++i) {
      made[size_t(i)] = {level(i + 1).name, kDescriptions[size_t(i)], 0};
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
         "H hint, N new game, R restart, M menu, S statistics, Esc cancels.";
}

}  // namespace rb::sdrb
