// Sound output (see sound_out.hpp).
#include "platform/sound_out.hpp"

#include <SDL.h>

#include <algorithm>

#include "app/sound/sound_synth.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

// clang-format off
// 1 when the page can play sounds now (its audio runs: after the player's first gesture); until
// then no samples are made for nothing, and no sound waits to be played late.
EM_JS(int, rb_js_audio_ready, (), {
  var page = window["rbPage"];
  return page && page["audioState"] && page["audioState"]() === "running" ? 1 : 0;
});
// 1 when the page played the sound (it keeps each cue's samples after their first use).
EM_JS(int, rb_js_play_sound, (int cue, const float* samples, int count, int rate), {
  var page = window["rbPage"];
  if (!page || !page["playSound"]) return 0;
  return page["playSound"](cue, HEAPF32.subarray(samples >> 2, (samples >> 2) + count), rate) ? 1 : 0;
});
// clang-format on
#endif

namespace rb::platform {

#ifdef __EMSCRIPTEN__
struct SoundOut::Device {};
#else
// The device and the sounds playing on it; `voices` is shared with SDL's audio thread (lock).
struct SoundOut::Device {
  struct Voice {
    const std::vector<float>* samples;
    size_t at;
  };
  SDL_AudioDeviceID id = 0;
  std::vector<Voice> voices;

  static void mix(void* user, Uint8* stream, int bytes) {
    auto* device = static_cast<Device*>(user);
    float* out = reinterpret_cast<float*>(stream);
    const size_t n = size_t(bytes) / sizeof(float);
    std::fill(out, out + n, 0.0f);
    for (Voice& voice : device->voices) {
      const size_t count = std::min(n, voice.samples->size() - voice.at);
      for (size_t i = 0; i < count; ++i) out[i] += (*voice.samples)[voice.at + i];
      voice.at += count;
    }
    for (size_t i = 0; i < n; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
    std::erase_if(device->voices,
                  [](const Voice& voice) { return voice.at >= voice.samples->size(); });
  }
};
#endif

SoundOut::SoundOut() = default;

SoundOut::~SoundOut() {
  close();
}

void SoundOut::close() {
#ifndef __EMSCRIPTEN__
  if (device_) {
    SDL_CloseAudioDevice(device_->id);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
  }
#endif
  device_.reset();
}

const std::vector<float>& SoundOut::samples(app::Cue cue) {
  std::vector<float>& made = samples_[static_cast<size_t>(cue)];
  if (made.empty()) made = app::cue_samples(cue);
  return made;
}

bool SoundOut::start(app::Cue cue) {
#ifdef __EMSCRIPTEN__
  if (rb_js_audio_ready() == 0) return false;
  const std::vector<float>& pcm = samples(cue);
  return rb_js_play_sound(int(cue), pcm.data(), int(pcm.size()), app::kSoundRate) != 0;
#else
  if (!device_) {
    if (device_failed_) return false;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
      SDL_Log("no sound: %s", SDL_GetError());
      device_failed_ = true;
      return false;
    }
    auto device = std::make_unique<Device>();
    SDL_AudioSpec want{};
    want.freq = app::kSoundRate;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 1024;
    want.callback = &Device::mix;
    want.userdata = device.get();
    device->id = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
    if (device->id == 0) {
      SDL_Log("no sound: %s", SDL_GetError());
      SDL_QuitSubSystem(SDL_INIT_AUDIO);
      device_failed_ = true;
      return false;
    }
    SDL_PauseAudioDevice(device->id, 0);
    device_ = std::move(device);
  }
  const std::vector<float>& pcm = samples(cue);
  SDL_LockAudioDevice(device_->id);
  device_->voices.push_back(Device::Voice{&pcm, 0});
  SDL_UnlockAudioDevice(device_->id);
  return true;
#endif
}

void SoundOut::play(const std::vector<app::Cue>& cues) {
  for (const app::Cue cue : cues) started_ += start(cue) ? 1 : 0;
}

}  // namespace rb::platform
