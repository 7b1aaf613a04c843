// Everything the app knows that is not SDL: the game being played (its record and the state the
// record leads to), the UI state, and the layout of the window it is shown in. The platform layer
// feeds it the window size and events; the renderer draws it.
#pragma once

#include <cstdint>

#include "app/layout.hpp"
#include "app/ui_state.hpp"
#include "engine/record.hpp"
#include "engine/state.hpp"

namespace rb::app {

// The window as the browser sees it: CSS pixels and the device pixels per CSS pixel.
struct Viewport {
  double css_width = 0, css_height = 0, dpr = 1;
  friend bool operator==(const Viewport&, const Viewport&) = default;
};

struct AppModel {
  Record record;  // rules, deck seeds and the actions so far: the game, replayable
  State game;     // where the record leads
  UiState ui;
  Viewport viewport;
  Layout layout;
};

// Deals a new game of `rules` from one game seed (a deal number).
void start_game(AppModel& model, const Rules& rules, uint64_t game_seed);

// Plays `count` legal actions chosen at random (center and building moves first, never a knock),
// to show a game underway.
void play_random_actions(AppModel& model, int count, uint64_t random_seed);

// Lays the table out again when the window changed; marks the model dirty if so.
void set_viewport(AppModel& model, const Viewport& viewport);

}  // namespace rb::app
