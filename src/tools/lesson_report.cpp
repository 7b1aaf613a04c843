// selfplay --lesson (lesson_report.hpp).
#include "lesson_report.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <tuple>

#include "core/game_list.hpp"
#include "core/lesson.hpp"
#include "core/lesson_trial.hpp"

namespace rb {
namespace {

std::tuple<int, int, int> cost(const LessonTrial& trial) {
  return {trial.unguided_actions, trial.free_actions, trial.actions};
}

constexpr int kChoices = 40;  // the person's choices tried on each deal (as lessons_test)

// The first trial of the deal that gets stuck, or else the one with the most unguided actions, then
// free ones.
LessonTrial worst_trial(const GameModule& module, const Lesson& lesson, uint64_t seed) {
  LessonTrial worst;
  for (int choice = 1; choice <= kChoices; ++choice) {
    LessonTrial trial = try_lesson(module, lesson, uint64_t(choice), seed);
    if (!trial.finished) return trial;
    if (choice == 1 || cost(trial) > cost(worst)) {
      worst = std::move(trial);
    }
  }
  return worst;
}

}  // namespace

int print_lesson_report(const std::string& file, long deals, uint64_t first_seed) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  std::string error;
  const std::optional<Lesson> lesson = read_lesson(text.str(), &error);
  if (!in || !lesson) {
    std::fprintf(stderr, "%s: %s\n", file.c_str(), in ? error.c_str() : "cannot be read");
    return 2;
  }
  const GameModule* module = find_game(lesson->game);
  if (module == nullptr) {
    std::fprintf(stderr, "%s: no game %s\n", file.c_str(), lesson->game.c_str());
    return 2;
  }
  if (deals > 0) {
    // The deals where every choice finishes, the fewest free actions (at worst) first.
    std::vector<std::pair<std::tuple<int, int, int>, uint64_t>> found;
    for (uint64_t seed = first_seed; seed < first_seed + uint64_t(deals); ++seed) {
      const LessonTrial trial = worst_trial(*module, *lesson, seed);
      if (trial.finished) found.push_back({cost(trial), seed});
    }
    std::sort(found.begin(), found.end());
    for (size_t i = 0; i < std::min<size_t>(found.size(), 10); ++i) {
      const auto [unguided, free, all] = found[i].first;
      std::printf(
          "deal %llu: every choice finishes; at worst %d unguided actions, %d free, %d in all\n",
          static_cast<unsigned long long>(found[i].second), unguided, free, all);
    }
    std::printf("%zu of %ld deals\n", found.size(), deals);
    return found.empty() ? 1 : 0;
  }
  const LessonTrial trial = worst_trial(*module, *lesson, 0);
  for (const std::string& line : trial.log) std::printf("%s\n", line.c_str());
  if (trial.finished) {
    std::printf("%s: every choice finishes; at worst %d unguided actions, %d free, %d in all\n",
                file.c_str(), trial.unguided_actions, trial.free_actions, trial.actions);
    return 0;
  }
  std::printf("%s: stuck at step %zu after %d actions: %s\n", file.c_str(), trial.steps_done + 1,
              trial.actions, trial.problem.c_str());
  std::vector<ActionCode> legal;
  trial.game->legal_actions(legal);
  std::printf("seat in turn %d; legal:", trial.game->seat_in_turn());
  for (const ActionCode action : legal) {
    std::printf(" [%s]", trial.game->action_text(action).c_str());
  }
  std::printf("\n%s\n", trial.game->observation(trial.game->seat_in_turn()).c_str());
  return 1;
}

}  // namespace rb
