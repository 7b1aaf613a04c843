// An action is a small value: a move (source pile -> target pile), turn up, turn over, knock/stop,
// pass, or resign; with a stable one-line text form ("move h2 c5", "knock b") that round-trips.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "piles.hpp"

namespace rb::russian_bank {

enum class ActionKind : uint8_t {
  move,       // the top card of `from` goes onto `to`
  turn_up,    // the top card of the player's reserve is turned face up
  turn_over,  // the player's waste becomes their reserve, face down
  knock,      // `player` knocks (house) or calls Stop (classic) on the other player's last action
  pass,       // classic presets: end the turn when no card is left to turn up
  resign,     // `player` gives the game up (an abandoned game)
};

struct Action {
  ActionKind kind = ActionKind::pass;
  PileId from = 0;
  PileId to = 0;
  Player player = 0;  // used by knock and resign only

  static constexpr Action move(PileId from, PileId to) { return {ActionKind::move, from, to, 0}; }
  static constexpr Action turn_up() { return {ActionKind::turn_up, 0, 0, 0}; }
  static constexpr Action turn_over() { return {ActionKind::turn_over, 0, 0, 0}; }
  static constexpr Action knock(Player by) { return {ActionKind::knock, 0, 0, by}; }
  static constexpr Action pass() { return {ActionKind::pass, 0, 0, 0}; }
  static constexpr Action resign(Player who) { return {ActionKind::resign, 0, 0, who}; }
  friend constexpr bool operator==(const Action&, const Action&) = default;
};

std::string to_string(const Action& action);
// Parses the text form; on failure returns nothing and, if `error` is given, says why.
std::optional<Action> parse_action(std::string_view text, std::string* error = nullptr);

// A fixed-capacity list on the stack: legal-action generation allocates nothing.
struct ActionList {
  static constexpr int kCapacity = 256;
  std::array<Action, kCapacity> items;
  int count = 0;
  void clear() { count = 0; }
  void push(const Action& action) { items[count++] = action; }
  const Action* begin() const { return items.data(); }
  const Action* end() const { return items.data() + count; }
  int size() const { return count; }
  bool contains(const Action& action) const;
};

}  // namespace rb::russian_bank
