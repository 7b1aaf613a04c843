// The clock of a game played all at once and its computers' pacing (see game_clock.hpp).
#include "app/flow/game_clock.hpp"

#include <algorithm>

#include "app/flow/session.hpp"
#include "app/storage/settings.hpp"
#include "app/text/table_talk.hpp"
#include "app/ui/ui_state.hpp"
#include "core/random.hpp"

namespace rb::app {
namespace {

// A computer seat's next delay in a game played all at once: around its pace (from half to one
// and a half times it), drawn from the table's own generator; none at instant speed. None either
// once the person's own game is over, when the game's clock is moved on by the pace instead.
double seat_delay_ms(AppModel& m, int seat) {
  if (m.settings.speed == Speed::instant) return 0;
  const GameClock* clock = m.game->clock();
  const double mean = m.test_pace_ms >= 0 ? m.test_pace_ms
                      : clock != nullptr  ? clock->computer_pace_ms(seat_level(m.settings, seat))
                                          : 0;
  // (Once the person's own game is over, the computer finishes its game without waiting: nobody
  // races it any more, and the person waits for the result. The game's clock goes on by the
  // computers' paces instead, so that a race's standstill or time limit comes after the moves it
  // would have allowed, not minutes of the person's waiting: a review.)
  if (m.settings.seats != Seats::computer_both && !m.game->may_act(kHumanSeat)) {
    m.clock_ms += mean / std::max(1, m.game->seat_count() - 1);
    return 0;
  }
  return mean * (0.5 + double(m.pace_random.below(1001)) / 1000.0);
}

}  // namespace

double game_clock_ms(const AppModel& m, double now) {
  return m.clock_ms + (m.clock_running ? std::max(0.0, now - m.clock_from_ms) : 0.0);
}

void advance_game_clock(AppModel& m, double now) {
  m.clock_ms = game_clock_ms(m, now);
  m.clock_from_ms = now;
  m.clock_running = !m.ui.paused && !panel_pauses_game(m.ui.panel) && !m.game->over();
}

void start_game_clock(AppModel& m, double now) {
  const GameClock* clock = m.game->clock();
  m.clock_ms = clock != nullptr ? clock->clock_ms() : 0;
  m.clock_from_ms = now;
  m.clock_running = !m.game->over();
  m.seat_due_ms.fill(-1);
  m.seat_waits.fill(false);
  m.pace_random = Random(m.game_seed ^ 0x9ace);
}

// A game played all at once: the clock's action when it runs out, and each computer seat's action
// when its delay has passed (a seat that cannot act waits, and starts a new delay when it can).
// Once the person's own game is over, a delay drawn before is not waited out, and the computers
// play up to eight rounds of actions a tick: the person waits for the result (a review watched a
// race's end panel come 3-5 s after its last move).
void all_at_once_step(AppModel& m, double now) {
  const GameClock* clock = m.game->clock();
  if (!computer_clocks_linked() || clock == nullptr || m.pending_call ||
      panel_pauses_game(m.ui.panel)) {
    return;
  }
  const bool person_done = m.settings.seats != Seats::computer_both && !m.game->may_act(kHumanSeat);
  for (int round = 0; round < (person_done ? 8 : 1); ++round) {
    if (const std::optional<ActionCode> stop = clock->clock_action(game_clock_ms(m, now))) {
      play_action(m, *stop, now, true, std::nullopt);
      return;
    }
    bool acted = false;
    const int seats = std::min(m.game->seat_count(), int(m.seat_due_ms.size()));
    for (int seat = 0; seat < seats && !m.game->over(); ++seat) {
      SeatPlayer* player = seat_player(m, seat);
      double& due = m.seat_due_ms[size_t(seat)];
      if (player == nullptr || !m.game->may_act(seat)) {
        due = -1;
        continue;
      }
      if (due < 0) due = now + seat_delay_ms(m, seat);
      if (person_done) due = std::min(due, now);
      if (now < due) continue;
      const std::optional<ActionCode> decision = player->think(*m.game, kThinkPerTick);
      if (!decision && player->thinking()) continue;  // (it goes on at the next tick)
      if (!decision) {
        due = now + seat_delay_ms(m, seat);  // (it had nothing to do: it looks again later)
        m.seat_waits[size_t(seat)] = true;
        continue;
      }
      const std::unique_ptr<GameState> before = m.game->clone();
      if (play_action(m, *decision, now, true, std::nullopt).empty())
        narrate(m, *before, *decision);
      due = now + seat_delay_ms(m, seat);
      acted = true;
    }
    if (!acted) return;
  }
}

}  // namespace rb::app
