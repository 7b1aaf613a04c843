// A Spite and Malice game record: the preset, the options, the game seed and the actions, as text
// a person can read. Every shuffle is made again from the seed (section 6), so the record needs
// no cards.
//
//   spite-and-malice-record 1
//   preset two
//   option players 2
//   ...
//   option stall_turns 100
//   seed 42
//   move pa c1        # AS
//   move ha:3 c1      # 2D
//   move ha:1 sa1     # KC
//
// Lines may carry a comment after '#'; blank lines are ignored.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "state.hpp"

namespace rb::spite {

struct Record {
  int preset = 0;
  Rules rules;
  uint64_t seed = 0;
  std::vector<Action> actions;
  friend bool operator==(const Record&, const Record&) = default;
};

std::string write_record(const Record& record);
// "" and `out` set, or what is wrong, with its line ("line 7: ...").
std::string parse_record(std::string_view text, Record& out);
// "" and `out` the state the actions lead to, or which action is illegal and why.
std::string replay(const Record& record, State& out);

}  // namespace rb::spite
