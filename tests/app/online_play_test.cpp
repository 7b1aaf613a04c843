// The page's side of online play (app/flow/online_play.hpp, src/online_client/): pages that each
// show one seat of a table held by the server's own C++ (src/server/online_table.hpp, as the server
// runs it), their requests carried to the table and its messages back as the page's client would.
// Every seat's page shows exactly what its seat may see, its own piles at the bottom, and plays
// through the page's usual gestures; refusals are said; a forfeit ends the game for every page.
#include "app/flow/online_play.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <span>
#include <vector>

#include "app/flow/commands.hpp"
#include "app/text/wording.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "core/json_reader.hpp"
#include "core/random.hpp"
#include "long_tests.hpp"
#include "online_client/online_receive.hpp"
#include "online_client/remote_state.hpp"
#include "online_match.hpp"
#include "seat_action.hpp"
#include "server/online_table.hpp"
#include "server/seat_view.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;
using online_client::online_receive;
using test::OnlineMatch;
using test::open_match;

namespace {

// Every card as the page of `seat` shows it: the seat's view of the true table, its piles turned
// round so that its own are at the bottom (seat 0's places).
void check_page_shows_its_seat(const OnlineMatch& match, int seat) {
  const AppModel& page = match.pages[size_t(seat)];
  const GameState& truth = match.table->state();
  const TableArrangements& table = match.table->table();
  const int seats = truth.seat_count();
  const std::vector<int> to_page = online_client::page_piles(table, seats, seat);
  REQUIRE(page.game->seat_count() == seats);
  // (A game played all at once has no turns: each page marks its own seat.)
  CHECK(page.game->seat_in_turn() ==
        (truth.all_at_once() ? 0 : (truth.seat_in_turn() - seat + seats) % seats));
  for (int pile = 0; pile < table.pile_count; ++pile) {
    const int here = to_page[size_t(pile)];
    // (A seat's pile on the page belongs to the seat as many places round.)
    const int owner = table.piles[size_t(pile)].owner;
    CHECK(page.table.piles[size_t(here)].owner ==
          (owner < 0 ? -1 : (owner - seat + seats) % seats));
    REQUIRE(page.game->talk()->pile_size(here) == truth.talk()->pile_size(pile));
    for (int i = 0; i < truth.talk()->pile_size(pile); ++i) {
      const CardFace face = truth.talk()->card_at(pile, i);
      const CardFace shown = seen_card(page, here, i);
      if (online::seat_sees(face, table.piles[size_t(pile)], seat) &&
          !truth.talk()->hidden_from(pile, seat)) {
        REQUIRE(shown.face_up);
        REQUIRE(shown.card == face.card);
      } else {
        REQUIRE_FALSE(shown.face_up);
      }
    }
  }
}

}  // namespace

TEST_CASE("online: pages play whole games at a server's table, each seeing only its seat's cards") {
  for (const char* query :
       {"game=russian-bank", "game=pishe-pasha", "game=single-deck-russian-bank",
        "game=spite-and-malice", "game=spite-and-malice&preset=three"}) {
    INFO(query);
    OnlineMatch match = open_match(query, 41);
    const int seats = match.table->seat_count();
    // Before every seat is taken, nobody may act.
    REQUIRE(online_receive(match.pages[0], "players",
                           seats == 2 ? R"({"seats":["here","empty"]})"
                                      : R"({"seats":["here","here","empty"]})",
                           0) == "");
    CHECK(why_human_waits(match.pages[0], false).find("waiting for your opponent") == 0);
    // (Nobody's box says YOUR TURN while the table waits.)
    for (int s = 0; s < seats; ++s) CHECK(turn_word(match.pages[0], s).empty());
    std::string all_here = "[";
    for (int s = 0; s < seats; ++s) all_here += std::string(s ? "," : "") + "\"here\"";
    match.send_players(all_here + "]");
    for (int s = 0; s < seats; ++s) {
      check_page_shows_its_seat(match, s);
      // Every page's menu says Online (nothing waits for the next game); no restart.
      CHECK(match.pages[size_t(s)].online_chosen);
      CHECK_FALSE(match.pages[size_t(s)].settings.casual_undo);
      CHECK(next_game_note(match.pages[size_t(s)]).empty());
    }
    const int first = match.table->state().seat_in_turn();
    update(match.pages[size_t(first)], match.now);
    CHECK(turn_word(match.pages[size_t(first)], 0) == "YOUR TURN");  // (each page's own: seat 0)
    CHECK(voices(match.pages[1])[1].subject ==
          (seats == 2 ? "Your opponent" : "Player C"));  // (the seat after B's, from B)

    Random random(3);
    int acted[4] = {0, 0, 0, 0};
    for (int step = 0; step < 1500 && !match.table->over(); ++step) {
      const int turn = match.table->state().seat_in_turn();
      AppModel& page = match.pages[size_t(turn)];
      update(page, match.now += 10);
      REQUIRE(human_may_act(page));
      // Another seat's page may not act now: refused at once, nothing sent.
      AppModel& other = match.pages[size_t((turn + 1) % seats)];
      CHECK_FALSE(human_may_act(other));
      const std::optional<ActionCode> action = test::foundation_first_action(page, random);
      if (!action) break;
      REQUIRE(human_action(page, *action, match.now) == "");
      REQUIRE(page.online_requests.size() == 1);  // (the page sent it; the table is unchanged)
      REQUIRE(match.carry(turn) == "");
      ++acted[turn];
      if (step % 7 == 0) {
        for (int s = 0; s < seats; ++s) check_page_shows_its_seat(match, s);
      }
    }
    for (int s = 0; s < seats; ++s) {
      CHECK(acted[s] > 0);
      check_page_shows_its_seat(match, s);
    }
    if (!match.table->over()) {
      // A long game: the first page gives it up with a new game (a forfeit), pressed twice.
      press(match.pages[0], WidgetId::new_game, match.now);
      press(match.pages[0], WidgetId::new_game, match.now);
      CHECK_FALSE(match.pages[0].online);  // (and a new table is asked for: online is chosen)
      REQUIRE(match.pages[0].online_requests.size() >= 1);
      CHECK(match.pages[0].online_requests[0] == R"({"do":"leave"})");
      REQUIRE(match.table->forfeit(0));
      for (int s = 1; s < seats; ++s) {
        REQUIRE(online_receive(match.pages[size_t(s)], "view", match.table->view_json(s),
                               match.now) == "");
      }
    }
    for (int s = 1; s < seats; ++s) {
      AppModel& page = match.pages[size_t(s)];
      REQUIRE(page.game->over());
      const int winner = match.table->winner();
      CHECK(page.game->winner() == (winner < 0 ? -1 : (winner - s + seats) % seats));
      update(page, match.now += 5000);
      CHECK(page.ui.panel == Panel::end);
      CHECK_FALSE(page.game->talk()->result_text().empty());
    }
  }
}

TEST_CASE("online: the server's refusals are said; stale and malformed messages change nothing") {
  OnlineMatch match = open_match("game=russian-bank", 5);
  match.send_players(R"(["here","here"])");
  const int turn = match.table->state().seat_in_turn();
  AppModel& page = match.pages[size_t(turn)];
  Random random(1);
  const std::optional<ActionCode> action = test::foundation_first_action(page, random);
  REQUIRE(action);
  // The table changed before the action arrived: the server refuses it, the page says why.
  REQUIRE(human_action(page, *action, match.now) == "");
  match.pages[size_t(turn)].online_requests[0] =
      std::string(R"({"do":"act","action":")") + page.game->action_text(*action) + R"(","seq":99})";
  CHECK(match.carry(turn).find("the table changed") == 0);
  CHECK(page.ui.message.find("The table changed") == 0);
  CHECK(page.ui.tone == MessageTone::refused);
  check_page_shows_its_seat(match, turn);

  const std::string before = page.game->observation(0);
  CHECK_FALSE(online_receive(page, "view", "{\"seq\":", match.now).empty());
  CHECK_FALSE(
      online_receive(page, "view", R"({"game":"russian-bank","seats":2,"seat":7})", match.now)
          .empty());
  std::string wrong = match.table->view_json(turn);
  wrong.replace(wrong.find("\"piles\":["), 9, "\"piles\":[[999],");
  CHECK_FALSE(online_receive(page, "view", wrong, match.now).empty());
  CHECK_FALSE(online_receive(page, "players", "[1,2", match.now).empty());
  CHECK_FALSE(online_receive(page, "nonsense", "{}", match.now).empty());
  CHECK(page.game->observation(0) == before);
  // An older view than the one shown is passed over.
  REQUIRE(human_action(page, *action, match.now) == "");
  const std::string old_view = match.table->view_json(turn);
  REQUIRE(match.carry(turn) == "");
  const std::string latest = page.game->observation(0);
  CHECK(online_receive(page, "view", old_view, match.now) == "");
  CHECK(page.game->observation(0) == latest);
}

TEST_CASE("online: a game's own bundle offers Online and opens the online bundle to play it") {
  AppModel page = test::app_table("game=spite-and-malice&preset=three");
  press(page, WidgetId::menu, 0);
  CHECK(find_widget(panel_buttons(page), WidgetId::online_on) == nullptr);  // (not offered)
  page.online_offered = true;  // (the page has the online bundle: rb_online_offered)
  REQUIRE(find_widget(panel_buttons(page), WidgetId::online_on) != nullptr);
  press(page, WidgetId::online_on, 0);
  CHECK(next_game_note(page).find("take effect with the next new game") != std::string::npos);
  press(page, WidgetId::new_game, 0);
  CHECK_FALSE(page.online);
  CHECK(page.online_requests.empty());
  const std::string& asked = page.ui.load_game_request;
  CHECK(asked.find("game=spite-and-malice&preset=three&") == 0);
  CHECK(asked.find("&online=new") == asked.size() - 11);
  // That page (the online bundle, with the client) opens the table of the game it was given.
  AppModel online = test::app_table(asked.substr(0, asked.size() - 11));
  REQUIRE(online_receive(online, "hello", "", 0) == "");
  REQUIRE(online_receive(online, "create", "", 0) == "");
  REQUIRE(online.online_requests.size() == 2);
  CHECK(online.online_requests[1].find("game=spite-and-malice&preset=three") != std::string::npos);
}

// The menu's Online rows: a table open to anyone, Play anyone, the public tables waiting (each
// with its Join), and a game's own bundle sending the player to the page that has the client.
TEST_CASE("online: the menu lists public tables, opens one to anyone, plays anyone, joins one") {
  AppModel page = test::app_table("game=spite-and-malice&preset=three");
  REQUIRE(online_receive(page, "hello", "", 0) == "");
  press(page, WidgetId::menu, 0);
  CHECK(find_widget(panel_buttons(page), WidgetId::play_anyone) == nullptr);  // (not chosen)
  CHECK(find_widget(panel_buttons(page), WidgetId::level_down) != nullptr);
  press(page, WidgetId::online_on, 0);
  // Online, against people: no computer's level; the online rows under Against, above New game.
  CHECK(find_widget(panel_buttons(page), WidgetId::level_down) == nullptr);
  CHECK(find_widget(panel_buttons(page), WidgetId::play_anyone)->rect.y <
        find_widget(panel_buttons(page), WidgetId::new_game)->rect.y);
  REQUIRE(page.online_requests.size() == 1);
  CHECK(page.online_requests[0] == R"({"do":"tables","game":"spite-and-malice"})");
  page.online_requests.clear();
  CHECK(page.public_tables.asked);
  CHECK(find_widget(panel_buttons(page), WidgetId::public_table_first) == nullptr);
  // A malformed list is refused in words and leaves none; the server's list shows three tables
  // at most, each in words with its Join.
  CHECK(online_receive(page, "tables", R"({"tabls":[]})", 0) == "tables needs {tables} or {error}");
  CHECK(page.public_tables.trouble == "The game server did not give its list of public tables.");
  const std::string four =
      R"({"tables":[{"room":"a1","game":"spite-and-malice","preset":"three","seats":3,"free":2,"waitingSeconds":250},)"
      R"({"room":"a2","game":"spite-and-malice","preset":"four","seats":4,"free":1,"waitingSeconds":5},)"
      R"({"room":"a3","game":"spite-and-malice","preset":"two","seats":2,"free":1,"waitingSeconds":61},)"
      R"({"room":"a4","game":"spite-and-malice","preset":"two","seats":2,"free":1,"waitingSeconds":0}]})";
  REQUIRE(online_receive(page, "tables", four, 0) == "");
  REQUIRE(page.public_tables.tables.size() == 4);
  CHECK(public_table_words(page.public_tables.tables[0]) ==
        "Three: 2 of 3 seats free, waiting 4 min");
  CHECK(public_table_words(page.public_tables.tables[1]) == "Four: 1 of 4 seats free, just opened");
  const std::vector<Widget> buttons = panel_buttons(page);
  CHECK(find_widget(buttons, WidgetId::public_table_first) != nullptr);
  CHECK(find_widget(buttons, WidgetId::public_table_last) != nullptr);
  CHECK(find_widget(buttons, WidgetId(int(WidgetId::public_table_last) + 1)) == nullptr);
  // Join: the page gives up its game and sits at that table.
  press(page, WidgetId(int(WidgetId::public_table_first) + 1), 0);
  REQUIRE(page.online);
  CHECK(page.online->room == "a2");
  REQUIRE(page.online_requests.size() == 2);
  CHECK(page.online_requests[1] == R"({"do":"join","room":"a2"})");
  page.online_requests.clear();
  // The list again, while this page sits at a2: its own table is not offered (a review: its Join
  // left it, to find no table).
  REQUIRE(online_receive(page, "tables", four, 0) == "");
  CHECK(page.public_tables.tables.size() == 3);
  for (const PublicTable& t : page.public_tables.tables) CHECK(t.room != "a2");
  // Open to anyone: a public table of the chosen game; Play anyone: its game and preset.
  press(page, WidgetId::menu, 0);
  page.online_requests.clear();
  press(page, WidgetId::open_to_anyone, 0);
  REQUIRE(page.online_requests.size() == 3);  // (leave, language, create)
  CHECK(page.online_requests[0] == R"({"do":"leave"})");
  std::optional<JsonValue> asked = read_json(page.online_requests[2], nullptr);
  REQUIRE(asked);
  CHECK(asked->text_of("do") == "create");
  CHECK(page.online_requests[2].find(R"("public":true)") != std::string::npos);
  page.online_requests.clear();
  press(page, WidgetId::play_anyone, 0);
  asked = read_json(page.online_requests.back(), nullptr);
  REQUIRE(asked);
  CHECK(asked->text_of("do") == "anyone");
  CHECK(asked->text_of("match") == "spite-and-malice/three");
  CHECK(asked->text_of("query").find("game=spite-and-malice&preset=three") == 0);
  CHECK(page.ui.message == "Looking for a public table on the game server...");
  // The next New game opens a table by its link again.
  page.online_requests.clear();
  press(page, WidgetId::new_game, 0);
  CHECK(page.online_requests.back().find("public") == std::string::npos);

  // A game's own bundle (no client): the buttons open the online bundle's page.
  AppModel own = test::app_table("game=pishe-pasha");
  own.online_offered = true;
  press(own, WidgetId::menu, 0);
  press(own, WidgetId::online_on, 0);
  CHECK(own.online_requests.empty());
  press(own, WidgetId::public_tables, 0);
  CHECK(own.ui.load_game_request.ends_with("&online=tables"));
  press(own, WidgetId::play_anyone, 0);
  CHECK(own.ui.load_game_request.ends_with("&online=anyone"));
  // That page opens on the list, or plays anyone.
  AppModel listing = test::app_table("game=pishe-pasha");
  REQUIRE(online_receive(listing, "hello", "", 0) == "");
  REQUIRE(online_receive(listing, "create", R"({"how":"tables"})", 0) == "");
  CHECK(listing.ui.panel == Panel::menu);
  CHECK(listing.ui.message.find("The public tables are in the menu") == 0);  // (no "Welcome back")
  CHECK_FALSE(listing.online);
  REQUIRE(listing.online_requests.size() == 1);
  CHECK(listing.online_requests[0] == R"({"do":"tables","game":"pishe-pasha"})");
  AppModel anyone = test::app_table("game=pishe-pasha");
  REQUIRE(online_receive(anyone, "hello", "", 0) == "");
  REQUIRE(online_receive(anyone, "create", R"({"how":"anyone"})", 0) == "");
  REQUIRE(anyone.online_requests.size() == 2);
  CHECK(anyone.online_requests[1].find(R"({"do":"anyone","match":"pishe-pasha/standard")") == 0);
}

TEST_CASE("online: a table refused before the server showed one opens the menu") {
  // (A review: the deal the page had laid while it asked looked live, cards and buttons and all.)
  AppModel page = test::app_table("game=russian-bank");
  join_online_table(page, "nosuch");
  REQUIRE(page.online);
  REQUIRE(
      online_receive(page, "link",
                     R"({"state":"closed","reason":"there is no such table on the game server"})",
                     0) == "");
  CHECK(page.ui.panel == Panel::menu);
  CHECK(page.ui.message == "There is no such table on the game server.");
}

TEST_CASE("online: the link's troubles stop the table and are said; no hints, undo or restart") {
  OnlineMatch match = open_match("game=russian-bank", 9);
  match.send_players(R"(["here","away"])");
  const int turn = match.table->state().seat_in_turn();
  AppModel& page = match.pages[size_t(turn)];
  CHECK(page.ui.message.find("lost the connection") != std::string::npos);
  match.send_players(R"(["here","here"])");
  REQUIRE(human_may_act(page));
  REQUIRE(online_receive(page, "link", R"({"state":"away"})", match.now) == "");
  CHECK_FALSE(human_may_act(page));
  // (Knock too waits for the link: a review found it enabled, doing nothing.)
  const ToolbarView away_bar = toolbar_view(page);  // (kept: find_widget points into it)
  const Widget* knock = find_widget(away_bar.widgets, WidgetId::call);
  REQUIRE(knock != nullptr);
  CHECK_FALSE(knock->enabled);
  CHECK(why_human_waits(page, false).find("connection to the game server was lost") !=
        std::string::npos);
  REQUIRE(online_receive(page, "link", R"({"state":"open"})", match.now) == "");
  REQUIRE(human_may_act(page));
  const ToolbarView open_bar = toolbar_view(page);
  CHECK(find_widget(open_bar.widgets, WidgetId::call)->enabled);
  for (const Widget& w : toolbar_view(page).widgets) CHECK(w.id != WidgetId::hint);  // (no Hint)
  press(page, WidgetId::hint, match.now);                                            // (its key, H)
  CHECK(page.ui.message == "No hints at an online table.");
  press(page, WidgetId::restart, match.now);
  CHECK(page.ui.message.find("An online game cannot be restarted") == 0);
  CHECK(page.online);
  // The menu's copy link copies the table's invitation.
  press(page, WidgetId::copy_link, match.now);
  CHECK(page.ui.clipboard_request == (turn == 0 ? "?game=x&join=r1" : ""));
  REQUIRE(online_receive(page, "link", R"({"state":"closed","reason":"the table is full"})",
                         match.now) == "");
  CHECK(page.ui.message == "The table is full.");
  CHECK_FALSE(human_may_act(page));
}

TEST_CASE("online: New game at an online game on asks to be pressed again, then gives it up") {
  OnlineMatch match = open_match("game=russian-bank", 9);
  AppModel& page = match.pages[0];
  // (While the table waits for the opponent, leaving gives nothing up: no question.)
  REQUIRE(online_receive(page, "players", R"({"seats":["here","empty"]})", 0) == "");
  CHECK_FALSE(online_game_at_stake(page));
  match.send_players(R"(["here","here"])");
  REQUIRE(online_game_at_stake(page));
  press(page, WidgetId::menu, match.now);
  press(page, WidgetId::new_game, match.now);
  CHECK(page.ui.message.find("This gives the game up") == 0);
  CHECK(page.online);
  match.carry(0);
  CHECK_FALSE(match.table->over());
  bool asks_again = false;
  for (const Widget& w : panel_view(page).widgets)
    asks_again = asks_again || (w.id == WidgetId::new_game && w.text == "Press again to give up");
  CHECK(asks_again);
  // Another press in between: the question is asked again.
  press(page, WidgetId::stats, match.now);
  press(page, WidgetId::new_game, match.now);
  match.carry(0);
  CHECK_FALSE(match.table->over());
  // The menu's other ways to another table ask too (a review: Play anyone gave the game up in one
  // press): Open to anyone, Play anyone, a public table's Join.
  for (const WidgetId other :
       {WidgetId::open_to_anyone, WidgetId::play_anyone, WidgetId::public_table_first}) {
    page.online_requests.clear();
    press(page, other, match.now);
    CHECK(page.ui.message.find("This gives the game up") == 0);
    CHECK(page.ui.give_up_armed == other);
    CHECK(page.online);
    CHECK(page.online_requests.empty());
    match.carry(0);
    CHECK_FALSE(match.table->over());
  }
  press(page, WidgetId::new_game, match.now);
  press(page, WidgetId::new_game, match.now);
  // The page says it left, and says it again with its new table's first words (a review: the
  // new table's words were all it said).
  const std::string left = "You left your last game, lost by forfeit.";
  CHECK(page.ui.message == left);
  match.carry(0);
  CHECK(match.table->over());  // (the page left: a forfeit)
  CHECK(page.ui.message == left);
  REQUIRE(page.online);
  REQUIRE(online_receive(page, "players", R"({"seats":["here","empty"]})", 0) == "");
  CHECK(page.ui.message.starts_with(left + " Your table is open"));
}

TEST_CASE("online: a seat that stalls is warned in the server's words, then loses by forfeit") {
  OnlineMatch match = open_match("game=pishe-pasha", 9);
  match.send_players(R"(["here","here"])");
  const int turn = match.table->state().seat_in_turn();
  CHECK(match.table->seat_in_turn() == turn);
  AppModel& waiting = match.pages[size_t(1 - turn)];
  REQUIRE(online_receive(waiting, "notice", R"({"words":"the player in turn has not played"})",
                         match.now) == "");
  CHECK(waiting.ui.message == "The player in turn has not played.");
  CHECK(online_receive(waiting, "notice", "{}", match.now) == "notice needs {words}");
  REQUIRE(match.table->forfeit(turn, true));
  CHECK(match.table->seat_in_turn() == -1);
  match.send_views();
  REQUIRE(waiting.game->over());
  CHECK(waiting.game->talk()->result_text() ==
        "You win: your opponent did not play in the time allowed.");
  CHECK(match.pages[size_t(turn)].game->talk()->result_text() ==
        "Your opponent wins: you did not play in the time allowed.");
}

TEST_CASE("online: the server's view left on the table without its link takes no action, no hint") {
  // (The page leaves the table for a game another bundle plays: until that page loads, the view
  // stays, with no engine of its own.)
  OnlineMatch match = open_match("game=russian-bank", 11);
  match.send_players(R"(["here","here"])");
  const int turn = match.table->state().seat_in_turn();
  AppModel& page = match.pages[size_t(turn)];
  REQUIRE(page.game->engine() == nullptr);
  Random random(3);
  const std::optional<ActionCode> action = test::foundation_first_action(page, random);
  REQUIRE(action);
  const std::string before = page.game->observation(0);
  page.online.reset();
  CHECK_FALSE(human_action(page, *action, match.now).empty());
  for (ActionCode a = 0; a < 64; ++a) {  // every action the view knows, calls among them
    CHECK_FALSE(play_action(page, a, match.now, false, std::nullopt).empty());
  }
  press(page, WidgetId::hint, match.now);
  CHECK(page.ui.message == "No hints at an online table.");
  CHECK(page.game->observation(0) == before);
}

TEST_CASE("online: after a game both pages play again at the same table, seats turned round") {
  OnlineMatch match = open_match("game=pishe-pasha", 7);
  match.send_players(R"(["here","here"])");
  Random random(5);
  for (int step = 0; step < 3000 && !match.table->over(); ++step) {
    const int turn = match.table->state().seat_in_turn();
    AppModel& page = match.pages[size_t(turn)];
    update(page, match.now += 10);
    const std::optional<ActionCode> action = test::foundation_first_action(page, random);
    REQUIRE(action);
    REQUIRE(human_action(page, *action, match.now) == "");
    REQUIRE(match.carry(turn) == "");
  }
  REQUIRE(match.table->over());
  const int winner = match.table->winner();
  REQUIRE(winner >= 0);
  // The server counts the game and says so with who is here.
  // (wins by seat: the winner's player's game, at the seat the player has in that deal)
  const auto players = [&](const char* again, int deal, const char* seats = R"(["here","here"])") {
    const std::string wins = (winner == 0) == (deal == 1) ? "[1,0]" : "[0,1]";
    for (AppModel& page : match.pages) {
      REQUIRE(online_receive(page, "players",
                             std::string(R"({"seats":)") + seats + R"(,"deal":)" +
                                 std::to_string(deal) + R"(,"again":)" + again + R"(,"wins":)" +
                                 wins + R"(,"games":1})",
                             match.now) == "");
    }
  };
  players("[false,false]", 1);
  AppModel& first = match.pages[0];
  update(first, match.now += 5000);
  REQUIRE(first.ui.panel == Panel::end);
  CHECK(find_widget(panel_buttons(first), WidgetId::play_again) != nullptr);
  CHECK(online_session_score(first) ==
        (winner == 0 ? "you 1, your opponent 0" : "you 0, your opponent 1"));
  // The first page asks: it waits for the other, which is told.
  press(first, WidgetId::play_again, match.now);
  REQUIRE(first.online_requests.size() == 1);
  CHECK(first.online_requests[0] == R"({"do":"again"})");
  CHECK(first.ui.message == "Waiting for your opponent to play again.");
  first.online_requests.clear();
  CHECK(find_widget(panel_buttons(first), WidgetId::play_again) == nullptr);
  // The other page has put its end panel away to look at the table: the ask brings it back, with
  // its Play again (a review found no way to it; checked below).
  update(match.pages[1], match.now);
  REQUIRE(match.pages[1].ui.panel == Panel::end);
  press(match.pages[1], WidgetId::close, match.now);
  REQUIRE(match.pages[1].ui.panel == Panel::none);
  update(match.pages[1], match.now += 1000);
  REQUIRE(match.pages[1].ui.panel == Panel::none);
  players("[true,false]", 1);
  CHECK(match.pages[1].ui.message.find("Your opponent would play again") == 0);
  // Each end panel says so too (a review: the offer was only on the line behind the panel).
  const auto panel_words = [](const AppModel& page) {
    std::string words;
    for (const TextLine& line : panel_view(page).lines) words += line.text + " ";
    return words;
  };
  update(match.pages[1], match.now);
  REQUIRE(match.pages[1].ui.panel == Panel::end);
  CHECK(panel_words(first).find("Waiting for your opponent to play again.") != std::string::npos);
  CHECK(panel_words(match.pages[1]).find("Your opponent would play again: Play again deals") !=
        std::string::npos);
  // Had the other left then (its grace time over), the wait would end, saying why (a review found
  // a player waiting on for good).
  players("[true,false]", 1, R"(["here","left"])");
  CHECK(panel_words(first).find("A player left the table: it plays no more games.") !=
        std::string::npos);
  CHECK(panel_words(first).find("Waiting for your opponent") == std::string::npos);
  players("[true,false]", 1);
  // The other asks too: the server deals again, the seats turned round (the first page's player
  // is now seat 1), and each page's next view is the new deal's first.
  press(match.pages[1], WidgetId::play_again, match.now);
  CHECK(match.pages[1].online_requests.back() == R"({"do":"again"})");
  std::string error;
  match.table = online::OnlineTable::deal("game=pishe-pasha", 8, &error);
  REQUIRE(match.table);
  std::swap(match.pages[0], match.pages[1]);
  for (AppModel& page : match.pages) {
    REQUIRE(online_receive(page, "table", match.table->table_json(), match.now) == "");
  }
  players("[false,false]", 2);
  match.send_views();
  for (int seat = 0; seat < 2; ++seat) {
    AppModel& page = match.pages[size_t(seat)];
    CHECK(page.online->seat == seat);
    CHECK(page.online->deal == 2);
    CHECK_FALSE(page.game->over());
    CHECK(page.ui.panel == Panel::none);
    CHECK(page.ui.message.find("A new game at the online table (games won: you ") == 0);
    CHECK(online_session_score(page) ==
          ((winner == 0) == (seat == 1) ? "you 1, your opponent 0" : "you 0, your opponent 1"));
    check_page_shows_its_seat(match, seat);
  }
  // A player who left ends the session: no more games.
  match.send_players(R"(["here","left"])");
  CHECK_FALSE(why_no_online_rematch(match.pages[0]).empty());
}

// A solitaire match between two people online (multiple-solitaire.md): every play judged as it
// arrives, whichever page sends it, each page showing its own layout where the person's is (seat
// 0's places) and the other's small; in `identical` the other's cards hidden until one's own game
// is over. The pages play by their usual gestures; a race the clock does not stop ends by its
// rules or, if it stalls, by the standstill the server's clock calls.
TEST_CASE("online: people play a solitaire match, all at once, each page its own layout") {
  const std::vector<const char*> queries = {"game=harp&mode=common",
                                            "game=harp&mode=comparative",
                                            "game=intelligence&mode=identical",
                                            "game=congress&mode=common",
                                            "game=house-on-the-hill&mode=comparative&computers=2",
                                            "game=house-in-the-wood&mode=identical&computers=3"};
  // (Under the sanitizers the first three: each mode once.)
  const size_t played = size_t(std::max(3, rb::test::long_share(int(queries.size()))));
  for (const char* query : std::span(queries).first(played)) {
    INFO(query);
    OnlineMatch match = open_match(query, 23);
    const int seats = match.table->seat_count();
    REQUIRE(match.table->all_at_once());
    std::string all_here = "[";
    for (int s = 0; s < seats; ++s) all_here += std::string(s ? "," : "") + "\"here\"";
    match.send_players(all_here + "]");
    for (int s = 0; s < seats; ++s) check_page_shows_its_seat(match, s);
    Random random(7);
    std::vector<int> acted(size_t(seats), 0);
    for (int step = 0; step < 3000 * seats && !match.table->over(); ++step) {
      const int seat = int(random.below(uint32_t(seats)));
      AppModel& page = match.pages[size_t(seat)];
      update(page, match.now += 10);
      if (!human_may_act(page)) {
        // (Its own game over: the others play on.)
        CHECK_FALSE(match.table->state().may_act(seat));
        continue;
      }
      const std::optional<ActionCode> action = test::foundation_first_action(page, random, true);
      REQUIRE(action);
      REQUIRE(human_action(page, *action, match.now) == "");
      REQUIRE(match.carry(seat) == "");
      ++acted[size_t(seat)];
      if (step % 11 == 0) {
        for (int s = 0; s < seats; ++s) check_page_shows_its_seat(match, s);
      }
    }
    for (int s = 0; s < seats; ++s) CHECK(acted[size_t(s)] > 10);
    if (!match.table->over()) {
      // A race stopped by its clock: nothing went home for the standstill's time.
      const double deadline = match.table->clock_deadline_ms();
      REQUIRE(deadline > 0);
      CHECK_FALSE(match.table->tick(deadline - 1));
      REQUIRE(match.table->tick(deadline));
      match.send_views();
    }
    REQUIRE(match.table->over());
    CHECK(match.table->clock_deadline_ms() < 0);
    for (int s = 0; s < seats; ++s) {
      check_page_shows_its_seat(match, s);
      AppModel& page = match.pages[size_t(s)];
      REQUIRE(page.game->over());
      const int winner = match.table->winner();
      CHECK(page.game->winner() == (winner < 0 ? -1 : (winner - s + seats) % seats));
      // The result names the winner in the page's own voices, never by seat letter.
      const std::string result = page.game->talk()->result_text();
      INFO(result);
      const std::string them = seats == 2 ? "Your opponent wins"
                               : winner >= 0
                                   ? "Player " + std::string(1, char('A' + winner)) + " wins"
                                   : "";
      CHECK((winner < 0 ? result.starts_with("A draw")
                        : result.starts_with(winner == s ? "You win" : them)));
    }
  }
}

// The race's first come, first served: two pages play a card to the same common foundation from
// the same view; the first to arrive has the place, the other's play is refused in words and its
// card stays in its layout.
TEST_CASE("online: in a race the later of two plays to one foundation is refused, nothing else") {
  bool raced = false;
  for (uint64_t seed = 1; seed <= 40 && !raced; ++seed) {
    OnlineMatch match = open_match("game=harp&mode=common", seed);
    match.send_players(R"(["here","here"])");
    Random random(seed);
    for (int step = 0; step < 400 && !match.table->over() && !raced; ++step) {
      // Both pages' plays to a foundation, in page piles (the foundations are not turned round).
      std::vector<ActionCode> home[2];
      for (int s = 0; s < 2; ++s) {
        AppModel& page = match.pages[size_t(s)];
        std::vector<ActionCode> legal;
        page.game->legal_actions(legal);
        for (const ActionCode a : legal) {
          const ActionLook look = page.game->talk()->look(a);
          if (look.gesture == Gesture::move && page.table.piles[size_t(look.to)].foundation) {
            home[s].push_back(a);
          }
        }
      }
      for (const ActionCode first : home[0]) {
        for (const ActionCode second : home[1]) {
          const ActionLook a = match.pages[0].game->talk()->look(first);
          const ActionLook b = match.pages[1].game->talk()->look(second);
          if (raced || a.to != b.to) continue;
          raced = true;
          const int from_size = match.pages[1].game->talk()->pile_size(b.from);
          const CardFace card = match.pages[1].game->talk()->card_at(b.from, -1 + from_size);
          REQUIRE(human_action(match.pages[0], first, match.now) == "");
          REQUIRE(human_action(match.pages[1], second, match.now) == "");
          const int before = match.table->sequence();
          REQUIRE(match.carry(0) == "");
          const std::string refused = match.carry(1);
          INFO(refused);
          CHECK_FALSE(refused.empty());
          CHECK(match.table->sequence() == before + 1);  // (the first play only)
          // Page 1's card is where it was; its message says why.
          REQUIRE(match.pages[1].game->talk()->pile_size(b.from) == from_size);
          CHECK(match.pages[1].game->talk()->card_at(b.from, from_size - 1).card == card.card);
          CHECK(match.pages[1].ui.tone == MessageTone::refused);
          CHECK(match.pages[1].ui.message.find(refused.substr(1)) != std::string::npos);
          for (int s = 0; s < 2; ++s) check_page_shows_its_seat(match, s);
        }
      }
      if (raced) break;
      // Otherwise a play of a page at random, as in a race.
      const int seat = int(random.below(2));
      AppModel& page = match.pages[size_t(seat)];
      update(page, match.now += 10);
      if (!human_may_act(page)) continue;
      const std::optional<ActionCode> action = test::foundation_first_action(page, random);
      if (!action) continue;
      REQUIRE(human_action(page, *action, match.now) == "");
      REQUIRE(match.carry(seat) == "");
    }
  }
  CHECK(raced);
}

TEST_CASE("online: the menu's Resign gives the game up at the server, out of turn too") {
  OnlineMatch match = open_match("game=russian-bank", 5);
  match.send_players(R"(["here","here"])");
  // (The seat not in turn: a resignation is made at any time.)
  const int quitter = 1 - match.table->state().seat_in_turn();
  AppModel& page = match.pages[size_t(quitter)];
  REQUIRE(may_resign(page));
  CHECK_FALSE(page.game->engine());     // (a view of the server's game: no rules here)
  REQUIRE(match.carry(quitter) == "");  // (what the page asked for on opening)
  press(page, WidgetId::menu, match.now);
  page.online_requests.clear();              // (the menu asks for the public tables)
  press(page, WidgetId::resign, match.now);  // armed
  CHECK(page.online_requests.empty());
  press(page, WidgetId::resign, match.now);
  REQUIRE(page.online_requests.size() == 1);
  CHECK(page.online_requests[0].find(std::string("\"action\":\"resign ") +
                                     (quitter == 0 ? "a" : "b") + "\"") != std::string::npos);
  REQUIRE(match.carry(quitter) == "");
  REQUIRE(match.table->over());
  CHECK(match.table->state().winner() == 1 - quitter);
  for (AppModel& each : match.pages) {
    CHECK(each.game->over());
    CHECK_FALSE(may_resign(each));
    CHECK_FALSE(joke_due(each));  // (the loss screen's jokes are about the computer)
  }
  AppModel home = test::app_table("game=russian-bank");
  press(home, WidgetId::resign, match.now);
  press(home, WidgetId::resign, match.now);
  REQUIRE(home.game->over());
  CHECK(joke_due(home));  // (at home the computer won)
  // The other seat may not resign for it: its view offers only its own.
  const std::optional<ActionCode> theirs =
      page.game->parse_action(quitter == 0 ? "resign b" : "resign a", nullptr);
  CHECK_FALSE(theirs);
}

// (A review: in an online race one click on End game ended the person's game for good, where
// offline it asks to be pressed again; the other's empty places read as the person's own.)
TEST_CASE("online: End game in a race asks to be pressed again, then ends the person's game") {
  OnlineMatch match = open_match("game=congress&mode=common", 23);
  match.send_players("[\"here\",\"here\"]");
  AppModel& page = match.pages[0];
  update(page, match.now += 10);
  REQUIRE(human_may_act(page));
  // (The other's empty places are the opponent's: "Your opponent's" over "pile 1" read as the
  // person's own at a glance, a review.)
  int theirs = -1;
  for (int pile = 0; pile < page.table.pile_count && theirs < 0; ++pile) {
    if (page.table.piles[size_t(pile)].owner == 1) theirs = pile;
  }
  REQUIRE(theirs >= 0);
  CHECK(owned_pile_words(page, theirs).starts_with("Opponent's "));
  const std::vector<ActionCode> buttons = button_actions(*page.game, true);
  REQUIRE_FALSE(buttons.empty());
  perform(page, Intent::press(WidgetId::pass), match.now);
  CHECK(page.online_requests.empty());
  CHECK(page.ui.message.find("Press it again") != std::string::npos);
  REQUIRE(match.carry(0) == "");
  CHECK(match.table->state().may_act(0));
  perform(page, Intent::press(WidgetId::pass), match.now += 10);
  CHECK_FALSE(page.online_requests.empty());
  REQUIRE(match.carry(0) == "");
  CHECK_FALSE(match.table->state().may_act(0));
}
