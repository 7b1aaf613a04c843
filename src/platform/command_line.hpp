// The native program's flags: window size, the game's settings (as flags or as a URL-style query),
// a fixed number of frames with an optional screenshot (for smoke tests under Xvfb), a scripted
// self-test that plays through SDL events, and frame-time statistics. The browser build reads
// the page's URL query instead.
#pragma once

#include <cstdint>
#include <string>

#include "app/storage/settings.hpp"

namespace rb::platform {

struct LaunchOptions {
  int width = 1280, height = 800;  // CSS pixels
  double dpr = 1;                  // natively: device pixels per CSS pixel (a test of high DPI)
  app::Settings settings;          // seed 0: a new deal each run
  std::string query;               // the settings flags as a URL query (they win over kept ones)
  // Where the game, settings and statistics are kept between runs: "" = the user's data folder
  // for a plain run (none when a test flag is given), "none" = nowhere, else a folder.
  std::string keep;
  int frames = 0;           // > 0: draw this many frames, then exit
  std::string screenshot;   // save the last frame here as PNG (--frames, --seconds)
  int random_moves = 0;     // play this many random legal actions first
  bool selftest = false;    // play a scripted game through SDL events, exit 0 if it matched
  double demo_seconds = 0;  // > 0: the computer plays both seats this long, then exit
  double seconds = 0;       // > 0: run this long, then exit (with --stats: idle frames)
  bool stats = false;       // print frame-time statistics at exit
  std::string panel;  // open this panel at start: menu, rules, end, or the review (screenshots)
  // Natively: "gpu" (SDL's accelerated renderer), "software" (the window's own pixels, drawn by
  // SDL's software renderer; while only cards move, just where they were and are), or "auto":
  // software when the GPU renderer is itself a software rasterizer (llvmpipe, no GPU), faster
  // there since it redraws and sends the X server only the part that moved.
  std::string renderer = "auto";
  bool check_redraws = false;  // after every partial redraw, compare with a full one (a test)
  // Online (native_online_link.hpp): the game server, and a table to sit at.
  std::string server = "ws://127.0.0.1:2567";
  std::string join;
};

// The flags, and the games of this build with their presets and levels (for --help).
std::string usage_text();

// Returns an empty string on success, "help" for --help, else a message naming the bad flag.
std::string parse_command_line(int argc, char** argv, LaunchOptions& options);

}  // namespace rb::platform
