// Internal to the solver: the positions a search has met, as their 64-bit keys in an open-
// addressing table that doubles when three quarters full, and the mixing the keys are made with.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace rb::tps {

// A 64-bit number's bits mixed (splitmix64's finish): the keys are made of such numbers.
inline uint64_t mix_key(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

class PositionSet {
 public:
  // True when `key` was there already; else it is added.
  bool seen_before(uint64_t key) {
    if (key == 0) key = 1;  // 0 marks an empty slot
    if (4 * (count_ + 1) > 3 * slots_.size()) grow();
    const size_t mask = slots_.size() - 1;
    for (size_t i = size_t(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) {
        slots_[i] = key;
        ++count_;
        return false;
      }
    }
  }
  // Whether `key` is there (nothing added).
  bool contains(uint64_t key) const {
    if (key == 0) key = 1;
    if (slots_.empty()) return false;
    const size_t mask = slots_.size() - 1;
    for (size_t i = size_t(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  // Takes `key` out, if there (the keys after it in its run moved back: no tombstones).
  void erase(uint64_t key) {
    if (key == 0) key = 1;
    if (slots_.empty()) return;
    const size_t mask = slots_.size() - 1;
    size_t i = size_t(key) & mask;
    while (slots_[i] != key) {
      if (slots_[i] == 0) return;
      i = (i + 1) & mask;
    }
    for (size_t j = (i + 1) & mask; slots_[j] != 0; j = (j + 1) & mask) {
      // A key at j may fill the hole at i when its home slot does not lie in (i, j].
      const size_t home = size_t(slots_[j]) & mask;
      if (((j - home) & mask) >= ((j - i) & mask)) {
        slots_[i] = slots_[j];
        i = j;
      }
    }
    slots_[i] = 0;
    --count_;
  }
  void clear() {
    std::fill(slots_.begin(), slots_.end(), 0);
    count_ = 0;
  }

 private:
  void grow() {
    std::vector<uint64_t> old(std::max<size_t>(slots_.size() * 2, 1 << 12), 0);
    old.swap(slots_);
    count_ = 0;
    for (uint64_t key : old) {
      if (key != 0) seen_before(key);
    }
  }
  std::vector<uint64_t> slots_;
  size_t count_ = 0;
};

}  // namespace rb::tps
