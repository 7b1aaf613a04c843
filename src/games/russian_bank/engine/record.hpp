// A game record: rules (preset + options), the seed of each deck, and the list of actions, as text
// a person can read and diff. Saves, replays, shared links and bug reports all use it.
//
//   russian-bank-record 2        (the rules edition: 1 or 2, see rules.hpp)
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

#include "action.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace rb {

struct Record {
  Rules rules;
  uint64_t seed_a = 0;
  uint64_t seed_b = 0;
  std::vector<Action> actions;
  friend bool operator==(const Record&, const Record&) = default;
};

// The two deck seeds that one game seed (a deal number, as in a URL) stands for.
Record new_record(const Rules& rules, uint64_t game_seed);
State initial_state(const Record& record);

// Writes the record; each action line carries the card it moved as a comment.
std::string write_record(const Record& record);

struct RecordError {
  int line = 0;  // 1-based line of the text; 0 when the error is not on one line
  std::string message;
};

// Parses the text form. On failure returns false and sets `error` (with the line), `out` unchanged.
// `action_lines`, if given, receives the text line of each action.
bool parse_record(std::string_view text, Record& out, RecordError& error,
                  std::vector<int>* action_lines = nullptr);

// Replays the actions from the deal. On an illegal action returns false, names the action's line
// (counting from 1 in the text, when the record came from text) and leaves `out` at the state
// before it.
struct ReplayOutcome {
  bool ok = true;
  State state;
  RecordError error;
  int failed_action = -1;  // index into record.actions
};
ReplayOutcome replay(const Record& record);
ReplayOutcome replay_text(std::string_view text);

}  // namespace rb
