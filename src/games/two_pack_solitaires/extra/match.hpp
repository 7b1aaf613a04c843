// Multiple solitaire (../shared/rules/multiple-solitaire.md): a match of one of the two-pack
// solitaires between the person (seat 0) and the computer (seats 1..3), in one of three modes:
// each on their own deal (comparative), all on the same deal (identical), or a race of two onto
// common foundations (common). Every seat plays its own game (a State of state.hpp) at the same
// time as the others; a match is `games` games long and adds up each seat's cards on the
// foundations.
//
// In a race the sixteen foundations are the match's: each holds the cards of either seat (a seat's
// cards are numbered 0..103, the second seat's shown as 104..207), and each seat's own game keeps
// the cards it sent there on its first foundation pile (the bin, in any order), so that its game
// knows them gone and counts them. A play onto a foundation is judged against the foundations as
// they are when it is applied: the first to come has the place.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../state.hpp"
#include "core/random.hpp"

namespace rb::tps {

inline constexpr int kMaxSeats = 4;
inline constexpr char kSeatLetters[] = "abcd";  // the seats in records: a, b, ...
inline constexpr int kSharedFoundations = 16;   // a race's: eight per seat
inline constexpr PileId kBin = 0;               // a race seat's own foundation for cards gone home

enum class MatchKind : uint8_t {
  play,  // the seat's own action in its game (its own pile numbers)
  home,  // a race: the top card of the seat's pile `from` onto common foundation `to` (0..15)
  next,  // the next game of the match is dealt (the person, once every game of this one is over)
  stop,  // a race stops: no card went home for standstill_s seconds, or race_minutes passed
};

struct MatchAction {
  MatchKind kind = MatchKind::play;
  uint8_t seat = 0;
  Action action;       // play: the action; home: action.from and action.to
  uint32_t at_ms = 0;  // a race: the time from its start when it was made (for watching a replay)
  friend bool operator==(const MatchAction&, const MatchAction&) = default;
};

enum class RaceEnd : uint8_t { none, all_home, all_ended, standstill, time };

class Match {
 public:
  const Rules& rules() const { return rules_; }
  uint64_t seed() const { return seed_; }
  int seats() const { return int(layouts_.size()); }
  int game_number() const { return game_; }  // 0 for the first game of the match
  const State& layout(int seat) const { return layouts_[size_t(seat)]; }
  // A race's common foundation: its cards bottom first (104.. the second seat's).
  const std::vector<uint8_t>& shared(int place) const { return shared_[size_t(place)]; }
  bool race() const { return rules_.mode == Mode::common; }
  // The games of the match finished so far added up, per seat.
  int total(int seat) const { return totals_[size_t(seat)]; }
  // This game's cards on the foundations of a seat (its score in this game).
  int score(int seat) const { return layouts_[size_t(seat)].foundation_cards(); }
  // Whether a seat's game of this match is over (won, ended, blocked; a race: the race over).
  bool seat_done(int seat) const;
  bool game_over() const;   // every seat's game of this match
  bool match_over() const;  // the last game over
  RaceEnd race_end() const { return race_end_; }
  uint32_t clock_ms() const { return clock_ms_; }        // the last action's time (a race)
  uint32_t progress_ms() const { return progress_ms_; }  // when a card last went home (a race)
  int action_count() const { return int(action_count_); }
  // Every seat a person at a page of their own (an online table): every layout on the table, and
  // in `identical` another's game hidden from a seat until the seat's own game is over.
  bool people_apart() const { return people_apart_; }
  friend bool operator==(const Match&, const Match&) = default;

 private:
  friend class MatchEditor;
  Rules rules_;
  uint64_t seed_ = 0;
  int game_ = 0;
  std::array<int, kMaxSeats> totals_{};
  std::vector<State> layouts_;
  std::array<std::vector<uint8_t>, kSharedFoundations> shared_{};
  RaceEnd race_end_ = RaceEnd::none;
  uint32_t clock_ms_ = 0, progress_ms_ = 0;
  uint32_t action_count_ = 0;
  bool people_apart_ = false;
};

// The seed of a seat's deal in a game of the match: the match seed for the person's first deal
// (and everyone's in `identical`), others derived from it, the game's number and the seat.
uint64_t match_deal_seed(const Rules& rules, uint64_t seed, int game, int seat);
// The rules of each seat's own game of a match of these rules (a game alone, no cards sent home
// by the table; in a race onto the common foundations).
Rules seat_rules(const Rules& rules);
// The match dealt: its first game.
Match deal_match(const Rules& rules, uint64_t seed);

// Whether a common foundation takes `card` now (its suit, the next rank; House on the Hill's places
// 0..7 are up piles of suit place % 4 from the ace, 8..15 down piles from the king).
bool fits_shared(const Match& match, Card card, int place);
// Every action allowed now, of every seat (the stop of a race only by the clock: not listed).
void match_actions(const Match& match, std::vector<MatchAction>& out);
// The actions of one seat.
void seat_actions(const Match& match, int seat, std::vector<MatchAction>& out);
// "" and the action applied, or a reason a player can read and `match` unchanged.
std::string apply(Match& match, const MatchAction& action);
// The stop a race's clock makes at `ms` from its start, if it is due then.
std::optional<MatchAction> clock_stop(const Match& match, uint32_t ms);
// When the race's clock stops it if nothing happens before (ms from the start; 0: never).
uint32_t clock_deadline_ms(const Match& match);

// "b move t3 t5", "a home t3 f12 @12.345", "next", "stop @300.000"
std::string to_string(const MatchAction& action);
std::optional<MatchAction> parse_match_action(std::string_view text, std::string* error);

// Deals again every seat's face-down cards among their places (what no player sees).
void shuffle_match_unseen(Match& match, Random& random);

// The winning seat of a match over (-1: a draw or not over).
int match_winner(const Match& match);
// "" when sound: each seat's cards once, the common foundations built in suit, the counts kept.
std::string check_match(const Match& match);

}  // namespace rb::tps
