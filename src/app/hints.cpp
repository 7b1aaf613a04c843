// Hints: the top level's search for the human's seat, thought out over a few ticks so the table
// never freezes (see hints.hpp).
#include "app/hints.hpp"

#include "app/session.hpp"
#include "app/table_talk.hpp"
#include "app/wording.hpp"
#include "games/russian_bank/ai/levels.hpp"

namespace rb::app {
namespace {

constexpr int64_t kHintWorkPerTick = 12000;  // actions applied in the search per tick

void present_hint(AppModel& m, const Action& a) {
  std::string text;
  switch (a.kind) {
    case ActionKind::move:
      text = "Hint: move " + action_words(m.game, a);
      m.ui.outline = Outline{OutlineKind::hint, a.from, a.to, true};
      break;
    case ActionKind::turn_up:
      text = "Hint: turn up your reserve (click it)";
      m.ui.outline = Outline{OutlineKind::hint, reserve_of(kPlayerA), 0, false};
      break;
    case ActionKind::turn_over:
      text = "Hint: turn your waste over (click your empty reserve)";
      m.ui.outline = Outline{OutlineKind::hint, reserve_of(kPlayerA), 0, false};
      break;
    case ActionKind::knock:
      text = "Hint: knock - the computer missed a move";
      break;
    case ActionKind::pass:
      text = "Hint: end your turn (Pass)";
      break;
    default:
      text = "Hint: nothing to suggest";
      break;
  }
  say(m, sentence(text), MessageTone::hint);
}

}  // namespace

void show_hint(AppModel& m, double now) {
  (void)now;
  if (m.game.over()) return;
  if (!human_may_act(m)) {
    say(m, "Hints are given on your turn.", MessageTone::hint);
    return;
  }
  // The top level's search, thought out over a few ticks (see update()).
  m.hinter.emplace(kLevelCount, m.game_seed + uint64_t(m.game.action_count()));
  m.hint_for = m.game;
  say(m, "Thinking of a hint...", MessageTone::hint);
}

void think_of_hint(AppModel& m) {
  if (!m.hinter) return;
  if (!(m.hint_for == m.game) || !human_may_act(m)) {
    m.hinter.reset();  // the table changed first
    return;
  }
  if (const std::optional<Action> a = m.hinter->think(m.game, kHintWorkPerTick)) {
    m.hinter.reset();
    present_hint(m, *a);
  }
}

}  // namespace rb::app
