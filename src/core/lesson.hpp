// A guided first game ("Learn"): a deal of a game and the steps a beginner is led through on it.
// A lesson is a data file (GameModule::lesson_file; src/games/<folder>/learn/), not compiled in:
//
//   game russian-bank          the game (its address name), preset and deal number
//   preset house
//   seed 1234
//   you: move * c*             a step of the person at the table: the actions it accepts
//   say: Aces go to the centre first: drag yours to an empty centre pile.
//   computer: !move * c*       a step of the computer: the actions it makes (here: not to a centre
//   when: move * c*            pile, while it could, so that the person may knock)
//   say: ...
//   end: Now play the game out.
//
// A step's actions are patterns of action texts separated by ", " ('*' any run of characters,
// '?' one); a leading '!' accepts any action that matches none of them. The person may make only
// the actions of their step (any of them: each shows the rule); the computer makes the first legal
// one of its step. Between steps, the
// seat whose step it is not plays as it would (the computer by the rule book's greedy play).
// `say:` and `end:` are English; the table shows them translated (core/translation.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"

namespace rb {

struct LessonStep {
  bool computer = false;  // the computer's step, else the person's
  bool negated = false;   // '!': any action that matches none of the patterns
  std::vector<std::string> patterns;
  // `when:` patterns: the step comes up only while its seat has a legal action matching one (a
  // missed play: "when: move * c*" with "!move * c*").
  std::vector<std::string> when;
  std::string say;  // English; may be empty for a computer's step
};

struct Lesson {
  std::string game, preset;
  uint64_t seed = 0;
  std::vector<LessonStep> steps;
  std::string end;  // said when the last step is done
};

// Reads a lesson file; nullopt and `error` (naming the line) when it is not one.
std::optional<Lesson> read_lesson(std::string_view text, std::string* error);

// Whether `text` matches `pattern` ('*' any run, '?' one character).
bool pattern_matches(std::string_view pattern, std::string_view text);
// Whether the step accepts the action whose text is `action_text`.
bool step_accepts(const LessonStep& step, std::string_view action_text);
// Whether the step accepts `action` in `state`: its text, and a call only when it would be
// judged right (a lesson's knock is on a real oversight).
bool step_allows(const LessonStep& step, const GameState& state, ActionCode action);
// The step's first legal action in `state` that seat `actor` makes.
std::optional<ActionCode> step_action(const LessonStep& step, const GameState& state, int actor);

}  // namespace rb
