// The two-pack solitaires' pages for a person (see table_words.hpp): each game's rules page,
// written for this program from ../shared/rules/two-pack-solitaires.md with the choices README.md
// states where that page is silent, the keys sentence, and the computer's level.
#include <array>

#include "players.hpp"
#include "table_words.hpp"

namespace rb::tps {
namespace {

// (Shared paragraphs are repeated in each page: every page is one array of its own.)
constexpr std::string_view kCards =
    "Two full packs are shuffled together: 104 cards, two of each. The two copies of a card play "
    "alike.";
constexpr std::string_view kEnd =
    "You win when all 104 cards are on the foundations; otherwise your score is the number of "
    "cards you got there. Cards on a foundation never come off. The game stops when no move is "
    "left, or when the very same position appears for the third time (the option A repeated "
    "position ends the game), and you may end it yourself at any moment with End game.";

constexpr std::array<std::string_view, 11> kCongress = {
    "# Congress",
    "Also known as President's Cabinet.",
    kCards,
    "# The layout",
    "Eight cards are dealt face up in two columns of four, L1 to L4 on the left and R1 to R4 on "
    "the right; the eight foundations lie between them. The other 96 cards are the hand.",
    "# Play",
    "Move aces to the foundations as they become free and build each one up in its suit to the "
    "king. A pile's top card may go to a foundation or onto another pile whose top card is one "
    "rank higher, whatever the suit. Click the hand to turn its next card onto the waste; the "
    "waste's top card can go to a foundation or onto a pile.",
    "A pile that empties must be filled at once, with the waste's top card or the hand's next "
    "card: until it is, nothing else may be played. When the hand and the waste are both used "
    "up, empty piles stay empty; a pile's card never fills one.",
    "The hand is gone through once (the option Redeals allows turning the waste over to go "
    "through it again).",
    "# The end",
    kEnd,
};

constexpr std::array<std::string_view, 10> kHarp = {
    "# Harp",
    "Klondike played with two packs, on nine piles.",
    kCards,
    "# The layout",
    "Nine piles are dealt in rows: the first card of each row goes face up, the rest of the row "
    "face down, so pile 1 holds one card and pile 9 nine, each with its top card face up. The "
    "eight foundations lie above; the 59 cards left are the hand.",
    "# Play",
    "Move aces to the foundations and build them up in suit to the king. Piles are built down in "
    "alternating colours, a red 6 on a black 7, one card at a time: only a pile's top card moves. "
    "When the last face-up card leaves a pile, the face-down card under it turns up. An empty "
    "pile takes only a king, alone or together with the cards built on it (drag the king); a king "
    "already at the bottom of its pile stays put. Click the hand to turn its next card onto the "
    "waste, whose top card may be played.",
    "When the hand is empty, clicking it turns the waste over to become the hand again, in the "
    "same order, as often as you like (the option Redeals can limit it).",
    "# The end",
    kEnd,
};

constexpr std::array<std::string_view, 9> kWood = {
    "# House in the Wood",
    "La Belle Lucie with two packs.",
    kCards,
    "# The layout",
    "All the cards are dealt face up in 35 fans: 34 of three cards and a last one of two. Only "
    "the top card of a fan (the lowest one shown) can move.",
    "# Play",
    "Move aces to the eight foundations and build them up in suit to the king. A fan's top card "
    "may also go onto another fan's top card of the same suit when it is one rank above or below "
    "it; the direction may change from card to card. There is no turning the corner: only a "
    "queen goes on a king, only a two on an ace. An empty fan stays empty. There is no redeal "
    "(the option Redeals allows some: the fans are gathered, shuffled and dealt again in threes).",
    "# The end",
    kEnd,
};

constexpr std::array<std::string_view, 10> kHill = {
    "# House on the Hill",
    "House in the Wood with foundations that meet in the middle.",
    kCards,
    "# The layout",
    "All the cards are dealt face up in 35 fans: 34 of three cards and a last one of two. Only "
    "the top card of a fan can move.",
    "# Foundations",
    "Each suit has two foundations: the up pile (top row, marked Up) starts with an ace and "
    "climbs to the king; the down pile (marked Down) starts with a king and falls to the ace. "
    "The second ace and king of a suit are ordinary cards that finish those piles. When a card "
    "fits both piles of its suit, you choose where it goes.",
    "# Play",
    "A fan's top card may go to a foundation, or onto another fan's top card of the same suit "
    "one rank above or below it (either way, changing as you like; no turning the corner). An "
    "empty fan stays empty. There is no redeal unless the option Redeals allows some.",
    kEnd,
};

constexpr std::array<std::string_view, 10> kIntelligence = {
    "# Intelligence",
    "A two-pack relative of La Belle Lucie with a hand to refill the fans.",
    kCards,
    "# The layout",
    "Eighteen fans of three cards are dealt face up, one fan after another. An ace that comes up "
    "while dealing goes straight to a foundation and the next card takes its place. The rest of "
    "the cards are the hand, face down.",
    "# Play",
    "Move aces that turn up later to the foundations yourself, and build the foundations up in "
    "suit to the king. A fan's top card may go onto another fan's top card of the same suit one "
    "rank above or below it (either way; no turning the corner). When a fan empties, it is "
    "filled straight away with three cards from the hand (any aces among them go up and are "
    "replaced); once the hand is used up, empty fans stay empty.",
    "You have two redeals (the option Redeals), to use whenever you like: click the hand to "
    "gather the fans and the hand, shuffle them and deal eighteen fans of three again, aces up as "
    "before.",
    "# The end",
    kEnd,
};

constexpr std::array<std::string_view, kLevelCount> kDescriptions = {
    "tries each move on two guesses of the hidden cards and plays on greedily to see where it "
    "leads",
    "the same with four guesses and a longer look ahead",
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

std::span<const std::string_view> rules_page(Game game) {
  switch (game) {
    case Game::congress:
      return kCongress;
    case Game::harp:
      return kHarp;
    case Game::house_in_the_wood:
      return kWood;
    case Game::house_on_the_hill:
      return kHill;
    case Game::intelligence:
      return kIntelligence;
  }
  return kWood;
}

std::string_view keys_page() {
  return "Keys: arrows or Tab move between piles, Enter picks up and puts down, U turns up, "
         "C sends to a foundation, Z undo, Y redo, H hint (from the solver when it knows), N new "
         "game, R restart, M menu (the demo, winnable deals only), S statistics, Esc cancels.";
}

}  // namespace rb::tps
