// The game's sounds, by the moment they mark (see sound_cues.hpp for when each plays and
// sound_synth.hpp for how each sounds).
#pragma once

#include <cstdint>

namespace rb::app {

enum class Cue : uint8_t { card_lands, card_turns, call, deal, win, loss };
inline constexpr int kCueCount = 6;

const char* cue_name(Cue cue);

}  // namespace rb::app
