// Whether a list of texts holds one (the engine tests' lists of legal actions and of messages).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace rb::test {

inline bool has(const std::vector<std::string>& list, const std::string& text) {
  return std::find(list.begin(), list.end(), text) != list.end();
}

}  // namespace rb::test
