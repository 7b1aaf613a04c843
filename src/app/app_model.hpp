// Everything the app knows that is not SDL: the game being played (its record and the state the
// record leads to), who plays each seat, the timers of the computer's moves and knocks, the UI
// state, and the layout of the window it is shown in. The platform layer feeds it the window
// size, the clock and input; the renderer draws it.
#pragma once

#include <cstdint>
#include <optional>

#include "app/layout.hpp"
#include "app/settings.hpp"
#include "app/stats.hpp"
#include "app/ui_state.hpp"
#include "app/widgets.hpp"
#include "games/russian_bank/ai/computer_player.hpp"
#include "games/russian_bank/engine/record.hpp"
#include "games/russian_bank/engine/state.hpp"

namespace rb::app {

// The window as the browser sees it: CSS pixels and the device pixels per CSS pixel.
struct Viewport {
  double css_width = 0, css_height = 0, dpr = 1;
  friend bool operator==(const Viewport&, const Viewport&) = default;
};

// A knock the computer has decided on and makes after its level's delay.
struct PendingKnock {
  Player by = kPlayerB;
  double at_ms = 0;
};

struct AppModel {
  Settings settings;  // of the game in play
  Settings chosen;    // the menu's choices: preset and level apply to the next game, speed at once
  uint64_t game_seed = 0;
  Record record;  // rules, deck seeds and the actions so far: the game, replayable
  State game;     // where the record leads
  std::optional<ComputerPlayer> computer;   // seat B
  std::optional<ComputerPlayer> autopilot;  // seat A, when the computer plays both seats
  std::optional<PendingKnock> pending_knock;
  std::optional<ComputerPlayer> hinter;  // a hint being thought out, for the table `hint_for`
  State hint_for;
  double computer_at_ms = 0;       // the computer may act at or after this moment
  bool computer_thinking = false;  // its search goes on over several ticks
  double end_at_ms = -1;           // the end-of-game panel opens then (-1: not yet)

  Stats stats;  // the player's statistics (kept between visits by the keeper)

  UiState ui;
  Viewport viewport;
  Layout layout;
  MeasureText measure = estimate_text_width;
  double now_ms = 0;     // the clock at the last update
  uint64_t entropy = 1;  // the platform's randomness for new deal numbers (advanced per game)
};

// Lays the table out again when the window changed; marks the model dirty if so.
void set_viewport(AppModel& model, const Viewport& viewport);
// Lays the table out for the current viewport and rules (after a new game of another preset).
void lay_out(AppModel& model);

// Plays `count` legal actions chosen at random (center and building moves first, never a knock),
// to show a game underway.
void play_random_actions(AppModel& model, int count, uint64_t random_seed);

}  // namespace rb::app
