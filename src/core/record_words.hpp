// The words for what is wrong with a game's record, or with a deal a record is said to be: shared
// words for every game, and a Kit's own where its players know others (Kit::record_words(problem)
// -> the message, or nullopt for the shared words), as a game whose records came before the
// shared reader keeps the words its saves and tests have always shown.
#pragma once

#include <optional>
#include <string>

#include "kit_game.hpp"
#include "message_text.hpp"

namespace rb {

enum class RecordFault {
  empty,              // no line at all
  not_ours,           // the first line is not the game's ("what": the first line the game writes)
  no_preset,          // a preset line names none ("what": the name)
  no_seeds,           // the seed line is missing
  illegal_action,     // replaying: action `number` ("what": its text) refused ("why")
  unplayable_action,  // loading: the same, of the action on `line`
  other_rules,        // a deal check: the settings' rules are not the record's ("what": which)
  other_deal,         // a deal check: the record's seeds are not deal `what`'s
};

struct RecordProblem {
  RecordFault fault;
  int line = 0;  // the record's line, from 1 (0: none)
  std::string what{};
  std::string why{};
  int number = 0;  // the action's number, from 1
};

// A message, and the record's line it is about (0: none).
struct RecordMessage {
  int line = 0;
  std::string message;
  // "line 7: ..." (or the message alone).
  std::string text() const {
    return line > 0 ? "line " + std::to_string(line) + ": " + message : message;
  }
};

template <typename Kit>
RecordMessage shared_record_words(const RecordProblem& problem,
                                  const typename Kit::RulesType& rules) {
  const std::string not_ours = "not a " + std::string(KitGame<Kit>::title(rules)) + " record";
  const int newest = KitEdition<Kit>::newest();
  switch (problem.fault) {
    case RecordFault::empty:
      return {1, not_ours + " (empty)"};
    case RecordFault::not_ours:
      if (newest > 1) {
        return {problem.line, not_ours + " (the first line must be '" + problem.what +
                                  "', or name an earlier edition: 1 to " + std::to_string(newest) +
                                  ")"};
      }
      return {problem.line, not_ours + " (its first line is \"" + problem.what + "\")"};
    case RecordFault::no_preset: {
      std::string names;
      for (size_t i = 0; i < Kit::preset_names().size(); ++i) {
        names += (i ? ", " : "") + std::string(Kit::preset_names()[i]);
      }
      return {problem.line,
              "no preset " + shown_in_message(problem.what, '"') + " (" + names + ")"};
    }
    case RecordFault::no_seeds:
      return {problem.line, "no " + std::string(KitSeeds<Kit>::word()) + " line"};
    case RecordFault::illegal_action:
    case RecordFault::unplayable_action:
      return {0, "action " + std::to_string(problem.number) + " (" + problem.what +
                     "): " + problem.why};
    case RecordFault::other_rules:
      return {0, "the settings do not match the record's rules: " + problem.what};
    case RecordFault::other_deal:
      return {0, "the record's deal is not deal " + problem.what};
  }
  return {problem.line, problem.why};
}

// The Kit's words for `problem`, or the shared ones. `rules`: any rules of the record's game.
template <typename Kit>
RecordMessage record_words(const RecordProblem& problem, const typename Kit::RulesType& rules) {
  if constexpr (requires { Kit::record_words(problem); }) {
    if (std::optional<RecordMessage> own = Kit::record_words(problem)) return *own;
  }
  return shared_record_words<Kit>(problem, rules);
}

}  // namespace rb
