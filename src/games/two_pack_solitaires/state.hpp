// The two-pack solitaires' table and game state (../shared/rules/two-pack-solitaires.md): 104
// cards of two packs in piles numbered the same way in all five games: foundations f1..f8 (0-7),
// the hand h (8), the waste w (9) and the tableau t1..tN (10..): 8 piles in Congress (L1-L4 are
// t1-t4, R1-R4 t5-t8), 9 in Harp, 35 fans in House in the Wood and House on the Hill, 18 in
// Intelligence. A game that has no hand or waste leaves those piles empty.
//
// A value: the 104 cards lie in one array, pile after pile (bottom first, bit 7: face up), with
// where each pile starts; moving a card shifts at most 104 bytes. The positions seen since the
// last move that can never be undone (a card to a foundation, out of hand or waste, a face-down
// card turned, a fan redeal) are kept for the block rule as hashes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.hpp"
#include "rules.hpp"

namespace rb::tps {

using PileId = uint8_t;
inline constexpr int kCards = 104;
inline constexpr int kKing = 13;  // the rank
inline constexpr int kFoundations = 8;
inline constexpr PileId kHand = 8;
inline constexpr PileId kWaste = 9;
inline constexpr PileId kFirstTableau = 10;
inline constexpr int kMaxTableau = 35;
inline constexpr int kMaxPiles = kFirstTableau + kMaxTableau;

constexpr bool is_foundation(PileId pile) {
  return pile < kFoundations;
}
constexpr PileId foundation_pile(int i) {
  return PileId(i);
}
constexpr PileId tableau_pile(int i) {
  return PileId(kFirstTableau + i);
}
constexpr bool is_tableau(PileId pile) {
  return pile >= kFirstTableau && pile < kMaxPiles;
}
// The number of tableau piles (fans) of a game, and of all its piles.
constexpr int tableau_count(Game game) {
  switch (game) {
    case Game::congress:
      return 8;
    case Game::harp:
      return 9;
    case Game::intelligence:
      return 18;
    default:
      return kMaxTableau;
  }
}
inline int pile_count(Game game) {
  return kFirstTableau + tableau_count(game);
}
// Whether the game has fans (House in the Wood, House on the Hill, Intelligence).
constexpr bool fan_game(Game game) {
  return game == Game::house_in_the_wood || game == Game::house_on_the_hill ||
         game == Game::intelligence;
}

// f1..f8, h, w, t1..t35
std::string pile_code(PileId pile);
std::optional<PileId> parse_pile_code(std::string_view text);
// "foundation 3", "the hand", "the waste", "pile L2" (Congress), "fan 12": in the player's language
// (core/translation.hpp).
std::string pile_name(Game game, PileId pile);

enum class ActionKind : uint8_t {
  move,     // the top card of `from` onto `to` (in Harp onto a space: the king-headed group)
  turn_up,  // the hand's top card onto the waste (Congress, Harp)
  redeal,   // the waste turned over as the hand, or the fans gathered and dealt again
  end,      // the player ends the game now (it scores its foundation cards)
};

struct Action {
  ActionKind kind = ActionKind::end;
  PileId from = 0, to = 0;
  static constexpr Action move(PileId from, PileId to) { return {ActionKind::move, from, to}; }
  static constexpr Action turn_up() { return {ActionKind::turn_up, 0, 0}; }
  static constexpr Action redeal() { return {ActionKind::redeal, 0, 0}; }
  static constexpr Action end() { return {ActionKind::end, 0, 0}; }
  friend constexpr bool operator==(const Action&, const Action&) = default;
};
// "move t3 f1", "turnup", "redeal", "end"
std::string to_string(const Action& action);
std::optional<Action> parse_action(std::string_view text, std::string* error = nullptr);

// (stopped: a race's clock stopped the game, ended: its player did.)
enum class Outcome : uint8_t { playing, won, blocked, repeated, ended, stopped };

class State {
 public:
  const Rules& rules() const { return rules_; }
  Game game() const { return rules_.game; }
  int size(PileId pile) const { return start_[pile + 1u] - start_[pile]; }
  bool empty(PileId pile) const { return size(pile) == 0; }
  Card card(PileId pile, int i) const {
    return Card{uint8_t(cards_[size_t(start_[pile] + i)] & 0x7f)};
  }
  bool face_up(PileId pile, int i) const { return (cards_[size_t(start_[pile] + i)] & 0x80) != 0; }
  Card top(PileId pile) const { return card(pile, size(pile) - 1); }
  int foundation_cards() const { return start_[kFoundations]; }
  // Redeals still allowed (kUnlimited: without limit), and made so far.
  int redeals_left() const { return redeals_left_; }
  int redeals_made() const { return redeals_made_; }
  uint64_t seed() const { return seed_; }
  int action_count() const { return int(action_count_); }
  bool over() const { return outcome_ != Outcome::playing; }
  Outcome outcome() const { return outcome_; }
  bool won() const { return outcome_ == Outcome::won; }
  // The cards on the foundations: the score of every game, won or not.
  int score() const { return foundation_cards(); }
  // The positions since the last move that cannot be undone (hashes), the current one last.
  const std::vector<uint64_t>& seen() const { return seen_; }
  friend bool operator==(const State&, const State&) = default;

 private:
  friend class Editor;
  std::array<uint8_t, kCards> cards_{};
  std::array<uint8_t, kMaxPiles + 1> start_{};
  Rules rules_;
  uint8_t redeals_left_ = 0;
  uint8_t redeals_made_ = 0;
  Outcome outcome_ = Outcome::playing;
  uint32_t action_count_ = 0;
  uint64_t seed_ = 0;
  std::vector<uint64_t> seen_;
};

// The deal from a game seed (the two packs in card order, shuffled with core/random.hpp).
State deal(const Rules& rules, uint64_t seed);

// Whether `card` may go onto foundation `pile` now.
bool fits_foundation(const State& state, Card card, PileId pile);
// A race (Rules::shared_foundations): whether the top card of `from` may leave for the common
// foundations (a waste or tableau top card, no space waiting to be filled), and it sent there: put
// on `bin` (one of the game's own foundations, which hold the cards gone home in any order) and
// the layout as after any move (a face-down card turned up, an Intelligence fan refilled).
bool may_send_home(const State& state, PileId from);
void send_home(State& state, PileId from, PileId bin);
// Whether `card` may go onto the top of tableau pile `pile` (not a space).
bool fits_tableau(const State& state, Card card, PileId pile);
// Harp: where the king-headed group of a pile starts (the index of its king), or -1.
int king_group_start(const State& state, PileId pile);
// Congress: whether a space waits to be filled (an empty pile while hand or waste holds a card).
bool space_to_fill(const State& state);

// Every action allowed now (ending the game is always one while it is played).
void legal_actions(const State& state, std::vector<Action>& out);
// Whether legal_actions has any action but the end (the first found, without listing them).
bool any_play(const State& state);
// The moves of legal_actions alone, in its order (no turning up, redeal or end).
void legal_moves(const State& state, std::vector<Action>& out);
bool allowed(const State& state, const Action& action);
// "" and the action applied, or a reason a player can read and `state` unchanged.
std::string apply(State& state, const Action& action);
// As `apply`, for the solver's search, which keeps no history for the block rule and finds no
// action where the game is blocked: the position is not remembered, and only a win ends the game.
std::string apply_in_search(State& state, const Action& action);
// The hash of the position as the block rule compares it (what the player sees: face-down
// cards only as counts).
uint64_t position_hash(const State& state);
// How many times the position has occurred so far (1 for a new one).
int occurrences(const State& state);

// "won: all 104 cards on the foundations", "blocked with 37 cards on the foundations"; "". In
// English: the table as text (state_text) says it.
std::string describe_result(const State& state);
// The same as the player reads it, in their language: "Won: all 104 cards on the foundations".
std::string result_words(const State& state);
// Every pile and the counters as text (a bug report's table).
std::string state_text(const State& state);
// The same with the face-down cards left out (their number only): what the player sees.
std::string observation_text(const State& state);
// "" when the state is sound: each of the 104 cards once, foundations built in suit, ...
std::string check_invariants(const State& state);

}  // namespace rb::tps
