// Spite and Malice's rules (../shared/rules/spite-and-malice.md), compulsory aces and twos, jokers
// and side stacks (sections 4 and 5), one scripted position per rule with the table drawn above
// each test (spite_and_malice_table.hpp tells how to read it).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <sstream>

#include "core/game_checks.hpp"
#include "core/random.hpp"
#include "games/spite_and_malice/players.hpp"
#include "games/spite_and_malice/record.hpp"
#include "games/spite_and_malice/spite_and_malice_game.hpp"
#include "games/spite_and_malice/state.hpp"
#include "games/spite_and_malice/table_words.hpp"
#include "spite_and_malice_table.hpp"

namespace rb::spite {
namespace {

using namespace test;

// ---------------------------------------------------------------------------------------------
// Compulsory aces and twos

//   A: pa 9D   ha 2S AC 5C   sa1 AD     c1 empty
TEST_CASE("spite and malice: an available ace must go to the center first; the refusal names it",
          "[spite_and_malice]") {
  State s = table({{"pa", "9D"}, {"ha", "2S KC 5C"}, {"sa1", "AD"}, {"c1", "AS 2C 3C 4C"}});
  std::vector<Action> due;
  compulsory_plays(s, due);
  CHECK_FALSE(due.empty());
  CHECK(refusal(s, "move ha:3 c1") ==
        "a compulsory play is due: the ace of diamonds on A's side stack 1 must go to the center "
        "first");
  CHECK(refusal(s, "end") ==
        "a compulsory play is due: the ace of diamonds on A's side stack 1 must go to the center "
        "first");
  CHECK(refusal(s, "move ha:2 sa2") ==
        "a compulsory play is due: the ace of diamonds on A's side stack 1 must go to the center "
        "first");
  play(s, "move sa1 c2");
  // Now a two with a lone ace showing.
  CHECK(refusal(s, "end") ==
        "a compulsory play is due: the 2 of spades in A's hand must go to the center first (onto "
        "an ace)");
  play(s, "move ha:1 c2");
  CHECK(listed(s, "end"));
  // The option off: no play is compulsory.
  Rules off;
  off.aces_twos_compulsory = false;
  State free = table({{"pa", "9D"}, {"ha", "AC 5C"}}, 0, off);
  CHECK(listed(free, "end"));
  CHECK(listed(free, "move ha:1 sa1"));  // an ace may even begin a side stack
}

//   A: pa 9D   ha JK 5C     c1: AS
TEST_CASE("spite and malice: a joker is never compulsory, even on a lone ace",
          "[spite_and_malice]") {
  const State s = table({{"pa", "9D"}, {"ha", "JK 5C"}, {"c1", "AS"}});
  std::vector<Action> due;
  compulsory_plays(s, due);
  CHECK(due.empty());
  CHECK(listed(s, "end"));
  CHECK(listed(s, "move ha:1 c1"));
}

// ---------------------------------------------------------------------------------------------
// 4. Jokers in the center

//   A: pa 9D   ha JK JK 4C      c1: A..11 (jack on top)      c2..c8 empty
TEST_CASE(
    "spite and malice: a joker takes the rank a stack needs, not an ace (option "
    "joker_starts_center), and may complete a stack",
    "[spite_and_malice]") {
  State s = table({{"pa", "9D"}, {"ha", "JK JK 4C"}, {"c1", "AC 2C 3C 4D 5C 6C 7C 8C 9C 10C JC"}});
  CHECK(refusal(s, "move ha:1 c2") == "a joker may not begin a center stack: only an ace does");
  play(s, "move ha:1 c1");  // as a queen
  CHECK(s.size(State::center(0)) == 12);
  const int draw_before = s.size(State::draw_pile());
  play(s, "move ha:1 c1");  // as a king: the stack is complete and leaves
  CHECK(s.empty(State::center(0)));
  CHECK(s.size(State::draw_pile()) == draw_before + 13);
  Rules rules;
  rules.joker_starts_center = true;
  State allowed = table({{"pa", "9D"}, {"ha", "JK 2C"}}, 0, rules);
  CHECK(allowed.centers() == 12);  // places for 8 aces and 4 jokers
  play(allowed, "move ha:1 c5");
  CHECK(listed(allowed, "move ha:1 c5"));  // the two on the joker standing for an ace
}

// ---------------------------------------------------------------------------------------------
// 5. Side stacks

//   A: pa 9D   ha 7C 6D 8H 5S   sa1: 7S    sa2: (empty)
TEST_CASE("spite and malice: side stacks build down or equal; any card begins one",
          "[spite_and_malice]") {
  const State s = table({{"pa", "9D"}, {"ha", "7C 6D 8H 5S"}, {"sa1", "7S"}});
  CHECK(listed(s, "move ha:1 sa1"));  // equal
  CHECK(listed(s, "move ha:2 sa1"));  // one below
  CHECK(refusal(s, "move ha:3 sa1") ==
        "the 8 of hearts does not go on the 7 on A's side stack 1: a side stack takes the same "
        "rank or one lower");
  CHECK(refusal(s, "move ha:4 sa1") ==
        "the 5 of spades does not go on the 7 on A's side stack 1: a side stack takes the same "
        "rank or one lower");
  for (int i = 1; i <= 4; ++i) CHECK(listed(s, "move ha:" + std::to_string(i) + " sa2"));
  Rules any;
  any.side_any = true;
  const State loose = table({{"pa", "9D"}, {"ha", "7C 6D 8H 5S"}, {"sa1", "7S"}}, 0, any);
  CHECK(listed(loose, "move ha:3 sa1"));
  CHECK(listed(loose, "move ha:4 sa1"));
}

//   A: pa 9D   ha JD 3D 7C 7D QH   sa1: 2H   sa2: 6C   sa3: 6D   sa4: 10D
TEST_CASE("spite and malice: when no card of the hand fits a side stack, the refusal says End turn",
          "[spite_and_malice]") {
  // (A review: nothing fitted, and a player kept dragging cards onto the side stacks.)
  std::map<std::string, std::string> piles = {{"pa", "9D"},  {"ha", "JD 3D 7C 7D QH"},
                                              {"sa1", "2H"}, {"sa2", "6C"},
                                              {"sa3", "6D"}, {"sa4", "10D"}};
  const State stuck = table(piles);
  CHECK(refusal(stuck, "move ha:3 sa2") ==
        "the 7 of clubs does not go on the 6 on A's side stack 2: a side stack takes the same "
        "rank or one lower; no card of your hand fits a side stack now: End turn ends your turn");
  CHECK(listed(stuck, "end"));
  // With a card that fits elsewhere, the refusal is the rule alone.
  piles["ha"] = "JD 3D 7C 6H QH";
  const State one_fits = table(piles);
  CHECK(refusal(one_fits, "move ha:3 sa2") ==
        "the 7 of clubs does not go on the 6 on A's side stack 2: a side stack takes the same "
        "rank or one lower");
}

//   sa1: JK (alone)   sa2: 9S JK   sa3: AC   sa4: 9S JK 7D
TEST_CASE(
    "spite and malice: jokers on side stacks (section 5): on a lone joker any card; on a "
    "joker over r: r, r-1 or r-2; a joker on anything but an ace",
    "[spite_and_malice]") {
  Rules rules;
  rules.aces_twos_compulsory = false;
  const State s = table({{"pa", "9D"},
                         {"ha", "KC 9C 8C 7C 6C"},
                         {"sa1", "JK"},
                         {"sa2", "9S JK"},
                         {"sa3", "AC"},
                         {"sa4", "9H JK 7D"}},
                        0, rules);
  CHECK(side_range(s, s.side_of(0, 0)).low == 2);
  CHECK(side_range(s, s.side_of(0, 0)).high == 13);
  CHECK(listed(s, "move ha:1 sa1"));  // a king on a lone joker
  CHECK(listed(s, "move ha:5 sa1"));
  CHECK(listed(s, "move ha:2 sa2"));  // 9, 8, 7 on a joker over a 9
  CHECK(listed(s, "move ha:3 sa2"));
  CHECK(listed(s, "move ha:4 sa2"));
  CHECK(refusal(s, "move ha:5 sa2") ==
        "the 6 of clubs does not go on A's side stack 2: its joker stands for 8 to 9, and a side "
        "stack takes the same rank or one lower");
  CHECK(refusal(s, "move ha:1 sa2").starts_with("the king of clubs does not go on"));
  CHECK(listed(s, "move ha:4 sa4"));  // the joker was an 8 or a 7: a 7 still fits
  State joker = table({{"pa", "9D"}, {"ha", "JK AD"}, {"sa3", "AC"}, {"sa2", "2S"}}, 0, rules);
  CHECK(refusal(joker, "move ha:1 sa3") ==
        "a joker may not go on an ace: only an ace follows an ace");
  CHECK(listed(joker, "move ha:2 sa3"));  // an ace on an ace
  CHECK(listed(joker, "move ha:1 sa2"));  // a joker on a two stands for a two
}

}  // namespace
}  // namespace rb::spite
