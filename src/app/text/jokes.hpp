// Jokes of our own for the loss screen: seed 001 cheers up a player who lost with a joke. Short,
// kind, about cards and tables; each language has its own (app/text/<code>/jokes.txt). They are
// data, not compiled in (app/text/jokes.txt, read like a rules page: app/ui/rules_page.hpp) when a
// game is lost, so that the page does not carry them until then.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// The file the jokes are read from, beside the rules pages.
inline constexpr std::string_view kJokesFile = "jokes.txt";

// A joke, and the games it is written for (their address names; none: every game).
struct Joke {
  std::vector<std::string> games;
  std::string text;
};

// The jokes of the file's text: one a line; blank lines and lines starting with '#' are not. A
// line may start with the games it fits in brackets ("[russian-bank pishe-pasha] A joke about
// knocking."), for a joke that names one game's things.
std::vector<Joke> jokes_of(std::string_view text);

// A joke for `game` picked by a number (the game's seed), the same one for the same game; ""
// when none fits.
std::string_view joke_for(const std::vector<Joke>& jokes, std::string_view game, uint64_t number);

}  // namespace rb
