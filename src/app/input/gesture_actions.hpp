// The actions a gesture at the table makes, found among the game's own (its ActionLook of each):
// a card moved from one pile to another, a click on a pile, a call, a button of the game's. A
// legal action first, else one the game would refuse with its reason.
#pragma once

#include <optional>
#include <vector>

#include "core/game.hpp"

namespace rb::app {

// The first action that `pick` takes (given `wanted`): a legal one, else (unless `legal_only`)
// one the game would refuse.
using ActionPick = bool (*)(const GameState& state, ActionCode action, const void* wanted);
std::optional<ActionCode> first_action(const GameState& state, bool legal_only, ActionPick pick,
                                       const void* wanted);
// An ActionPick: a move whose look has the `from`, `from_index` and (unless it is -1) `to` of the
// ActionLook `wanted` points to.
bool picks_move(const GameState& state, ActionCode action, const void* wanted);
// The piles the player in turn may move the top card of `from` (or the card at `from_index`,
// see ActionLook) to now (the legal targets).
std::vector<int> legal_targets(const GameState& state, int from, int from_index = -1);
// The action that moves the top card of `from` (or the card at `from_index`) onto `to`: a legal
// one, else one the game would refuse with its reason; nothing when the game has no such move.
std::optional<ActionCode> move_action(const GameState& state, int from, int to,
                                      int from_index = -1);
// The action a click on `pile` makes (turning a card up, turning the waste over): a legal one,
// else (unless `legal_only`) one the game would refuse with its reason.
std::optional<ActionCode> tap_action(const GameState& state, int pile, bool legal_only = true);
// The human's call (knock, Stop), if the game has calls.
std::optional<ActionCode> call_action(const GameState& state, int seat);
// The actions of the seat in turn that have a button of their own (Pass): the legal ones, or all
// the game has.
std::vector<ActionCode> button_actions(const GameState& state, bool legal_only = true);

}  // namespace rb::app
