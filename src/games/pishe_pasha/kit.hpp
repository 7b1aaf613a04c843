// Pishe Pasha's engine as core/recorded_game.hpp's Kit: the parts the shared module, records and
// computer seats are made from.
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

namespace rb::pishe_pasha {

struct Kit {
  using StateType = pishe_pasha::State;
  using ActionType = pishe_pasha::Action;
  using RulesType = pishe_pasha::Rules;
  using BotType = pishe_pasha::Bot;
  using State = StateType;
  using Action = ActionType;
  using Rules = RulesType;
  using Bot = BotType;

  static constexpr std::string_view kName = "pishe-pasha";
  static constexpr std::string_view kTitle = tr_mark("Pishe Pasha");
  static std::span<const std::string_view> preset_names() { return pishe_pasha::preset_names(); }
  static Rules rules_of_preset(int) { return Rules{}; }
  static std::span<const OptionRow> option_rows() { return pishe_pasha::option_rows(); }
  static State deal(const Rules& rules, uint64_t seed) { return pishe_pasha::deal(rules, seed); }
  static std::string apply(State& state, const Action& action) {
    return pishe_pasha::apply(state, action);
  }
  static std::string action_text(const State&, const Action& action) { return to_string(action); }
  static std::optional<Action> parse_action(const State&, std::string_view text, std::string* why) {
    return pishe_pasha::parse_action(text, why);
  }
  // The card the action moves, or the card a turn-up shows.
  static std::optional<Card> record_card(const State& before, const Action& action,
                                         const State& after, bool legal) {
    if (action.kind == ActionKind::move && action.from < kPileCount && !before.empty(action.from))
      return before.top(action.from);
    if (legal && action.kind == ActionKind::turn_up) return after.top(reserve_of(after.turn()));
    return std::nullopt;
  }
  // An action in a code: kind, from, to (a byte each), the player and the Stop's choice.
  static ActionCode encode(const Action& a) {
    return ActionCode(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.to) << 16 |
           ActionCode(a.player) << 24 | ActionCode(a.take_over) << 28;
  }
  static Action decode(ActionCode code) {
    Action a;
    a.kind = static_cast<ActionKind>(code & 0xff);
    a.from = PileId(code >> 8 & 0xff);
    a.to = PileId(code >> 16 & 0xff);
    a.player = Player(code >> 24 & 0xf);
    a.take_over = (code >> 28 & 1) != 0;
    return a;
  }
  static std::unique_ptr<Bot> make_bot(std::string_view name, uint64_t seed) {
    return make_player(std::string(name), seed);
  }
  // A Stop the seat calls now on the other player's last action, if any.
  static std::optional<Action> call_out(Bot& bot, const State& state, int seat) {
    return bot.call_out(state, Player(seat));
  }
};

}  // namespace rb::pishe_pasha
