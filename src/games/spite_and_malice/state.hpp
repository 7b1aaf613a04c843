// Spite and Malice's table and game state (../shared/rules/spite-and-malice.md) for two to four
// seats: a shared draw pile, the center stacks, and for each seat a payoff pile (face down, its
// top face up), a hand and four side slots. A value: every card of the game in one flat buffer,
// pile after pile (so a copy is a few hundred bytes and no heap), comparable for equality.
//
// Pile numbers: 0 the draw pile; 1 .. C the center places (C = 8 with two players, 12 with three
// or four; 4 or 6 more when a joker may start a stack); then six per seat: payoff, hand, side 1-4.
// Cards: deck P is deck 0 (the payoff piles), deck S (S1) deck 1, S2 deck 2 (core/card.hpp ids);
// the jokers are deck 1's four with two players, three of deck 1 and three of deck 2 with more.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.hpp"
#include "rules.hpp"

namespace rb::spite {

using Seat = uint8_t;
using PileId = uint8_t;
inline constexpr int kMaxSeats = 4;
inline constexpr int kSideSlots = 4;
inline constexpr int kHandSize = 5;
inline constexpr int kStackSize = 13;  // a center stack that reaches it is complete
inline constexpr int kMaxCenters = 18;
inline constexpr int kMaxPiles = 1 + kMaxCenters + kMaxSeats * 6;
inline constexpr int kMaxCards = kCardIdLimit;  // the unused cards' pile holds the rest of the ids

enum class PileKind : uint8_t { draw, center, payoff, hand, side };

enum class ActionKind : uint8_t {
  move,      // a card from `from` (a hand's card number `index`, else the top) onto `to`
  end_turn,  // the player in turn stops
};
struct Action {
  ActionKind kind = ActionKind::end_turn;
  PileId from = 0;
  uint8_t index = 0;  // the card's place in the hand, bottom (first drawn) first; 0 otherwise
  PileId to = 0;
  static constexpr Action move(PileId from, PileId to, int index = 0) {
    return {ActionKind::move, from, uint8_t(index), to};
  }
  static constexpr Action end_turn() { return {}; }
  friend constexpr bool operator==(const Action&, const Action&) = default;
};

enum class Outcome : uint8_t { playing, won, blocked };

// The purposes of the game's shuffles (section 6): each has its own numbered seeds.
enum class Shuffle : uint8_t { payoff_deck = 1, draw_deck = 2, recycle = 3 };
uint64_t shuffle_seed(uint64_t game_seed, Shuffle purpose, int counter);
// Fisher-Yates with the project's generator, as Random::shuffle does for a fixed array.
void shuffle_cards(std::vector<Card>& cards, uint64_t seed);

class State {
 public:
  const Rules& rules() const { return rules_; }
  int seats() const { return rules_.players; }
  int centers() const { return centers_; }
  int pile_count() const { return 1 + centers_ + 6 * seats(); }
  static constexpr PileId draw_pile() { return 0; }
  static constexpr PileId center(int i) { return PileId(1 + i); }
  PileId payoff_of(int seat) const { return PileId(1 + centers_ + 6 * seat); }
  PileId hand_of(int seat) const { return PileId(2 + centers_ + 6 * seat); }
  PileId side_of(int seat, int k) const { return PileId(3 + centers_ + 6 * seat + k); }
  PileKind kind(PileId pile) const {
    if (pile == 0) return PileKind::draw;
    if (pile <= centers_) return PileKind::center;
    const int k = (pile - 1 - centers_) % 6;
    return k == 0 ? PileKind::payoff : k == 1 ? PileKind::hand : PileKind::side;
  }
  // The seat a payoff, hand or side pile belongs to; -1 for the shared piles.
  int owner(PileId pile) const { return pile <= centers_ ? -1 : (pile - 1 - centers_) / 6; }
  int side_number(PileId pile) const { return (pile - 1 - centers_) % 6 - 2; }  // 0..3

  int size(PileId pile) const { return end_[pile] - start(pile); }
  bool empty(PileId pile) const { return size(pile) == 0; }
  Card card(PileId pile, int i) const { return Card{cards_[size_t(start(pile) + i)]}; }
  Card top(PileId pile) const { return card(pile, size(pile) - 1); }
  int total_cards() const { return end_[size_t(kMaxPiles - 1)]; }

  int turn() const { return turn_; }
  int turn_number() const { return turn_number_; }
  int action_count() const { return int(action_count_); }
  // Turns in a row, just ended, without a payoff card played; and without a card drawn or played.
  int stall() const { return stall_; }
  int idle_turns() const { return idle_; }
  bool drew_this_turn() const { return drew_; }
  bool played_this_turn() const { return played_; }
  bool payoff_played_this_turn() const { return payoff_played_; }
  int recycles() const { return recycles_; }
  // The ranks (bit r for rank r) that a natural card needed to go to the center when the seat's
  // last turn ended (public history: a player who plays every card that fits, as the rule book's
  // greedy play does, then holds none of them); 0 before its first turn ends.
  uint16_t center_ranks_at_turn_end(int seat) const { return center_ranks_at_end_[size_t(seat)]; }
  // The ranks (bit r) of natural cards that the seat's side stacks would have taken when its last
  // turn ended, above the card it put there (every rank when it put none, or a joker): greedy
  // play puts the highest card that fits there, so it then holds none of them.
  uint16_t side_ranks_passed_over(int seat) const { return side_ranks_passed_[size_t(seat)]; }
  uint64_t seed() const { return seed_; }
  // Whether the card has ever lain face up on the table (public knowledge).
  bool seen(Card c) const { return (seen_[c.id >> 6] >> (c.id & 63) & 1) != 0; }
  bool over() const { return outcome_ != Outcome::playing; }
  Outcome outcome() const { return outcome_; }
  // The winner; -1 for a draw or a win shared by several seats (or while playing).
  int winner() const { return winner_; }
  int payoff_count(int seat) const { return size(payoff_of(seat)); }
  // A hash of the piles and the turn (the computer's table of positions seen in a search).
  uint64_t hash() const {
    uint64_t h = 0xcbf29ce484222325ULL ^ turn_;
    for (int i = 0; i < total_cards(); ++i) h = (h ^ cards_[size_t(i)]) * 0x100000001b3ULL;
    for (uint8_t e : end_) h = (h ^ e) * 0x100000001b3ULL;
    return h;
  }
  friend bool operator==(const State&, const State&) = default;

 private:
  friend class Editor;
  int start(PileId pile) const { return pile == 0 ? 0 : end_[pile - 1]; }
  std::array<uint8_t, kMaxCards> cards_{};
  std::array<uint8_t, kMaxPiles> end_{};
  Rules rules_;
  uint8_t centers_ = 8;
  uint8_t turn_ = 0;
  uint8_t idle_ = 0;
  bool drew_ = false, played_ = false, payoff_played_ = false;
  Outcome outcome_ = Outcome::playing;
  int8_t winner_ = -1;
  uint16_t turn_number_ = 1;
  uint16_t stall_ = 0;
  uint16_t recycles_ = 0;
  std::array<uint16_t, kMaxSeats> center_ranks_at_end_{};
  std::array<uint16_t, kMaxSeats> side_ranks_passed_{};
  uint32_t action_count_ = 0;
  uint64_t seed_ = 0;
  std::array<uint64_t, (kCardIdLimit + 63) / 64> seen_{};
};

// The one class that changes a State's fields (the engine, the deal, hidden-card sampling and the
// tests' scripted tables).
class Editor {
 public:
  explicit Editor(State& state) : s(state) {}
  State& s;
  // A fresh table for the rules: every pile empty.
  void reset(const Rules& rules, uint64_t seed);
  void push(PileId pile, Card card);
  Card take(PileId pile, int i);
  Card pop(PileId pile) { return take(pile, s.size(pile) - 1); }
  void set_card(PileId pile, int i, Card card) { s.cards_[size_t(s.start(pile) + i)] = card.id; }
  void mark_seen(Card c) { s.seen_[c.id >> 6] |= uint64_t(1) << (c.id & 63); }
  // Marks every card face up on the table as seen (payoff tops, centers, side stacks).
  void mark_table_seen();
  uint8_t& turn() { return s.turn_; }
  uint16_t& turn_number() { return s.turn_number_; }
  uint16_t& stall() { return s.stall_; }
  uint8_t& idle() { return s.idle_; }
  bool& drew() { return s.drew_; }
  bool& played() { return s.played_; }
  bool& payoff_played() { return s.payoff_played_; }
  uint16_t& recycles() { return s.recycles_; }
  uint16_t& center_ranks_at_turn_end(int seat) { return s.center_ranks_at_end_[size_t(seat)]; }
  uint16_t& side_ranks_passed_over(int seat) { return s.side_ranks_passed_[size_t(seat)]; }
  uint32_t& action_count() { return s.action_count_; }
  uint64_t& seed() { return s.seed_; }
  void end_game(Outcome outcome, int winner) {
    s.outcome_ = outcome;
    s.winner_ = int8_t(winner);
  }
};

// The game's cards for a seat count, in canonical order (by id: deck P, S/S1, S2, jokers).
const std::vector<Card>& game_cards(int seats);
// The card ids of core/card.hpp that a game of this many seats does not use.
const std::vector<Card>& cards_not_in_game(int seats);

// The deal from a game seed (section 2): payoff packets, the lead, five cards each.
State deal(const Rules& rules, uint64_t seed);

// The rank the top of a center stack stands for (its size: stacks begin with an ace).
inline int center_rank(const State& s, PileId center) {
  return s.size(center);
}
bool fits_center(const State& s, Card card, PileId center);
// The ranks the top of a side stack may stand for (a joker's range), bottom up; {0, 0} if empty.
struct RankRange {
  int low = 0, high = 0;
};
RankRange side_range(const State& s, PileId side);
bool fits_side(const State& s, Card card, PileId side);

// The compulsory plays of the player in turn (aces to an empty place, twos onto a lone ace),
// empty when none is due (or the option is off).
void compulsory_plays(const State& s, std::vector<Action>& out);
// Everything the player in turn may do now.
void legal_actions(const State& s, std::vector<Action>& out);
// Why the action is refused now, or "".
std::string refusal(const State& s, const Action& action);
// "" and the action applied, or a reason a player can read and `s` unchanged.
std::string apply(State& s, const Action& action);

// What a seat wins (+) or pays (-) at the end: two players, the winner's points and the loser's
// negative; three or four, the sum over the other seats of their count less the seat's own.
int payment(const State& s, int seat);
// The winner's points (0 for a draw or a shared win).
int winner_points(const State& s);

// Words and text (text.cpp).
std::string pile_code(const State& s, PileId pile);  // "dr", "c3", "pa", "ha", "sb2"
std::optional<PileId> parse_pile_code(const State& s, std::string_view text);
// "the draw pile", "center stack 3", "A's payoff pile", "B's hand", "C's side stack 2", in the
// table's language (core/translation.hpp) with the seats' letters.
std::string pile_name(const State& s, PileId pile);
// "ace", "7", "queen": a rank in the table's language.
std::string rank_words(int rank);
// "move ha:2 c3", "move pa c1", "move sb1 c2", "move ha:1 sa2", "end"
std::string to_string(const State& s, const Action& action);
std::optional<Action> parse_action(const State& s, std::string_view text, std::string* error);
// The card a move takes (nullopt if there is none).
std::optional<Card> moved_card(const State& s, const Action& action);
// "A wins: payoff pile emptied (12 points)", "" while playing: in the table's language, or in
// English (`translated` false: the state's text).
std::string describe_result(const State& s, bool translated = true);
// Every pile, the turn and counters, as text.
std::string state_text(const State& s);
// What `seat` sees, as text (section 8): no other hand, no draw order, no payoff card below a top.
std::string observation_text(const State& s, int seat);
std::string check_invariants(const State& s);

// Deals again what `seat` cannot see (section 8): the other hands, the draw pile and every payoff
// card below its top, keeping each place's count. A card once face up on the table goes back only
// to a hand or the draw pile (it cannot be in a payoff pile); the game seed is replaced, so that a
// sample does not foresee the real recycle shuffles. Payoff piles get only deck P's cards. With
// `others_play_what_fits`, another seat's hand gets no natural card that could have gone to the
// center when that seat's turn ended (a seat that plays every card that fits, as greedy play does).
void shuffle_hidden(State& s, int seat, uint64_t seed, bool others_play_what_fits = false);

}  // namespace rb::spite
