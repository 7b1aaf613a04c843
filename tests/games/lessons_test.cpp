// Every game's guided first game (core/lesson.hpp, src/games/<folder>/learn/) plays through as the
// table plays it, whatever the person chooses among each step's actions: every step comes up, in
// the lesson's order, no step of the person's makes a missed play that another seat could rightly
// call (lesson_trial.hpp), and the person never has to play freely for long.
#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "core/game_list.hpp"
#include "core/lesson.hpp"
#include "core/lesson_trial.hpp"
#include "rules_file.hpp"

namespace {

constexpr int kChoices = 40;
// The person's actions made freely (their step had none of its own) at most, whatever they chose:
// while a step for now waits ("Play on as you like"), and in all (a `when:` step, a missed play,
// waits for its chance).
constexpr int kMostUnguided = 1;
constexpr int kMostFree = 8;

}  // namespace

TEST_CASE("lessons: every game's lesson plays through, whatever the person chooses") {
  for (const rb::GameModule* game : rb::all_games()) {
    for (const std::string_view preset : game->presets()) {
      const std::string file = game->lesson_file(preset);
      INFO(game->name() << " " << preset << ": " << file);
      const std::optional<std::string> text = rb::test::rules_file_text(file);
      REQUIRE(text.has_value());
      std::string error;
      const std::optional<rb::Lesson> lesson = rb::read_lesson(*text, &error);
      INFO(error);
      REQUIRE(lesson.has_value());
      CHECK(lesson->game == game->name());
      CHECK(!lesson->end.empty());
      for (int choice = 1; choice <= kChoices; ++choice) {
        const rb::LessonTrial trial = rb::try_lesson(*game, *lesson, uint64_t(choice));
        INFO("choice " << choice << ": stuck at step " << trial.steps_done + 1 << ": "
                       << trial.problem);
        REQUIRE(trial.finished);
        CHECK(trial.unguided_actions <= kMostUnguided);
        CHECK(trial.free_actions <= kMostFree);
      }
    }
  }
}
