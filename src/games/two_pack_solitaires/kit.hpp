// The two-pack solitaires' engine as core/recorded_game.hpp's Kit, one for the five games (the
// game is named in the rules: one copy of the code serves them all): the parts the shared
// module, records and computer seats are made from.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/game.hpp"
#include "players.hpp"
#include "rules.hpp"
#include "solver.hpp"
#include "state.hpp"

namespace rb::tps {

struct Kit {
  using StateType = tps::State;
  using ActionType = tps::Action;
  using RulesType = tps::Rules;
  using BotType = tps::Bot;
  using State = StateType;
  using Action = ActionType;
  using Rules = RulesType;

  static std::string_view name_of(const Rules& rules) { return kGameNames[size_t(rules.game)]; }
  static std::string_view title_of(const Rules& rules) { return kGameTitles[size_t(rules.game)]; }
  static std::span<const std::string_view> preset_names() { return tps::preset_names(); }
  static Rules rules_of_preset(const Rules& game, int) { return default_rules(game.game); }
  static std::span<const OptionRow> option_rows_of(const Rules& rules) {
    return tps::option_rows(rules.game);
  }
  static State deal(const Rules& rules, uint64_t seed) { return tps::deal(rules, seed); }
  static std::string apply(State& state, const Action& action) { return tps::apply(state, action); }
  static std::string action_text(const State&, const Action& action) { return to_string(action); }
  // The action, its piles checked against the game's.
  static std::optional<Action> parse_action(const State& state, std::string_view text,
                                            std::string* why) {
    const std::optional<Action> action = tps::parse_action(text, why);
    if (action && action->kind == ActionKind::move) {
      const int piles = pile_count(state.game());
      if (action->from >= piles || action->to >= piles) {
        if (why) {
          *why = std::string(title_of(state.rules())) + " has no pile " +
                 pile_code(action->from >= piles ? action->from : action->to) + " (t1..t" +
                 std::to_string(tableau_count(state.game())) + ")";
        }
        return std::nullopt;
      }
    }
    return action;
  }
  // The card the action moves (Harp's group: its king), or the card a turn-up shows.
  static std::optional<Card> record_card(const State& before, const Action& action,
                                         const State& after, bool legal) {
    if (action.kind == ActionKind::move && action.from < kMaxPiles && !before.empty(action.from)) {
      const int group = is_tableau(action.to) && before.empty(action.to)
                            ? king_group_start(before, action.from)
                            : -1;
      return group >= 0 ? before.card(action.from, group) : before.top(action.from);
    }
    if (legal && action.kind == ActionKind::turn_up) return after.top(kWaste);
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
  // A card safe on its foundation, when the player asked the table to play those.
  static std::optional<Action> safe_auto_action(const State& state) {
#ifdef RB_EXTRA_BUNDLE  // (it plays only matches, whose seats never play cards home by themselves:
                        // seat_rules; their weight)
    (void)state;
    return std::nullopt;
#else
    if (!state.rules().auto_move || state.over()) return std::nullopt;
    return safe_to_foundation(state);
#endif
  }
  static std::unique_ptr<BotType> make_bot(std::string_view name, uint64_t seed) {
    return make_player(std::string(name), seed);
  }
};

}  // namespace rb::tps
