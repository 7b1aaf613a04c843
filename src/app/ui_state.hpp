// What the player's hand and eyes are doing, as opposed to the game itself: nothing here is part
// of a replay. Drag, selection, hover and animation clocks will live here too.
#pragma once

namespace rb::app {

struct UiState {
  bool dirty = true;     // something changed since the last frame: draw one
  int frames_drawn = 0;  // frames drawn so far (the browser test hook reports it)
};

}  // namespace rb::app
