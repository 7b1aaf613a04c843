// A Russian Bank game record (core/game_record.hpp's, with kit.hpp's deck seeds and editions):
// rules (preset + options), the seed of each deck, and the actions, as text a person can read
// and diff. Saves, replays, shared links and bug reports all use it.
//
//   russian-bank-record 2        (the rules edition: 1 or 2, see engine/rules.hpp)
//   preset house
//   option stall_turns 60
//   seeds 11400714819323198485 7046029254386353131
//   move h2 c1        # AH
//   turnup            # 7C
//
// Lines may carry a comment after '#'; blank lines are ignored.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.hpp"
#include "kit.hpp"

namespace rb::russian_bank {

using Record = GameRecord<Kit>;
// What is wrong and on which line (0: none).
using RecordError = RecordMessage;

// A new game's record: its rules and the two deck seeds that one game seed stands for.
inline Record new_record(const Rules& rules, uint64_t game_seed) {
  return {rules, Kit::seeds_of_game(game_seed), {}, int(rules.preset)};
}
inline State initial_state(const Record& record) {
  return Kit::deal(record.rules, record.seed);
}

// Writes the record; each action line carries the card it moved as a comment.
inline std::string write_record(const Record& record) {
  return write_game_record(record);
}

// Parses the text form. On failure returns false and sets `error` (with the line), `out` unchanged.
// `action_lines`, if given, receives the text line of each action.
inline bool parse_record(std::string_view text, Record& out, RecordError& error,
                         std::vector<int>* action_lines = nullptr) {
  error = read_game_record(text, out, Rules{}, action_lines);
  return error.message.empty();
}

// Replays the actions from the deal. On an illegal action `ok` is false, `state` the state before
// it, and the error names it (and its line, when the record came from text).
struct ReplayOutcome {
  bool ok = true;
  State state;
  RecordError error;
  int failed_action = -1;  // index into record.actions
};

inline ReplayOutcome replay(const Record& record, const std::vector<int>& action_lines = {}) {
  GameReplay<Kit> replayed = replay_game(record);
  ReplayOutcome outcome{replayed.refused == 0, replayed.state, {}, replayed.refused - 1};
  if (!outcome.ok) {
    outcome.error = refusal_words(record, replayed, RecordFault::illegal_action);
    outcome.error.line = action_lines.empty() ? 0 : action_lines[size_t(outcome.failed_action)];
  }
  return outcome;
}

inline ReplayOutcome replay_text(std::string_view text) {
  Record record;
  std::vector<int> action_lines;
  ReplayOutcome outcome;
  if (!parse_record(text, record, outcome.error, &action_lines)) {
    outcome.ok = false;
    return outcome;
  }
  return replay(record, action_lines);
}

}  // namespace rb::russian_bank
