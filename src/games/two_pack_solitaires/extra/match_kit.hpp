// A match of multiple solitaire (match.hpp) as core/recorded_game.hpp's Kit: its records (the same
// first line and options as the game alone, the mode among them; each action with its seat, and a
// race's with its time) and its actions in a code.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "../kit.hpp"
#include "match.hpp"

namespace rb::tps {

struct MatchKit {
  using StateType = Match;
  using ActionType = MatchAction;
  using RulesType = tps::Rules;
  using Rules = RulesType;

  static std::string_view name_of(const Rules& rules) { return Kit::name_of(rules); }
  static std::string_view title_of(const Rules& rules) { return Kit::title_of(rules); }
  static std::span<const std::string_view> preset_names() { return tps::preset_names(); }
  static Rules rules_of_preset(const Rules& game, int preset) {
    return Kit::rules_of_preset(game, preset);
  }
  static std::span<const OptionRow> option_rows_of(const Rules& rules) {
    return Kit::option_rows_of(rules);
  }
  static Match deal(const Rules& rules, uint64_t seed) { return deal_match(rules, seed); }
  static std::string apply(Match& match, const MatchAction& action) {
    return tps::apply(match, action);
  }
  static std::string action_text(const Match&, const MatchAction& action) {
    return to_string(action);
  }
  // The action, its seat and piles checked against the match's.
  static std::optional<MatchAction> parse_action(const Match& match, std::string_view text,
                                                 std::string* why) {
    std::optional<MatchAction> action = parse_match_action(text, why);
    if (!action) return action;
    const int piles = pile_count(match.rules().game);
    const bool own_piles = action->kind == MatchKind::play || action->kind == MatchKind::home;
    if (own_piles && action->seat >= match.seats()) {
      if (why) *why = "this match has no seat " + std::string(1, char('a' + action->seat));
      return std::nullopt;
    }
    if (own_piles && (action->action.from >= piles ||
                      (action->kind == MatchKind::play && action->action.to >= piles))) {
      if (why) {
        *why = std::string(title_of(match.rules())) + " has no such pile (t1..t" +
               std::to_string(tableau_count(match.rules().game)) + ")";
      }
      return std::nullopt;
    }
    return action;
  }
  // The card the action moves (Harp's group: its king), or the card a turn-up shows.
  static std::optional<Card> record_card(const Match& before, const MatchAction& action,
                                         const Match& after, bool legal) {
    if (action.kind != MatchKind::play && action.kind != MatchKind::home) return std::nullopt;
    if (action.seat >= before.seats() || action.seat >= after.seats()) return std::nullopt;
    if (before.game_number() != after.game_number()) return std::nullopt;
    if (action.kind == MatchKind::home) {
      const State& s = before.layout(action.seat);
      if (action.action.from >= pile_count(s.game()) || s.empty(action.action.from)) {
        return std::nullopt;
      }
      return s.top(action.action.from);
    }
    return Kit::record_card(before.layout(action.seat), action.action, after.layout(action.seat),
                            legal);
  }
  // kind (2 bits), seat (2 bits), and the seat's action in the game's own code (24 bits).
  static ActionCode encode(const MatchAction& a) {
    return Kit::encode(a.action) | ActionCode(a.seat) << 24 | ActionCode(a.kind) << 26;
  }
  static MatchAction decode(ActionCode code) {
    MatchAction a;
    a.action = Kit::decode(code & 0xffffff);
    a.seat = uint8_t(code >> 24 & 3);
    a.kind = static_cast<MatchKind>(code >> 26 & 3);
    return a;
  }
};

}  // namespace rb::tps
