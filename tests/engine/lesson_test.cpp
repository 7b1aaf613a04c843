// Lesson files (core/lesson.hpp): read with their errors named by line, patterns of action texts,
// a step's negation and its `when:`.
#include "core/lesson.hpp"

#include <catch2/catch.hpp>

TEST_CASE("lesson: patterns of action texts") {
  CHECK(rb::pattern_matches("move * c*", "move h2 c5"));
  CHECK(rb::pattern_matches("move * c*", "move wa c12"));
  CHECK_FALSE(rb::pattern_matches("move * c*", "move h2 h5"));
  CHECK(rb::pattern_matches("turnup", "turnup"));
  CHECK_FALSE(rb::pattern_matches("turnup", "turnover"));
  CHECK(rb::pattern_matches("knock ?", "knock a"));
  CHECK_FALSE(rb::pattern_matches("knock ?", "knock ab"));
  CHECK(rb::pattern_matches("*", ""));
  CHECK(rb::pattern_matches("*wb", "move ha:1 wb"));
  CHECK_FALSE(rb::pattern_matches("", "pass"));
}

TEST_CASE("lesson: a file read, its steps and words") {
  std::string error;
  const std::optional<rb::Lesson> lesson = rb::read_lesson(
      "# a comment\n"
      "game russian-bank\n"
      "preset house\n"
      "seed 1936\n"
      "\n"
      "you: move * c*, turnup\n"
      "say: Do it.\n"
      "computer: !move * c*, knock *\n"
      "when: move * c*\n"
      "end: Play on.\n",
      &error);
  INFO(error);
  REQUIRE(lesson.has_value());
  CHECK(lesson->game == "russian-bank");
  CHECK(lesson->preset == "house");
  CHECK(lesson->seed == 1936);
  CHECK(lesson->end == "Play on.");
  REQUIRE(lesson->steps.size() == 2);
  const rb::LessonStep& mine = lesson->steps[0];
  CHECK_FALSE(mine.computer);
  CHECK(mine.patterns == std::vector<std::string>{"move * c*", "turnup"});
  CHECK(mine.say == "Do it.");
  CHECK(rb::step_accepts(mine, "turnup"));
  CHECK(rb::step_accepts(mine, "move h1 c3"));
  CHECK_FALSE(rb::step_accepts(mine, "move h1 h3"));
  const rb::LessonStep& computer = lesson->steps[1];
  CHECK(computer.computer);
  CHECK(computer.negated);
  CHECK(computer.when == std::vector<std::string>{"move * c*"});
  CHECK(rb::step_accepts(computer, "move h1 h3"));
  CHECK_FALSE(rb::step_accepts(computer, "move h1 c3"));
  CHECK_FALSE(rb::step_accepts(computer, "knock b"));
}

TEST_CASE("lesson: a file that is not one is refused, its line named") {
  std::string error;
  CHECK_FALSE(rb::read_lesson("game russian-bank\npreset house\nsay: early\n", &error));
  CHECK(error == "line 3: \"say:\" before the first step");
  CHECK_FALSE(rb::read_lesson("game russian-bank\nseed x1\n", &error));
  CHECK(error == "line 2: the seed is not a number");
  CHECK_FALSE(rb::read_lesson("game russian-bank\nturn up\n", &error));
  CHECK(error == "line 2: unknown line \"turn\"");
  CHECK_FALSE(rb::read_lesson("game russian-bank\npreset house\nyou: turnup\n", &error));
  CHECK(error == "line 3: each of the person's steps says what to do (\"say:\")");
  CHECK_FALSE(rb::read_lesson("game russian-bank\n", &error));
  CHECK(error == "line 1: a lesson needs its game, preset and steps");
}
