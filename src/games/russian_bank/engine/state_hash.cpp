// State::hash: FNV-1a over the cards and the fields that shape the game, then a final mix.
#include "state.hpp"

namespace rb::russian_bank {

uint64_t State::hash() const {
  uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&h](uint64_t byte) { h = (h ^ byte) * 0x100000001b3ULL; };
  for (uint8_t b : cards_) mix(b);
  for (uint8_t e : end_) mix(e);
  mix(turn_);
  mix(knocks_[0] | knocks_[1] << 4);
  mix(static_cast<uint64_t>(misses_turn_[0]) | static_cast<uint64_t>(misses_turn_[1]) << 1 |
      static_cast<uint64_t>(progress_this_turn_) << 2 | static_cast<uint64_t>(last_.judged) << 3 |
      static_cast<uint64_t>(last_.offence) << 4);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  return h;
}

}  // namespace rb::russian_bank
