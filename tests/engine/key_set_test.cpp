// The searches' set of position keys (core/key_set.hpp): every key is new once, zero included,
// through many growths, and keys that collide in their slot are all kept.
#include "core/key_set.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "core/random.hpp"

namespace rb {
namespace {

TEST_CASE("a key set takes each key once, zero too, across growths", "[key_set]") {
  KeySet set;
  CHECK(set.insert(0));
  CHECK_FALSE(set.insert(0));
  Random random(7);
  std::vector<uint64_t> keys;
  for (int i = 0; i < 5000; ++i) keys.push_back(random.next() | 1);
  for (const uint64_t key : keys) CHECK(set.insert(key));
  CHECK(set.size() == keys.size() + 1);
  for (const uint64_t key : keys) CHECK_FALSE(set.insert(key));
  CHECK(set.size() == keys.size() + 1);
}

TEST_CASE("keys that share a slot are all kept", "[key_set]") {
  KeySet set;
  // Keys that differ only above the bits the slot is taken from land in one slot.
  for (uint64_t high = 1; high <= 15; ++high) CHECK(set.insert(high << 60));
  for (uint64_t high = 1; high <= 15; ++high) CHECK_FALSE(set.insert(high << 60));
  CHECK(set.size() == 15);
}

}  // namespace
}  // namespace rb
