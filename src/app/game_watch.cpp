// What happened in the game since the last look (see game_watch.hpp). The watch replays the new
// actions on its own copy of the state, so every event is exact even when several actions were
// applied within one frame (instant speed).
#include "app/game_watch.hpp"

#include "app/wording.hpp"
#include "core/card.hpp"

namespace rb::app {
namespace {

bool same_deal(const Record& a, const Record& b) {
  return a.rules == b.rules && a.seed_a == b.seed_a && a.seed_b == b.seed_b;
}

// Whether `now` continues `before`: the same deal, and the actions seen are still its first ones.
bool continues(const Record& before, const Record& now) {
  if (!same_deal(before, now) || now.actions.size() < before.actions.size()) return false;
  for (size_t i = 0; i < before.actions.size(); ++i) {
    if (!(before.actions[i] == now.actions[i])) return false;
  }
  return true;
}

Player actor_of(const State& state, const Action& action) {
  const bool own_player = action.kind == ActionKind::knock || action.kind == ActionKind::resign;
  return own_player ? action.player : state.turn();
}

GameEvent event_for(const State& before, const State& after, const Action& action) {
  GameEvent event;
  event.by = actor_of(before, action);
  event.action = to_string(action);
  if (action.kind == ActionKind::knock) {
    const KnockVerdict verdict = knock_verdict(before, action.player);
    event.kind = GameEventKind::knock;
    event.justified = verdict.justified;
    if (verdict.justified) event.missed = to_string(verdict.missed);
    const std::string call = before.rules().classic() ? " called Stop" : " knocked";
    event.words = sentence(seat_name(event.by) + call + ": " +
                           (verdict.justified ? "the last move broke a rule and is taken back"
                                              : "the last move broke no rule"));
    return event;
  }
  event.kind = GameEventKind::action;
  switch (action.kind) {
    case ActionKind::move:
      event.words = seat_name(event.by) + " moved " + action_words(before, action);
      break;
    case ActionKind::turn_up: {
      const PileId reserve = reserve_of(event.by);
      event.words = seat_name(event.by) + " turned up the " +
                    (after.size(reserve) > 0 ? card_name(after.top(reserve).card) : "card");
      break;
    }
    case ActionKind::turn_over:
      event.words = seat_name(event.by) + " turned the waste over";
      break;
    case ActionKind::pass:
      event.words = seat_name(event.by) + " ended the turn";
      break;
    case ActionKind::resign:
      event.words = seat_name(event.by) + " gave the game up";
      break;
    case ActionKind::knock:
      break;
  }
  event.words = sentence(event.words);
  if (action.kind == ActionKind::move && before.size(action.from) > 0) {
    event.card = card_code(before.top(action.from).card);
  } else if (action.kind == ActionKind::turn_up) {
    const PileId reserve = reserve_of(event.by);
    if (after.size(reserve) > 0 && after.top(reserve).face_up) {
      event.card = card_code(after.top(reserve).card);
    }
  }
  return event;
}

}  // namespace

bool human_has_acted(const Record& record) {
  State state = initial_state(record);
  for (const Action& action : record.actions) {
    if (actor_of(state, action) == kPlayerA) return true;
    if (!apply(state, action).empty()) return false;
  }
  return false;
}

std::vector<GameEvent> watch_game(GameWatch& watch, const AppModel& model) {
  std::vector<GameEvent> events;
  if (!watch.started) {
    // The first look: the game as it stands (perhaps resumed from a save) is the starting point.
    GameEvent first;
    first.kind = GameEventKind::new_game;
    events.push_back(first);
    watch.started = true;
    watch.record = model.record;
    watch.state = model.game;
    watch.level = model.settings.level;
    return events;
  }
  if (!continues(watch.record, model.record)) {
    GameEvent fresh;
    fresh.kind = GameEventKind::new_game;
    if (!watch.state.over() && human_has_acted(watch.record)) {
      fresh.abandoned = true;
      fresh.abandoned_preset = watch.record.rules.preset;
      fresh.abandoned_level = watch.level;
    }
    events.push_back(fresh);
    watch.record = model.record;
    watch.record.actions.clear();
    watch.state = initial_state(watch.record);
  }
  watch.level = model.settings.level;
  const bool was_over = watch.state.over();
  for (size_t i = watch.record.actions.size(); i < model.record.actions.size(); ++i) {
    const Action& action = model.record.actions[i];
    State after = watch.state;
    if (!apply(after, action).empty()) break;  // (cannot happen: the session applied it)
    events.push_back(event_for(watch.state, after, action));
    watch.state = after;
    watch.record.actions.push_back(action);
  }
  if (!was_over && watch.state.over()) {
    GameEvent over;
    over.kind = GameEventKind::game_over;
    over.result = watch.state.result();
    over.by = over.result.winner.value_or(kPlayerA);
    over.description = describe(over.result, watch.state.rules());
    over.words = sentence(result_words(over.result, watch.state.rules()));
    events.push_back(over);
  }
  return events;
}

}  // namespace rb::app
