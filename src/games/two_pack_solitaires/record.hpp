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

template <Game G>
using Record = GameRecord<Kit<G>>;

template <Game G>
std::string write_record(const Record<G>& record) {
  return write_game_record(record);
}
// "" and `out` set, or what is wrong, with its line ("line 7: ...").
template <Game G>
std::string parse_record(std::string_view text, Record<G>& out) {
  return parse_game_record(text, out);
}
// "" and `out` the state the actions lead to, or which action is illegal and why.
template <Game G>
std::string replay(const Record<G>& record, State& out) {
  return replay_game_record(record, out);
}

}  // namespace rb::tps
