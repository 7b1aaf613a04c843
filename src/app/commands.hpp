// Carries out intents from the pointer and the keyboard: actions go to the session (and so to
// the engine), buttons open panels, change settings or start games.
#pragma once

#include "app/app_model.hpp"
#include "app/intent.hpp"

namespace rb::app {

void perform(AppModel& model, const Intent& intent, double now_ms);
void press(AppModel& model, WidgetId id, double now_ms);

}  // namespace rb::app
