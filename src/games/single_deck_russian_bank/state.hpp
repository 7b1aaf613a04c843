// Single-deck Russian Bank's table and game state (../shared/rules/single-deck-russian-bank.md):
// one 52-card deck, eight shared tableau piles (piles 5 to 8 appear on the dealer's first turn),
// and for each player a reserve (face down; its top turned up is the card T waiting to be played)
// and a waste. A value: cheap to copy (no heap), comparable for equality.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.hpp"
#include "rules.hpp"

namespace rb::sdrb {

using Player = uint8_t;  // 0 = A (the person against the computer), 1 = B
constexpr Player other(Player p) {
  return static_cast<Player>(1 - p);
}

using PileId = uint8_t;
inline constexpr int kTableauCount = 8;
inline constexpr int kPileCount = 12;
inline constexpr int kDeckSize = 52;
inline constexpr int kSuitLength = 13;  // the most cards a tableau pile holds
constexpr PileId tableau_pile(int i) {
  return static_cast<PileId>(i);
}
constexpr PileId reserve_of(Player p) {
  return static_cast<PileId>(8 + p);
}
constexpr PileId waste_of(Player p) {
  return static_cast<PileId>(10 + p);
}
constexpr bool is_tableau(PileId pile) {
  return pile < kTableauCount;
}
constexpr bool is_reserve(PileId pile) {
  return pile == 8 || pile == 9;
}
constexpr bool is_waste(PileId pile) {
  return pile == 10 || pile == 11;
}
// t1..t8, ra, rb, wa, wb
std::string pile_code(PileId pile);
std::optional<PileId> parse_pile_code(std::string_view text);
// "tableau pile 2", "A's reserve", "B's waste" (English, in seat letters: the table's words for a
// pile are table_words.cpp's)
std::string pile_name(PileId pile);

enum class ActionKind : uint8_t {
  move,       // the top card of `from` onto `to`
  move_pile,  // the whole of tableau pile `from` onto tableau pile `to`, as a unit
  turn_up,    // turns up the reserve's top (turning the waste over first when the reserve is empty)
  resign,     // the seat in `from` (0 A, 1 B) gives the game up, at any time; never listed
};

struct Action {
  ActionKind kind = ActionKind::turn_up;
  PileId from = 0, to = 0;
  static constexpr Action move(PileId from, PileId to) { return {ActionKind::move, from, to}; }
  static constexpr Action move_pile(PileId from, PileId to) {
    return {ActionKind::move_pile, from, to};
  }
  static constexpr Action turn_up() { return {}; }
  static constexpr Action resign(Player who) { return {ActionKind::resign, PileId(who), 0}; }
  friend constexpr bool operator==(const Action&, const Action&) = default;
};
// "turnup", "move ra t1", "pile t2 t5", "resign a"
std::string to_string(const Action& action);
std::optional<Action> parse_action(std::string_view text, std::string* error = nullptr);

enum class Outcome : uint8_t { playing, won, blocked, resigned };

struct Pile {
  std::array<uint8_t, kDeckSize> cards{};  // bottom first; bit 7: face up
  uint8_t size = 0;
  friend bool operator==(const Pile&, const Pile&) = default;
};

class State {
 public:
  const Rules& rules() const { return rules_; }
  Player turn() const { return turn_; }
  Player dealer() const { return dealer_; }
  int size(PileId pile) const { return piles_[pile].size; }
  bool empty(PileId pile) const { return piles_[pile].size == 0; }
  Card card(PileId pile, int i) const {
    return Card{uint8_t(piles_[pile].cards[size_t(i)] & 0x7f)};
  }
  bool face_up(PileId pile, int i) const { return (piles_[pile].cards[size_t(i)] & 0x80) != 0; }
  Card top(PileId pile) const { return card(pile, size(pile) - 1); }
  // Whether tableau piles 5 to 8 exist yet (from the dealer's first turn on).
  bool outer_piles_open() const { return outer_open_; }
  // Whether a tableau pile exists (1 to 4 always; 5 to 8 from the dealer's first turn).
  bool exists(PileId pile) const { return pile < 4 || (is_tableau(pile) && outer_open_); }
  // The turned card T of the player in turn lies face up on their reserve.
  bool card_waiting() const {
    return !empty(reserve_of(turn_)) && face_up(reserve_of(turn_), size(reserve_of(turn_)) - 1);
  }
  bool progress_this_turn() const { return progress_this_turn_; }
  int cards_left(Player p) const { return size(reserve_of(p)) + size(waste_of(p)); }
  int turns_without_progress() const { return stall_; }
  int turn_number() const { return turn_number_; }
  int action_count() const { return int(action_count_); }
  bool over() const { return outcome_ != Outcome::playing; }
  Outcome outcome() const { return outcome_; }
  std::optional<Player> winner() const { return winner_; }
  int score() const { return score_; }
  friend bool operator==(const State&, const State&) = default;

 private:
  friend class Editor;
  std::array<Pile, kPileCount> piles_{};
  Rules rules_;
  Player turn_ = 0;
  Player dealer_ = 1;
  bool outer_open_ = false;
  bool progress_this_turn_ = false;
  uint16_t stall_ = 0;
  uint16_t turn_number_ = 1;
  uint32_t action_count_ = 0;
  Outcome outcome_ = Outcome::playing;
  std::optional<Player> winner_;
  int score_ = 0;
};

// The deal from a game seed: 26 cards to each (two, then eight rounds of three, the non-dealer
// first), face down in the order received, the last on top; then the start of the non-dealer's
// first turn: the top four cards of their reserve face up on tableau piles 1 to 4.
State deal(const Rules& rules, uint64_t seed);

// +1 when `to` is one rank above `from` (a king's is the ace), -1 one below, else 0.
int rank_step(Card from, Card to);
// A tableau pile's direction read from its top two cards: +1 up, -1 down, 0 none (0 or 1 card).
int direction(const State& state, PileId pile);
// Whether `card` goes on the tableau pile's top card (same suit, one up or down in the pile's
// direction); false for an empty pile.
bool fits_tableau(const State& state, Card card, PileId pile);
// Whether `card` goes onto a non-empty waste (same suit, one rank up or down, either way).
bool fits_waste(const State& state, Card card, PileId waste);
// Whether the whole of tableau pile `from` (two cards or more) may go onto tableau pile `to`.
bool pile_fits(const State& state, PileId from, PileId to);

// Everything the player in turn may do now.
void legal_actions(const State& state, std::vector<Action>& out);
// Whether an action is allowed now (without the reason).
bool allowed(const State& state, const Action& action);
// "" and the action applied, or a reason a player can read (in the table's language; a seat's
// empty waste in seat letters, "A's waste is empty", for TableTalk::in_voices) and `state`
// unchanged.
std::string apply(State& state, const Action& action);

// "A wins: all cards played (43 points)" and the like, in the table's language; "" while playing.
std::string describe_result(const State& state);
// Every pile, the turn and counters, as text (a bug report's table).
std::string state_text(const State& state);
// The same with the face-down reserve cards left out (their numbers only): what a seat sees.
std::string observation_text(const State& state);
// "" when the state is sound: each of the 52 cards once, tableau piles built in suit, one way.
std::string check_invariants(const State& state);

}  // namespace rb::sdrb
