// A solitaire match between two people at an online table (src/server/online_table.hpp with
// multiple-solitaire.md): the table seats its people apart; in `identical` each seat's view hides
// the other's game, cards and counts, until the seat's own game is over; a play is judged by the
// table as it is when it arrives, with the server's time; only the server's clock stops a race;
// a match the table cannot seat is refused in words.
#include <catch2/catch.hpp>

#include "core/json_reader.hpp"
#include "server/online_table.hpp"

using namespace rb;

namespace {

struct SeenCards {
  int face_up = 0, hidden = 0;
};

// The cards of `owner`'s piles as `seat`'s view shows them.
SeenCards seen_of(const online::OnlineTable& table, int seat, int owner) {
  const std::optional<JsonValue> view = read_json(table.view_json(seat), nullptr);
  REQUIRE(view);
  const JsonValue* piles = view->find("piles");
  REQUIRE(piles);
  SeenCards seen;
  for (size_t pile = 0; pile < piles->items.size(); ++pile) {
    if (table.table().piles[pile].owner != owner) continue;
    for (const JsonValue& card : piles->items[pile].items) {
      (card.number >= 0 ? seen.face_up : seen.hidden)++;
    }
  }
  return seen;
}

// Seat `seat`'s actions as the view lists their texts.
std::vector<std::string> legal_texts(const online::OnlineTable& table, int seat) {
  const std::optional<JsonValue> view = read_json(table.view_json(seat), nullptr);
  REQUIRE(view);
  std::vector<std::string> texts;
  for (const JsonValue& action : view->find("legal")->items) texts.push_back(action.items[0].text);
  return texts;
}

}  // namespace

TEST_CASE("online: an identical match hides the other's game from a seat until its own is over") {
  std::string error;
  auto table = online::OnlineTable::deal("game=intelligence&mode=identical", 11, &error);
  REQUIRE(table);
  REQUIRE(table->seat_count() == 2);
  CHECK(table->all_at_once());
  CHECK(table->clock_deadline_ms() < 0);  // (no race: no clock)
  // Both layouts are on the table; each seat sees its own face-up cards and none of the other's.
  for (int seat = 0; seat < 2; ++seat) {
    CHECK(seen_of(*table, seat, seat).face_up > 0);
    CHECK(seen_of(*table, seat, 1 - seat).face_up == 0);
    CHECK(seen_of(*table, seat, 1 - seat).hidden > 0);
    // Nor the other's count of cards home, nor its own (every seat's lines are the same).
    CHECK(table->view_json(seat).find("cards home") == std::string::npos);
  }
  // Seat B ends its game at once: B now sees A's game, A still does not see B's.
  std::vector<std::string> b = legal_texts(*table, 1);
  const auto end = std::find(b.begin(), b.end(), "b end");
  REQUIRE(end != b.end());
  CHECK(table->act(1, "b end", 500) == "");
  CHECK(seen_of(*table, 1, 0).face_up > 0);
  CHECK(seen_of(*table, 0, 1).face_up == 0);
  CHECK(legal_texts(*table, 1).empty());
  // A's actions are its own; B may not make them.
  const std::vector<std::string> a = legal_texts(*table, 0);
  REQUIRE_FALSE(a.empty());
  CHECK(table->act(1, a[0], 600).find("not yours") != std::string::npos);
  CHECK(table->act(0, "a end", 700) == "");
  CHECK(table->over());
  CHECK(seen_of(*table, 0, 1).face_up > 0);
}

TEST_CASE("online: a race takes the server's time, and the clock's stop is the server's alone") {
  std::string error;
  auto table = online::OnlineTable::deal("game=harp&mode=common&standstill_s=60", 3, &error);
  REQUIRE(table);
  CHECK(table->clock_deadline_ms() == 60000);
  // A seat cannot stop the race, nor give its play a time of its own.
  CHECK_FALSE(table->act(0, "stop @61.000", 61000).empty());
  const std::vector<std::string> a = legal_texts(*table, 0);
  REQUIRE_FALSE(a.empty());
  std::string play = a[0];
  for (const std::string& text : a) {
    if (text.find(" home ") != std::string::npos) play = text;
  }
  CHECK(table->act(0, play + " @900.000", 1234) == "");
  CHECK(table->state().engine()->record_text().find(" @1.234") != std::string::npos);
  CHECK(table->state().engine()->record_text().find("@900") == std::string::npos);
  // The clock: nothing before its deadline, the race's end at it; then no deadline.
  const double deadline = table->clock_deadline_ms();
  REQUIRE(deadline > 1234);
  CHECK_FALSE(table->tick(deadline - 1));
  CHECK_FALSE(table->over());
  CHECK(table->tick(deadline));
  CHECK(table->over());
  CHECK(table->clock_deadline_ms() < 0);
  CHECK(table->act(1, legal_texts(*table, 1).empty() ? "b end" : legal_texts(*table, 1)[0],
                   deadline + 5) == "the game is over");
}

TEST_CASE("online: a match of four seats every seat's piles; a solitaire alone is refused") {
  std::string error;
  auto table = online::OnlineTable::deal("game=congress&mode=identical&computers=3", 1, &error);
  REQUIRE(table);
  CHECK(table->seat_count() == 4);
  for (int seat = 0; seat < 4; ++seat) {
    CHECK(seen_of(*table, seat, seat).face_up > 0);
    for (int other = 0; other < 4; ++other) {
      if (other != seat) CHECK(seen_of(*table, seat, other).face_up == 0);
    }
    CHECK(legal_texts(*table, seat).front().front() == "abcd"[seat]);
  }
  CHECK_FALSE(online::OnlineTable::deal("game=harp", 1, &error));
  CHECK(error.find("is not played online") != std::string::npos);
}

TEST_CASE("online: in a race between people each seat may end its own game") {
  // (A review: only seat A had End game; B's page had no way to end its race but to leave.)
  std::string error;
  auto table = online::OnlineTable::deal("game=harp&mode=common", 7, &error);
  REQUIRE(table);
  REQUIRE(table->seat_count() == 2);
  for (int seat = 0; seat < 2; ++seat) {
    const std::vector<std::string> legal = legal_texts(*table, seat);
    const std::string own_end = seat == 0 ? "a end" : "b end";
    CHECK(std::find(legal.begin(), legal.end(), own_end) != legal.end());
    CHECK(std::find(legal.begin(), legal.end(), seat == 0 ? "b end" : "a end") == legal.end());
  }
  CHECK(table->act(1, "b end", 500) == "");
  CHECK_FALSE(table->over());  // (A races on)
  CHECK(legal_texts(*table, 1).empty());
  CHECK_FALSE(legal_texts(*table, 0).empty());
}
