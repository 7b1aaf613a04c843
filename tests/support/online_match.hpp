// Online play in the app's tests: a table held by the server's own C++ (server/online_table.hpp,
// as the server runs it) and a page for each of its seats, the pages' requests carried to the
// table and its messages back as the page's client would (online_play_test, online_words_test).
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/flow/commands.hpp"
#include "app_fixture.hpp"
#include "core/json_reader.hpp"
#include "online_client/online_receive.hpp"
#include "server/online_table.hpp"

namespace rb::test {

using app::AppModel;
using app::WidgetId;
using online_client::online_receive;

// A table on "the server" and a page for each of its seats.
struct OnlineMatch {
  std::unique_ptr<online::OnlineTable> table;
  std::vector<AppModel> pages;
  double now = 1000;

  // The server's messages to every page (but `except`'s, which left): each seat's view, and who
  // is here.
  void send_views(int except = -1) {
    for (int seat = 0; seat < int(pages.size()); ++seat) {
      if (seat == except) continue;
      REQUIRE(online_receive(pages[size_t(seat)], "view", table->view_json(seat), now) == "");
    }
  }
  void send_players(const std::string& states) {
    for (AppModel& page : pages) {
      REQUIRE(online_receive(page, "players", "{\"seats\":" + states + "}", now) == "");
    }
  }
  // Carries a page's requests to the table; returns the last refusal ("" when none).
  std::string carry(int seat) {
    AppModel& page = pages[size_t(seat)];
    std::string refused;
    const std::vector<std::string> requests = std::move(page.online_requests);
    page.online_requests.clear();
    for (const std::string& text : requests) {
      const std::optional<JsonValue> request = read_json(text, nullptr);
      REQUIRE(request);
      const std::string what = request->text_of("do");
      if (what == "act") {
        std::string reason;
        // (As the server: a game played all at once judges a play by the table as it is now.)
        if (!table->all_at_once() && request->number_of("seq", -1) != table->sequence()) {
          reason = "the table changed before your action arrived";
        } else {
          reason = table->act(seat, request->text_of("action"), now);
        }
        if (reason.empty()) {
          send_views();
        } else {
          refused = reason;
          REQUIRE(online_receive(page, "refused", "{\"reason\":" + json_text(reason) + "}", now) ==
                  "");
        }
      } else if (what == "why") {
        const std::string why =
            table->why_not(seat, request->number_of("from", -1), request->number_of("to", -1),
                           request->number_of("index", -1));
        if (!why.empty()) {
          refused = why;
          REQUIRE(online_receive(page, "refused", "{\"reason\":" + json_text(why) + "}", now) ==
                  "");
        }
      } else if (what == "leave") {
        REQUIRE(table->forfeit(seat));
        send_views(seat);  // (the page left the room: no more of its messages reach it)
      }
    }
    return refused;
  }
  static std::string json_text(const std::string& s) { return "\"" + s + "\""; }
};

// Opens a table of `query` from a first page (the menu's Online choice, then New game) and seats a
// page for each other seat (opened with ?join=ROOM).
inline OnlineMatch open_match(const std::string& query, uint64_t seed) {
  OnlineMatch match;
  AppModel first = test::app_table(query);
  REQUIRE(online_receive(first, "hello", "", 0) == "");
  press(first, WidgetId::menu, 0);
  REQUIRE(find_widget(panel_buttons(first), WidgetId::online_on) != nullptr);
  press(first, WidgetId::online_on, 0);
  // (The menu lists the game's public tables: asked for as Online is chosen.)
  REQUIRE(first.online_requests.size() == 1);
  CHECK(first.online_requests[0] == R"({"do":"tables","game":")" + first.chosen.game + "\"}");
  first.online_requests.clear();
  press(first, WidgetId::new_game, 0);
  REQUIRE(first.online);
  // The page's language first (the server words the seat's table in it), then the table asked for.
  REQUIRE(first.online_requests.size() == 2);
  CHECK(first.online_requests[0] == R"({"do":"language","lang":"en"})");
  const std::optional<JsonValue> create = read_json(first.online_requests[1], nullptr);
  REQUIRE(create);
  CHECK(create->text_of("do") == "create");
  first.online_requests.clear();
  std::string error;
  match.table = online::OnlineTable::deal(create->text_of("query"), seed, &error);
  REQUIRE(match.table);
  REQUIRE(online_receive(first, "room", R"({"room":"r1","invite":"game=x&join=r1"})", 0) == "");
  match.pages.push_back(std::move(first));
  for (int seat = 1; seat < match.table->seat_count(); ++seat) {
    // (A joiner whose own games have undo on: none online.)
    AppModel page = test::app_table(query + "&undo=on");
    REQUIRE(page.settings.casual_undo);
    REQUIRE(online_receive(page, "hello", "", 0) == "");
    REQUIRE(online_receive(page, "join", R"({"room":"r1"})", 0) == "");
    REQUIRE(page.online_requests.size() == 1);
    CHECK(page.online_requests[0] == R"({"do":"language","lang":"en"})");
    page.online_requests.clear();
    match.pages.push_back(std::move(page));
  }
  for (AppModel& page : match.pages) {
    REQUIRE(online_receive(page, "link", R"({"state":"open"})", 0) == "");
  }
  match.send_views();
  return match;
}

}  // namespace rb::test
