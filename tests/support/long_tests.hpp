// How much of a long test's work a run does: all of it, or the share in percent that
// RB_LONG_TESTS_PERCENT gives. The sanitizer run (the asan test preset) does a part: it looks for
// memory errors, and the native run checks everything. `at_least` scales a test's count of what
// it must have found the same way (never below one).
#pragma once

#include <algorithm>
#include <cstdlib>

namespace rb::test {

inline int long_tests_percent() {
  const char* text = std::getenv("RB_LONG_TESTS_PERCENT");
  const int percent = text ? std::atoi(text) : 100;
  return std::clamp(percent, 1, 100);
}

// The part of `full` cases (deals, seeds, actions) a run takes: at least one.
inline int long_share(int full) {
  return std::max(1, (full * long_tests_percent() + 99) / 100);
}

inline int at_least(int full) {
  return std::max(1, full * long_tests_percent() / 100);
}

}  // namespace rb::test
