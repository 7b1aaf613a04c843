// The sound of each cue, made by this program (no recordings): noise and sines shaped by
// envelopes, the same samples in the browser and the native window.
#pragma once

#include <vector>

#include "app/sound/sound_cues.hpp"

namespace rb::app {

inline constexpr int kSoundRate = 44100;  // samples per second, mono

// The cue's samples in [-1, 1], at kSoundRate; the same every time.
std::vector<float> cue_samples(Cue cue);

}  // namespace rb::app
