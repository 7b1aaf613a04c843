// Percentiles of frame times (see frame_stats.hpp).
#include "platform/frame_stats.hpp"

#include <algorithm>

#include "core/decimal_text.hpp"
#include "core/small_sort.hpp"

namespace rb::platform {
namespace {

constexpr size_t kMostSamples = 20000;

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  small_sort(values.begin(), values.end(), [](double a, double b) { return a < b; });
  const size_t i = std::min(values.size() - 1, size_t(p * double(values.size() - 1) + 0.5));
  return values[i];
}

}  // namespace

bool g_keep_frame_stats = false;

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
  const auto ms = [](double value) { return decimal_text(value, 3, true); };
  return "{\"frames\":" + std::to_string(samples_.size()) +
         ",\"animated\":" + std::to_string(anim_paint.size()) +
         ",\"paint_p50\":" + ms(percentile(paint, 0.5)) +
         ",\"paint_p95\":" + ms(percentile(paint, 0.95)) +
         ",\"paint_max\":" + ms(percentile(paint, 1.0)) +
         ",\"total_p50\":" + ms(percentile(total, 0.5)) +
         ",\"total_p95\":" + ms(percentile(total, 0.95)) +
         ",\"anim_paint_p95\":" + ms(percentile(anim_paint, 0.95)) +
         ",\"anim_total_p95\":" + ms(percentile(anim_total, 0.95)) +
         ",\"tick_p95\":" + ms(percentile(tick, 0.95)) + "}";
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
  const auto ms = [](double value) { return decimal_text(value, 2, true) + " ms"; };
  return "frames drawn: " + std::to_string(samples_.size()) + " (" + std::to_string(animated) +
         " while cards moved); while moving: paint p50 " + ms(percentile(paint, 0.5)) + ", p95 " +
         ms(percentile(paint, 0.95)) + ", max " + ms(percentile(paint, 1.0)) +
         "; paint+present p50 " + ms(percentile(total, 0.5)) + ", p95 " +
         ms(percentile(total, 0.95)) + "; whole tick p95 " + ms(percentile(tick, 0.95));
}

}  // namespace rb::platform
