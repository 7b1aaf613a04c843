// Online play's words at the page (app/flow/online_play.hpp, src/online_client/): who sits down
// and who is still to come, a call's verdict at every page, and why a move the page cannot make
// is refused, in the server's words.
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/flow/online_play.hpp"
#include "app/flow/session.hpp"
#include "app/input/gesture_actions.hpp"
#include "app/input/pointer_input.hpp"
#include "app/text/wording.hpp"
#include "app/ui/toolbar.hpp"
#include "core/json_reader.hpp"
#include "core/voices.hpp"
#include "online_client/remote_state.hpp"
#include "online_match.hpp"

using namespace rb;
using namespace rb::app;
using online_client::online_receive;
using test::OnlineMatch;
using test::open_match;

namespace {

// The first legal action of `seat` made with `gesture` at the table, in words ("" when none).
std::string first_of(const GameState& truth, int seat, Gesture gesture) {
  std::vector<ActionCode> legal;
  truth.legal_actions(legal);
  for (const ActionCode a : legal) {
    if (truth.actor(a) == seat && truth.talk()->look(a).gesture == gesture) {
      return truth.action_text(a);
    }
  }
  return "";
}

// The seat in turn, `mover`, makes its first move (or tap), and the other seat knocks on it.
void play_then_knock(OnlineMatch& match, int mover) {
  const GameState& truth = match.table->state();
  std::string play = first_of(truth, mover, Gesture::move);
  if (play.empty()) play = first_of(truth, mover, Gesture::tap);
  REQUIRE(match.table->act(mover, play, match.now) == "");
  match.send_views();
  const std::string knock = first_of(truth, 1 - mover, Gesture::call);
  REQUIRE_FALSE(knock.empty());
  REQUIRE(match.table->act(1 - mover, knock, match.now) == "");
  match.send_views();
}

}  // namespace

TEST_CASE(
    "online: a page that sits down is told it joined, or is back; the others that one joined") {
  // (A review: the player who joined by the link read "Your opponent joined. Your opponent's
  // turn.", and so did the table's creator come back after a reload.)
  OnlineMatch match = open_match("game=russian-bank", 9);
  AppModel& creator = match.pages[0];
  AppModel& joiner = match.pages[1];
  REQUIRE(online_receive(creator, "players", R"({"seats":["here","empty"]})", match.now) == "");
  CHECK(creator.ui.message.find("Your table is open") == 0);
  // A table open to anyone says so: players looking for a game find it (a review found it worded
  // as a friend's).
  AppModel open = test::app_table("game=russian-bank");
  REQUIRE(online_receive(open, "hello", "", 0) == "");
  REQUIRE(online_receive(open, "join", R"({"room":"r2"})", 0) == "");
  REQUIRE(online_receive(open, "link", R"({"state":"open"})", 0) == "");
  open.online->open_to_anyone = true;
  REQUIRE(online_receive(open, "players", R"({"seats":["here","empty"]})", match.now) == "");
  CHECK(open.ui.message.find("Your table is open to anyone: players looking for a game") == 0);
  REQUIRE(online_receive(joiner, "room", R"({"room":"r1","invite":"game=x&join=r1"})", 0) == "");
  match.send_players(R"(["here","here"])");
  CHECK(creator.ui.message.find("Your opponent joined. ") == 0);
  CHECK(joiner.ui.message.find("You joined the table. ") == 0);
  // A page reloaded at its seat gets no invitation of its own: it is back.
  AppModel reloaded = test::app_table("game=russian-bank");
  REQUIRE(online_receive(reloaded, "hello", "", 0) == "");
  REQUIRE(online_receive(reloaded, "join", R"({"room":"r1"})", 0) == "");
  REQUIRE(online_receive(reloaded, "link", R"({"state":"open"})", 0) == "");
  REQUIRE(online_receive(reloaded, "view", match.table->view_json(1), match.now) == "");
  REQUIRE(online_receive(reloaded, "players", R"({"seats":["here","here"],"grace":20})",
                         match.now) == "");
  CHECK(reloaded.ui.message.find("You are back at your table. ") == 0);
  // The server's grace time is the one said when the other drops.
  REQUIRE(online_receive(reloaded, "players", R"({"seats":["away","here"],"grace":20})",
                         match.now) == "");
  CHECK(reloaded.ui.message ==
        "Your opponent lost the connection: their seat is kept for 20 seconds.");
  // It counts down the seconds left, waking the page once a second for it and no more (a review
  // found it said 20 seconds all along); only the number changes, not read out again.
  CHECK(next_wakeup_ms(reloaded, match.now + 100) == match.now + 1000);
  update(reloaded, match.now + 1500);
  CHECK(reloaded.ui.message ==
        "Your opponent lost the connection: their seat is kept for 19 seconds.");
  CHECK(reloaded.ui.message_quiet);
  CHECK(next_wakeup_ms(reloaded, match.now + 1500) == match.now + 2000);
  update(reloaded, match.now + 19200);
  CHECK(reloaded.ui.message ==
        "Your opponent lost the connection: their seat is kept for 1 second.");
  // (At the end the server says what happens: the notice's count stops, the page sleeps.)
  update(reloaded, match.now + 20000);
  CHECK(next_wakeup_ms(reloaded, match.now + 20000) < 0);
  // Their box says so while it is their turn, not "PLAYING" (a review); back, it plays again.
  REQUIRE(reloaded.game->seat_in_turn() == 1);
  CHECK(turn_word(reloaded, 1) == "AWAY");
  CHECK(turn_word(reloaded, 0).empty());
  REQUIRE(online_receive(reloaded, "players", R"({"seats":["here","here"],"grace":20})",
                         match.now) == "");
  CHECK(turn_word(reloaded, 1) == "PLAYING");
}

TEST_CASE("online: the warning that a seat has not played for a while counts its seconds down") {
  // (A review found it said the same number of seconds until the forfeit.)
  OnlineMatch match = open_match("game=russian-bank", 9);
  match.send_players(R"(["here","here"])");
  AppModel& page = match.pages[0];
  // The other seat (server seat 1) stalls: two people, so it would lose by forfeit.
  const std::string notice =
      R"({"words":"x","yours":false,"seat":1,"seconds":120,"playsOn":false})";
  REQUIRE(online_receive(page, "notice", notice, match.now) == "");
  CHECK(page.ui.message ==
        "Your opponent has not played for a while: without a play within 120 seconds, they lose "
        "the game by forfeit.");
  CHECK(page.ui.tone == MessageTone::refused);
  update(page, match.now + 1001);
  CHECK(page.ui.message.find("within 119 seconds") != std::string::npos);
  update(page, match.now + 119500);
  CHECK(page.ui.message.find("within 1 second,") != std::string::npos);
  // Its own seat's page is told in its voice; a notice without seconds is said as it comes.
  AppModel& other = match.pages[1];
  REQUIRE(online_receive(other, "notice",
                         R"({"words":"x","yours":true,"seat":1,"seconds":60,"playsOn":true})",
                         match.now) == "");
  CHECK(other.ui.message ==
        "You have not played for a while: play within 60 seconds, or the computer plays on in "
        "your place.");
  REQUIRE(online_receive(other, "notice", R"({"words":"the words as they came"})", match.now) ==
          "");
  CHECK(other.ui.message == "The words as they came.");
}

TEST_CASE("online: a table of three says who joined and that the others are still to come") {
  // (A review: the host read "Player B joined. Player C's turn." before C had come, and B "Your
  // table is open: ... Send them its link".)
  OnlineMatch match = open_match("game=spite-and-malice&preset=three", 5);
  AppModel& host = match.pages[0];
  AppModel& second = match.pages[1];
  const auto players = [&](AppModel& page, const char* seats) {
    REQUIRE(online_receive(page, "players", std::string("{\"seats\":") + seats + "}", 0) == "");
  };
  players(host, R"(["here","empty","empty"])");
  CHECK(host.ui.message.find("Your table is open: waiting for the other players to join.") == 0);
  players(host, R"(["here","here","empty"])");
  CHECK(host.ui.message == "Player B joined: waiting for 1 more player.");
  players(second, R"(["here","here","empty"])");
  CHECK(second.ui.message == "You joined the table: waiting for 1 more player.");
  players(host, R"(["here","here","here"])");
  players(second, R"(["here","here","here"])");
  CHECK(host.ui.message.find("Player C joined. ") == 0);
  CHECK(second.ui.message.find("Player C joined. ") == 0);
  // A player who leaves: the game goes on, the computer playing their seat, named so.
  REQUIRE(match.table->forfeit(2));
  match.send_views();
  REQUIRE_FALSE(host.game->over());
  // (Said as a call's verdict is, with whose turn it is, and kept a while over the computer's
  // moves: a review never saw it go by.)
  CHECK(host.ui.message.starts_with(
      "Player C left the game: the computer plays on in their place. "));
  CHECK(host.ui.message_sticky);
  CHECK(host.ui.call_words == "Player C left the game: the computer plays on in their place.");
  CHECK(seat_title(host, 2) == "Computer C");
  CHECK(seat_title(second, 1) == "Computer C");  // (seat C, from seat B)
  CHECK(seat_title(host, 1) == "Player B");
  CHECK(online_game_at_stake(host));
  // Had the second person stalled instead, their page would call its seat the computer's, and
  // leaving it would give nothing up (a review found "You" and "This gives the game up").
  second.online->computer_seats |= 1U << 1;
  CHECK(seat_title(second, 0) == "Computer B");
  CHECK_FALSE(online_game_at_stake(second));
  second.online->computer_seats &= ~(1U << 1);
  // The second person's leaving leaves one: the host wins by forfeit (a review found every page
  // saying "A draw" when the game ended so without a winner).
  REQUIRE(match.table->forfeit(1));
  match.send_views();
  REQUIRE(host.game->over());
  CHECK(host.game->winner() == 0);
  CHECK(result_headline(host) != "A draw");
  CHECK(host.game->talk()->result_text() == "You win: player B left the game.");
}

TEST_CASE("online: a knock's verdict is said at both pages, the knocker's too") {
  // (A review: online, the knocker read only "Your turn." and the other "Your opponent
  // knocked.", where at home the verdict says why.)
  OnlineMatch match = open_match("game=russian-bank", 9);
  match.send_players(R"(["here","here"])");
  const GameState& truth = match.table->state();
  const int mover = truth.seat_in_turn(), caller = 1 - mover;
  play_then_knock(match, mover);
  const std::string& mine = match.pages[size_t(caller)].ui.message;
  const std::string& theirs = match.pages[size_t(mover)].ui.message;
  CHECK(mine.find("You knocked — ") == 0);
  CHECK(theirs.find("Your opponent knocked — ") == 0);
  CHECK(match.pages[size_t(caller)].ui.tone == MessageTone::call);
  // The other player away and back meanwhile: the verdict stays to be read (a review found it
  // replaced by "Your opponent is back.").
  AppModel& page = match.pages[size_t(caller)];
  const std::string verdict = page.ui.message;
  const std::string away = caller == 0 ? R"(["here","away"])" : R"(["away","here"])";
  REQUIRE(online_receive(page, "players", R"({"seats":)" + away + "}", match.now) == "");
  REQUIRE(online_receive(page, "players", R"({"seats":["here","here"]})", match.now) == "");
  CHECK(page.ui.message == verdict);
}

TEST_CASE("online: the other person's warning on your turn names them, not the computer") {
  // (A review read "Your turn (the computer misses a turn)." at a table between two people.)
  OnlineMatch match = open_match("game=russian-bank&knock_penalty_after=1", 9);
  match.send_players(R"(["here","here"])");
  const GameState& truth = match.table->state();
  const int mover = truth.seat_in_turn(), caller = 1 - mover;
  // The mover plays by the rule book (its first action, a compulsory one when it has one), and
  // the other knocks on it: wrongly, the knocker misses their next turn.
  play_then_knock(match, mover);
  AppModel& page = match.pages[size_t(mover)];
  INFO(page.ui.call_words);
  REQUIRE(page.ui.call_words.find("next turn") != std::string::npos);  // (the knock was wrong)
  // The knocker plays on to the end of their turn; in the mover's turn they have the warning.
  for (int step = 0; step < 60 && truth.seat_in_turn() == caller; ++step) {
    std::string next = first_of(truth, caller, Gesture::tap);  // (the stock's card turned up)
    if (next.empty()) next = first_of(truth, caller, Gesture::move);
    REQUIRE(match.table->act(caller, next, match.now) == "");
    match.send_views();
  }
  REQUIRE(truth.seat_in_turn() == mover);
  REQUIRE(page.game->seat_in_turn() == 0);  // (as the mover's page shows it: its own seat)
  CHECK(status_words(page) == "Your turn (your opponent misses a turn).");
  CHECK(status_words(match.pages[size_t(caller)]).find("omputer") == std::string::npos);
}

TEST_CASE("online: a move the page cannot make is explained in the server's words") {
  // (A review: online, a move refused said only "A card cannot go there.", and a refused drag
  // nothing; at home the game says why.) Seat 1's page, whose piles are turned round.
  OnlineMatch match = open_match("game=russian-bank", 9);
  match.send_players(R"(["here","here"])");
  const GameState& truth = match.table->state();
  for (int step = 0; step < 200 && truth.seat_in_turn() != 1; ++step) {
    std::vector<ActionCode> legal;
    truth.legal_actions(legal);
    const auto own = std::find_if(legal.begin(), legal.end(), [&](ActionCode a) {
      return truth.actor(a) == 0 && truth.talk()->look(a).gesture != Gesture::call;
    });
    REQUIRE(own != legal.end());
    REQUIRE(match.table->act(0, truth.action_text(*own), match.now) == "");
    match.send_views();
  }
  REQUIRE(truth.seat_in_turn() == 1);
  AppModel& page = match.pages[1];
  REQUIRE(match.carry(1) == "");  // (what the page asked for on opening)
  // A face-up card of the page's own that cannot go to some pile.
  int from = -1, to = -1;
  const int piles = page.table.pile_count;
  for (int p = 0; p < piles && to < 0; ++p) {
    if (page.table.piles[size_t(p)].owner != 0 || pile_empty(page, p) ||
        !top_card(page, p).face_up) {
      continue;
    }
    for (int q = 0; q < piles && to < 0; ++q) {
      if (q != p && !move_action(*page.game, p, q)) from = p, to = q;
    }
  }
  REQUIRE(to >= 0);
  move_intent(page, from, to);
  REQUIRE(page.online_requests.size() == 1);
  const std::optional<JsonValue> asked = read_json(page.online_requests[0], nullptr);
  REQUIRE(asked);
  CHECK(asked->text_of("do") == "why");
  // The server's piles asked about hold the page's card (seat 1's page is turned round).
  const int server_from = asked->number_of("from", -1), server_to = asked->number_of("to", -1);
  const std::vector<int> to_page = online_client::page_piles(match.table->table(), 2, 1);
  REQUIRE(server_from >= 0);
  REQUIRE(server_to >= 0);
  CHECK(to_page[size_t(server_from)] == from);
  CHECK(to_page[size_t(server_to)] == to);
  const int size = truth.talk()->pile_size(server_from);
  CHECK(truth.talk()->card_at(server_from, size - 1).card == top_card(page, from).card);
  const std::string reason = match.table->why_not(1, server_from, server_to, -1);
  CHECK_FALSE(match.carry(1).empty());
  CHECK(page.ui.tone == MessageTone::refused);
  CHECK(page.ui.message == sentence(reason));
  CHECK(page.ui.message != "A card cannot go there.");
  // A hidden card's pile is never explained: no reason may name what the seat cannot see.
  CHECK(match.table->why_not(1, match.table->table().pile_count, 0, -1) ==
        "a card cannot go there");
}
