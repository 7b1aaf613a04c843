// Plays the table's sounds (app/sound/sound_cues.hpp). Natively through an SDL audio device opened
// at the first sound, the sounds mixed in its callback; a machine without an audio device plays
// none and the game goes on. In the browser through the page's Web Audio (web/embed.js), which a
// browser lets a page start only at the player's first click, tap or key: sounds before it are
// not played.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "app/sound/cue.hpp"

namespace rb::platform {

class SoundOut {
 public:
  SoundOut();
  ~SoundOut();
  SoundOut(const SoundOut&) = delete;
  SoundOut& operator=(const SoundOut&) = delete;

  // Starts each cue's sound now, over any still playing.
  void play(const std::vector<app::Cue>& cues);
  // Stops the sounds and closes the device (before SDL_Quit).
  void close();
  // Sounds started so far (the browser tests read it).
  int started() const { return started_; }

 private:
  struct Device;
  const std::vector<float>& samples(app::Cue cue);
  bool start(app::Cue cue);

  std::unique_ptr<Device> device_;  // natively: opened at the first sound
  bool device_failed_ = false;
  std::array<std::vector<float>, app::kCueCount> samples_;  // each made at its first use
  int started_ = 0;
};

}  // namespace rb::platform
