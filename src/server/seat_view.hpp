// What one seat of an online table sees, as the JSON message the server sends that seat after
// every change (the `view`), and the table's arrangement (the `table` message, sent when a seat
// joins). A client draws the table and offers the seat its actions from these two alone, without
// the game's state: every card the seat may not see is written as its back only, and nothing
// names the deal's seeds. The format is described in src/server/README.md.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace rb::online {

// The news of a table that the game state does not keep: how many changes it has seen, the last
// action and who made it, its words in each seat's voices, the seats the computer plays for people
// who left a game of three or four, and the seat whose leaving ended the game.
struct TableNews {
  int sequence = 0;                     // changes so far (actions applied and forfeits)
  int last_seat = -1;                   // who made the last change (-1: none yet)
  std::string last_text;                // its action text ("leave" for a forfeit)
  std::vector<std::string> last_words;  // [seat]: its words in that seat's voices
  bool last_call = false;        // it was a call (Knock, Stop!): its words are the call's verdict
  int forfeited_seat = -1;       // the seat whose leaving ended the game, or -1
  uint32_t computer_seats = 0;   // bit s: seat s's person left, and the computer plays on for them
  bool forfeit_stalled = false;  // it did not play in the time allowed (else it left)
  bool dealt_face_down = false;  // a table waiting for its players: no card is shown yet
};

// The voices of the table from `seat`: "You" for it, "Your opponent" for the other of two seats,
// "Player C" for the others of more, "Computer C" for one the computer plays (`computer_seats`,
// TableNews's).
Voices seat_voices(int seat, int seat_count, uint32_t computer_seats);

// Whether `seat` may see a card as it lies on `pile`: face up, and not in another seat's hand.
bool seat_sees(const CardFace& face, const PileInfo& pile, int seat);
// A card as the view writes it for a seat that may not see it: -1 - its back (the deck whose back
// it shows; decks that share a back by twos give the pair's number).
int hidden_card_value(const CardFace& face, const TableArrangements& table);

// Whether the computer plays `seat` now (its person left a game that went on without them).
inline bool computer_plays(const TableNews& news, int seat) {
  return seat >= 0 && seat < 32 && (news.computer_seats >> seat & 1U) != 0;
}

// The winner and the result in the seat's words, once the game is over or a seat has forfeited
// (then the one person left at the table, if one is, wins).
int table_winner(const GameState& state, const TableNews& news);
std::string result_words(const GameState& state, const TableNews& news, const Voices& voices);

// The `view` message for `seat` (JSON text). `options`: the rule options the table was dealt
// with (the creator's, checked), which a page needs to lay out a table whose piles they change
// (a solitaire match's mode).
std::string seat_view_json(const GameState& state, const TableArrangements& table, int seat,
                           const TableNews& news, const OptionValues& options = {});
// The `table` message (JSON text): the piles as players know them and where they sit.
std::string table_json(const TableArrangements& table);

}  // namespace rb::online
