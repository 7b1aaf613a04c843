// The jokes themselves (see jokes.hpp). Written for this game.
#include "app/text/jokes.hpp"

#include <array>

namespace rb {

namespace {

constexpr std::array<const char*, 34> kJokes = {
    "Why did the king of hearts leave the table? He needed a little space.",
    "The queen of spades asked for a rematch. She said she was only half shuffled.",
    "My reserve and I have a deal: it keeps its secrets, I keep my hopes.",
    "Two jacks walked into a center pile. The ace said: sorry, members only.",
    "I tried to knock on the computer's turn. It said: who's there? I said: nobody, never mind.",
    "A card counter lost at Russian Bank. There were just too many cards to count on.",
    "Why are aces so calm? They always start at the bottom and never look down.",
    "The seven of clubs went to therapy. It felt everyone just wanted to build on it.",
    "The waste pile is not a failure. It is a second draft.",
    "Why don't kings play hide and seek? Once they complete a pile, they lie face down for good.",
    "The computer never gloats. It just stacks its cards a little more neatly.",
    "What do you call a deck that lost? Re-shuffled and ready.",
    "The ten of diamonds wanted to be a house pile. It was told it needed a black jack first.",
    "Why did the two decks get along? They had the same suits, just different backs.",
    "Losing at cards builds character. Also houses, in alternating colours.",
    "Even a king starts as a humble card in somebody's reserve.",
    "The center piles called. They say they miss your aces.",
    "Why was the card table so patient? It had seen every kind of hand.",
    "A good loser is just a winner who is warming up.",
    "The jack of hearts tried stand-up comedy. His delivery was fine, he just kept getting "
    "stacked.",
    "Why do hearts and diamonds stick together? Red runs in the family.",
    "Knock knock. Who's there? The turn. The turn who? The turn that is now yours again.",
    "Cards are like weather: the forecast is a shuffle with a chance of aces.",
    "The computer has one weakness: it has never tasted a cup of tea after a good game.",
    "Why did the queen bring a ladder? She heard the stakes were getting higher.",
    "The deck said to the dealer: please, stop cutting me off.",
    "This game was a warm-up. The next deal has your name written on every ace.",
    "The clubs wanted to throw a party, but the spades said it would be too dark.",
    "What did the empty house pile say? Any card is welcome here.",
    "The computer says good game. It also says it was mostly luck. It is being kind.",
    "Why did the six blush? It saw the seven moving down onto it.",
    "Every lost game is a story the next win will tell better.",
    "The eight of spades asked the nine of hearts to dance. Opposites attract, one step down.",
    "Shuffle up, smile, and deal again: the cards have very short memories.",
};

}  // namespace

std::span<const char* const> loss_jokes() {
  return kJokes;
}

const char* joke_for(uint64_t number) {
  return kJokes[number % kJokes.size()];
}

}  // namespace rb
