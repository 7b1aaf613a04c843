// The game state: 104 cards packed pile by pile, whose turn it is, knock counters, the last action
// (kept for judging a knock), progress and result. Cheap to copy (a few hundred bytes, no heap) and
// comparable for equality. The rules themselves live in legal.cpp, apply.cpp and judge.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "action.hpp"
#include "core/card.hpp"
#include "piles.hpp"
#include "rules.hpp"

namespace rb::russian_bank {

// The cards of Russian Bank: two 52-card decks, one per player.
inline constexpr int kCardCount = 2 * kCardsPerDeck;

struct CardSlot {
  Card card;
  bool face_up = false;
  friend bool operator==(const CardSlot&, const CardSlot&) = default;
};

enum class Outcome : uint8_t { playing, won, blocked, resigned };

struct Result {
  Outcome outcome = Outcome::playing;
  std::optional<Player> winner;  // none while playing or for a draw
  int score = 0;                 // points for the winner (0 when scoring is off or a draw)
  friend bool operator==(const Result&, const Result&) = default;
};
// "A wins: all cards played (42 points)" and the like, in the table's language.
std::string describe(const Result& result, const Rules& rules);

// What a knock/stop on the last action needs: the action, who made it, whether it broke a rule,
// and how to take it back.
struct LastAction {
  bool exists = false;
  bool judged = false;  // already knocked on: a second knock on the same action is not offered
  Player actor = 0;
  Action action;
  bool offence = false;            // overlooked a mandatory move / broke a priority
  Action missed;                   // a move the actor should have made instead (when offence)
  Card missed_card;                // the card of that move
  bool from_turned_card = false;   // the moved card was the turned-up reserve card
  bool exposed_flip = false;       // moving it turned the next stock card face up
  bool player_turn_ended = false;  // the action ended the actor's turn
  friend bool operator==(const LastAction&, const LastAction&) = default;
};

class State {
 public:
  const Rules& rules() const { return rules_; }
  Player turn() const { return turn_; }
  int size(PileId pile) const { return end_[pile] - begin(pile); }
  bool empty(PileId pile) const { return size(pile) == 0; }
  // i = 0 is the bottom card; i = size - 1 is the top.
  CardSlot at(PileId pile, int i) const { return decode(cards_[begin(pile) + i]); }
  CardSlot top(PileId pile) const { return at(pile, size(pile) - 1); }  // pile must not be empty
  // The player's reserve top lies face up and must be played before anything else.
  bool turned_card_waiting(Player p) const;
  // Center pile completed by its king: closed, takes nothing more.
  bool center_closed(PileId pile) const { return size(pile) == 13; }

  int unjustified_knocks(Player p) const { return knocks_[p]; }
  bool misses_next_turn(Player p) const { return misses_turn_[p]; }
  int turns_without_progress() const { return stall_; }
  int turn_number() const { return turn_number_; }
  int action_count() const { return action_count_; }
  const LastAction& last() const { return last_; }
  const Result& result() const { return result_; }
  // Whether the card has ever lain face up, where both players could see it. A face-down card that
  // was seen is known to both players (where it went is public); only unseen ones are hidden.
  bool seen(Card card) const { return (seen_[card.id >> 6] >> (card.id & 63) & 1) != 0; }
  bool over() const { return result_.outcome != Outcome::playing; }
  // Cards a player still has to get rid of: reserve + waste (+ stock, counted once).
  int cards_left(Player p) const;

  friend bool operator==(const State&, const State&) = default;
  // A 64-bit hash of the whole state (for transposition tables).
  uint64_t hash() const;

 private:
  friend class StateEditor;
  static constexpr uint8_t kFaceUp = 0x80;
  static CardSlot decode(uint8_t byte) {
    return {Card{uint8_t(byte & 0x7f)}, (byte & kFaceUp) != 0};
  }
  int begin(PileId pile) const { return pile == 0 ? 0 : end_[pile - 1]; }

  std::array<uint8_t, kCardCount> cards_{};  // pile 0's cards bottom to top, then pile 1's, ...
  std::array<uint8_t, kPileCount> end_{};    // one past each pile's last card in cards_
  Rules rules_;
  Player turn_ = kPlayerA;
  std::array<uint8_t, 2> knocks_{};
  std::array<bool, 2> misses_turn_{};
  bool progress_this_turn_ = false;  // a card reached a center pile during this turn
  uint16_t stall_ = 0;
  uint16_t turn_number_ = 1;
  uint32_t action_count_ = 0;
  LastAction last_;
  Result result_;
  std::array<uint64_t, 2> seen_{};
};

// Deals a new game: each deck shuffled from its own seed (our own generator, the same everywhere).
State deal(const Rules& rules, uint64_t seed_a, uint64_t seed_b);

// Everything the player in turn may do now, plus the knock of whoever may knock.
void legal_actions(const State& state, ActionList& out);
// Applies a legal action. Returns an empty string on success; otherwise a reason a player can read
// ("the 7 of hearts needs a black 8", in the table's language; a seat's own pile in seat letters,
// "B's waste is empty", which the table words in its voices: table_words.hpp, in_voices) and
// `state` is unchanged.
std::string apply(State& state, const Action& action);
// Faster path for callers that took the action from legal_actions (AI, self-play).
void apply_legal(State& state, const Action& action);

// Whether `action`, made now by the player in turn, overlooks a mandatory move (house) or breaks a
// priority (classic), and which move was missed.
struct Judgement {
  bool offence = false;
  Action missed;
  std::string reason;  // "the 3 of clubs could go to center pile 2" (English: for the tests)
};
Judgement judge(const State& state, const Action& action);

// Whether the last action may still be knocked on (house) or Stopped (classic), by the other
// player: it exists, was not judged yet, and in the classic presets did not end its turn.
bool knock_open(const State& state);

// What a knock by `knocker` right now would do.
struct KnockVerdict {
  bool allowed = false;    // false when there is nothing to knock on
  bool justified = false;  // the last action broke a rule: it is taken back and the turn passes
  bool penalty = false;    // unjustified and it reaches the miss-a-turn count
  Action judged;           // the action being judged
  Action missed;           // what should have been played instead
  // Why it is not allowed, in the table's language (apply's reason); of an allowed knock, its
  // verdict in English (the table's words are knock_words', table_words.hpp).
  std::string reason;
};
KnockVerdict knock_verdict(const State& state, Player knocker);

}  // namespace rb::russian_bank
