// The native program's flags: window size, deal seed, and a fixed number of frames with an
// optional screenshot (for smoke tests under Xvfb). The browser build uses the defaults.
#pragma once

#include <cstdint>
#include <string>

namespace rb::platform {

struct LaunchOptions {
  int width = 1280, height = 800;  // CSS pixels
  double dpr = 1;                  // natively: device pixels per CSS pixel (a test of high DPI)
  uint64_t seed = 1;
  int frames = 0;          // > 0: draw this many frames, then exit
  std::string screenshot;  // after the last frame, save it here as PNG
  int random_moves = 0;    // play this many random legal actions first (to see a game underway)
};

inline constexpr const char* kUsage =
    "usage: russian_bank [--size WxH] [--dpr D] [--seed S] [--frames N] [--screenshot FILE.png]\n"
    "                    [--random-moves N]\n";

// Returns an empty string on success, "help" for --help, else a message naming the bad flag.
std::string parse_command_line(int argc, char** argv, LaunchOptions& options);

}  // namespace rb::platform
