// Commands from a host page (the embed API) or a test: start a new game, restart the deal,
// change settings, pause and resume, play an action for the human's seat. A bad command changes
// nothing and comes back with a clear message.
//
//   new-game [query]        a new deal with the current choices and these options
//                           ("preset=scarne&level=2&seed=17")
//   restart                 the same deal again
//   set-option query        choices for the next game (preset, level, rules options) and, at once,
//                           speed and table colour ("level=4", "speed=fast&table=blue")
//   pause / resume          the computer stops and the table refuses moves until resumed
//   action text             an action for the human's seat in the engine's text form ("move h2 c1",
//                           "turnup", "knock")
#pragma once

#include <string>
#include <string_view>

#include "app/flow/app_model.hpp"

namespace rb::app {

// Runs one command; "" when done, else what was wrong (and nothing changed).
std::string run_api_command(AppModel& model, std::string_view command, double now_ms);

}  // namespace rb::app
