// A lesson (lesson.hpp) played through as the table plays it, with a person who makes any of
// their step's actions at random: for the tests (every lesson ends, whatever the person chooses)
// and for writing lessons (selfplay --lesson: where one gets stuck, and deal numbers where it
// does not). The table's rules for a lesson, as app/flow/lesson_play.hpp carries them out:
//  - the person may make only their step's actions while it has one; when it has none now, or the
//    step is the computer's, any action (the trial: any legal one but a call);
//  - the computer makes its step's first legal action, else the rule book's greedy play;
//  - a computer's call comes only from its step, right after the action it calls on;
//  - the person's step (without `when:`) never makes a missed play: no other seat may then call
//    on it and be right (a lesson teaches the rules, and only a `when:` step a mistake).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game.hpp"
#include "lesson.hpp"

namespace rb {

struct LessonTrial {
  bool finished = false;     // every step was done
  size_t steps_done = 0;     // the steps done (the first not done: the problem's)
  int actions = 0;           // the actions played
  int free_actions = 0;      // the person's, made while their step had none of its own
  int unguided_actions = 0;  // of those, the ones while it was a step for now (without `when:`)
  std::string problem;       // why it stopped ("" when finished)
  std::unique_ptr<GameState> game;  // the game where it finished or stopped
  std::vector<std::string> log;     // each action: "[step] seat: text"
};

// Plays `lesson` (its deal `seed`, or its own when 0); the person's choices from `choice_seed`.
LessonTrial try_lesson(const GameModule& module, const Lesson& lesson, uint64_t choice_seed,
                       uint64_t seed = 0);

}  // namespace rb
