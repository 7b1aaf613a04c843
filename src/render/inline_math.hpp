// Minimum, maximum and clamp for the pixel loops, forced inline. std::min, std::max and
// std::clamp take references, and with LTO the one copy of each that the link keeps may come from
// a size-optimised file: in the wasm they stayed calls (through memory), and the first frame runs
// in the browser's unoptimised tier, where such a call for every pixel adds up.
#pragma once

namespace rb::render {

template <class T>
[[gnu::always_inline]] inline T least(T a, T b) {
  return b < a ? b : a;
}

template <class T>
[[gnu::always_inline]] inline T greatest(T a, T b) {
  return a < b ? b : a;
}

template <class T>
[[gnu::always_inline]] inline T clamped(T value, T low, T high) {
  return value < low ? low : high < value ? high : value;
}

}  // namespace rb::render
