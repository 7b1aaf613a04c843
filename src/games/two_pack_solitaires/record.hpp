// A two-pack solitaire's record: the options, the game seed and the actions, as text a person
// can read (core/game_record.hpp).
//
//   house-in-the-wood-record 1
//   option redeals 0
//   option repeat_limit 3
//   seed 42
//   move t3 f1        # AH
//   move t7 t12       # 9C
//   end
#pragma once

#include <string>
#include <string_view>

#include "core/game_record.hpp"
#include "kit.hpp"

namespace rb::tps {

using Record = GameRecord<Kit>;

inline std::string write_record(const Record& record) {
  return write_game_record(record);
}
// "" and `out` set, or what is wrong, with its line ("line 7: ...").
// `game`: the game it must be of.
inline std::string parse_record(std::string_view text, Record& out, Game game) {
  return parse_game_record(text, out, default_rules(game));
}
// "" and `out` the state the actions lead to, or which action is illegal and why.
inline std::string replay(const Record& record, State& out) {
  return replay_game_record(record, out);
}

}  // namespace rb::tps
