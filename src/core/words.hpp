// The words of a line of text (separated by spaces and tabs), as the games' action texts and
// records are read.
#pragma once

#include <algorithm>
#include <string_view>
#include <vector>

namespace rb {

inline std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  size_t at = 0;
  while (at < text.size()) {
    const size_t start = text.find_first_not_of(" \t", at);
    if (start == std::string_view::npos) break;
    const size_t end = std::min(text.find_first_of(" \t", start), text.size());
    words.push_back(text.substr(start, end - start));
    at = end;
  }
  return words;
}

}  // namespace rb
