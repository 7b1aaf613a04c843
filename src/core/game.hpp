// The seam between the shared code and a game of the family. A game is a module (GameModule): its
// name, presets, the deal from a seed, records, and its players (random, the rule book's greedy
// play, the computer's levels); a game in play is a GameState, a value the shared code copies,
// compares, asks for its legal actions and applies actions to, without knowing the rules. Actions
// cross the seam as ActionCode, 32 bits whose meaning only the game knows, with a text form that
// round-trips. (Models: sgt-puzzles' `struct game`, OpenSpiel's Game/State.)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game_options.hpp"
#include "table.hpp"

namespace rb {

using ActionCode = uint32_t;

// A card as it lies on the table: its number (deck * 52 + suit * 13 + rank - 1, as core/card.hpp)
// and whether it is face up.
struct CardFace {
  int card = 0;
  bool face_up = false;
};

class GameState {
 public:
  virtual ~GameState() = default;
  virtual std::unique_ptr<GameState> clone() const = 0;
  // The address name of its game ("russian-bank"), as GameModule::name.
  virtual std::string_view game_name() const = 0;
  // Equal as values (same piles, turn, counters, result): what a replay must reproduce.
  virtual bool same_as(const GameState& other) const = 0;

  virtual int seat_count() const = 0;
  virtual int seat_in_turn() const = 0;
  virtual bool over() const = 0;
  // The winning seat once over; -1 for a draw or while playing.
  virtual int winner() const = 0;
  // The winner's points (0 for a draw, while playing, or when the game keeps no score).
  virtual int score() const = 0;
  // "A wins: ... (42 points)": the end in words, or "" while playing.
  virtual std::string result_text() const = 0;

  // Everything that may be done now: the seat in turn's actions and any seat's call on an
  // oversight (knock, Stop), whose actor the action itself names.
  virtual void legal_actions(std::vector<ActionCode>& out) const = 0;
  // Every action of the game's vocabulary that could be tried now (legal or not), from which the
  // conformance tests sample the ones that must be refused.
  virtual void candidate_actions(std::vector<ActionCode>& out) const = 0;
  // Applies an action; returns "" or, when it is refused, a reason a player can read, and the
  // state is unchanged.
  virtual std::string apply(ActionCode action) = 0;
  virtual std::string action_text(ActionCode action) const = 0;
  virtual std::optional<ActionCode> parse_action(std::string_view text,
                                                 std::string* error) const = 0;
  // The seat that an action is made by (the seat in turn, or the caller of a knock or Stop).
  virtual int actor(ActionCode action) const = 0;

  // The table: where its piles sit (for the shared layout), and each pile's cards, bottom first.
  virtual TableArrangements table() const = 0;
  virtual int pile_size(int pile) const = 0;
  virtual CardFace card_at(int pile, int index) const = 0;
  // The game's own soundness checks (piles built as the rules build them); "" when sound.
  virtual std::string invariants() const = 0;

  // What `seat` may see, as text: two states that differ only in what the seat cannot see give
  // the same observation.
  virtual std::string observation(int seat) const = 0;
  // Deals again, from `seed`, the cards that `seat` cannot see among the places it cannot see.
  virtual void shuffle_hidden(int seat, uint64_t seed) = 0;

  // The record of the game so far (game, options, seeds, actions), which the module's
  // load_record turns back into this state.
  virtual std::string record_text() const = 0;
};

// A seat's player: decides the seat's actions from what the seat may see.
class SeatPlayer {
 public:
  virtual ~SeatPlayer() = default;
  // The action of the seat in turn.
  virtual ActionCode choose(const GameState& state) = 0;
  // A call on the other side's last action (knock, Stop) that seat `me` makes now, if any. Asked
  // before every action of another seat.
  virtual std::optional<ActionCode> call_out(const GameState& state, int me) = 0;
};

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual std::string_view name() const = 0;   // "russian-bank": addresses, records, files
  virtual std::string_view title() const = 0;  // "Russian Bank"
  virtual int card_count() const = 0;
  virtual std::vector<std::string_view> presets() const = 0;  // the first is the default
  // The options table (a row's preset_value is indexed by the preset's place in presets()).
  virtual std::vector<OptionSpec> options() const = 0;
  // A new deal of the preset, with options changed from the preset's values, from a game seed (a
  // deal number); nullptr and `error` (naming the preset or option) when one is refused.
  virtual std::unique_ptr<GameState> new_game(std::string_view preset, const OptionValues& options,
                                              uint64_t seed, std::string* error) const = 0;
  // The state a record's text replays to; nullptr and `error` (naming the line) when it does not.
  virtual std::unique_ptr<GameState> load_record(std::string_view text,
                                                 std::string* error) const = 0;
  // "random", "greedy" (the rule book's own play), "ai1" .. the top level.
  virtual std::vector<std::string> player_names() const = 0;
  // nullptr for an unknown name. `seed` seeds the player's own generator.
  virtual std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const = 0;
};

}  // namespace rb
