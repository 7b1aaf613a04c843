// A lesson played through as the table plays it (lesson_trial.hpp).
#include "lesson_trial.hpp"

#include <vector>

#include "random.hpp"

namespace rb {
namespace {

constexpr int kPerson = 0;
constexpr int kMostActions = 3000;

struct Trial {
  const Lesson& lesson;
  LessonTrial result;
  Random choices;
  std::vector<std::unique_ptr<SeatPlayer>> computer;

  const LessonStep* step() const {
    return result.steps_done < lesson.steps.size() ? &lesson.steps[result.steps_done] : nullptr;
  }

  bool is_call(ActionCode action) const {
    const TableTalk* talk = result.game->talk();
    return talk != nullptr && talk->look(action).gesture == Gesture::call;
  }
  // A call, or not offered at the table (giving up): not made freely.
  bool not_free(ActionCode action) const {
    const TableTalk* talk = result.game->talk();
    const Gesture gesture = talk != nullptr ? talk->look(action).gesture : Gesture::move;
    return gesture == Gesture::call || gesture == Gesture::none;
  }

  // Applies `action`, and the step it did is done.
  bool play(ActionCode action) {
    GameState& game = *result.game;
    const int actor = game.actor(action);
    const std::string text = game.action_text(action);
    const LessonStep* now = step();
    const bool does_step =
        now != nullptr && now->computer == (actor != kPerson) && step_allows(*now, game, action);
    if (const std::string refused = game.apply(action); !refused.empty()) {
      result.problem = "\"" + text + "\" was refused: " + refused;
      return false;
    }
    ++result.actions;
    result.log.push_back("[" + std::to_string(result.steps_done + 1) + "] " +
                         std::to_string(actor) + ": " + text);
    if (does_step) ++result.steps_done;
    if (does_step && actor == kPerson && now->when.empty()) {
      if (const std::string call = right_call_against(kPerson); !call.empty()) {
        result.problem = "the step's \"" + text + "\" misses a play (\"" + call + "\" is right)";
        return false;
      }
    }
    return true;
  }

  // A call another seat could now make on `seat` and be right (a missed play), or "".
  std::string right_call_against(int seat) const {
    const GameState& game = *result.game;
    const GameEngine* engine = game.engine();
    if (engine == nullptr) return {};
    const Voices voices(size_t(game.seat_count()));
    std::vector<ActionCode> legal;
    game.legal_actions(legal);
    for (const ActionCode action : legal) {
      if (game.actor(action) == seat || !is_call(action)) continue;
      if (engine->call_verdict(action, voices).justified) return game.action_text(action);
    }
    return {};
  }

  // The person's action: one of their step's, at random; while their step has none now or the
  // step is the computer's, the greedy play's (a person who plays on sensibly).
  std::optional<ActionCode> person_action() {
    const LessonStep* now = step();
    if (now->computer || !step_action(*now, *result.game, kPerson)) {
      const ActionCode action = computer[kPerson]->choose(*result.game);
      ++result.free_actions;
      if (!now->computer && now->when.empty()) ++result.unguided_actions;
      if (!not_free(action)) return action;
    }
    std::vector<ActionCode> legal, allowed;
    result.game->legal_actions(legal);
    for (const ActionCode action : legal) {
      if (result.game->actor(action) != kPerson || !step_allows(*now, *result.game, action)) {
        continue;
      }
      allowed.push_back(action);
    }
    if (allowed.empty()) return std::nullopt;
    return allowed[choices.below(uint32_t(allowed.size()))];
  }

  // A computer seat's call on the last action, when its step is one.
  std::optional<ActionCode> computer_call() const {
    const LessonStep* now = step();
    if (now == nullptr || !now->computer) return std::nullopt;
    for (int seat = 0; seat < result.game->seat_count(); ++seat) {
      if (seat == kPerson) continue;
      const std::optional<ActionCode> call = step_action(*now, *result.game, seat);
      if (call && is_call(*call)) return call;
    }
    return std::nullopt;
  }

  bool next() {
    GameState& game = *result.game;
    const LessonStep* now = step();
    const int turn = game.seat_in_turn();
    std::optional<ActionCode> action;
    if (turn == kPerson) {
      action = person_action();
      if (!action) {
        result.problem = "the person is in turn and has nothing to do";
        return false;
      }
    } else {
      // (The computer waits while the person's step can be made out of turn: a call.)
      action = step_action(*now, game, now->computer ? turn : kPerson);
      if (!action) action = computer[size_t(turn)]->choose(game);
    }
    if (!play(*action)) return false;
    if (is_call(*action) || step() == nullptr) return true;
    if (const std::optional<ActionCode> call = computer_call()) return play(*call);
    return true;
  }
};

}  // namespace

LessonTrial try_lesson(const GameModule& module, const Lesson& lesson, uint64_t choice_seed,
                       uint64_t seed) {
  Trial trial{lesson, {}, Random(choice_seed), {}};
  std::string error;
  trial.result.game = module.new_game(lesson.preset, {}, seed != 0 ? seed : lesson.seed, &error);
  if (!trial.result.game) {
    trial.result.problem = "no deal: " + error;
    return std::move(trial.result);
  }
  const int seats = trial.result.game->seat_count();
  trial.computer.resize(size_t(seats));
  for (int seat = 0; seat < seats; ++seat) {
    trial.computer[size_t(seat)] = module.make_player("greedy", seed ^ uint64_t(seat));
    trial.computer[size_t(seat)]->take_seat(seat);
  }
  while (trial.step() != nullptr) {
    if (trial.result.game->over()) {
      trial.result.problem = "the game ended before the lesson";
      return std::move(trial.result);
    }
    if (trial.result.actions >= kMostActions) {
      trial.result.problem = "too many actions";
      return std::move(trial.result);
    }
    if (!trial.next()) return std::move(trial.result);
  }
  trial.result.finished = true;
  return std::move(trial.result);
}

}  // namespace rb
