// Reads lesson files and matches their steps' patterns against action texts (lesson.hpp).
#include "lesson.hpp"

#include "decimal_text.hpp"

namespace rb {
namespace {

bool fail(std::string* error, int line, std::string_view what) {
  if (error) *error = "line " + std::to_string(line) + ": " + std::string(what);
  return false;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// "move * c*, turnup" -> its patterns.
std::vector<std::string> patterns_of(std::string_view rest) {
  std::vector<std::string> patterns;
  while (!rest.empty()) {
    const size_t comma = rest.find(", ");
    patterns.emplace_back(trimmed(rest.substr(0, comma)));
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 2);
  }
  return patterns;
}

// One line of a lesson into `lesson`; false (and `error`) when it is not one.
bool read_line(std::string_view line, int number, Lesson& lesson, std::string* error) {
  const size_t space = line.find(' ');
  const std::string_view key = line.substr(0, space);
  const std::string_view value =
      space == std::string_view::npos ? std::string_view() : trimmed(line.substr(space + 1));
  if (value.empty()) return fail(error, number, "\"" + std::string(key) + "\" has no value");
  if (key == "game") {
    lesson.game = value;
  } else if (key == "preset") {
    lesson.preset = value;
  } else if (key == "seed") {
    if (!read_whole(value, lesson.seed)) {
      return fail(error, number, "the seed is not a number");
    }
  } else if (key == "you:" || key == "computer:") {
    LessonStep step;
    step.computer = key == "computer:";
    std::string_view rest = value;
    if (rest.front() == '!') {
      step.negated = true;
      rest = trimmed(rest.substr(1));
    }
    step.patterns = patterns_of(rest);
    lesson.steps.push_back(std::move(step));
  } else if (key == "when:") {
    if (lesson.steps.empty()) return fail(error, number, "\"when:\" before the first step");
    lesson.steps.back().when = patterns_of(value);
  } else if (key == "say:") {
    if (lesson.steps.empty()) return fail(error, number, "\"say:\" before the first step");
    lesson.steps.back().say = value;
  } else if (key == "end:") {
    lesson.end = value;
  } else {
    return fail(error, number, "unknown line \"" + std::string(key) + "\"");
  }
  return true;
}

}  // namespace

std::optional<Lesson> read_lesson(std::string_view text, std::string* error) {
  Lesson lesson;
  int number = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    const std::string_view line = trimmed(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (line.empty() || line.front() == '#') continue;
    if (!read_line(line, number, lesson, error)) return std::nullopt;
  }
  if (lesson.game.empty() || lesson.preset.empty() || lesson.steps.empty()) {
    fail(error, number, "a lesson needs its game, preset and steps");
    return std::nullopt;
  }
  for (const LessonStep& step : lesson.steps) {
    if (!step.computer && step.say.empty()) {
      fail(error, number, "each of the person's steps says what to do (\"say:\")");
      return std::nullopt;
    }
  }
  return lesson;
}

bool pattern_matches(std::string_view pattern, std::string_view text) {
  // (Backtracking to the last '*': linear enough for action texts.)
  size_t p = 0, t = 0, star = std::string_view::npos, resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p;
      ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

bool step_accepts(const LessonStep& step, std::string_view action_text) {
  bool any = false;
  for (const std::string& pattern : step.patterns)
    any = any || pattern_matches(pattern, action_text);
  return any != step.negated;
}

namespace {

// Whether the step comes up now for `actor`: it has no `when:`, or one of the actor's legal
// actions matches it.
bool comes_up(const LessonStep& step, const GameState& state, int actor) {
  if (step.when.empty()) return true;
  std::vector<ActionCode> legal;
  state.legal_actions(legal);
  for (const ActionCode action : legal) {
    if (state.actor(action) != actor) continue;
    const std::string text = state.action_text(action);
    for (const std::string& pattern : step.when) {
      if (pattern_matches(pattern, text)) return true;
    }
  }
  return false;
}

// Whether the step accepts `action` by its text, and a call only when it would be judged right
// (step_allows without `when:`).
bool accepts_here(const LessonStep& step, const GameState& state, ActionCode action) {
  if (!step_accepts(step, state.action_text(action))) return false;
  const TableTalk* talk = state.talk();
  const GameEngine* engine = state.engine();
  if (talk == nullptr || engine == nullptr || talk->look(action).gesture != Gesture::call) {
    return true;
  }
  const Voices voices(size_t(state.seat_count()));
  return engine->call_verdict(action, voices).justified;
}

}  // namespace

bool step_allows(const LessonStep& step, const GameState& state, ActionCode action) {
  return accepts_here(step, state, action) && comes_up(step, state, state.actor(action));
}

std::optional<ActionCode> step_action(const LessonStep& step, const GameState& state, int actor) {
  // (`when:` asked once, not once for each action.)
  if (!comes_up(step, state, actor)) return std::nullopt;
  std::vector<ActionCode> legal;
  state.legal_actions(legal);
  for (const ActionCode action : legal) {
    if (state.actor(action) == actor && accepts_here(step, state, action)) return action;
  }
  return std::nullopt;
}

}  // namespace rb
