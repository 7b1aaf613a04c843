// Internal to multiple solitaire's engine: the one class that changes a Match's fields (match.cpp
// and the tests' scripted positions use it).
#pragma once

#include "match.hpp"

namespace rb::tps {

class MatchEditor {
 public:
  explicit MatchEditor(Match& match) : m(match) {}
  Match& m;
  Rules& rules() { return m.rules_; }
  uint64_t& seed() { return m.seed_; }
  int& game() { return m.game_; }
  std::array<int, kMaxSeats>& totals() { return m.totals_; }
  std::vector<State>& layouts() { return m.layouts_; }
  std::vector<uint8_t>& shared(int place) { return m.shared_[size_t(place)]; }
  RaceEnd& race_end() { return m.race_end_; }
  uint32_t& clock_ms() { return m.clock_ms_; }
  uint32_t& progress_ms() { return m.progress_ms_; }
  uint32_t& action_count() { return m.action_count_; }
  bool& people_apart() { return m.people_apart_; }
};

}  // namespace rb::tps
