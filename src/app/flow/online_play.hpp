// Playing at a table of the online game server (src/server/README.md) from this page: the table's
// link (opening, open, lost and coming back), who sits where, and the requests the page's online
// client sends the server for the player (open a table, an action, leave). The game on the table
// is then the server's view of it (src/online_client/remote_state.hpp): nothing is dealt, judged,
// saved or counted in the statistics here, and no computer plays.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/storage/settings.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/ui_state.hpp"
#include "core/game.hpp"

namespace rb::app {

struct AppModel;

// A message to read that a notice covered, said again once the notice is over.
struct CoveredMessage {
  std::string text, call_words;
  MessageTone tone = MessageTone::info;
};

struct OnlinePlay {
  enum class Link : uint8_t {
    opening,  // asking the server for a new table, or to join one
    open,     // seated: the server's views come in
    away,     // the connection dropped: the client is getting it back (the seat is held)
    closed,   // the table is gone for this page (left, refused, or the grace time ran out)
  };
  Link link = Link::opening;
  std::string room;                // the server's room id ("" until known)
  std::string invite;              // the address query a friend opens ("game=..&join=ROOM")
  std::vector<std::string> seats;  // [server seat]: "here", "away", "empty" or "left"
  bool open_to_anyone = false;     // the page opened the table public (Open to anyone, Play anyone)
  uint32_t computer_seats = 0;     // bit per server seat: the computer plays it (its person left)
  // Whether the computer plays server seat `server_seat` (false for none, -1).
  bool computer_plays(int server_seat) const {
    return server_seat >= 0 && server_seat < 32 && (computer_seats >> server_seat & 1U) != 0;
  }
  int seat = -1;        // this page's seat at the server (-1 before the first view)
  int sequence = -1;    // the number of the latest view (its `seq`)
  std::string trouble;  // why the link is lost or closed, in words
  // The session at this table: its deal (1, 2... : a new one after every seat asked to play
  // again), the seats that asked, the games each seat's player won, and the games played.
  int deal = 0;
  std::vector<uint8_t> again;  // [server seat]: 1 when it asked
  std::vector<int> wins;       // [server seat]
  int games = 0;
  int grace_seconds = 60;  // how long the server keeps a dropped player's seat
  // The notice that a player lost the connection, as last said, and what it covered.
  std::string away_notice;
  std::optional<CoveredMessage> covered;
  // A notice that counts seconds down while it is shown: a player away (the seconds their seat is
  // still kept) or the seat in turn that has not played for a while (its seconds left to play).
  struct CountDown {
    std::string words;      // as last said
    int seat = 0;           // whose, as this page shows the seats
    bool stall = false;     // (else away)
    bool plays_on = false;  // (a stall's: the computer then plays on in its place)
    double until_ms = -1;   // when the seconds are over (-1: nothing counts)
  };
  CountDown count_down;
  // What the page was told of the game it left for this table ("": none), said again with this
  // table's first words (which would cover it).
  std::string left_words;
  // The card the player let go of for the action on its way, and where: it settles from there
  // when the view that moves it comes.
  std::optional<Rect> drop;
  int drop_pile = -1, drop_index = -1;
};

// How the next online table is opened: for a friend, who joins it by its link; open to anyone
// (listed on the server while it waits); or "Play anyone": the oldest public table of the game
// and preset that waits for players, else a new public one.
enum class OnlineOpening : uint8_t { by_link, open_to_anyone, play_anyone };

// A public table waiting for players, as the server lists it (nothing of its players).
struct PublicTable {
  std::string room, game, preset;
  int seats = 0, free = 0, waiting_s = 0;
};
// The menu's list of public tables of the chosen game.
struct PublicTables {
  bool asked = false;   // a list is on its way
  std::string trouble;  // why none came ("" when one did)
  std::vector<PublicTable> tables;
};

// Whether this program has the page's online client: no, but in the online bundle, whose
// src/online_client says yes (a definition that replaces this file's). Where it says no, no
// table is ever online, and the link-time optimizer drops every online branch of the app, and its
// words, from the bundle.
bool online_client_linked();
// Whether the table is an online one (which only a program with the online client can have).
bool playing_online(const AppModel& model);
// Why the player cannot act at the online table now ("" when the link does not stop them).
std::string online_wait_reason(const AppModel& model);
// Whether the player of the table's `seat` (as this page shows it) lost the connection and is in
// their grace time.
bool online_seat_away(const AppModel& model, int seat);
// Whether leaving the online table now gives its game up (a forfeit): a game on, every seat taken.
bool online_game_at_stake(const AppModel& model);
// The query the server deals the table from: the game, its preset and rules options.
std::string online_query(const Settings& settings);
// Asks the page's online client for a new table of these settings, opened as the model's
// online_opening says (then by link again); the table shown meanwhile is a local deal of them,
// which the server's first view replaces. In a build without the client, the page's online
// bundle is asked to open it. Or joins room `room`.
void open_online_table(AppModel& model, const Settings& settings);
void join_online_table(AppModel& model, const std::string& room);
// Sends the action (one of the view's) to the server: "" (its view will show it) or why not.
std::string send_online_action(AppModel& model, ActionCode action, const std::optional<Rect>& drop);
// A move the page cannot make (it has no rules of its own to say why): asks the server why not;
// its answer comes as a refusal in the player's words. From `from` (its card `from_index`, -1:
// the top) to `to`, the page's piles. (The online client's: without it, nothing.)
void ask_online_why(AppModel& model, int from, int to, int from_index);
// Leaves the online table (a forfeit while the game is on); the table stays as it was. What the
// player is told of the game left: "" when none was at stake (tell_left_game says it).
std::string leave_online_table(AppModel& model);
// Says `left` (leave_online_table's words) now, and again with the next table's first words.
void tell_left_game(AppModel& model, const std::string& left);
// After a game: asks to play again at the same table (a new deal once every seat asks).
void ask_online_rematch(AppModel& model);
// Why this seat cannot ask to play again now ("" when it can): the game is on, a player left...
std::string why_no_online_rematch(const AppModel& model);
// The session's games won, from this page's seat: "you 2, your opponent 1" ("" before any).
std::string online_session_score(const AppModel& model);
// Asks the server for the public tables of the chosen game that wait for players (the menu's
// list); in a build without the client, the page's online bundle is opened on that list.
void ask_public_tables(AppModel& model);
// Sits at the menu's listed table `index` (giving up the game on the table).
void join_public_table(AppModel& model, size_t index);
// A listed table in words (the list is of one game): "Three: 2 of 3 seats free, waiting 4 min".
std::string public_table_words(const PublicTable& table);
// Says that the player of `seat` (as the page shows it) lost the connection and their seat is kept
// for the server's grace time, counted down from `now` while the notice stays.
void tell_seat_away(AppModel& model, int seat, double now);
// Says that `seat` (as the page shows it), in turn, has not played for a while and has `seconds`
// left to (else the computer plays on for it, `plays_on`, or it loses by forfeit), counted down.
void tell_stall(AppModel& model, int seat, int seconds, bool plays_on, double now);
// The counting notice, with the seconds left now ("... kept for 42 seconds."), as the clock goes:
// only the number changes (not read out again to a screen reader).
void count_down_notice(AppModel& model, double now);
// When the counting notice's number next changes (-1: it does not).
double count_down_wakeup_ms(const AppModel& model, double now);

// Tells the server the language the table speaks (its words to this seat: the moves, refusals,
// the result), when a table is open or being joined.
void tell_online_language(AppModel& model);

}  // namespace rb::app
