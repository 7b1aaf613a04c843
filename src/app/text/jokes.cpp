// The jokes file read into lines, and one picked by a number (see jokes.hpp).
#include "app/text/jokes.hpp"

#include <algorithm>

namespace rb {

std::vector<Joke> jokes_of(std::string_view text) {
  std::vector<Joke> jokes;
  while (!text.empty()) {
    const size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    Joke joke;
    if (const size_t close = line.find(']'); line.front() == '[' && close != line.npos) {
      std::string_view games = line.substr(1, close - 1);
      while (!games.empty()) {
        const size_t space = std::min(games.find(' '), games.size());
        if (space > 0) joke.games.emplace_back(games.substr(0, space));
        games.remove_prefix(std::min(space + 1, games.size()));
      }
      line.remove_prefix(close + 1);
      while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
    }
    joke.text = std::string(line);
    if (!joke.text.empty()) jokes.push_back(std::move(joke));
  }
  return jokes;
}

std::string_view joke_for(const std::vector<Joke>& jokes, std::string_view game, uint64_t number) {
  std::vector<const Joke*> fitting;
  for (const Joke& joke : jokes) {
    if (joke.games.empty() ||
        std::find(joke.games.begin(), joke.games.end(), game) != joke.games.end()) {
      fitting.push_back(&joke);
    }
  }
  if (fitting.empty()) return {};
  return fitting[number % fitting.size()]->text;
}

}  // namespace rb
