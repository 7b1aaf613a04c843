// The guided first game at the table (lesson_play.hpp).
#include "app/flow/lesson_play.hpp"

#include "app/flow/session.hpp"
#include "app/text/table_talk.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

const LessonStep* current_step(const AppModel& m) {
  if (!m.lesson || m.lesson->at >= m.lesson->lesson.steps.size()) return nullptr;
  return &m.lesson->lesson.steps[m.lesson->at];
}

// The computer seats play the rule book's greedy play in a lesson, and the chosen level after it.
void seat_computers(AppModel& m, bool greedy) {
  const GameModule& module = m.module();
  for (size_t seat = 0; seat < m.computer.size(); ++seat) {
    if (!m.computer[seat]) continue;
    m.computer[seat] = module.make_player(
        greedy ? std::string("greedy") : "ai" + std::to_string(seat_level(m.settings, int(seat))),
        m.game_seed ^ seat);
    if (m.computer[seat]) m.computer[seat]->take_seat(int(seat));
  }
}

void start_lesson(AppModel& m, Lesson lesson, double now) {
  Settings settings = m.chosen;
  settings.preset = lesson.preset;
  settings.rule_options.clear();
  settings.seed = lesson.seed;
  settings.seats = Seats::human_vs_computer;
  settings.people = 1;
  settings.winnable_only = false;
  settings.casual_undo = false;
  m.online_chosen = false;
  new_game(m, settings, now);
  m.lesson = std::make_unique<LessonRun>(LessonRun{std::move(lesson), 0});
  m.lesson_game = true;
  lay_out(m);  // (a phone's bar in rows: room for the steps' words)
  seat_computers(m, true);
  say(m, "", MessageTone::info);
}

}  // namespace

void want_lesson(AppModel& m) {
  m.lesson_wanted = true;
  m.lesson_asked.clear();
  m.ui.panel = Panel::none;
  m.ui.dirty = true;
}

std::string lesson_file_to_ask(AppModel& m) {
  if (!m.lesson_wanted || !m.lesson_asked.empty()) return "";
  m.lesson_asked = m.module().lesson_file(m.settings.preset);
  return m.lesson_asked;
}

bool lesson_file_read(AppModel& m, std::string_view file, std::string_view text) {
  if (file.empty() || file != m.lesson_asked) return false;
  m.lesson_wanted = false;
  m.lesson_asked.clear();
  std::string error;
  std::optional<Lesson> lesson = read_lesson(text, &error);
  if (lesson && lesson->game != m.module().name()) error = "it is another game's";
  if (!lesson) {
    say(m, tr_fill("The lesson could not be read ({0}).", {error}), MessageTone::refused);
    return true;
  }
  start_lesson(m, std::move(*lesson), m.now_ms);
  return true;
}

bool lesson_file_failed(AppModel& m, std::string_view file, std::string_view error) {
  if (file.empty() || file != m.lesson_asked) return false;
  m.lesson_wanted = false;
  m.lesson_asked.clear();
  say(m, tr_fill("The lesson could not be read ({0}).", {error}), MessageTone::refused);
  return true;
}

void stop_lesson(AppModel& m) {
  if (!m.lesson) return;
  m.lesson.reset();
  seat_computers(m, false);
  m.ui.outline.reset();
  m.ui.dirty = true;
}

void invite_to_learn(AppModel& m) {
  // (A match has none. A lesson asked for, or an online table, says its own words when it comes.)
  if (!m.game->seat_games())
    say(m, tr("New here? Learn, in the menu, plays a guided game."), MessageTone::hint);
}

std::string lesson_refusal(const AppModel& m, ActionCode action) {
  const LessonStep* step = current_step(m);
  if (step != nullptr && step->computer && m.pending_call) {
    return std::string(tr("wait: the computer has something to say"));
  }
  if (step == nullptr || step->computer || step_allows(*step, *m.game, action) ||
      !step_action(*step, *m.game, kHumanSeat)) {
    return "";  // (a step that has none of its actions now leaves the person free meanwhile)
  }
  return tr_fill("Follow the lesson. {0}", {tr(step->say)});
}

void lesson_saw(AppModel& m, const GameState& before, ActionCode action) {
  const LessonStep* step = current_step(m);
  if (step == nullptr) return;
  const bool by_computer = before.actor(action) != kHumanSeat;
  if (by_computer != step->computer || !step_allows(*step, before, action)) return;
  m.ui.outline.reset();
  if (++m.lesson->at < m.lesson->lesson.steps.size()) return;
  // The last step: the game goes on as a normal one.
  const std::string end = m.lesson->lesson.end;
  stop_lesson(m);
  if (!end.empty()) say(m, tr(end), MessageTone::hint);
}

std::optional<ActionCode> lesson_computer_action(const AppModel& m, int seat) {
  const LessonStep* step = current_step(m);
  if (step == nullptr || !step->computer) return std::nullopt;
  return step_action(*step, *m.game, seat);
}

std::optional<ActionCode> lesson_person_action(const AppModel& m) {
  const LessonStep* step = current_step(m);
  if (step == nullptr || step->computer) return std::nullopt;
  return step_action(*step, *m.game, kHumanSeat);
}

bool lesson_lets_computer_call(const AppModel& m) {
  return !m.lesson;
}

std::string lesson_words(const AppModel& m) {
  const LessonStep* step = current_step(m);
  if (step == nullptr) return "";
  // (Free play between steps may end the game first: a review's did, the last steps unseen.)
  if (m.game->over()) {
    return std::string(
        tr("The game ended before the lesson's last steps came up: Learn, in the "
           "menu, plays the lesson again."));
  }
  if (!step->computer) {
    // (The person's step waits for the person's turn, the table telling the computer's moves: its
    // "Your turn. Play ..." was read while the computer still played. A call is made in another's
    // turn: its step is said as soon as the call may be made, a review waited on a silent table.)
    const std::optional<ActionCode> action = step_action(*step, *m.game, kHumanSeat);
    const bool call = action && m.game->talk()->look(*action).gesture == Gesture::call;
    if (!human_may_act(m) && !call) return "";
    if (!action) {
      return std::string(
          tr("Play on as you like: the lesson goes on when its next move comes up."));
    }
  }
  return std::string(tr(step->say));
}

void outline_lesson_step(AppModel& m) {
  const LessonStep* step = current_step(m);
  // (A call's missed move stays outlined: the step after a knock shows why.)
  if (step == nullptr || step->computer || !human_may_act(m) ||
      (m.ui.outline && m.ui.outline->kind != OutlineKind::computer)) {
    return;
  }
  if (const std::optional<ActionCode> action = step_action(*step, *m.game, kHumanSeat)) {
    outline_action(m, *m.game, *action, OutlineKind::hint);
    m.ui.dirty = true;
  }
}

}  // namespace rb::app
