// The game flow at the table (see session.hpp).
#include "app/session.hpp"

#include <algorithm>

#include "app/drop_target.hpp"
#include "app/sound_cues.hpp"
#include "app/wording.hpp"
#include "core/random.hpp"

namespace rb::app {
namespace {

constexpr double kSettleMs = 90;          // a dropped card settles onto its pile
constexpr double kEndPanelDelayMs = 600;  // the last move is seen before the end panel opens
// How much the computer thinks per tick (actions applied in its search): a few milliseconds, so
// the table keeps drawing while it plans; more at instant speed, where nothing is drawn between.
constexpr int64_t kThinkPerTick = 12000;
constexpr int64_t kThinkPerTickInstant = 60000;

ComputerPlayer* seat_player(AppModel& m, Player p) {
  if (!computer_plays(m, p)) return nullptr;
  std::optional<ComputerPlayer>& seat = p == kPlayerB ? m.computer : m.autopilot;
  return seat ? &*seat : nullptr;
}

// After an action that was not a knock, a computer seat on the other side considers knocking on
// it; a knock it planned on an earlier action is dropped (a knock judges the latest action only).
void consider_knock(AppModel& m, double now) {
  m.pending_knock.reset();
  const LastAction& last = m.game.last();
  if (!knock_open(m.game)) return;
  const Player judge = other(last.actor);
  ComputerPlayer* player = seat_player(m, judge);
  if (player == nullptr) return;
  if (player->wants_knock(m.game, judge)) {
    const double delay = m.settings.speed == Speed::instant ? 0 : player->level().knock_delay_ms;
    m.pending_knock = PendingKnock{judge, now + delay};
  }
}

// Applies an action for whoever it belongs to and starts its flights.
std::string play(AppModel& m, const Action& action, double now, bool by_computer,
                 const std::optional<Rect>& drop) {
  const State before = m.game;
  KnockVerdict verdict;
  if (action.kind == ActionKind::knock) verdict = knock_verdict(m.game, action.player);
  const std::string reason = apply(m.game, action);
  if (!reason.empty()) return reason;
  m.record.actions.push_back(action);

  const Pace pace = pace_for(m.settings);
  m.ui.flights.items.clear();  // a new action snaps the cards still flying into place
  const FlightTimes times{now, by_computer ? pace.computer_move_ms : pace.human_move_ms,
                          pace.flip_ms};
  std::vector<Flight> flights = flights_between(before, m.game, m.layout, times);
  if (drop && action.kind == ActionKind::move) {
    const Card card = before.top(action.from).card;
    for (Flight& f : flights) {
      if (f.card == card) {
        f.from = *drop;
        f.duration_ms = std::min(f.duration_ms, kSettleMs);
      }
    }
  }
  for (const Cue cue : cues_of_action(before, m.game, flights)) m.ui.cues.push_back(cue);
  m.ui.flights.add(flights);
  m.ui.dirty = true;

  if (action.kind == ActionKind::knock) {
    announce_knock(m, verdict, action.player);
    m.pending_knock.reset();
    if (by_computer) {
      // The table under the player's hand changed: whatever it held goes back.
      m.ui.hand.dragging = m.ui.hand.down = false;
      m.ui.hand.selected.reset();
    }
  } else {
    consider_knock(m, now);
  }
  announce_turn_change(m, before.turn(), now);
  const double landed = m.ui.flights.end_ms(now);
  if (m.game.turn() != before.turn() || action.kind == ActionKind::knock) {
    m.computer_at_ms = landed + pace.turn_pause_ms;
  }
  if (m.game.over() && m.end_at_ms < 0) {
    m.end_at_ms = landed + (m.settings.speed == Speed::instant ? 0 : kEndPanelDelayMs);
  }
  return "";
}

// One action of a computer seat, when it is due. Returns false when there was nothing to do.
bool computer_step(AppModel& m, double now) {
  if (m.game.over() || m.pending_knock || panel_pauses_game(m.ui.panel) || m.ui.paused ||
      now < m.computer_at_ms) {
    return false;
  }
  const Player actor = m.game.turn();
  ComputerPlayer* player = seat_player(m, actor);
  if (player == nullptr) return false;
  const Pace pace = pace_for(m.settings);
  if (m.ui.flights.any() && pace.computer_move_ms > 0) return false;
  const State before = m.game;
  const int64_t work = m.settings.speed == Speed::instant ? kThinkPerTickInstant : kThinkPerTick;
  const std::optional<Action> decision = player->think(m.game, work);
  m.computer_thinking = !decision;
  if (!decision) return false;
  const Action action = *decision;
  if (!play(m, action, now, true, std::nullopt).empty()) {
    m.computer_at_ms = now + 1000;  // (cannot happen: its choice comes from the legal actions)
    return false;
  }
  narrate(m, before, action, actor);
  const double next = m.ui.flights.end_ms(now) + pace.computer_pause_ms;
  m.computer_at_ms = std::max(m.computer_at_ms, next);
  return true;
}

}  // namespace

bool computer_plays(const AppModel& m, Player p) {
  switch (m.settings.seats) {
    case Seats::human_vs_computer:
      return p == kPlayerB;
    case Seats::computer_waits:
      return false;
    case Seats::computer_both:
      return true;
  }
  return false;
}

bool human_may_act(const AppModel& m) {
  return !m.game.over() && m.game.turn() == kPlayerA && !computer_plays(m, kPlayerA) &&
         m.ui.panel == Panel::none && !m.ui.paused;
}

std::string why_human_waits(const AppModel& m, bool knocking) {
  if (m.game.over()) return "the game is over";
  if (m.ui.paused) return "the game is paused";
  if (computer_plays(m, kPlayerA)) return "the computer is playing your seat";
  if (!knocking && m.game.turn() != kPlayerA) return "wait: it is the computer's turn";
  return "";
}

void new_game(AppModel& m, const Settings& settings, double now) {
  m.settings = settings;
  if (m.settings.seed == 0) {
    m.entropy ^= uint64_t(now * 1000);
    m.settings.seed = splitmix64(m.entropy) % 1000000000 + 1;  // a deal number a person can type
  }
  m.game_seed = m.settings.seed;
  m.chosen = m.settings;
  m.chosen.seed = 0;
  m.record = new_record(rules_for(m.settings), m.game_seed);
  m.game = initial_state(m.record);
  m.computer.emplace(m.settings.level, m.game_seed ^ 0x5eedb);
  if (m.settings.seats == Seats::computer_both) {
    m.autopilot.emplace(m.settings.level, m.game_seed ^ 0x5eeda);
  } else {
    m.autopilot.reset();
  }
  m.pending_knock.reset();
  m.hinter.reset();
  m.computer_thinking = false;
  m.end_at_ms = -1;
  const int frames = m.ui.frames_drawn;
  const bool focus_visible = m.ui.focus_visible;
  m.ui = UiState{};
  m.ui.frames_drawn = frames;
  m.ui.focus_visible = focus_visible;
  if (focus_visible) m.ui.focus = waste_of(kPlayerA);
  lay_out(m);
  const Pace pace = pace_for(m.settings);
  m.computer_at_ms = now + pace.turn_pause_ms;
  const std::string who = m.game.turn() == kPlayerA ? "You start." : "The computer starts.";
  say(m,
      "New game: " + preset_name(m.settings.preset) + " rules, deal " +
          std::to_string(m.game_seed) + ". " + who,
      MessageTone::info);
}

void resume_game(AppModel& m, const SavedGame& saved, double now) {
  Settings settings = saved.settings;
  settings.seed = saved.game_seed;
  new_game(m, settings, now);
  m.record = saved.record;
  m.game = state_of(saved);
  if (m.game.over()) m.end_at_ms = now;
  lay_out(m);
  say(m,
      "Welcome back: your game (" + preset_name(m.settings.preset) + " rules, deal " +
          std::to_string(m.game_seed) + ") is as you left it.",
      MessageTone::info);
}

void set_paused(AppModel& m, bool paused, double now) {
  if (m.ui.paused == paused) return;
  m.ui.paused = paused;
  m.ui.hand.dragging = m.ui.hand.down = false;
  m.ui.hand.selected.reset();
  if (!paused) {
    // The computer takes up its turn after a short pause, and a knock it planned still comes.
    m.computer_at_ms = std::max(m.computer_at_ms, now + pace_for(m.settings).turn_pause_ms);
    if (m.pending_knock) m.pending_knock->at_ms = std::max(m.pending_knock->at_ms, now);
  }
  say(m, paused ? "The game is paused." : "The game goes on.", MessageTone::info, paused);
  m.ui.dirty = true;
}

void restart_deal(AppModel& m, double now) {
  Settings again = m.settings;
  again.seed = m.game_seed;
  again.speed = m.chosen.speed;
  again.reduced_motion = m.chosen.reduced_motion;
  new_game(m, again, now);
}

std::string human_action(AppModel& m, Action action, double now, const std::optional<Rect>& drop) {
  if (action.kind == ActionKind::knock) action.player = kPlayerA;
  std::string reason = why_human_waits(m, action.kind == ActionKind::knock);
  if (reason.empty()) {
    if (action.kind != ActionKind::knock) {
      m.ui.outline.reset();
      say(m, "", MessageTone::info);
    }
    reason = play(m, action, now, false, drop);
  }
  if (!reason.empty()) {
    say(m, sentence(from_human_seat(reason)), MessageTone::refused);
    if (drop && action.kind == ActionKind::move && !m.game.empty(action.from)) {
      const double home_ms = pace_for(m.settings).home_ms;
      if (home_ms > 0) {
        const int top = m.game.size(action.from) - 1;
        m.ui.flights.add({Flight{m.game.top(action.from).card, true, true, action.from, top, *drop,
                                 top_rect(m.layout, m.game, action.from), now, home_ms}});
      }
    }
  }
  m.ui.dirty = true;
  return reason;
}

std::string any_action(AppModel& m, const Action& action, double now) {
  const State before = m.game;
  const Player actor = action.kind == ActionKind::knock ? action.player : m.game.turn();
  const std::string reason = play(m, action, now, false, std::nullopt);
  if (reason.empty() && action.kind != ActionKind::knock) {
    if (actor == kPlayerB) narrate(m, before, action, actor);
  } else if (!reason.empty()) {
    say(m, sentence(from_human_seat(reason)), MessageTone::refused);
  }
  return reason;
}

void send_to_center(AppModel& m, PileId pile, double now) {
  if (m.game.empty(pile)) return;
  for (const PileId to : legal_targets(m.game, pile)) {
    if (pile_kind(to) == PileKind::center && human_may_act(m)) {
      human_action(m, Action::move(pile, to), now);
      return;
    }
  }
  if (const std::string why = why_human_waits(m, false); !why.empty()) {
    say(m, sentence(why), MessageTone::refused);
    return;
  }
  const CardSlot top = m.game.top(pile);
  say(m,
      top.face_up ? sentence("the " + card_name(top.card) + " cannot go to a center pile now")
                  : "Turn the card up first.",
      MessageTone::refused);
}

void update(AppModel& m, double now) {
  m.now_ms = now;
  think_of_hint(m);
  int landed = 0;
  if (m.ui.flights.prune(now, &landed)) m.ui.dirty = true;
  if (landed > 0) m.ui.cues.push_back(Cue::card_lands);
  if (m.ui.flights.any()) m.ui.moved = true;
  if (m.ui.banner.showing(now)) m.ui.dirty = true;
  if (m.game.over()) {
    if (m.end_at_ms >= 0 && now >= m.end_at_ms && m.ui.panel == Panel::none &&
        !m.ui.end_panel_dismissed && !m.ui.flights.any()) {
      m.ui.panel = Panel::end;
      m.ui.panel_focus = m.ui.focus_visible ? 0 : -1;
      m.ui.dirty = true;
    }
    return;
  }
  if (m.ui.paused) return;
  if (m.pending_knock && now >= m.pending_knock->at_ms && !panel_pauses_game(m.ui.panel)) {
    const Player by = m.pending_knock->by;
    m.pending_knock.reset();
    play(m, Action::knock(by), now, true, std::nullopt);
  }
  // At instant speed a whole turn is played at once (up to a limit per tick).
  const int budget = m.settings.speed == Speed::instant ? 40 : 1;
  for (int i = 0; i < budget && computer_step(m, now); ++i) {
  }
}

double next_wakeup_ms(const AppModel& m, double now) {
  if (m.ui.flights.any() || m.ui.banner.showing(now) || m.hinter) return now;
  double next = -1;
  const auto consider = [&next](double at) {
    if (next < 0 || at < next) next = at;
  };
  if (m.game.over()) {
    if (m.end_at_ms >= 0 && m.ui.panel == Panel::none && !m.ui.end_panel_dismissed) {
      consider(m.end_at_ms);
    }
    return next;
  }
  const bool paused = panel_pauses_game(m.ui.panel) || m.ui.paused;
  if (paused) return -1;
  if (m.pending_knock) consider(m.pending_knock->at_ms);
  if (computer_plays(m, m.game.turn()) && !m.pending_knock) {
    consider(m.computer_thinking ? now : m.computer_at_ms);
  }
  return next;
}

std::vector<PileId> legal_targets(const State& state, PileId from) {
  ActionList legal;
  legal_actions(state, legal);
  std::vector<PileId> targets;
  for (const Action& a : legal) {
    if (a.kind == ActionKind::move && a.from == from) targets.push_back(a.to);
  }
  return targets;
}

}  // namespace rb::app
