// `--selftest`: plays a short scripted game in the real window through SDL events (a drag, a
// click-click move, a key, an illegal drop, an unjustified call, the end of a turn and the
// computer's reply at instant speed), checking after each step that the game record and the
// message line say what they should. Exits 0 when every step matched.
#pragma once

#include "platform/game_loop.hpp"

namespace rb::platform {

int run_selftest(GameLoop& loop);

}  // namespace rb::platform
