// A Single-deck Russian Bank game record: the options, the game seed and the actions, as text a
// person can read.
//
//   single-deck-russian-bank-record 1
//   option first human
//   option scoring on
//   option stall_turns 100
//   option blocked_is_draw no
//   seed 42
//   turnup            # 7C
//   move ra t2        # 7C
//   pile t3 t1        # 9D
//
// Lines may carry a comment after '#'; blank lines are ignored.
#pragma once

#include <string>
#include <string_view>

#include "core/game_record.hpp"
#include "kit.hpp"

namespace rb::sdrb {

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

}  // namespace rb::sdrb
