// The clock of a game played all at once (GameClock: the solitaires' races and matches) and its
// computers' pacing: the game's time, which stops while the game is paused or a panel covers it,
// and each computer seat's actions when its delay has passed.
#pragma once

#include "app/flow/app_model.hpp"

namespace rb::app {

// The game's time now: at the last action, and since then while the game was not paused.
double game_clock_ms(const AppModel& model, double now_ms);
// Counts the time since the last look while the game ran, and whether it runs now.
void advance_game_clock(AppModel& model, double now_ms);
// A new or resumed game's clock, from the game's own, and its computers' delays not yet drawn.
void start_game_clock(AppModel& model, double now_ms);
// One tick of a game played all at once: the clock's action when it runs out, else each computer
// seat's action when its delay has passed.
void all_at_once_step(AppModel& model, double now_ms);

}  // namespace rb::app
