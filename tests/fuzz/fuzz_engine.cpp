// libFuzzer target: the engine under random action sequences, legal and illegal. The first bytes
// choose the preset and seeds; then each pair of bytes is either a raw action (any kind, any piles,
// often illegal) or an index into the legal actions. A refused action must change nothing; after
// every action the state keeps every invariant.
#include <cstdint>
#include <cstdlib>

#include "games/russian_bank/engine/invariants.hpp"
#include "games/russian_bank/engine/record.hpp"

namespace {

rb::Action raw_action(uint8_t a, uint8_t b) {
  rb::Action action;
  action.kind = static_cast<rb::ActionKind>(a % 6);
  action.from = static_cast<rb::PileId>(b % 24);  // 22 and 23 are no pile at all
  action.to = static_cast<rb::PileId>((b / 24 + a / 6) % 24);
  action.player = static_cast<rb::Player>(b & 1);
  return action;
}

}  // namespace

extern "C" int rb_fuzz_engine(const uint8_t* data, size_t size) {
  if (size < 3) return 0;
  const rb::Preset preset = static_cast<rb::Preset>(data[0] % 3);
  rb::State state = rb::deal(rb::preset_rules(preset), data[1], data[2]);
  for (size_t i = 3; i + 1 < size && !state.over(); i += 2) {
    if (data[i] & 0x80) {
      rb::ActionList legal;
      rb::legal_actions(state, legal);
      if (legal.size() == 0) std::abort();  // a running game always has an action
      const rb::Action action = legal.items[data[i + 1] % legal.size()];
      if (!rb::apply(state, action).empty()) std::abort();
    } else {
      const rb::State before = state;
      const rb::Action action = raw_action(data[i], data[i + 1]);
      if (action.kind == rb::ActionKind::resign) continue;  // legal at any time; ends the game
      if (!rb::apply(state, action).empty() && !(state == before)) std::abort();
    }
    if (!rb::check_invariants(state).empty()) std::abort();
  }
  return 0;
}
