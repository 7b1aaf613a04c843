// A match of solitaires against the computer in the person's words: the end panel names the
// seats as the person reads them ("The computer wins: 2 cards on the foundations to your 0"), no
// seat is in turn (every seat still on is "PLAYING"; in a race, one ended by its player waits
// "Ended", not "Stuck"; in the computers' demo, no "your"), and the computer's game replayed at the
// end is the computer's, not "You", and is watched (no Hint, no End game).
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/text/wording.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"

using namespace rb;
using namespace rb::app;

// (A namespace of its own: the test programs compile several files as one.)
namespace rb::app::match_words_test {

// Plays `actions` ("b move t7 f1", "a end") on the table's match, the person's as the person's
// (none with `demo`: the computers play every seat).
void play(AppModel& m, std::initializer_list<const char*> actions, double now = 0,
          bool demo = false) {
  for (const char* text : actions) {
    INFO(text);
    std::string why;
    const std::optional<ActionCode> action = m.game->parse_action(text, &why);
    REQUIRE(action);
    const bool persons = text[0] == 'a' && !demo;
    REQUIRE((persons ? human_action(m, *action, now) : any_action(m, *action, now)) == "");
  }
}

// A line of a seat's box, or "" when it has none with these words.
bool box_says(const AppModel& m, int seat, const std::string& words) {
  for (const SeatLine& line : m.game->talk()->seat_lines(seat)) {
    if (line.text == words) return true;
  }
  return false;
}

// Harp, deal 3: the computer's first two aces go home at once; the person's ace of clubs comes
// after three turns of the hand.
const std::initializer_list<const char*> kComputerTwoHome = {"b move t7 f1", "b move t3 f3"};
const std::initializer_list<const char*> kPersonOneHome = {"a turnup", "a move w t3", "a turnup",
                                                           "a turnup", "a move w f8"};

}  // namespace rb::app::match_words_test

using namespace rb::app::match_words_test;

TEST_CASE("the end of a match against the computer names the seats as the person reads them") {
  AppModel m = test::app_table("game=harp&mode=comparative&seed=3");
  play(m, kComputerTwoHome);
  play(m, {"a end", "b end"});
  REQUIRE(m.game->over());
  CHECK(result_headline(m) == "The computer wins");
  CHECK(result_reason(m) == "2 cards on the foundations to your 0.");
  CHECK(result_words(m) == "The computer wins: 2 cards on the foundations to your 0.");
  // (Its subjects in the middle of the sentence: "the computer", not "The computer".)
  CHECK(m.game->talk()->end_summary(voices(m)) ==
        "Cards on the foundations: you 0, the computer 2.");

  AppModel won = test::app_table("game=harp&mode=comparative&seed=3");
  play(won, kPersonOneHome);
  play(won, {"a end", "b end"});
  CHECK(result_headline(won) == "You win!");
  CHECK(result_words(won) == "You win: 1 card on the foundations to the computer's 0.");

  AppModel drawn = test::app_table("game=harp&mode=comparative&seed=3");
  play(drawn, {"a end", "b end"});
  CHECK(result_headline(drawn) == "A draw");
  CHECK(result_reason(drawn) == "0 cards on the foundations each.");
}

TEST_CASE("the end of a match of several games, and of one against two computers") {
  AppModel m = test::app_table("game=harp&mode=comparative&games=3&seed=3");
  play(m, kPersonOneHome);
  play(m, {"a end", "b end"});
  // Between the games, the one that ended in a line of its own.
  CHECK(m.ui.message ==
        "The computer stopped playing. Game 1 of 3 is over: you 1, the computer 0.");
  play(m, {"next", "a end", "b end"});
  CHECK(m.ui.message ==
        "The computer stopped playing. Game 2 of 3 is over: you 0, the computer 0; the match: you "
        "1, the computer 0.");
  play(m, {"next", "a end", "b end"});
  // (The last: the end panel says it. Not "ended the game", which read as the match's end.)
  CHECK(m.ui.message == "The computer stopped playing.");
  REQUIRE(m.game->over());
  CHECK(result_words(m) == "You win the match: 1 card on the foundations to the computer's 0.");
  CHECK(m.game->talk()->end_summary(voices(m)) ==
        "Cards on the foundations: you 0, the computer 0. The match: you 1, the computer 0.");

  AppModel three = test::app_table("game=harp&mode=comparative&computers=2&seed=3");
  play(three, kComputerTwoHome);
  play(three, {"a end", "b end", "c end"});
  CHECK(result_headline(three) == "Computer B wins");
  CHECK(result_reason(three) == "2 cards on the foundations; you 0 cards, computer C 0 cards.");
}

TEST_CASE("a match names no seat as in turn; a seat whose own game is over is not playing") {
  for (const char* mode : {"comparative", "identical", "common"}) {
    INFO(mode);
    AppModel m = test::app_table(std::string("game=harp&seed=3&mode=") + mode);
    // (A match is played all at once: nobody has the turn, every seat still on is playing.)
    CHECK(turn_word(m, 0) == "PLAYING");
    CHECK(turn_word(m, 1) == "PLAYING");
    play(m, {"a end"});
    REQUIRE_FALSE(m.game->over());
    CHECK(turn_word(m, 0) == "");
    CHECK((box_says(m, 0, "Ended by its player") || box_says(m, 0, "Ended, waiting")));
  }
  // A game of turns keeps its turn on the box of the seat in turn.
  AppModel bank = test::app_table("game=russian-bank&seed=3");
  CHECK(turn_word(bank, bank.game->seat_in_turn()) ==
        (bank.game->seat_in_turn() == 0 ? "YOUR TURN" : "PLAYING"));
}

// The first deal of `game` (a match against the computer, mode comparative) whose person may move
// a card from one pile to another and back at the start: its address and the two moves.
struct ToAndFro {
  std::string query, there, back;
};
ToAndFro to_and_fro(const std::string& game) {
  for (int seed = 1; seed < 60; ++seed) {
    const std::string query = "game=" + game + "&mode=comparative&seed=" + std::to_string(seed);
    AppModel m = test::app_table(query);
    std::vector<ActionCode> actions;
    m.game->legal_actions(actions);
    for (const ActionCode a : actions) {
      const std::string text = m.game->action_text(a);  // "a move t3 t5"
      if (!text.starts_with("a move t") || text.find(" t", 8) == std::string::npos) continue;
      const size_t space = text.find(' ', 7);
      const std::string back = "a move " + text.substr(space + 1) + " " + text.substr(7, space - 7);
      AppModel probe = test::app_table(query);
      if (!human_action(probe, a, 0).empty()) continue;
      std::string why;
      const std::optional<ActionCode> undo = probe.game->parse_action(back, &why);
      if (undo && human_action(probe, *undo, 0).empty()) return {query, text, back};
    }
  }
  return {};
}

TEST_CASE("a seat's game that ends at a position come back ends with its reason said") {
  // (A player's review: moving a card to and fro ended the person's game with no word why.) The
  // person moves a card from one pile to another and back until the deal's position comes back
  // the third time.
  const ToAndFro line = to_and_fro("house-in-the-wood");
  REQUIRE_FALSE(line.query.empty());
  INFO(line.query << ": " << line.there);
  AppModel m = test::app_table(line.query);
  play(m, {line.there.c_str(), line.back.c_str(), line.there.c_str()});
  CHECK(status_words(m) == "A deal for each seat, played at once: more cards home wins.");
  // (Said in those words where the action is told: the computer's, or a view online.)
  std::string why;
  const std::string told =
      m.game->talk()->action_words(*m.game->parse_action(line.back, &why), voices(m));
  CHECK(told.find(". You can play no more: blocked: the same position came back 3 times, with ") !=
        std::string::npos);
  play(m, {line.back.c_str()});   // the deal's position the third time
  REQUIRE_FALSE(m.game->over());  // (the computer plays on)
  CHECK_FALSE(m.game->may_act(0));
  CHECK(status_words(m) ==
        "Your game is over (the same position came back 3 times): the game goes on without you.");
  CHECK(why_human_waits(m, false) ==
        "your game is over (the same position came back 3 times): the game goes on without you");
  CHECK(box_says(m, 0, "Blocked: a position came back"));
}

TEST_CASE("in a race a seat that ended its game waits, ended, not stuck") {
  AppModel m = test::app_table("game=harp&mode=common&seed=3");
  play(m, {"a end"});
  REQUIRE_FALSE(m.game->over());  // (the computer races on)
  CHECK(box_says(m, 0, "Ended, waiting"));
  CHECK_FALSE(box_says(m, 0, "Stuck, waiting"));
}

TEST_CASE("a race the person has ended ends by the computer's pace, not after minutes of waiting") {
  // (A review: after End game the computer moved two eights between nines for one to two
  // minutes, until no card had gone home for the standstill's 120 s of the wall's clock.)
  Settings settings;
  REQUIRE(apply_query("game=congress&mode=common&seed=11&standstill_s=120", settings).empty());
  AppModel m = test::app_table(settings);
  REQUIRE(m.settings.speed != Speed::instant);
  play(m, {"a end"});
  double now = 0;
  int computer_moves = 0;
  for (; now < 600'000 && !m.game->over(); now += 50) {
    const int before = m.game->talk()->action_count();
    update(m, now);
    computer_moves += m.game->talk()->action_count() - before;
  }
  REQUIRE(m.game->over());
  INFO(computer_moves << " moves, " << now << " ms, the race's clock " << m.clock_ms);
  CHECK(computer_moves > 0);
  // Its moves come one a tick, and the race's clock has gone on by its pace for each of them:
  // the race is over well before the standstill's 120 s of the wall's clock.
  CHECK(now < 60'000);
  CHECK(m.clock_ms >= 120'000);
  // The end says why the race stopped, and whose game its clock stopped.
  CHECK(m.game->talk()->end_summary(voices(m)) ==
        "The race stopped: no card went home for 120 seconds.");
  CHECK(box_says(m, 0, "Ended by its player"));
  CHECK(box_says(m, 1, "Stopped by the race's clock"));
}

TEST_CASE("the computer's game replayed at the end of a match is named the computer's") {
  AppModel m = test::app_table("game=harp&mode=comparative&seed=3");
  play(m, kComputerTwoHome);
  play(m, {"a end", "b end"});
  REQUIRE(m.game->over());
  CHECK(seat_title(m, 0) == "You");
  press(m, WidgetId::watch_other, 1000);
  REQUIRE(m.replay_of);
  REQUIRE(m.game->seat_count() == 1);
  CHECK(seat_title(m, 0) == "Computer");
  CHECK(voices(m)[0].subject == "The computer");
  CHECK_FALSE(persons_seat(m, 0));
  CHECK(turn_word(m, 0) == "PLAYING");
  // Its moves in its voice.
  CHECK(m.game->talk()->action_words(m.redo.back().action, voices(m)) ==
        "The computer moved the ace of clubs to a foundation");
  // Once a move is played the bar does not say "Your turn".
  REQUIRE(redo(m, 1000) == "");
  CHECK(status_words(m) == "The computer's game: Redo (Y) plays its next move.");
  // It is watched, not played: no Hint, no End game.
  const auto has = [&](WidgetId id) {
    for (const Widget& w : toolbar_view(m).widgets) {
      if (w.id == id) return true;
    }
    return false;
  };
  CHECK(has(WidgetId::redo));
  CHECK_FALSE(has(WidgetId::hint));
  CHECK_FALSE(has(WidgetId::call));

  press(m, WidgetId::watch_other, 2000);  // Back to the match
  CHECK_FALSE(m.replay_of);
  CHECK(seat_title(m, 0) == "You");
  CHECK(voices(m)[0].subject == "You");
}

TEST_CASE("between people online the seats keep the names their pages give them") {
  AppModel m = test::app_table("game=harp&mode=comparative&seed=3");
  REQUIRE(m.game->seat_games()->seat_people_apart());
  play(m, kComputerTwoHome);
  play(m, {"a end", "b end"});
  REQUIRE(m.game->over());
  // (Each page's words say who, from "B wins": src/server/seat_view.cpp.)
  CHECK(m.game->talk()->result_text() == "B wins: 2 cards on the foundations to 0");
  const Voices pages = {{"You", "your", true}, {"Your opponent", "your opponent's", false}};
  CHECK(m.game->talk()->end_summary(pages) == "Cards on the foundations: you 0, your opponent 2.");
}

TEST_CASE("the end of the computers' demo of a match names no one \"you\"") {
  AppModel m = test::app_table("game=harp&mode=comparative&seats=auto&seed=3");
  play(m, kComputerTwoHome, 0, true);
  play(m, {"a end", "b end"}, 0, true);
  REQUIRE(m.game->over());
  CHECK(result_headline(m) == "Red wins");
  CHECK(result_words(m) == "Red wins: 2 cards on the foundations; Blue 0 cards.");

  AppModel three = test::app_table("game=harp&mode=comparative&computers=2&seats=auto&seed=3");
  play(three, kComputerTwoHome, 0, true);
  play(three, {"a end", "b end", "c end"}, 0, true);
  CHECK(result_words(three) ==
        "Computer B wins: 2 cards on the foundations; Computer A 0 cards, Computer C 0 cards.");
}
