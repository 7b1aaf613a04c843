// What happened in the game since the last look (see game_watch.hpp). The watch replays the new
// actions on its own copy of the state, so every event is exact even when several actions were
// applied within one frame (instant speed).
#include "app/flow/game_watch.hpp"

#include "app/flow/take_back.hpp"
#include "app/text/wording.hpp"
#include "core/card.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

bool same_deal(const Settings& a, const Settings& b) {
  return a.game == b.game && a.preset == b.preset && a.rule_options == b.rule_options &&
         a.seed == b.seed;
}

Settings deal_of(const AppModel& m) {
  Settings deal;
  deal.game = m.settings.game;
  // (Its statistics line: the preset, or a group of it.)
  deal.preset = stats_line_key(*m.game, m.settings.casual_undo);
  deal.rule_options = m.settings.rule_options;
  deal.seed = m.game_seed;
  deal.people = m.settings.people;
  return deal;
}

// Whether `now` continues `before`: its first actions are those.
bool continues(const std::vector<ActionCode>& before, const std::vector<ActionCode>& now) {
  if (now.size() < before.size()) return false;
  return std::equal(before.begin(), before.end(), now.begin());
}

std::string card_code_of(int card) {
  return card_code(Card{uint8_t(card)});
}

GameEvent event_for(const AppModel& m, const GameState& before, const GameState& after,
                    ActionCode action) {
  const Voices v = voices(m);
  GameEvent event;
  event.by = before.actor(action);
  event.action = before.action_text(action);
  const ActionLook look = before.talk()->look(action);
  if (look.gesture == Gesture::call) {
    const CallVerdict verdict = before.engine()->call_verdict(action, v);
    event.kind = GameEventKind::call;
    event.justified = verdict.justified;
    if (verdict.justified && verdict.missed) event.missed = after.action_text(*verdict.missed);
    // For a screen reader: who called, and the verdict in a few words.
    event.words =
        sentence(verdict.justified ? tr_fill("{0}: the last move broke a rule and is taken back",
                                             {before.talk()->action_words(action, v)})
                                   : tr_fill("{0}: the last move broke no rule",
                                             {before.talk()->action_words(action, v)}));
    return event;
  }
  event.kind = GameEventKind::action;
  event.words = sentence(before.talk()->action_words(action, v));
  const TableTalk& was = *before.talk();
  const TableTalk& now = *after.talk();
  if (look.gesture == Gesture::move && was.pile_size(look.from) > 0) {
    event.card = card_code_of(was.card_at(look.from, was.pile_size(look.from) - 1).card);
  } else if (const int at = look.to >= 0 ? look.to : look.from;
             look.gesture == Gesture::tap && now.pile_size(at) > 0) {
    // The card it turned up, when it lies face up where it went (a solitaire's waste, Congress's
    // space), or else where it was clicked (Russian Bank's stock).
    const CardFace top = now.card_at(at, now.pile_size(at) - 1);
    if (top.face_up) event.card = card_code_of(top.card);
  }
  return event;
}

// The game at its deal (online, where the deal is the server's: the game as it stands).
std::unique_ptr<GameState> dealt_of(const GameState& game) {
  return game.engine() ? game.engine()->dealt() : game.clone();
}

}  // namespace

bool human_has_acted(const GameState& game) {
  if (game.engine() == nullptr) return false;  // (online: the server's game)
  std::unique_ptr<GameState> state = game.engine()->dealt();
  for (const ActionCode action : game.engine()->record_actions()) {
    // (A card the table sent home by itself is no move of the person's: a review found an
    // untouched solitaire deal counted as abandoned, its first safe ace gone home at the deal.)
    const bool by_itself = state->engine()->safe_auto_action() == action;
    if (state->actor(action) == kHumanSeat && !by_itself) return true;
    if (!state->apply(action).empty()) return false;
  }
  return false;
}

bool counts_as_abandoned(const GameState& game, bool uncounted, bool people_here) {
  return !uncounted && !people_here && !game.over() && human_has_acted(game);
}

std::vector<GameEvent> watch_game(GameWatch& watch, const AppModel& model) {
  std::vector<GameEvent> events;
  if (model.replay_of && watch.started) return events;  // (a replay: the game in play waits)
  // (An online game's actions are shown as its views come: online_client/online_receive.hpp.)
  const std::vector<ActionCode> actions =
      model.game->engine() ? model.game->engine()->record_actions() : std::vector<ActionCode>{};
  if (!watch.started) {
    // The first look: the game as it stands (perhaps resumed from a save) is the starting point.
    GameEvent first;
    first.kind = GameEventKind::new_game;
    events.push_back(first);
    watch.started = true;
    watch.deal = deal_of(model);
    watch.state = model.game->clone();
    watch.actions = actions;
    watch.level = model.settings.level;
    watch.deals_started = model.deals_started;
    watch.ended = watch.state->over();
    return events;
  }
  const bool same_game =
      same_deal(watch.deal, deal_of(model)) && watch.deals_started == model.deals_started;
  if (same_game && !continues(watch.actions, actions)) {
    // Taken back (and perhaps played on from there): the watch goes back with the game.
    size_t common = 0;
    while (common < actions.size() && common < watch.actions.size() &&
           actions[common] == watch.actions[common]) {
      ++common;
    }
    watch.actions.resize(common);
    watch.state = dealt_of(*model.game);
    for (const ActionCode action : watch.actions) watch.state->apply(action);
    GameEvent undone;
    undone.kind = GameEventKind::undo;
    events.push_back(undone);
  }
  if (!same_game) {
    GameEvent fresh;
    fresh.kind = GameEventKind::new_game;
    // (Games between people on one screen count in nobody's statistics.)
    // (Nor a lesson's, lesson_play.hpp, nor one the demo played in.)
    if (counts_as_abandoned(*watch.state, watch.uncounted,
                            people_here(watch.deal, watch.state->seat_count()))) {
      fresh.abandoned = true;
      fresh.abandoned_preset = watch.deal.preset;
      fresh.abandoned_level = watch.level;
    }
    events.push_back(fresh);
    watch.deal = deal_of(model);
    watch.state = dealt_of(*model.game);
    watch.actions.clear();
    watch.deals_started = model.deals_started;
    watch.ended = false;
  }
  watch.level = model.settings.level;
  watch.uncounted = model.uncounted();
  const bool was_over = watch.state->over();
  for (size_t i = watch.actions.size(); i < actions.size(); ++i) {
    const ActionCode action = actions[i];
    std::unique_ptr<GameState> after = watch.state->clone();
    if (!after->apply(action).empty()) break;  // (cannot happen: the session applied it)
    events.push_back(event_for(model, *watch.state, *after, action));
    events.back().automatic = made_by_table(model, i);
    watch.state = std::move(after);
    watch.actions.push_back(action);
  }
  if (!was_over && watch.state->over()) {
    GameEvent over;
    over.kind = GameEventKind::game_over;
    over.winner = watch.state->winner();
    over.won_here =
        over.winner >= 0 && (people_here(model) ? person_plays(model.settings, over.winner)
                                                : over.winner == kHumanSeat);
    over.score = watch.state->score();
    over.by = std::max(over.winner, 0);
    over.words = result_words(model);
    over.ended_before = watch.ended;
    watch.ended = true;
    events.push_back(over);
  }
  return events;
}

}  // namespace rb::app
