// libFuzzer target: the engine under random action sequences, legal and illegal. The first bytes
// choose the preset and seeds; then each pair of bytes is either a raw action (any kind, any piles,
// often illegal) or an index into the legal actions. A refused action must change nothing; after
// every action the state keeps every invariant.
#include <cstdint>
#include <cstdlib>

#include "games/russian_bank/engine/invariants.hpp"
#include "games/russian_bank/record.hpp"

namespace {

rb::russian_bank::Action raw_action(uint8_t a, uint8_t b) {
  rb::russian_bank::Action action;
  action.kind = static_cast<rb::russian_bank::ActionKind>(a % 6);
  action.from = static_cast<rb::russian_bank::PileId>(b % 24);  // 22 and 23 are no pile at all
  action.to = static_cast<rb::russian_bank::PileId>((b / 24 + a / 6) % 24);
  action.player = static_cast<rb::russian_bank::Player>(b & 1);
  return action;
}

}  // namespace

extern "C" int rb_fuzz_engine(const uint8_t* data, size_t size) {
  if (size < 3) return 0;
  const rb::russian_bank::Preset preset = static_cast<rb::russian_bank::Preset>(data[0] % 3);
  rb::russian_bank::State state =
      rb::russian_bank::deal(rb::russian_bank::preset_rules(preset), data[1], data[2]);
  for (size_t i = 3; i + 1 < size && !state.over(); i += 2) {
    if (data[i] & 0x80) {
      rb::russian_bank::ActionList legal;
      rb::russian_bank::legal_actions(state, legal);
      if (legal.size() == 0) std::abort();  // a running game always has an action
      const rb::russian_bank::Action action = legal.items[data[i + 1] % legal.size()];
      if (!rb::russian_bank::apply(state, action).empty()) std::abort();
    } else {
      const rb::russian_bank::State before = state;
      const rb::russian_bank::Action action = raw_action(data[i], data[i + 1]);
      if (action.kind == rb::russian_bank::ActionKind::resign)
        continue;  // legal at any time; ends the game
      if (!rb::russian_bank::apply(state, action).empty() && !(state == before)) std::abort();
    }
    if (!rb::russian_bank::check_invariants(state).empty()) std::abort();
  }
  return 0;
}
