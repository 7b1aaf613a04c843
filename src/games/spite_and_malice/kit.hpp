// Spite and Malice's engine as core/recorded_game.hpp's Kit: the parts the shared module, records
// and computer seats are made from.
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

namespace rb::spite {

struct Kit {
  using StateType = spite::State;
  using ActionType = spite::Action;
  using RulesType = spite::Rules;
  using BotType = spite::Bot;
  using State = StateType;
  using Action = ActionType;
  using Rules = RulesType;
  using Bot = BotType;

  static constexpr std::string_view kName = "spite-and-malice";
  static constexpr std::string_view kTitle = tr_mark("Spite and Malice");
  static std::span<const std::string_view> preset_names() { return spite::preset_names(); }
  static Rules rules_of_preset(int preset) { return spite::preset_rules(preset); }
  static std::span<const OptionRow> option_rows() { return spite::option_rows(); }
  static State deal(const Rules& rules, uint64_t seed) { return spite::deal(rules, seed); }
  static std::string apply(State& state, const Action& action) {
    return spite::apply(state, action);
  }
  static std::string action_text(const State& state, const Action& action) {
    return to_string(state, action);
  }
  static std::optional<Action> parse_action(const State& state, std::string_view text,
                                            std::string* why) {
    return spite::parse_action(state, text, why);
  }
  // The card the action moves.
  static std::optional<Card> record_card(const State& before, const Action& action, const State&,
                                         bool) {
    return moved_card(before, action);
  }
  // An action in a code: kind, from, hand index, to (a byte each).
  static ActionCode encode(const Action& a) {
    return ActionCode(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.index) << 16 |
           ActionCode(a.to) << 24;
  }
  static Action decode(ActionCode code) {
    Action a;
    a.kind = (code & 0xff) == 0 ? ActionKind::move : ActionKind::end_turn;
    if (a.kind == ActionKind::end_turn) return a;
    a.from = PileId(code >> 8 & 0xff);
    a.index = uint8_t(code >> 16 & 0xff);
    a.to = PileId(code >> 24 & 0xff);
    return a;
  }
  static std::unique_ptr<Bot> make_bot(std::string_view name, uint64_t seed) {
    return make_player(std::string(name), seed);
  }
};

}  // namespace rb::spite
