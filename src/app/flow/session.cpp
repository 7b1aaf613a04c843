// The game flow at the table (see session.hpp).
#include "app/flow/session.hpp"

#include <algorithm>

#include "app/flow/game_clock.hpp"
#include "app/flow/hints.hpp"
#include "app/flow/lesson_play.hpp"
#include "app/flow/review.hpp"
#include "app/flow/take_back.hpp"
#include "app/input/drop_target.hpp"
#include "app/sound/sound_cues.hpp"
#include "app/text/wording.hpp"
#include "app/ui/option_rows.hpp"
#include "app/ui/rules_page.hpp"
#include "core/card.hpp"
#include "core/random.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr double kSettleMs = 90;          // a dropped card settles onto its pile
constexpr double kEndPanelDelayMs = 600;  // the last move is seen before the end panel opens
// At instant speed, where nothing is drawn between ticks, the computer thinks more per tick.
constexpr int64_t kThinkPerTickInstant = 60000;

double call_delay(const AppModel& m) {
  if (m.settings.speed == Speed::instant) return 0;
  const std::span<const PlayerLevel> levels = m.module().levels();
  if (levels.empty()) return 0;
  const double delay =
      levels[size_t(std::clamp(m.settings.level, 1, int(levels.size())) - 1)].call_delay_ms;
  // (A lesson's call comes soon after the move it shows: the person, still in turn, was told to
  // wait for it, and a review's player moved again before a Beginner's 2.6 s were up.)
  return m.lesson ? std::min(delay, 700.0) : delay;
}

// After an action that was not a call, a computer seat that did not make it considers calling on
// it; a call it planned on an earlier action is dropped (a call judges the latest action only).
void consider_call(AppModel& m, int actor, double now) {
  m.pending_call.reset();
  for (int seat = 0; seat < m.game->seat_count(); ++seat) {
    if (seat == actor) continue;
    SeatPlayer* player = seat_player(m, seat);
    if (player == nullptr) continue;
    // (In a lesson the computer calls only when its step says so.)
    std::optional<ActionCode> call = lesson_lets_computer_call(m) ? player->call_out(*m.game, seat)
                                                                  : lesson_computer_action(m, seat);
    if (call && m.game->talk()->look(*call).gesture != Gesture::call) call.reset();
    if (call) {
      m.pending_call = PendingCall{*call, now + call_delay(m)};
      return;
    }
  }
}

}  // namespace

SeatPlayer* seat_player(AppModel& m, int seat) {
  if (!computer_plays(m, seat) || size_t(seat) >= m.computer.size()) return nullptr;
  return m.computer[size_t(seat)].get();
}

std::vector<Flight> taken_cards_flights(const AppModel& m, int pile, int index, const Rect& from,
                                        double now, double ms) {
  const int size = pile_size(m, pile);
  const int first = index >= 0 ? std::min(index, size - 1) : size - 1;
  const int last = m.table.piles[size_t(pile)].hand ? first : size - 1;
  const Rect at = card_rect(m.layout, pile, first, size);
  std::vector<Flight> flights;
  for (int i = first; i <= last; ++i) {
    const Rect home = card_rect(m.layout, pile, i, size);
    flights.push_back(Flight{seen_card(m, pile, i).card, true, true, pile, i,
                             Rect{from.x + home.x - at.x, from.y + home.y - at.y, from.w, from.h},
                             home, now, ms});
  }
  return flights;
}

void settle_dropped_cards(const AppModel& m, const GameState& before, int pile, int index,
                          const Rect& drop, std::vector<Flight>& flights) {
  const int size = before.talk()->pile_size(pile);
  if (size == 0) return;
  const int first = index >= 0 ? std::min(index, size - 1) : size - 1;
  const int last = m.table.piles[size_t(pile)].hand ? first : size - 1;
  const Rect at = card_rect(m.layout, pile, first, size);
  for (int i = first; i <= last; ++i) {
    const int card = before.talk()->card_at(pile, i).card;
    const Rect r = card_rect(m.layout, pile, i, size);
    for (Flight& f : flights) {
      // (A card the hand held was face up: a flight from a face-down card is another's.)
      if (f.card != card || !f.face_up_from) continue;
      f.from = Rect{drop.x + r.x - at.x, drop.y + r.y - at.y, drop.w, drop.h};
      f.duration_ms = std::min(f.duration_ms, kSettleMs);
    }
  }
}

std::string play_action(AppModel& m, ActionCode action, double now, bool by_computer,
                        const std::optional<Rect>& drop) {
  // Online, the server judges it: its next view shows it (online_client/online_receive.hpp).
  if (playing_online(m)) return send_online_action(m, action, drop);
  // (The view of a game played elsewhere, left on the table once its link is gone, has no engine
  // to apply an action with.)
  if (m.game->engine() == nullptr)
    return std::string(tr("this table's game was played on the game server"));
  const std::unique_ptr<GameState> before = m.game->clone();
  const ActionLook look = m.game->talk()->look(action);
  const int actor = m.game->actor(action);
  const bool is_call = look.gesture == Gesture::call;
  CallVerdict verdict;
  if (is_call) verdict = m.game->engine()->call_verdict(action, voices(m));
  if (GameClock* clock = m.game->clock()) clock->set_clock(game_clock_ms(m, now));
  const std::string reason = m.game->apply(action);
  if (!reason.empty()) return reason;
  m.seat_waits.fill(false);
  if (m.lesson) lesson_saw(m, *before, action);
  if (const GameClock* clock = m.game->clock()) {
    m.clock_ms = clock->clock_ms();  // (a match's next game starts its clock again)
    m.clock_from_ms = now;
  }

  const Pace pace = pace_for(m.settings);
  const FlightTimes times{now, by_computer ? pace.computer_move_ms : pace.human_move_ms,
                          pace.flip_ms};
  Change change;
  change.flights = flights_between(*before, *m.game, m.layout, times, viewer_seat(m));
  if (drop && look.gesture == Gesture::move) {
    change.drop = drop;
    change.drop_pile = look.from;
    change.drop_index = look.from_index;
  }
  if (is_call) {
    announce_call(m, verdict);
    m.pending_call.reset();
    if (by_computer) {
      // The table under the player's hand changed: whatever it held goes back.
      m.ui.hand.dragging = m.ui.hand.down = false;
      m.ui.hand.selected.reset();
    }
  } else {
    consider_call(m, actor, now);
  }
  show_change(m, *before, std::move(change), now);
  if (m.game->seat_in_turn() != before->seat_in_turn() || is_call) {
    m.computer_at_ms = m.ui.flights.end_ms(now) + pace.turn_pause_ms;
    if (is_call && pace.turn_pause_ms > 0) m.computer_at_ms += kVerdictReadMs;
  }
  return "";
}

void show_change(AppModel& m, const GameState& before, Change change, double now) {
  if (change.drop && change.drop_pile >= 0) {
    settle_dropped_cards(m, before, change.drop_pile, change.drop_index, *change.drop,
                         change.flights);
  }
  for (const Cue cue : cues_of_action(before, *m.game, change.flights)) m.ui.cues.push_back(cue);
  m.ui.flights.items.clear();  // a new action snaps the cards still flying into place
  m.ui.flights.add(change.flights);
  m.ui.dirty = true;
  if (!change.words.empty()) say(m, sentence(change.words), MessageTone::info);
  announce_turn_change(m, before, now);
  if (m.game->over() && m.end_at_ms < 0) {
    const double landed = m.ui.flights.end_ms(now);
    m.end_at_ms = landed + (m.settings.speed == Speed::instant ? 0 : kEndPanelDelayMs);
  }
}

namespace {

// The table is the person's again: the demo's player leaves the person's seat.
void stop_demo(AppModel& m) {
  m.settings.seats = Seats::human_vs_computer;
  m.computer[0].reset();
  m.computer_thinking = false;
}

// One action of a computer seat, when it is due. Returns false when there was nothing to do.
bool computer_step(AppModel& m, double now) {
  if (m.game->over() || m.pending_call || panel_pauses_game(m.ui.panel) || m.ui.paused ||
      now < m.computer_at_ms) {
    return false;
  }
  SeatPlayer* player = seat_player(m, m.game->seat_in_turn());
  if (player == nullptr || (m.lesson && lesson_person_action(m))) return false;
  const Pace pace = pace_for(m.settings);
  if (m.ui.flights.any() && pace.computer_move_ms > 0) return false;
  const int64_t work = m.settings.speed == Speed::instant ? kThinkPerTickInstant : kThinkPerTick;
  std::optional<ActionCode> decision = lesson_computer_action(m, m.game->seat_in_turn());
  if (!decision) decision = player->think(*m.game, work);
  m.computer_thinking = !decision;
  if (!decision) return false;
  const std::unique_ptr<GameState> before = m.game->clone();
  if (!play_action(m, *decision, now, true, std::nullopt).empty()) {
    m.computer_at_ms = now + 1000;  // (cannot happen: its choice comes from the legal actions)
    return false;
  }
  // (The demo's move, in the person's game, forgets what was undone, as the person's own does.)
  if (demo_running(m)) {
    m.redo.clear();
    if (m.game->over()) stop_demo(m);  // (no "Stop the demo" on a finished game, no turn)
  }
  narrate(m, *before, *decision);
  // A long turn goes faster: after a dozen actions half the pause between two, after two dozen
  // none (a review watched a turn of 146 actions for 102 s).
  const int turn = m.game->talk()->turn_number();
  m.computer_run = turn == m.computer_run_turn ? m.computer_run + 1 : 1;
  m.computer_run_turn = turn;
  const double pause = m.computer_run > 24   ? 0
                       : m.computer_run > 12 ? pace.computer_pause_ms / 2
                                             : pace.computer_pause_ms;
  const double next = m.ui.flights.end_ms(now) + pause;
  m.computer_at_ms = std::max(m.computer_at_ms, next);
  return true;
}

std::string level_player(const AppModel& m, int seat) {
  return "ai" + std::to_string(seat_level(m.settings, seat));
}

}  // namespace

bool demo_running(const AppModel& m) {
  return m.game->seat_count() == 1 && computer_plays(m, kHumanSeat);
}

void toggle_demo(AppModel& m, double now) {
  if (m.game->seat_count() != 1) return;
  m.computer.resize(1);
  m.ui.panel = Panel::none;
  m.ui.hand = {};
  if (demo_running(m)) {
    stop_demo(m);
    say(m, tr("The demo stopped: your turn."), MessageTone::info);
  } else {
    m.settings.seats = Seats::computer_both;
    m.demo_played = true;
    m.computer[0] = make_table_player(m.module(), seat_level(m.settings, 1), m.game_seed);
    m.computer_at_ms = now + pace_for(m.settings).turn_pause_ms;
    say(m, tr("Demo: the computer plays this deal. Press Stop to take it back."),
        MessageTone::info);
  }
  m.ui.dirty = true;
}

bool computer_plays(const AppModel& m, int seat) {
  if (playing_online(m)) return false;  // (the other seats are people at other screens)
  switch (m.settings.seats) {
    case Seats::human_vs_computer:
      return !person_plays(m.settings, seat);
    case Seats::computer_waits:
      return false;
    case Seats::computer_both:
      return true;
  }
  return false;
}

bool human_may_act(const AppModel& m) {
  const int seat = screen_seat(m);
  return m.game->may_act(seat) && !computer_plays(m, seat) && m.ui.panel == Panel::none &&
         !m.ui.paused && !m.review && !m.replay_of && online_wait_reason(m).empty();
}

std::string why_human_waits(const AppModel& m, bool calling) {
  if (m.review)
    return std::string(tr("the table shows the review: Close review goes back to the game"));
  if (m.replay_of) {
    return std::string(tr("the computer's game is replayed: Back returns to the match"));
  }
  if (m.game->over()) return std::string(tr("the game is over"));
  if (m.ui.paused) return std::string(tr("the game is paused"));
  if (std::string online = online_wait_reason(m); !online.empty()) return online;
  const int seat = screen_seat(m);
  if (computer_plays(m, seat)) return std::string(tr("the computer is playing your seat"));
  if (m.game->all_at_once() && !m.game->may_act(seat)) {
    const SeatGames* match = m.game->seat_games();
    const std::string why = match != nullptr ? match->seat_over_reason(seat) : "";
    return why.empty() ? std::string(tr("your game is over: the game goes on without you"))
                       : tr_fill("your game is over ({0}): the game goes on without you", {why});
  }
  if (!calling && screen_waits_to_pass(m))
    return tr_fill("the screen waits for {0}", {voices(m)[size_t(m.game->seat_in_turn())].subject});
  if (!calling && !m.game->all_at_once() && m.game->seat_in_turn() != seat) {
    return tr_fill("wait: it is {0}", {lower_first(whose_turn(m))});
  }
  return "";
}

namespace {
// A new deal of the settings in this build (new_game, once it has found the game here).
void new_game_here(AppModel& m, const Settings& settings, double now);
}  // namespace

void new_game(AppModel& m, const Settings& settings, double now) {
  // (A new game gives up the online one: a forfeit while it is on. A new table says so.)
  const std::string left = leave_online_table(m);
  m.lesson.reset();  // (a lesson deals its game after this)
  m.lesson_game = false;
  m.demo_played = false;
  m.ended_once = false;
  if (settings.learn) {
    // learn=on: the lesson, asked for now, deals its own game when it comes. A match has none
    // (the menu offers Learn for a game alone): its deal is played as asked, and said so.
    Settings first = settings;
    first.learn = false;
    new_game(m, first, now);
    if (m.game && m.game->all_at_once()) {
      say(m, tr("A match has no guided game: choose the game alone in the menu to learn it."),
          MessageTone::refused, true);
      return;
    }
    want_lesson(m);
    return;
  }
  if (!game_here(settings) && m.game) {
    // Another game's bundle: the platform loads it for a new deal (with that game's kept
    // settings); this table stays as it is meanwhile, and is kept.
    m.ui.load_game_request = "game=" + settings.game + "&seed=0";
    m.ui.dirty = true;
    return;
  }
  if (game_here(settings) &&
      !game_of(settings).plays_here(settings.preset, settings.rule_options)) {
    // This game with options another bundle of it plays: the platform loads that one with these
    // settings, for that deal or a new one (seed=0). A first deal is dealt here meanwhile, as
    // this bundle plays it.
    m.ui.load_game_request = page_query(settings) + "&seed=" + std::to_string(settings.seed);
    m.ui.dirty = true;
    if (m.game) return;
    new_game_here(m, settings, now);
    m.stand_in = true;
    return;
  }
  new_game_here(m, settings, now);
  // (Played all at once, a match of solitaires goes online; the server seats its people apart.)
  if (m.online_chosen && m.online_offered && m.game->seat_count() > 1 &&
      (!m.game->all_at_once() || m.game->seat_games() != nullptr)) {
    open_online_table(m, m.settings);
  }
  tell_left_game(m, left);
}

namespace {

void new_game_here(AppModel& m, const Settings& settings, double now) {
  m.stand_in = false;
  if (settings.seed == 0 && settings.winnable_only && game_here(settings) && !m.deal_search) {
    const bool table_first = !m.game;
    if (table_first) {
      // Nothing on the table yet: a deal to play while the search goes on, looked at first.
      Settings meanwhile = settings;
      meanwhile.winnable_only = false;
      new_game(m, meanwhile, now);
      m.settings.winnable_only = m.chosen.winnable_only = true;
    }
    if (start_deal_search(m, settings, now, table_first)) return;
  }
  m.deal_search.reset();
  m.review.reset();
  m.replay_of.reset();
  m.settings = settings;
  if (!game_here(m.settings)) choose_game(m.settings, std::string(default_game().name()));
  if (m.settings.seed == 0) {
    m.entropy ^= uint64_t(now * 1000);
    m.settings.seed = splitmix64(m.entropy) % 1000000000 + 1;  // a deal number a person can type
  }
  m.game_seed = m.settings.seed;
  ++m.deals_started;
  m.chosen = m.settings;
  m.chosen.seed = 0;
  std::string problem;
  m.game = deal(m.settings, m.game_seed, &problem);
  if (!m.game) {
    // (Settings from apply_query always deal; a stored one that does not falls back to the
    // preset's own rules.)
    m.settings.rule_options.clear();
    m.chosen.rule_options.clear();
    m.game = deal(m.settings, m.game_seed);
  }
  const GameModule& module = m.module();
  // (Options that make another preset's rules deal that preset: the menu shows it chosen.)
  const std::string dealt = m.game->preset();
  const auto presets = module.presets();
  if (std::find(presets.begin(), presets.end(), dealt) != presets.end()) {
    m.settings.preset = m.chosen.preset = dealt;
  }
  m.computer.clear();
  m.computer.resize(size_t(m.game->seat_count()));
  for (int seat = 0; seat < m.game->seat_count(); ++seat) {
    if (!computer_plays(m, seat)) continue;
    // (Seat B's seed and seat A's, as the first release had them: the same deal number gives the
    // same computer.)
    const uint64_t salt = seat == 1 ? 0x5eedb : seat == 0 ? 0x5eeda : 0x5eed0 + uint64_t(seat);
    m.computer[size_t(seat)] =
        m.game->seat_count() == 1
            ? make_table_player(module, seat_level(m.settings, 1), m.game_seed)
            : module.make_player(level_player(m, seat), m.game_seed ^ salt);
    if (m.computer[size_t(seat)]) m.computer[size_t(seat)]->take_seat(seat);
  }
  start_game_clock(m, now);
  m.pending_call.reset();
  forget_hints(m);
  m.redo.clear();
  m.automatic.clear();
  m.auto_held = false;
  m.computer_thinking = false;
  m.end_at_ms = -1;
  const int frames = m.ui.frames_drawn;
  const bool focus_visible = m.ui.focus_visible;
  m.ui = UiState{};
  m.ui.frames_drawn = frames;
  m.ui.focus_visible = focus_visible;
  lay_out(m);
  if (focus_visible) m.ui.focus = first_focus(m);
  const Pace pace = pace_for(m.settings);
  m.computer_at_ms = now + pace.turn_pause_ms;
  const SeatVoice first = voices(m)[size_t(m.game->seat_in_turn())];
  // (Who starts means nothing in a game alone or a race, where everyone plays at once.)
  const bool no_first = m.game->seat_count() == 1 || m.game->all_at_once();
  // (A match says what it is at once: a review found "New game: deal 4." said nothing of a race.)
  const SeatGames* match = m.game->seat_games();
  say(m,
      match != nullptr      ? tr_fill("New game: {0}. {1}", {deal_words(m), match->match_words()})
      : no_first            ? tr_fill("New game: {0}.", {deal_words(m)})
      : first.second_person ? tr_fill("New game: {0}. You start.", {deal_words(m)})
                            : tr_fill("New game: {0}. {1} starts.", {deal_words(m), first.subject}),
      MessageTone::info);
}

}  // namespace

void resume_game(AppModel& m, const SavedGame& saved, double now, bool welcome) {
  Settings settings = saved.settings;
  settings.seed = saved.game_seed;
  new_game(m, settings, now);
  m.game = m.module().load_record(saved.record, nullptr);
  if (!m.game) m.game = deal(m.settings, m.game_seed);  // (a save that parsed always loads)
  if (m.game->over()) m.end_at_ms = now;
  start_game_clock(m, now);
  lay_out(m);
  say(m,
      welcome ? tr_fill("Welcome back: your game ({0}) is as you left it.", {deal_words(m)})
              : std::string(),
      MessageTone::info);
}

void set_paused(AppModel& m, bool paused, double now) {
  if (m.ui.paused == paused) return;
  if (m.game->all_at_once()) advance_game_clock(m, now);
  m.ui.paused = paused;
  if (m.game->all_at_once()) advance_game_clock(m, now);  // (the clock stops or goes on)
  m.ui.hand.dragging = m.ui.hand.down = false;
  m.ui.hand.selected.reset();
  if (!paused) {
    // The computer takes up its turn after a short pause, and a call it planned still comes.
    m.computer_at_ms = std::max(m.computer_at_ms, now + pace_for(m.settings).turn_pause_ms);
    if (m.pending_call) m.pending_call->at_ms = std::max(m.pending_call->at_ms, now);
  }
  say(m, paused ? tr("The game is paused.") : tr("The game goes on."), MessageTone::info, paused);
  m.ui.dirty = true;
}

void restart_deal(AppModel& m, double now) {
  if (m.lesson) {
    want_lesson(m);  // (the lesson again, from its first step)
    return;
  }
  if (playing_online(m)) {
    say(m, tr("An online game cannot be restarted: New game opens another table."),
        MessageTone::refused);
    return;
  }
  Settings again = m.settings;
  again.seed = m.game_seed;
  again.speed = m.chosen.speed;
  again.reduced_motion = m.chosen.reduced_motion;
  new_game(m, again, now);
}

bool may_resign(const AppModel& m) {
  const int seat = screen_seat(m);
  // (Online too: the server offers the seat its resignation while the game is on.)
  return m.game->resignation(seat) && !m.game->over() && !m.game->all_at_once() && !m.lesson &&
         !m.review && !m.replay_of && !computer_plays(m, seat);
}

std::string resign(AppModel& m, double now) {
  if (!may_resign(m)) {
    const std::string reason(tr("this game cannot be resigned now"));
    say(m, sentence(reason), MessageTone::refused);
    return reason;
  }
  return human_action(m, *m.game->resignation(screen_seat(m)), now);
}

std::string replay_seat_game(AppModel& m, int seat, double now) {
  std::unique_ptr<GameState> theirs = m.replay_of || m.game->seat_games() == nullptr
                                          ? nullptr
                                          : m.game->seat_games()->seat_game(seat);
  if (!theirs) {
    say(m, tr("There is no other game to replay here."), MessageTone::refused);
    return std::string(tr("there is no other game to replay here"));
  }
  const std::vector<ActionCode> actions = theirs->engine()->record_actions();
  m.replay_of = std::move(m.game);
  m.game = theirs->engine()->dealt();
  m.redo.clear();
  for (auto it = actions.rbegin(); it != actions.rend(); ++it) m.redo.push_back({*it, false});
  m.automatic.clear();
  m.auto_held = true;
  m.end_at_ms = -1;
  m.ui.flights.items.clear();
  m.ui.end_panel_dismissed = false;
  m.ui.panel = Panel::none;
  m.ui.outline.reset();
  m.ui.hand.selected.reset();
  lay_out(m);
  (void)now;
  say(m, tr("The computer's game, from the deal: Redo (Y) plays its next move."), MessageTone::info,
      true);
  m.ui.dirty = true;
  return "";
}

std::string end_replay(AppModel& m, double now) {
  if (!m.replay_of) return std::string(tr("no game is being replayed"));
  m.game = std::move(m.replay_of);
  m.redo.clear();
  m.automatic.clear();
  m.ui.flights.items.clear();
  m.ui.panel = Panel::end;
  m.ui.end_panel_dismissed = false;
  m.end_at_ms = now;
  lay_out(m);
  say(m, "", MessageTone::info);
  m.ui.dirty = true;
  return "";
}

std::string human_action(AppModel& m, ActionCode action, double now,
                         const std::optional<Rect>& drop) {
  const ActionLook look = m.game->talk()->look(action);
  const bool calling = look.gesture == Gesture::call;
  // (A seat may give the game up at any time, as it may call: not only in its turn.)
  const bool resigning = m.game->resignation(m.game->actor(action)) == action;
  std::string reason = why_human_waits(m, calling || resigning);
  const int actor = m.game->actor(action);
  if (reason.empty() && !(calling ? person_plays(m.settings, actor) : actor == screen_seat(m))) {
    reason = tr("that is not yours to do");
  }
  if (reason.empty()) reason = lesson_refusal(m, action);
  if (reason.empty()) {
    if (!calling) {
      m.ui.outline.reset();
      say(m, "", MessageTone::info);
    }
    reason = play_action(m, action, now, false, drop);
    if (reason.empty()) {
      m.redo.clear();
      m.auto_held = false;
      m.ui.end_armed = -1;  // (the person played on: End game asks again)
    } else {
      // (Only the game's reasons are put in the seats' voices: the table's own are in them
      // already, and Spite and Malice's "B's" in "computer B's turn" became "computer computer
      // B's".)
      reason = m.game->talk()->in_voices(reason, voices(m));
    }
  }
  if (!reason.empty()) {
    say(m, sentence(reason), MessageTone::refused);
    if (drop && look.gesture == Gesture::move && !pile_empty(m, look.from)) {
      const double home_ms = pace_for(m.settings).home_ms;
      if (home_ms > 0) {
        m.ui.flights.add(taken_cards_flights(m, look.from, look.from_index, *drop, now, home_ms));
      }
    }
  }
  m.ui.dirty = true;
  return reason;
}

std::string any_action(AppModel& m, ActionCode action, double now) {
  const std::unique_ptr<GameState> before = m.game->clone();
  const int actor = m.game->actor(action);
  const bool by_screen = actor == screen_seat(m);
  const bool calling = m.game->talk()->look(action).gesture == Gesture::call;
  const std::string reason = play_action(m, action, now, false, std::nullopt);
  if (reason.empty() && !calling) {
    if (!by_screen) narrate(m, *before, action);
  } else if (!reason.empty()) {
    say(m, sentence(m.game->talk()->in_voices(reason, voices(m))), MessageTone::refused);
  }
  return reason;
}

void send_to_center(AppModel& m, int pile, double now, int from_index) {
  if (pile_empty(m, pile)) return;
  for (const int to : legal_targets(*m.game, pile, from_index)) {
    if (m.table.piles[size_t(to)].foundation && human_may_act(m)) {
      if (const auto action = move_action(*m.game, pile, to, from_index)) {
        human_action(m, *action, now);
      }
      return;
    }
  }
  if (const std::string why = why_human_waits(m, false); !why.empty()) {
    say(m, sentence(why), MessageTone::refused);
    return;
  }
  const CardFace top = from_index < 0 ? top_card(m, pile) : seen_card(m, pile, from_index);
  say(m,
      top.face_up
          ? tr_fill("The {0} cannot go to the center now.", {card_words(Card{uint8_t(top.card)})})
          : std::string(tr("Turn the card up first.")),
      MessageTone::refused);
}

void update(AppModel& m, double now) {
  m.now_ms = now;
  if (playing_online(m)) count_down_notice(m, now);
  if (m.game->all_at_once()) advance_game_clock(m, now);
  think_of_hint(m);
  think_of_review(m);
  search_deal(m, now);
  watch_for_loss(m);
  int landed = 0;
  if (m.ui.flights.prune(now, &landed)) m.ui.dirty = true;
  if (landed > 0) m.ui.cues.push_back(Cue::card_lands);
  if (m.ui.flights.any()) m.ui.moved = true;
  if (m.ui.banner.showing(now)) {
    m.ui.dirty = true;
  } else if (!m.ui.banner.text.empty()) {
    m.ui.banner.text.clear();  // one frame more, without it: its last showed it half faded
    m.ui.dirty = true;
  }
  if (m.review) return;  // (the table shows a review: nothing plays)
  if (m.game->over()) {
    if (m.end_at_ms >= 0 && now >= end_panel_due_ms(m) && m.ui.panel == Panel::none &&
        !m.ui.end_panel_dismissed && !m.ui.flights.any()) {
      show_end_panel(m);
    }
    return;
  }
  if (m.ui.paused) return;
  if (screen_waits_to_pass(m) && m.ui.panel == Panel::none && !m.ui.flights.any()) {
    m.ui.panel = Panel::pass;  // (people on one screen: the next one takes it)
    m.ui.hand = {};
    m.ui.panel_focus = m.ui.focus_visible ? 0 : -1;
    m.ui.dirty = true;
  }
  if (m.pending_call && now >= m.pending_call->at_ms && !panel_pauses_game(m.ui.panel)) {
    const ActionCode call = m.pending_call->action;
    m.pending_call.reset();
    play_action(m, call, now, true, std::nullopt);
  }
  if (m.lesson) outline_lesson_step(m);
  if (m.game->all_at_once()) {
    all_at_once_step(m, now);
    return;
  }
  // At instant speed a whole turn is played at once (up to a limit per tick).
  const int budget = m.settings.speed == Speed::instant ? 40 : 1;
  for (int i = 0; i < budget && computer_step(m, now); ++i) {
  }
  for (int i = 0; i < budget && auto_step(m, now); ++i) {
  }
}

void show_end_panel(AppModel& m) {
  // (The message line then says the result, as the panel does: a review read the computer's last
  // move there under "The computer wins".)
  m.ui.message.clear();
  m.ui.panel = Panel::end;
  m.ui.panel_focus = m.ui.focus_visible ? 0 : -1;
  m.ui.dirty = true;
}

namespace {

// When the table next has something to do (next_wakeup_ms, without the online notice's count).
double table_wakeup_ms(const AppModel& m, double now) {
  if (m.ui.flights.any() || m.ui.banner.showing(now) || m.hinter || m.deal_search ||
      watching_for_loss(m) || (m.review && !m.review->coach->done())) {
    return now;
  }
  if (m.review) return -1;
  double next = -1;
  const auto consider = [&next](double at) {
    if (next < 0 || at < next) next = at;
  };
  if (m.game->over()) {
    if (m.end_at_ms >= 0 && m.ui.panel == Panel::none && !m.ui.end_panel_dismissed) {
      consider(end_panel_due_ms(m));
    }
    return next;
  }
  const bool paused = panel_pauses_game(m.ui.panel) || m.ui.paused;
  if (paused) return -1;
  if (m.pending_call) consider(m.pending_call->at_ms);
  if (auto_step_due(m)) consider(now);
  if (const GameClock* game_clock = m.game->clock()) {
    const double clock = game_clock_ms(m, now);
    if (const double deadline = game_clock->clock_deadline_ms(); deadline >= 0) {
      consider(now + std::max(0.0, deadline - clock));
    }
    for (int seat = 0; seat < m.game->seat_count(); ++seat) {
      if (!computer_plays(m, seat) || !m.game->may_act(seat)) continue;
      const double due = size_t(seat) < m.seat_due_ms.size() ? m.seat_due_ms[size_t(seat)] : now;
      consider(due < 0 ? now : due);
    }
    return next;
  }
  if (computer_plays(m, m.game->seat_in_turn()) && !m.pending_call) {
    consider(m.computer_thinking ? now : m.computer_at_ms);
  }
  return next;
}

}  // namespace

double next_wakeup_ms(const AppModel& m, double now) {
  const double table = table_wakeup_ms(m, now);
  const double notice = playing_online(m) ? count_down_wakeup_ms(m, now) : -1;
  if (notice < 0) return table;
  return table < 0 ? notice : std::min(table, notice);
}

int first_focus(const AppModel& m) {
  for (int pile = 0; pile < m.pile_count(); ++pile) {
    if (m.table.piles[size_t(pile)].owner == screen_seat(m) && !pile_empty(m, pile) &&
        top_card(m, pile).face_up && m.layout.place(pile).shown) {
      return pile;
    }
  }
  return 0;
}

}  // namespace rb::app
