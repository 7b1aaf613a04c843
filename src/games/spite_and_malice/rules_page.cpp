// Spite and Malice's pages for a person (see table_words.hpp): the rules page, written for this
// game from ../shared/rules/spite-and-malice.md with the choices README.md states where that page
// is silent, the keys sentence, and the computer's levels as the menu names them.
#include <array>

#include "players.hpp"
#include "table_words.hpp"

namespace rb::spite {
namespace {

constexpr std::array<std::string_view, 23> kRules = {
    "# Spite and Malice",
    "A race for two, three or four players: the first to clear their payoff pile wins. You sit "
    "at the bottom (seat A); the others follow you clockwise, in seat order.",
    "# The cards",
    "One deck makes the payoff piles. With two players every player gets 26 of its cards, with "
    "three 17 (the spare card joins the draw pile), with four 13. Each payoff pile lies face "
    "down with its top card turned up. Another deck with four jokers (two decks with six jokers "
    "for three or four players) is shuffled: each player gets five cards in hand, and the rest "
    "is the draw pile.",
    "Whoever shows the highest payoff card plays first (king high; on a tie the payoff deck is "
    "shuffled and dealt again).",
    "# Your turn",
    "First your hand is filled up to five from the draw pile. Then you may play, as often as you "
    "can and in any order, to the center: a card from your hand, the top of your payoff pile (the "
    "card under it is turned up at once), or the top of one of your four side stacks.",
    "The center stacks are shared. An ace begins one in any empty place; after that each card "
    "must be one rank higher, suits do not count. When a stack reaches the king it is complete: "
    "its thirteen cards are shuffled together with the draw pile into a new draw pile.",
    "When you play the last card of your hand, you draw five new ones at once and carry on "
    "(unless the option An empty hand draws five more is off).",
    "Your turn ends when you put one card from your hand on one of your side stacks, or when "
    "you press End turn. Only hand cards go to side stacks, and only your own; payoff and side "
    "cards go nowhere but the center, and another player's cards are never yours to play.",
    "# Side stacks",
    "An empty side slot takes any card. On a side stack a card must be the same rank as the top "
    "card or one lower (a 5 or a 6 on a 6). With the option Side stacks set to Any card, "
    "anything goes anywhere.",
    "# Jokers",
    "A joker stands for whatever the center stack needs, from two to king, and the table shows "
    "the rank it took. It may not be an ace, so it cannot begin a center stack (the option A "
    "joker may start a center stack allows that, as an ace).",
    "On a side stack a joker has no fixed rank: it may lie on anything but an ace, and the card "
    "put on it must fit some rank the joker could stand for (on a joker over a 9: a 9, 8 or 7).",
    "# Aces and twos",
    "An ace you can play (from your hand, payoff top or a side top) must go to the center before "
    "you do anything else, and so must a two while a lone ace shows in the center. The table "
    "refuses other plays and names the card that is due. The option Aces and twos must be "
    "played turns this off.",
    "# Winning and scoring",
    "Empty your payoff pile and you win at once, even in the middle of a turn. With two players "
    "you score one point for each card left in the other payoff pile. With three or four, every "
    "two players settle the difference between their payoff piles: with 0, 3, 5 and 8 cards left "
    "the payments are +16, +4, -4 and -16.",
    "If nobody draws or plays for a full round, or no payoff card is played for the number of "
    "turns set by Stalled game ends after, the game is blocked and scored the same way: the "
    "fewest payoff cards wins (shared on a tie; equal piles between two players are a draw). "
    "When the draw pile is empty you play on with what you have; with When the draw pile runs "
    "out set to The game ends, the game is blocked instead.",
    "Payoff piles show no count unless you turn on Show payoff counts; remembering what was "
    "played is fair.",
};

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    "looks through its own turn in two guesses at the hidden cards, and does not watch what it "
    "leaves for the others",
    "weighs every order of its plays over six guesses and keeps cards back that would help the "
    "next player",
    "also plays out the next player's turn in ten guesses before it decides",
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
  return "Keys: arrows or Tab move between piles, digits 1-5 pick a card of your hand, Enter "
         "picks up and puts down, C sends a card to the center, P (the End turn button) ends your "
         "turn, H hint, N new "
         "game, R restart, M menu, S statistics, Esc cancels.";
}

}  // namespace rb::spite
