// Our own random generator (xoshiro256** seeded by splitmix64) and shuffle: bit-for-bit the same
// with libstdc++ (native) and libc++ (wasm), unlike std::shuffle and the standard distributions.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace rb {

class Random {
 public:
  explicit Random(uint64_t seed);
  uint64_t next();
  // Uniform in [0, bound), without modulo bias (bound > 0).
  uint32_t below(uint32_t bound);

  // Fisher-Yates with our generator.
  template <typename T, std::size_t N>
  void shuffle(std::array<T, N>& items) {
    for (std::size_t i = N - 1; i > 0; --i) {
      std::size_t j = below(static_cast<uint32_t>(i + 1));
      T tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
  }

 private:
  std::array<uint64_t, 4> s_{};
};

// splitmix64 step: also derives the two deck seeds from one game seed.
uint64_t splitmix64(uint64_t& state);

}  // namespace rb
