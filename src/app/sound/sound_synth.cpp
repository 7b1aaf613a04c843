// The cues' sounds (see sound_synth.hpp): a card's snap is a short burst of filtered noise over a
// low thump; a turn is a lighter flick; a call (knock, Stop) is two raps of a knuckle on wood
// (damped low sines and a click); a deal is a riffle of snaps; the end of a game is a few soft bell
// notes, rising for a win, falling for a loss.
#include "app/sound/sound_synth.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace rb::app {
namespace {

constexpr double kRate = kSoundRate;
constexpr double kTau = 2 * std::numbers::pi;

// White noise in [-1, 1) from a fixed seed (xorshift32), so every sound is the same each time.
struct Noise {
  uint32_t state;
  double next() {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return double(state) / 2147483648.0 - 1.0;
  }
};

// A one-pole low-pass filter; high-pass is the input minus it.
struct LowPass {
  double a;
  double y = 0;
  explicit LowPass(double cutoff_hz) : a(1 - std::exp(-kTau * cutoff_hz / kRate)) {}
  double operator()(double x) { return y += a * (x - y); }
};

int samples_for(double seconds) {
  return int(std::lround(seconds * kRate));
}

// Adds a card's snap at `at` seconds: noise between `low` and `high` Hz decaying with `tau`,
// over a thump (a low sine) of `thump` relative loudness.
void add_snap(std::vector<double>& out, double at, double tau, double low, double high,
              double thump, double loudness, uint32_t seed) {
  Noise noise{seed};
  LowPass below_high(high), below_low(low);
  const int start = samples_for(at);
  const int n = std::min(int(out.size()) - start, samples_for(tau * 7));
  for (int i = 0; i < n; ++i) {
    const double t = i / kRate;
    const double attack = std::min(1.0, t / 0.0008);
    const double band = below_high(noise.next());
    const double hiss = band - below_low(band);
    const double body = thump * std::sin(kTau * 150 * t) * std::exp(-t / (tau * 1.8));
    out[size_t(start + i)] += loudness * attack * (hiss * 2.5 * std::exp(-t / tau) + body);
  }
}

// Adds a knuckle's rap on wood at `at` seconds.
void add_rap(std::vector<double>& out, double at, uint32_t seed) {
  Noise noise{seed};
  LowPass soften(3000);
  const int start = samples_for(at);
  const int n = std::min(int(out.size()) - start, samples_for(0.25));
  for (int i = 0; i < n; ++i) {
    const double t = i / kRate;
    const double wood = (std::sin(kTau * 95 * t) + 0.6 * std::sin(kTau * 212 * t) +
                         0.3 * std::sin(kTau * 468 * t)) *
                        std::exp(-t / 0.035);
    const double click = soften(noise.next()) * std::exp(-t / 0.002);
    out[size_t(start + i)] += std::min(1.0, t / 0.0005) * (wood + 1.5 * click);
  }
}

// Adds a soft bell note (a sine and its octave) at `at` seconds.
void add_note(std::vector<double>& out, double at, double hz, double tau) {
  const int start = samples_for(at);
  const int n = std::min(int(out.size()) - start, samples_for(tau * 5));
  for (int i = 0; i < n; ++i) {
    const double t = i / kRate;
    const double tone = std::sin(kTau * hz * t) + 0.25 * std::sin(kTau * 2 * hz * t);
    out[size_t(start + i)] += std::min(1.0, t / 0.006) * tone * std::exp(-t / tau);
  }
}

// Scales the peak to `peak` and fades the last 5 ms out (no click at the end).
std::vector<float> finished(const std::vector<double>& sound, double peak) {
  double most = 0;
  for (double x : sound) most = std::max(most, std::abs(x));
  const double scale = most > 0 ? peak / most : 0;
  std::vector<float> out(sound.size());
  const int fade = samples_for(0.005);
  for (size_t i = 0; i < sound.size(); ++i) {
    const double left = double(sound.size() - i);
    out[i] = float(sound[i] * scale * std::min(1.0, left / fade));
  }
  return out;
}

}  // namespace

std::vector<float> cue_samples(Cue cue) {
  switch (cue) {
    case Cue::card_lands: {
      std::vector<double> s(size_t(samples_for(0.1)));
      add_snap(s, 0, 0.012, 700, 5200, 0.35, 1, 0x2545F491u);
      return finished(s, 0.55);
    }
    case Cue::card_turns: {
      std::vector<double> s(size_t(samples_for(0.07)));
      add_snap(s, 0, 0.005, 1800, 9000, 0, 1, 0x9E3779B9u);
      add_snap(s, 0.016, 0.004, 2200, 9000, 0, 0.6, 0x85EBCA6Bu);
      return finished(s, 0.3);
    }
    case Cue::call: {
      std::vector<double> s(size_t(samples_for(0.42)));
      add_rap(s, 0, 0xC2B2AE35u);
      add_rap(s, 0.15, 0x27D4EB2Fu);
      return finished(s, 0.8);
    }
    case Cue::deal: {
      std::vector<double> s(size_t(samples_for(0.56)));
      Noise jitter{0x165667B1u};
      for (int k = 0; k < 10; ++k) {
        add_snap(s, k * 0.045, 0.008, 900, 6000, 0.2, 0.65 + 0.25 * jitter.next(),
                 0x1000193u * uint32_t(k + 1));
      }
      return finished(s, 0.45);
    }
    case Cue::win: {
      std::vector<double> s(size_t(samples_for(1.5)));
      const double notes[] = {523.25, 659.25, 783.99, 1046.5};  // C5 E5 G5 C6
      for (int k = 0; k < 4; ++k) add_note(s, k * 0.11, notes[k], 0.22);
      return finished(s, 0.3);
    }
    case Cue::loss: {
      std::vector<double> s(size_t(samples_for(1.8)));
      const double notes[] = {392.0, 329.63, 261.63};  // G4 E4 C4
      for (int k = 0; k < 3; ++k) add_note(s, k * 0.18, notes[k], 0.28);
      return finished(s, 0.25);
    }
  }
  return {};
}

}  // namespace rb::app
