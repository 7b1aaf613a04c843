// A person who leaves an online table (src/server/online_table.hpp): at a game of turns where two
// people or more stay, the computer plays on for them and the game goes on to its end; when one
// person is left, that person wins by forfeit; a game played all at once ends with no winner. The
// warning to a seat that stalls, and to the others, says which of these follows.
#include <catch2/catch.hpp>

#include "core/json_reader.hpp"
#include "core/random.hpp"
#include "server/online_table.hpp"

using namespace rb;

namespace {

JsonValue view_of(const online::OnlineTable& table, int seat) {
  std::optional<JsonValue> view = read_json(table.view_json(seat), nullptr);
  REQUIRE(view);
  return *view;
}

// The texts of the actions `seat`'s view offers it.
std::vector<std::string> offered(const online::OnlineTable& table, int seat) {
  std::vector<std::string> texts;
  const JsonValue view = view_of(table, seat);
  for (const JsonValue& action : view.find("legal")->items) {
    texts.push_back(action.items[0].text);
  }
  return texts;
}

// Plays the table on, the people at random among what their views offer and the computer its
// own way, for at most `changes` changes or to the end: how many actions the computer made.
int play_on(online::OnlineTable& table, Random& rng, int changes) {
  int computer_actions = 0;
  for (int change = 0; change < changes && !table.over(); ++change) {
    if (table.computer_in_turn() >= 0) {
      REQUIRE(table.play_computer());
      ++computer_actions;
      continue;
    }
    const int seat = table.seat_in_turn();
    REQUIRE(seat >= 0);
    const std::vector<std::string> texts = offered(table, seat);
    REQUIRE_FALSE(texts.empty());
    const std::string& text = texts[rng.below(uint32_t(texts.size()))];
    CAPTURE(seat, text);
    REQUIRE(table.act(seat, text) == "");
  }
  return computer_actions;
}

}  // namespace

TEST_CASE("online: at a game of three, a person who leaves is played by the computer to the end") {
  std::string error;
  auto table = online::OnlineTable::deal("game=spite-and-malice&preset=three", 3, &error);
  REQUIRE(table);
  Random rng(7);
  play_on(*table, rng, 20);
  REQUIRE_FALSE(table->over());
  const int sequence = table->sequence();
  REQUIRE(table->forfeit(1));
  CHECK(table->sequence() == sequence + 1);
  CHECK_FALSE(table->over());
  CHECK_FALSE(table->forfeit(1));  // (the computer plays it already: nothing changes)
  // Every seat is told, in its own words.
  const JsonValue seen = view_of(*table, 0);
  CHECK(seen.find("last")->text_of("words") ==
        "Player B left the game: the computer plays on in their place");
  CHECK(seen.find("over")->boolean == false);
  CHECK(seen.number_of("forfeit", 0) == -1);
  CHECK(view_of(*table, 1).find("last")->text_of("words") ==
        "You left the game: the computer plays on in your place");
  // The seat's own view offers it nothing, and what it sends is refused.
  CHECK(offered(*table, 1).empty());
  CHECK(table->act(1, "end") == "the computer plays your seat now: you are no longer in this game");
  // The view lists the seat as the computer's, and names it so: "Computer B".
  CHECK(seen.find("computers")->items.size() == 1);
  CHECK(seen.find("computers")->items[0].number == 1);
  int computer_actions = 0;
  while (computer_actions == 0 && !table->over()) computer_actions += play_on(*table, rng, 1);
  REQUIRE(computer_actions == 1);
  const std::string told = view_of(*table, 0).find("last")->text_of("words");
  CHECK(told.starts_with("Computer B "));
  CHECK(told.find("its ") != std::string::npos);
  // The two people and the computer play on to the end, the computer in its turns.
  computer_actions += play_on(*table, rng, 20000);
  REQUIRE(table->over());
  CHECK(view_of(*table, 0).number_of("forfeit", 0) == -1);
  CHECK(table->winner() == table->state().winner());
}

TEST_CASE("online: when one person is left at a game of three or four, they win by forfeit") {
  std::string error;
  auto table = online::OnlineTable::deal("game=spite-and-malice&preset=four", 5, &error);
  REQUIRE(table);
  Random rng(9);
  REQUIRE(table->forfeit(0));
  play_on(*table, rng, 30);
  REQUIRE(table->forfeit(2, /*stalled=*/true));
  CHECK(view_of(*table, 2).find("last")->text_of("words") ==
        "You did not play in the time allowed: the computer plays on in your place");
  // Its person, who stalled and watches, sees the computer's plays in its seat as the others do.
  int computer_actions = 0;
  while (computer_actions == 0 || table->state().seat_in_turn() == 2) {
    REQUIRE_FALSE(table->over());
    const int before = table->computer_in_turn();
    computer_actions += play_on(*table, rng, 1);
    if (before == 2) {
      CHECK(view_of(*table, 2).find("last")->text_of("words").starts_with("Computer C "));
    }
  }
  REQUIRE_FALSE(table->over());
  REQUIRE(table->forfeit(3));
  CHECK(table->over());
  CHECK(table->winner() == 1);
  CHECK(view_of(*table, 1).text_of("result") == "You win: player D left the game.");
  CHECK(view_of(*table, 1).number_of("forfeit", -1) == 3);
  CHECK(table->computer_in_turn() == -1);
  CHECK_FALSE(table->play_computer());
}

TEST_CASE("online: a game of two, or one played all at once, ends when a person leaves") {
  std::string error;
  auto two = online::OnlineTable::deal("game=spite-and-malice&preset=two", 5, &error);
  REQUIRE(two);
  REQUIRE(two->forfeit(0));
  CHECK(two->over());
  CHECK(two->winner() == 1);
  auto race = online::OnlineTable::deal("game=congress&mode=identical&computers=2", 5, &error);
  REQUIRE(race);
  REQUIRE(race->seat_count() == 3);
  REQUIRE(race->forfeit(0));
  CHECK(race->over());
  CHECK(race->winner() == -1);
}

TEST_CASE("online: the stall warning names the seat and says what follows it") {
  std::string error;
  auto table = online::OnlineTable::deal("game=spite-and-malice&preset=four", 5, &error);
  REQUIRE(table);
  // Four people: the computer would play on for the one who stalls.
  CHECK(table->stall_words(1, 0, 60) ==
        "Player A has not played for a while: without a play within 60 seconds, the computer "
        "plays on in their place");
  CHECK(table->stall_words(0, 0, 60) ==
        "you have not played for a while: play within 60 seconds, or the computer plays on in "
        "your place");
  // Two people left (B and D): a stall would end the game by forfeit.
  REQUIRE(table->forfeit(0));
  REQUIRE(table->forfeit(2));
  CHECK(table->stall_words(3, 1, 60) ==
        "Player B has not played for a while: without a play within 60 seconds, they lose the "
        "game by forfeit");
  CHECK(table->stall_words(1, 1, 60) ==
        "you have not played for a while: play within 60 seconds, or the game is lost by forfeit");
  auto two = online::OnlineTable::deal("game=pishe-pasha", 5, &error);
  REQUIRE(two);
  CHECK(two->stall_words(1, 0, 9).starts_with("Your opponent has not played for a while"));
}
