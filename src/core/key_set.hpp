// A set of 64-bit keys (position hashes a search has seen): open addressing with linear probing
// in a power-of-two table, growing at half full. Smaller in a wasm bundle than
// std::unordered_set, whose prime-sized buckets link libc++'s __next_prime; insertion is all a
// search needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace rb {

class KeySet {
 public:
  // Adds `key`; true when it was not there yet.
  bool insert(uint64_t key) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    if (key == kEmpty) {
      if (has_empty_key_) return false;
      has_empty_key_ = true;
      ++count_;
      return true;
    }
    if (!place(slots_, key)) return false;
    ++count_;
    return true;
  }
  size_t size() const { return count_; }

 private:
  static constexpr uint64_t kEmpty = 0;

  // Puts `key` in its slot of `table`; false when it is there already.
  static bool place(std::vector<uint64_t>& table, uint64_t key) {
    const size_t mask = table.size() - 1;
    // Fibonacci hashing spreads keys that differ only in their low bits.
    size_t i = size_t((key * 0x9e3779b97f4a7c15ull) >> 20) & mask;
    while (table[i] != kEmpty) {
      if (table[i] == key) return false;
      i = (i + 1) & mask;
    }
    table[i] = key;
    return true;
  }

  void grow() {
    std::vector<uint64_t> bigger(slots_.empty() ? 64 : 2 * slots_.size(), kEmpty);
    for (const uint64_t key : slots_) {
      if (key != kEmpty) place(bigger, key);
    }
    slots_.swap(bigger);
  }

  std::vector<uint64_t> slots_;
  size_t count_ = 0;
  bool has_empty_key_ = false;
};

}  // namespace rb
