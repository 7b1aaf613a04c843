// Spite and Malice's rules (../shared/rules/spite-and-malice.md), completed stacks, the draw pile,
// the end and scoring (sections 6 and 7), one scripted position per rule with the table drawn above
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
// 6. Completed stacks and the draw pile

//   c1: A..Q    A: pa 9D  ha KC     draw: the rest
TEST_CASE(
    "spite and malice: a completed stack and the draw pile are shuffled together, in "
    "canonical order, with the recycle seed",
    "[spite_and_malice]") {
  State s = table({{"c1", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"}, {"pa", "9D"}, {"ha", "KC 4H"}});
  std::vector<Card> expected;
  for (int i = 0; i < 12; ++i) expected.push_back(s.card(State::center(0), i));
  expected.push_back(s.card(s.hand_of(0), 0));
  for (int i = 0; i < s.size(State::draw_pile()); ++i)
    expected.push_back(s.card(State::draw_pile(), i));
  std::sort(expected.begin(), expected.end(), [](Card a, Card b) { return a.id < b.id; });
  shuffle_cards(expected, shuffle_seed(s.seed(), Shuffle::recycle, 1));
  play(s, "move ha:1 c1");
  CHECK(s.recycles() == 1);
  CHECK(s.empty(State::center(0)));
  REQUIRE(s.size(State::draw_pile()) == int(expected.size()));
  CHECK(s.top(State::draw_pile()) == expected.front());
  CHECK(s.card(State::draw_pile(), 0) == expected.back());
}

//   draw: two cards only    A: pa 9D  ha 3C     B: pb 10D QD   hb (empty)   sb1: the rest
TEST_CASE(
    "spite and malice: an empty draw pile: play on with fewer cards, or (stock_out = ends) "
    "the game ends as blocked",
    "[spite_and_malice]") {
  const auto position = [](Rules rules) {
    rules.side_any = true;
    State s = table({{"pa", "9D"}, {"ha", "3C"}, {"pb", "QD 10D"}}, 0, rules);
    Editor e(s);
    // The other cards out of the way, on B's first side stack (any card on any side stack).
    while (s.size(State::draw_pile()) > 2) e.push(s.side_of(1, 0), e.take(State::draw_pile(), 0));
    return s;
  };
  State on = position({});
  play(on, "end");
  CHECK_FALSE(on.over());
  CHECK(on.size(on.hand_of(1)) == 2);
  CHECK(on.empty(State::draw_pile()));
  play(on, "end");
  CHECK(on.turn() == 0);
  CHECK(on.size(on.hand_of(0)) == 1);
  Rules ends;
  ends.stock_out_ends = true;
  State stop = position(ends);
  play(stop, "end");
  CHECK(stop.over());
  CHECK(stop.outcome() == Outcome::blocked);
  CHECK(stop.winner() == 0);  // one payoff card against many
  // (The end panel says why the game was blocked.)
  CHECK(blocked_words(stop) == "The draw pile ran out: the game is blocked.");
}

// ---------------------------------------------------------------------------------------------
// 7. End of the game and scoring

//   c1: A..4    A: pa 5D (last card)  ha 6C 7C    B: pb 12 cards
TEST_CASE(
    "spite and malice: emptying the payoff pile wins at once, mid-turn; two players score "
    "the loser's payoff cards",
    "[spite_and_malice]") {
  State s = table({{"c1", "AC 2C 3C 4C"},
                   {"pa", "5D"},
                   {"ha", "6C 7C"},
                   {"pb", "AD 2D 3D 4D 6D 7D 8D 9D 10D JD QD KD"}});
  play(s, "move pa c1");
  CHECK(s.over());
  CHECK(s.outcome() == Outcome::won);
  CHECK(s.winner() == 0);
  CHECK(winner_points(s) == 12);
  CHECK(describe_result(s) == "A wins: payoff pile emptied (12 points)");
  CHECK(refusal(s, "move ha:1 c1") == "the game is over");
}

//   four players, payoff counts after A's last card: A 0, B 3, C 5, D 8
TEST_CASE(
    "spite and malice: three or four players settle every pair's difference (0, 3, 5, 8 "
    "-> +16, +4, -4, -16)",
    "[spite_and_malice]") {
  State s = table({{"c1", "AC 2C"},
                   {"pa", "3D"},
                   {"pb", "AD 2D 4D"},
                   {"pc", "5D 6D 7D 8D 9D"},
                   {"pd", "10D JD QD KD AH 2H 3H 4H"}},
                  0, players(4));
  play(s, "move pa c1");
  REQUIRE(s.over());
  CHECK(payment(s, 0) == 16);
  CHECK(payment(s, 1) == 4);
  CHECK(payment(s, 2) == -4);
  CHECK(payment(s, 3) == -16);
  CHECK(winner_points(s) == 16);
  CHECK(describe_result(s, false) ==
        "A wins: payoff pile emptied (16 points) - payments: A +16, B +4, C -4, D -16");
  // (At the table the end summary says the payments: the result's words do not say them again.)
  CHECK(describe_result(s) == "A wins: payoff pile emptied (16 points)");
  const GameModule& game = spite_and_malice_game();
  (void)game;
  const Voices voices = {{"You", "your", true},
                         {"Computer B", "computer B's", false},
                         {"Computer C", "computer C's", false},
                         {"Computer D", "computer D's", false}};
  CHECK(end_summary(s, voices) ==
        "Payoff cards left: you 0, computer B 3, computer C 5, computer D 8. Payments: you +16, "
        "computer B +4, computer C -4, computer D -16.");
  CHECK(seat_lines(s, 3).back().text == "Score -16");
}

//   A: pa 9D  ha (5 cards)   B: pb 5S 5H   ...everyone ends the turn at once with a full hand
TEST_CASE(
    "spite and malice: blocked when for a full round nobody draws or plays; fewer payoff "
    "cards wins the difference, equal counts draw",
    "[spite_and_malice]") {
  State s = table(
      {{"pa", "9D"}, {"ha", "2C 3C 4C 5C 6C"}, {"pb", "8S 9S 10S"}, {"hb", "2H 3H 4H 5H 6H"}});
  play(s, "end");
  CHECK_FALSE(s.over());
  play(s, "end");
  REQUIRE(s.over());
  CHECK(s.outcome() == Outcome::blocked);
  CHECK(s.winner() == 0);
  CHECK(winner_points(s) == 2);
  // The winner's seat before a colon, the reason after it (the table says the reason alone).
  CHECK(describe_result(s, true) ==
        "A wins: a blocked game, with the fewest payoff cards (2 points)");
  // (The end panel says why, before the counts it was decided by.)
  const Voices voices = {{"You", "your", true}, {"The computer", "the computer's", false}};
  CHECK(end_summary(s, voices) ==
        "Nobody drew or played a card for a whole round: the game is blocked. Payoff cards left: "
        "you 1, the computer 3.");
  State one =
      table({{"pa", "9D"}, {"ha", "2C 3C 4C 5C 6C"}, {"pb", "8S 9S"}, {"hb", "2H 3H 4H 5H 6H"}});
  play(one, "end");
  play(one, "end");
  REQUIRE(one.winner() == 0);
  CHECK(describe_result(one, true) ==
        "A wins: a blocked game, with the fewest payoff cards (1 point)");
  State even =
      table({{"pa", "9D"}, {"ha", "2C 3C 4C 5C 6C"}, {"pb", "8S"}, {"hb", "2H 3H 4H 5H 6H"}});
  play(even, "end");
  play(even, "end");
  CHECK(even.over());
  CHECK(even.winner() == -1);
  CHECK(winner_points(even) == 0);
  CHECK(describe_result(even) == "a blocked game: a draw, both payoff piles equal");
  // A turn that drew cards is not idle.
  State drew = table({{"pa", "9D"}, {"ha", "2C 3C 4C 5C 6C"}, {"hb", "2H"}});
  play(drew, "end");
  play(drew, "end");
  CHECK_FALSE(drew.over());
}

//   three players, each puts a card on a side stack (any card anywhere); stall_turns = 10;
//   payoff counts 1, 1, 2
TEST_CASE(
    "spite and malice: stall_turns turns without a payoff card block the game; a tie for "
    "the fewest shares the win",
    "[spite_and_malice]") {
  Rules rules = players(3);
  rules.stall_turns = 10;
  rules.side_any = true;
  rules.aces_twos_compulsory = false;
  State s = table({{"pa", "9D"}, {"ha", "2C"}, {"pb", "9S"}, {"pc", "8H 9H"}}, 0, rules);
  int turns = 0;
  while (!s.over()) {
    // Each player plays a card to a side stack (so the turn is not idle) until the stall count.
    std::vector<Action> actions;
    legal_actions(s, actions);
    const auto side = std::find_if(actions.begin(), actions.end(), [&](const Action& a) {
      return a.kind == ActionKind::move && s.kind(a.to) == PileKind::side;
    });
    REQUIRE(side != actions.end());
    REQUIRE(apply(s, *side) == "");
    ++turns;
  }
  CHECK(turns == 10);
  CHECK(s.outcome() == Outcome::blocked);
  CHECK(blocked_words(s) == "No payoff card was played in 10 turns: the game is blocked.");
  CHECK(s.winner() == -1);
  CHECK(payment(s, 0) == 1);
  CHECK(payment(s, 1) == 1);
  CHECK(payment(s, 2) == -2);
  CHECK(describe_result(s, false) ==
        "a blocked game: A and B share the win with the fewest payoff cards - payments: A +1, B "
        "+1, C -2");
  CHECK(describe_result(s) == "a blocked game: A and B share the win with the fewest payoff cards");
}

//   A: pa 5D 3C ... a payoff card played starts the stall count again
TEST_CASE("spite and malice: a payoff card played starts the stall count again",
          "[spite_and_malice]") {
  State s = table({{"pa", "5D 3C"}, {"c1", "AS 2S"}, {"ha", "KC"}});
  Editor(s).stall() = 40;
  play(s, "move pa c1");
  play(s, "end");
  CHECK(s.stall() == 0);
  play(s, "move hb:1 sb1");
  CHECK(s.stall() == 1);
}

}  // namespace
}  // namespace rb::spite
