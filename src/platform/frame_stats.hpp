// Frame-time statistics: for each drawn frame, how long the tick took before painting (events,
// the computer's thinking, animation clocks), painting and presenting; kept for the last
// few thousand frames; percentiles for the --stats summary and the browser test hook.
#pragma once

#include <string>
#include <vector>

namespace rb::platform {

// Whether the game loop keeps the drawn frames' times: only where something reads them. The test
// hooks (test_hooks.cpp: the native program, for --stats too, and the browser's test twins) turn
// it on as the program starts; the pages people load leave that file out, and keep none.
extern bool g_keep_frame_stats;

class FrameStats {
 public:
  void add(double update_ms, double paint_ms, double present_ms, bool animating);
  void reset() { *this = FrameStats{}; }
  // {"frames":n,"animated":n,"paint_p50":..,"paint_p95":..,"paint_max":..,"total_p50":..,
  //  "total_p95":..,"tick_p95":..,...}: total = paint + present; tick = update + total.
  std::string json() const;
  std::string summary() const;

 private:
  struct Sample {
    double paint = 0, total = 0, tick = 0;
    bool animating = false;
  };
  std::vector<Sample> samples_;
};

}  // namespace rb::platform
