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

#include <string>
#include <string_view>

#include "core/game_record.hpp"
#include "kit.hpp"

namespace rb::spite {

using Record = GameRecord<Kit>;

inline std::string write_record(const Record& record) {
  return write_game_record(record);
}
// "" and `out` set, or what is wrong, with its line ("line 7: ...").
inline std::string parse_record(std::string_view text, Record& out) {
  return parse_game_record(text, out);
}
// "" and `out` the state the actions lead to, or which action is illegal and why.
inline std::string replay(const Record& record, State& out) {
  return replay_game_record(record, out);
}

}  // namespace rb::spite
