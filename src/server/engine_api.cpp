// The online server's C interface to the games (the wasm module build/web/online_engine.js that
// src/server/engine.mjs loads in Node): tables by number, actions and views as text. Strings
// returned stay valid until the next call into the module; the caller copies them at once.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>

#include "core/translation.hpp"
#include "server/engine_tables.hpp"
#include "server/server_languages.hpp"

using rb::online::give_text;
using rb::online::kept_table;

extern "C" {

// Deals a table from the room's query and a 64-bit seed given as two halves: its number (> 0),
// or 0 with the refusal in rb_online_error().
EMSCRIPTEN_KEEPALIVE int rb_online_deal(const char* query, uint32_t seed_high, uint32_t seed_low) {
  std::string error;
  auto table =
      rb::online::OnlineTable::deal(query, uint64_t(seed_high) << 32 | uint64_t(seed_low), &error);
  if (!table) {
    give_text(error);
    return 0;
  }
  return rb::online::keep_table(std::move(table));
}

// Why the last deal was refused.
EMSCRIPTEN_KEEPALIVE const char* rb_online_error() {
  return rb::online::last_text_given();
}

EMSCRIPTEN_KEEPALIVE void rb_online_free(int table) {
  rb::online::drop_table(table);
}

EMSCRIPTEN_KEEPALIVE int rb_online_seats(int table) {
  const auto* t = kept_table(table);
  return t ? t->seat_count() : 0;
}

// An action a seat sends, `ms` from the game's start: "" when applied, else why it was refused.
EMSCRIPTEN_KEEPALIVE const char* rb_online_act(int table, int seat, const char* text, double ms) {
  auto* t = kept_table(table);
  return give_text(t ? t->act(seat, text, ms) : "there is no such table");
}

// 1 when the game is played all at once (a race, a match): no turns, no stale views.
EMSCRIPTEN_KEEPALIVE int rb_online_all_at_once(int table) {
  const auto* t = kept_table(table);
  return t && t->all_at_once() ? 1 : 0;
}

// The clock at `ms` from the start: 1 when it ran out and changed the game.
EMSCRIPTEN_KEEPALIVE int rb_online_tick(int table, double ms) {
  auto* t = kept_table(table);
  return t && t->tick(ms) ? 1 : 0;
}

// When the clock runs out if nothing happens before (ms from the start), or -1.
EMSCRIPTEN_KEEPALIVE double rb_online_deadline(int table) {
  const auto* t = kept_table(table);
  return t ? t->clock_deadline_ms() : -1;
}

// The seat leaves for good (stalled 1: did not play in the time allowed): 1 when that ended the
// game by forfeit or the computer plays on for the seat, 0 when it was already over (or the
// computer already played it).
EMSCRIPTEN_KEEPALIVE int rb_online_forfeit(int table, int seat, int stalled) {
  auto* t = kept_table(table);
  return t && t->forfeit(seat, stalled != 0) ? 1 : 0;
}

// What `viewer` is told when `seat`, in turn, has not played for a while (`seconds` left).
EMSCRIPTEN_KEEPALIVE const char* rb_online_stall_words(int table, int viewer, int seat,
                                                       int seconds) {
  auto* t = kept_table(table);
  return give_text(t ? t->stall_words(viewer, seat, seconds) : std::string());
}

// 1 when the computer would play on for `seat` if its person went (else the game would end by
// forfeit): what its stall warning says follows.
EMSCRIPTEN_KEEPALIVE int rb_online_plays_on(int table, int seat) {
  const auto* t = kept_table(table);
  return t && seat >= 0 && seat < t->seat_count() && t->computer_would_play_on(seat) ? 1 : 0;
}

// The seat in turn when the computer plays it for a person who left, else -1.
EMSCRIPTEN_KEEPALIVE int rb_online_computer_turn(int table) {
  const auto* t = kept_table(table);
  return t ? t->computer_in_turn() : -1;
}

// The computer's next action for the seat in turn: 1 when it made one.
EMSCRIPTEN_KEEPALIVE int rb_online_play_computer(int table) {
  auto* t = kept_table(table);
  return t && t->play_computer() ? 1 : 0;
}

// Why the seat may not move a card from pile `from` (`index`, -1: its top) to pile `to`, in its
// words; "" when it may (OnlineTable::why_not).
EMSCRIPTEN_KEEPALIVE const char* rb_online_why(int table, int seat, int from, int to, int index) {
  const auto* t = kept_table(table);
  return give_text(t ? t->why_not(seat, from, to, index) : "there is no such table");
}

// Shows the deal, or keeps it face down while a race waits for its players (OnlineTable).
EMSCRIPTEN_KEEPALIVE void rb_online_show_deal(int table, int shown) {
  if (auto* t = kept_table(table)) t->show_deal(shown != 0);
}

// The seat whose turn it is: -1 when the game is over or played all at once.
EMSCRIPTEN_KEEPALIVE int rb_online_turn(int table) {
  const auto* t = kept_table(table);
  return t ? t->seat_in_turn() : -1;
}

EMSCRIPTEN_KEEPALIVE int rb_online_over(int table) {
  const auto* t = kept_table(table);
  return t && t->over() ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int rb_online_winner(int table) {
  const auto* t = kept_table(table);
  return t ? t->winner() : -1;
}

EMSCRIPTEN_KEEPALIVE int rb_online_sequence(int table) {
  const auto* t = kept_table(table);
  return t ? t->sequence() : -1;
}

// The seat's `view` message (JSON).
EMSCRIPTEN_KEEPALIVE const char* rb_online_view(int table, int seat) {
  const auto* t = kept_table(table);
  return give_text(t && seat >= 0 && seat < t->seat_count() ? t->view_json(seat) : "");
}

// The `table` message (JSON).
EMSCRIPTEN_KEEPALIVE const char* rb_online_table(int table) {
  const auto* t = kept_table(table);
  return give_text(t ? t->table_json() : "");
}

// Hands the server a language's words file (rules/<code>/words.txt): "" when read, else why not.
EMSCRIPTEN_KEEPALIVE const char* rb_online_language(const char* code, const char* text) {
  std::string error;
  return give_text(rb::online::add_server_language(code, text, &error) ? "" : error);
}

// The language a seat's words are written in from now on (a code the server lacks: English).
EMSCRIPTEN_KEEPALIVE void rb_online_seat_language(int table, int seat, const char* code) {
  if (auto* t = kept_table(table)) t->set_language(seat, code);
}

// One of the server's own messages (src/server/game_room.mjs's tr()) in a language, with "{0}"
// filled by `value`.
EMSCRIPTEN_KEEPALIVE const char* rb_online_words(const char* code, const char* english,
                                                 const char* value) {
  const rb::online::SpeakingIn speaking(code);
  return give_text(rb::tr_fill(english, {value}));
}

}  // extern "C"
