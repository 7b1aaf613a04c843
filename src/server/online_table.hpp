// A game played at an online table: the state the server keeps for a room (never sent), the
// actions its seats send as text, judged one at a time in the order they arrive, a seat that
// leaves for good (at a game of turns where two people or more stay, the computer plays on for
// it; else the one left wins by forfeit), and what each seat is shown after every change
// (seat_view.hpp). Games played in turns, and matches of one-player games played all at once
// (a race at solitaire, each seat a person at a page of their own): those are told the time from
// the start with every action, and the server's clock stops them when it runs out (tick).
// Pure C++: the server's wasm module (engine_api.cpp) and the native tests use it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "server/seat_view.hpp"

namespace rb::online {

// The longest action text accepted (every game's actions are far shorter).
inline constexpr size_t kMaxActionBytes = 64;

class OnlineTable {
 public:
  // Deals the game a room's query asks for (game_query.hpp) from `seed`; nullptr and `error`
  // when the query is refused or the game is not one that people play at an online table (of
  // turns, or a match played all at once: of 2-4, a race of two).
  static std::unique_ptr<OnlineTable> deal(std::string_view query, uint64_t seed,
                                           std::string* error);

  int seat_count() const { return state_->seat_count(); }
  // Over by the rules or by a forfeit.
  bool over() const { return state_->over() || news_.forfeited_seat >= 0; }
  int winner() const { return table_winner(*state_, news_); }
  int sequence() const { return news_.sequence; }
  // Played all at once (a race, a match): no turns, and a play is judged by the table as it is
  // when it arrives, whatever view it was chosen from.
  bool all_at_once() const { return state_->all_at_once(); }

  // An action `seat` sends, as its text: "" when it was applied, or why it was refused, in the
  // seat's words and language (and then nothing changed). `ms`: the time from the game's start
  // (a game played all at once keeps it in its record; others ignore it).
  std::string act(int seat, std::string_view text, double ms = 0);
  // The clock at `ms` from the start: true when it ran out and ended something (a race's stop).
  bool tick(double ms);
  // When the clock runs out if nothing happens before (ms from the start; -1: never).
  double clock_deadline_ms() const;
  // `seat` leaves for good (or, `stalled`, did not play in the time the server allows). At a game
  // of turns where two people or more are still playing, the computer plays on for it (the rule
  // book's play); else the game ends by forfeit and the one person left, if one is, wins. False
  // (and nothing changes) when it is already over, or the computer already plays the seat.
  bool forfeit(int seat, bool stalled = false);
  // What `viewer` is told when `seat`, in turn, has not played for a while: within `seconds` it
  // loses by forfeit, or the computer plays on in its place (as forfeit() will decide).
  std::string stall_words(int viewer, int seat, int seconds) const;
  // The seat in turn when the computer plays it, else -1; play_computer() makes its next action
  // (false when it is not the computer's turn).
  int computer_in_turn() const;
  bool play_computer();
  // While a table waits for its players, every seat sees the deal face down and may not play (no
  // player studies the deal before the others are there); the server shows it once they are.
  void show_deal(bool shown) { news_.dealt_face_down = !shown; }
  // The seat whose turn it is: -1 when the game is over or played all at once.
  int seat_in_turn() const { return over() || all_at_once() ? -1 : state_->seat_in_turn(); }

  // The language a seat's words are written in ("en", "fr"...: server_languages.hpp), from the
  // next change on; a code the server does not have is English.
  void set_language(int seat, std::string_view code);
  const std::string& language(int seat) const { return languages_[size_t(seat)]; }

  // Why the seat may not move its card from pile `from` (at `from_index`, -1: the top) to `to`,
  // in its words ("the 3 of diamonds cannot go there: the card turned up must be played first"):
  // a page has no rules of its own to say it. "" when the move is legal. Only of a card the seat
  // sees: a hidden card's reason could name it.
  std::string why_not(int seat, int from, int to, int from_index) const;

  // The seat's view, in its language.
  std::string view_json(int seat) const;
  const std::string& table_json() const { return table_json_; }

  // For tests and tools, never for a client while the game is on: the whole state.
  const GameState& state() const { return *state_; }
  const TableArrangements& table() const { return table_; }

  // Whether the computer would play on for `seat` if its person went: a game of turns where two
  // people or more stay (else the game ends by forfeit).
  bool computer_would_play_on(int seat) const {
    return !all_at_once() && people_playing(seat) >= 2;
  }

 private:
  // The seats a person still plays, not counting `leaving`.
  int people_playing(int leaving) const;
  OnlineTable(const GameModule& module, std::unique_ptr<GameState> state, OptionValues options);
  // Applies `action` of `seat` and tells every seat of it: "" or why it was refused.
  std::string apply(int seat, ActionCode action);
  // The table's voices from `seat` ("You", "Player C", "Computer C"...).
  Voices voices_of(int seat) const { return seat_voices(seat, seat_count(), news_.computer_seats); }

  const GameModule& module_;

  std::unique_ptr<GameState> state_;
  OptionValues options_;  // the rule options it was dealt with (every view names them)
  TableArrangements table_;
  std::string table_json_;
  TableNews news_;
  std::vector<std::string> languages_;                  // [seat]
  std::vector<std::unique_ptr<SeatPlayer>> computers_;  // [seat]: who plays for a person who left
};

}  // namespace rb::online
