// Carries out intents from the pointer and the keyboard: actions go to the session (and so to
// the engine), buttons open panels, change settings or start games.
#pragma once

#include <cstddef>

#include "app/flow/app_model.hpp"
#include "app/input/intent.hpp"

namespace rb::app {

void perform(AppModel& model, const Intent& intent, double now_ms);
void press(AppModel& model, WidgetId id, double now_ms);
// Whether the game's button `index` (0: `pass`, 1: `pass_2`) was pressed once to end the person's
// game for good, nothing played since: its next press ends it.
bool game_button_armed(const AppModel& model, size_t index);
// The page was hidden (another tab, a phone's screen off): a game played all at once stops there,
// with the menu open (closing it goes on), so no one races on while the person is away.
void page_hidden(AppModel& model, double now_ms);

}  // namespace rb::app
