// Single-deck Russian Bank's engine as core/recorded_game.hpp's Kit: the parts the shared module,
// records and computer seats are made from.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/game.hpp"
#include "core/translation.hpp"
#include "players.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace rb::sdrb {

struct Kit {
  using StateType = sdrb::State;
  using ActionType = sdrb::Action;
  using RulesType = sdrb::Rules;
  using BotType = sdrb::Bot;
  using State = StateType;
  using Action = ActionType;
  using Rules = RulesType;

  static constexpr std::string_view kName = "single-deck-russian-bank";
  static constexpr std::string_view kTitle = tr_mark("Single-deck Russian Bank");
  static std::span<const std::string_view> preset_names() { return sdrb::preset_names(); }
  static Rules rules_of_preset(int) { return Rules{}; }
  static std::span<const OptionRow> option_rows() { return sdrb::option_rows(); }
  static State deal(const Rules& rules, uint64_t seed) { return sdrb::deal(rules, seed); }
  static std::string apply(State& state, const Action& action) {
    return sdrb::apply(state, action);
  }
  static std::string action_text(const State&, const Action& action) { return to_string(action); }
  static std::optional<Action> parse_action(const State&, std::string_view text, std::string* why) {
    return sdrb::parse_action(text, why);
  }
  // The card the action moves (a whole pile: its bottom card), or the card a turn-up shows.
  static std::optional<Card> record_card(const State& before, const Action& action,
                                         const State& after, bool legal) {
    const bool from_pile = action.from < kPileCount && !before.empty(action.from);
    if (action.kind == ActionKind::move && from_pile) return before.top(action.from);
    if (action.kind == ActionKind::move_pile && from_pile) return before.card(action.from, 0);
    if (legal && action.kind == ActionKind::turn_up) return after.top(reserve_of(after.turn()));
    return std::nullopt;
  }
  // An action in a code: kind, from, to (a byte each).
  static ActionCode encode(const Action& a) {
    return ActionCode(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.to) << 16;
  }
  static Action decode(ActionCode code) {
    Action a;
    a.kind = static_cast<ActionKind>(code & 0xff);
    a.from = PileId(code >> 8 & 0xff);
    a.to = PileId(code >> 16 & 0xff);
    return a;
  }
  static std::unique_ptr<BotType> make_bot(std::string_view name, uint64_t seed) {
    return make_player(std::string(name), seed);
  }
};

}  // namespace rb::sdrb
