// Pishe Pasha's table and game state (../shared/rules/pishe-pasha.md): one 52-card deck, four
// center piles, and for each player a reserve (face down; its top turned up is the card T waiting
// to be placed) and a waste. A value: cheap to copy (no heap), comparable for equality.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.hpp"
#include "rules.hpp"

namespace rb::pishe_pasha {

using Player = uint8_t;  // 0 = A (the person against the computer), 1 = B
constexpr Player other(Player p) {
  return static_cast<Player>(1 - p);
}

using PileId = uint8_t;
inline constexpr int kCenterCount = 4;
inline constexpr int kPileCount = 8;
inline constexpr int kDeckSize = 52;
constexpr PileId center_pile(int i) {
  return static_cast<PileId>(i);
}
constexpr PileId reserve_of(Player p) {
  return static_cast<PileId>(4 + p);
}
constexpr PileId waste_of(Player p) {
  return static_cast<PileId>(6 + p);
}
constexpr bool is_center(PileId pile) {
  return pile < kCenterCount;
}
// c1..c4, ra, rb, wa, wb
std::string pile_code(PileId pile);
std::optional<PileId> parse_pile_code(std::string_view text);
// "center pile 2", "A's reserve", "B's waste"
std::string pile_name(PileId pile);

enum class ActionKind : uint8_t {
  move,     // the top card of `from` (the turned card T, or the waste's top) onto `to`
  turn_up,  // turns up the reserve's top (turning the waste over first when the reserve is empty)
  stop,     // `player` calls Stop on the other player's last action; `take_over` is the choice
  resign,   // `player` gives the game up
};

struct Action {
  ActionKind kind = ActionKind::turn_up;
  PileId from = 0, to = 0;
  Player player = 0;       // stop, resign
  bool take_over = false;  // stop: if upheld, end the offender's turn (else: they correct it)
  static constexpr Action move(PileId from, PileId to) {
    return {ActionKind::move, from, to, 0, false};
  }
  static constexpr Action turn_up() { return {}; }
  static constexpr Action stop(Player by, bool take_over) {
    return {ActionKind::stop, 0, 0, by, take_over};
  }
  static constexpr Action resign(Player who) { return {ActionKind::resign, 0, 0, who, false}; }
  friend constexpr bool operator==(const Action&, const Action&) = default;
};
// "turnup", "move ra c1", "stop b take-over", "stop a correct", "resign a"
std::string to_string(const Action& action);
std::optional<Action> parse_action(std::string_view text, std::string* error = nullptr);

enum class Outcome : uint8_t { playing, won, blocked, resigned };

struct Pile {
  std::array<uint8_t, kDeckSize> cards{};  // bottom first; bit 7: face up
  uint8_t size = 0;
  friend bool operator==(const Pile&, const Pile&) = default;
};

// What a Stop on the last action needs: who made it, whether it missed a compulsory play (and
// which), and how to take it back.
struct LastAction {
  bool exists = false;
  bool judged = false;
  Player actor = 0;
  Action action;
  bool offence = false;
  Action missed;           // the compulsory play to a center pile
  Card missed_card;        // its card
  bool restocked = false;  // a turn-up that first turned the waste over
  // The turn's bookkeeping before the action (restored when it is taken back).
  Player turn_before = 0;
  bool reserve_played_before = false, progress_before = false;
  uint16_t stall_before = 0, turn_number_before = 0;
  std::array<bool, 2> misses_turn_before{};
  friend bool operator==(const LastAction&, const LastAction&) = default;
};

class State {
 public:
  const Rules& rules() const { return rules_; }
  Player turn() const { return turn_; }
  int size(PileId pile) const { return piles_[pile].size; }
  bool empty(PileId pile) const { return piles_[pile].size == 0; }
  Card card(PileId pile, int i) const {
    return Card{uint8_t(piles_[pile].cards[size_t(i)] & 0x7f)};
  }
  bool face_up(PileId pile, int i) const { return (piles_[pile].cards[size_t(i)] & 0x80) != 0; }
  Card top(PileId pile) const { return card(pile, size(pile) - 1); }
  // The turned card T of the player in turn lies face up on their reserve.
  bool card_waiting() const {
    return !empty(reserve_of(turn_)) && face_up(reserve_of(turn_), size(reserve_of(turn_)) - 1);
  }
  // Whether a reserve card has been played this turn (the waste's top may be played).
  bool reserve_played() const { return reserve_played_; }
  bool progress_this_turn() const { return progress_this_turn_; }
  int cards_left(Player p) const { return size(reserve_of(p)) + size(waste_of(p)); }
  int wrong_calls(Player p) const { return wrong_calls_[p]; }
  bool misses_next_turn(Player p) const { return misses_turn_[p]; }
  int turns_without_progress() const { return stall_; }
  int turn_number() const { return turn_number_; }
  int action_count() const { return int(action_count_); }
  const LastAction& last() const { return last_; }
  bool seen(Card c) const { return (seen_ >> c.id & 1) != 0; }
  bool over() const { return outcome_ != Outcome::playing; }
  Outcome outcome() const { return outcome_; }
  std::optional<Player> winner() const { return winner_; }
  int score() const { return score_; }
  friend bool operator==(const State&, const State&) = default;

 private:
  friend class Table;
  std::array<Pile, kPileCount> piles_{};
  Rules rules_;
  Player turn_ = 0;
  bool reserve_played_ = false;
  bool progress_this_turn_ = false;
  std::array<uint8_t, 2> wrong_calls_{};
  std::array<bool, 2> misses_turn_{};
  uint16_t stall_ = 0;
  uint16_t turn_number_ = 1;
  uint32_t action_count_ = 0;
  uint64_t seen_ = 0;
  LastAction last_;
  Outcome outcome_ = Outcome::playing;
  std::optional<Player> winner_;
  int score_ = 0;
};

// The deal from a game seed: 26 cards to each (two, then eight rounds of three, the non-dealer
// first), each player's cards face down in the order received, the last on top. The non-dealer
// (the player who starts: rules.first) plays first.
State deal(const Rules& rules, uint64_t seed);

// Whether `card` may go onto the pile now (center: in suit, one up from the ace; a waste: one
// rank up or down, any suit, not empty).
bool fits_center(const State& state, Card card, PileId center);
bool fits_waste(const State& state, Card card, PileId waste);
// The center pile the card fits, if any.
std::optional<PileId> center_for(const State& state, Card card);

// Everything that may be done now: the player in turn's actions and the other player's Stop
// (take-over first).
void legal_actions(const State& state, std::vector<Action>& out);
// The player in turn's actions only (no Stop).
void own_actions(const State& state, std::vector<Action>& out);
// "" and the action applied, or a reason a player can read and `state` unchanged.
std::string apply(State& state, const Action& action);

// Whether `caller` may call Stop now, and whether it would be upheld.
struct StopVerdict {
  bool allowed = false;
  bool upheld = false;
  Action missed;
  std::string reason;
};
StopVerdict stop_verdict(const State& state, Player caller);
// Whether the action, made now by the player in turn, misses a compulsory play; which one.
std::optional<Action> missed_play(const State& state, const Action& action);

// "A wins: all cards played (21 points)" and the like; "" while playing.
std::string describe_result(const State& state);
// Every pile, the turn and counters, as text (a bug report's table).
std::string state_text(const State& state);
// "" when the state is sound: each of the 52 cards once, center piles built in suit from the ace.
std::string check_invariants(const State& state);

}  // namespace rb::pishe_pasha
