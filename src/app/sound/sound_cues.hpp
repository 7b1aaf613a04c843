// The game's sounds and when they play: a card landing on a pile, a card turned face up or down,
// a call (knock, Stop), a new deal, and the end of a game. The app lists the cues of each moment in
// UiState::cues; the platform plays them (when sound is on) and empties the list.
#pragma once

#include <optional>
#include <vector>

#include "app/flow/game_watch.hpp"
#include "app/sound/cue.hpp"
#include "app/ui/animation.hpp"
#include "core/game.hpp"

namespace rb::app {

// The cue of a game event: a call (any seat), a new deal, the end (from the human's seat: a
// win or a loss; none for a draw). Actions are heard through their cards (cues_of_action).
std::optional<Cue> cue_of_event(const GameEvent& event);

// The cues of an action at once: a card turned (face up or down), and a card moved that does not
// fly (instant speed, reduced motion); a card that flies is heard when it lands (Flights::prune).
std::vector<Cue> cues_of_action(const GameState& before, const GameState& after,
                                const std::vector<Flight>& flights);

}  // namespace rb::app
