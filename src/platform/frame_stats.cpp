// Percentiles of frame times (see frame_stats.hpp).
#include "platform/frame_stats.hpp"

#include <algorithm>
#include <cstdio>

namespace rb::platform {
namespace {

constexpr size_t kMostSamples = 20000;

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const size_t i = std::min(values.size() - 1, size_t(p * double(values.size() - 1) + 0.5));
  return values[i];
}

}  // namespace

void FrameStats::add(double update_ms, double paint_ms, double present_ms, bool animating) {
  if (samples_.size() >= kMostSamples) samples_.erase(samples_.begin());
  samples_.push_back(
      Sample{paint_ms, paint_ms + present_ms, update_ms + paint_ms + present_ms, animating});
}

std::string FrameStats::json() const {
  std::vector<double> paint, total, tick, anim_paint, anim_total;
  for (const Sample& s : samples_) {
    paint.push_back(s.paint);
    total.push_back(s.total);
    tick.push_back(s.tick);
    if (s.animating) {
      anim_paint.push_back(s.paint);
      anim_total.push_back(s.total);
    }
  }
  char text[512];
  std::snprintf(text, sizeof text,
                "{\"frames\":%zu,\"animated\":%zu,\"paint_p50\":%.3f,\"paint_p95\":%.3f,"
                "\"paint_max\":%.3f,\"total_p50\":%.3f,\"total_p95\":%.3f,\"anim_paint_p95\":%.3f,"
                "\"anim_total_p95\":%.3f,\"tick_p95\":%.3f}",
                samples_.size(), anim_paint.size(), percentile(paint, 0.5), percentile(paint, 0.95),
                percentile(paint, 1.0), percentile(total, 0.5), percentile(total, 0.95),
                percentile(anim_paint, 0.95), percentile(anim_total, 0.95), percentile(tick, 0.95));
  return text;
}

std::string FrameStats::summary() const {
  std::vector<double> paint, total, tick;
  size_t animated = 0;
  for (const Sample& s : samples_) {
    if (!s.animating) continue;
    ++animated;
    paint.push_back(s.paint);
    total.push_back(s.total);
    tick.push_back(s.tick);
  }
  char text[500];
  std::snprintf(text, sizeof text,
                "frames drawn: %zu (%zu while cards moved); while moving: paint p50 %.2f ms, "
                "p95 %.2f ms, max %.2f ms; paint+present p50 %.2f ms, p95 %.2f ms; whole tick "
                "p95 %.2f ms",
                samples_.size(), animated, percentile(paint, 0.5), percentile(paint, 0.95),
                percentile(paint, 1.0), percentile(total, 0.5), percentile(total, 0.95),
                percentile(tick, 0.95));
  return text;
}

}  // namespace rb::platform
