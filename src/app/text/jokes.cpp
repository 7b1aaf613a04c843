// The jokes file read into lines, and one picked by a number (see jokes.hpp).
#include "app/text/jokes.hpp"

#include <algorithm>

namespace rb {

std::vector<std::string> jokes_of(std::string_view text) {
  std::vector<std::string> jokes;
  while (!text.empty()) {
    const size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && line.front() != '#') jokes.emplace_back(line);
  }
  return jokes;
}

std::string_view joke_for(const std::vector<std::string>& jokes, uint64_t number) {
  if (jokes.empty()) return {};
  return jokes[number % jokes.size()];
}

}  // namespace rb
