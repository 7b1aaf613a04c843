// The actions a gesture at the table makes (see gesture_actions.hpp).
#include "app/input/gesture_actions.hpp"

#include "app/flow/app_model.hpp"  // (kHumanSeat)

namespace rb::app {

std::vector<int> legal_targets(const GameState& state, int from, int from_index) {
  std::vector<ActionCode> legal;
  state.legal_actions(legal);
  std::vector<int> targets;
  for (const ActionCode a : legal) {
    const ActionLook look = state.talk()->look(a);
    if (look.gesture == Gesture::move && look.from == from && look.from_index == from_index) {
      targets.push_back(look.to);
    }
  }
  return targets;
}

std::optional<ActionCode> first_action(const GameState& state, bool legal_only, ActionPick pick,
                                       const void* wanted) {
  std::vector<ActionCode> actions;
  for (const bool legal : {true, false}) {
    if (!legal && legal_only) break;
    if (legal) {
      state.legal_actions(actions);
    } else {
      candidate_actions_of(state, actions);
    }
    for (const ActionCode a : actions) {
      if (pick(state, a, wanted)) return a;
    }
  }
  return std::nullopt;
}

bool picks_move(const GameState& state, ActionCode action, const void* wanted) {
  const ActionLook look = state.talk()->look(action);
  const ActionLook& want = *static_cast<const ActionLook*>(wanted);
  return look.gesture == Gesture::move && look.from == want.from &&
         (want.to < 0 || look.to == want.to) && look.from_index == want.from_index;
}

std::optional<ActionCode> move_action(const GameState& state, int from, int to, int from_index) {
  const ActionLook wanted{Gesture::move, from, to, from_index};
  return first_action(state, false, picks_move, &wanted);
}

std::optional<ActionCode> tap_action(const GameState& state, int pile, bool legal_only) {
  return first_action(
      state, legal_only,
      [](const GameState& s, ActionCode a, const void* w) {
        const ActionLook look = s.talk()->look(a);
        return look.gesture == Gesture::tap && look.from == *static_cast<const int*>(w);
      },
      &pile);
}

std::optional<ActionCode> call_action(const GameState& state, int seat) {
  return first_action(
      state, false,
      [](const GameState& s, ActionCode a, const void* w) {
        return s.talk()->look(a).gesture == Gesture::call &&
               s.actor(a) == *static_cast<const int*>(w);
      },
      &seat);
}

std::vector<ActionCode> button_actions(const GameState& state, bool legal_only) {
  std::vector<ActionCode> legal, buttons;
  if (legal_only) {
    state.legal_actions(legal);
  } else {
    candidate_actions_of(state, legal);
  }
  for (const ActionCode a : legal) {
    if (state.talk()->look(a).gesture != Gesture::button) continue;
    if (state.all_at_once() && state.actor(a) != kHumanSeat) continue;
    buttons.push_back(a);
  }
  return buttons;
}

}  // namespace rb::app
