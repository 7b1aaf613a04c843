// Preset house: mandatory moves, and every knock case: justified (with each kind of take-back),
// unjustified, too late, the window after the turn's last move, and the third unjustified knock.
#include <catch2/catch.hpp>

#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;
using rb::test::make_state;
using rb::test::move;

namespace {
// A's 3 of clubs on h1 could go to the center (c1 holds AC 2C): a mandatory move.
//   center: c1 [AC 2C]
//   house:  h1 [3C]  h2 [9D]  h3 [8S]
//   A: reserve [## ##] waste [7H]        B: reserve [## ##] waste [KD']
constexpr const char* kMandatory = R"(
    turn a
    c1: AC 2C
    h1: 3C
    h2: 9D
    h3: 8S
    ra: 4S 6D
    wa: 7H
    rb: 2H' 5H'
    wb: KD'
)";
}  // namespace

TEST_CASE("a mandatory move is any legal move to a center pile; anything else overlooks it") {
  const State s = make_state(kMandatory);
  const Judgement center = judge(s, move("h1", "c1"));
  CHECK_FALSE(center.offence);
  const Judgement other_move = judge(s, move("h3", "h2"));
  CHECK(other_move.offence);
  CHECK(other_move.missed == move("h1", "c1"));
  CHECK(other_move.reason == "the 3 of clubs could go to center pile 1");
  CHECK(judge(s, Action::turn_up()).offence);
}

//   center: c1 [AC 2C]
//   house:  h1 [9S]  h2 [4D]
//   A: reserve [## ##] waste [3C 8H] (8H on top, the 3C under it)
TEST_CASE("a chain of moves ending at the center is not mandatory") {
  const State under = make_state(R"(
    turn a
    c1: AC 2C
    h1: 9S
    h2: 4D
    ra: 4S 6D
    wa: 3C 8H
    rb: 2H'
  )");
  // 8H onto 9S would free the 3C for c1: a chain of two moves, so turning up overlooks nothing.
  CHECK_FALSE(judge(under, Action::turn_up()).offence);
  CHECK_FALSE(judge(under, move("h2", "h1")).offence);
  // The same table with the 3C on top of the waste: a single move, so it is mandatory.
  const State on_top = make_state(R"(
    turn a
    c1: AC 2C
    h1: 9S
    h2: 4D
    ra: 4S 6D
    wa: 8H 3C
    rb: 2H'
  )");
  CHECK(judge(on_top, Action::turn_up()).offence);
}

TEST_CASE("justified knock: the move is taken back to its source and the turn passes") {
  State s = make_state(kMandatory);
  REQUIRE(apply(s, move("h3", "h2")).empty());  // 8S onto 9D, overlooking 3C -> c1
  const KnockVerdict verdict = knock_verdict(s, kPlayerB);
  CHECK(verdict.allowed);
  CHECK(verdict.justified);
  CHECK(verdict.missed == move("h1", "c1"));
  CHECK(verdict.reason == "justified: the 3 of clubs could have gone to center pile 1");
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.turn() == kPlayerB);
  CHECK(s.size(house_pile(2)) == 1);  // the 8S is back on h3
  CHECK(s.top(house_pile(2)).card == Card::make(0, Suit::spades, 8));
  CHECK(s.size(house_pile(1)) == 1);
  CHECK(s.unjustified_knocks(kPlayerB) == 0);
  CHECK(apply(s, Action::knock(kPlayerB)) == "that move has already been judged");
}

TEST_CASE("justified knock on a turned-up card: the seen card goes onto the waste") {
  State s = make_state(kMandatory);
  REQUIRE(apply(s, Action::turn_up()).empty());  // overlooking 3C -> c1
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.turn() == kPlayerB);
  CHECK(s.size(reserve_of(kPlayerA)) == 1);
  CHECK(s.top(waste_of(kPlayerA)).card == Card::make(0, Suit::diamonds, 6));
  CHECK(s.top(waste_of(kPlayerA)).face_up);
}

//   center: c1 [AC .. 5C]
//   house:  h2 [7H]
//   A: reserve [4S ^6C] (the 6C turned up, waiting)
TEST_CASE("justified knock on a moved turned-up card: it goes onto the waste, not back") {
  State s = make_state(R"(
    turn a
    c1: AC 2C 3C 4C 5C
    h2: 7H
    ra: 4S ^6C
    rb: 2H'
  )");
  REQUIRE(apply(s, move("ra", "h2")).empty());  // the 6C could have gone to c1
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.top(waste_of(kPlayerA)).card == Card::make(0, Suit::clubs, 6));
  CHECK(s.size(house_pile(1)) == 1);
  CHECK(s.size(reserve_of(kPlayerA)) == 1);
  CHECK_FALSE(s.top(reserve_of(kPlayerA)).face_up);
  CHECK(s.turn() == kPlayerB);
}

TEST_CASE("justified knock on a turn-over: the waste is turned back") {
  //   center: c1 [AC 2C]   house: h1 [3C]   A: reserve [--] waste [5D 9H]
  State s = make_state(R"(
    turn a
    c1: AC 2C
    h1: 3C
    wa: 5D 9H
    rb: 2H'
  )");
  const State before = s;
  REQUIRE(apply(s, Action::turn_over()).empty());
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  for (int i = 0; i < 2; ++i)
    CHECK(s.at(waste_of(kPlayerA), i) == before.at(waste_of(kPlayerA), i));
  CHECK(s.empty(reserve_of(kPlayerA)));
  CHECK(s.turn() == kPlayerB);
}

TEST_CASE("unjustified knock: nothing changes, the count grows, P goes on") {
  State s = make_state(kMandatory);
  REQUIRE(apply(s, move("h1", "c1")).empty());  // the mandatory move itself
  const State after_move = s;
  const KnockVerdict verdict = knock_verdict(s, kPlayerB);
  CHECK(verdict.allowed);
  CHECK_FALSE(verdict.justified);
  CHECK_FALSE(verdict.penalty);
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.unjustified_knocks(kPlayerB) == 1);
  CHECK(s.turn() == kPlayerA);
  for (PileId p = 0; p < kPileCount; ++p) CHECK(s.size(p) == after_move.size(p));
}

//   house: h1 [9D]  h2 [8S]  h3 [4H]   (no ace anywhere: nothing is ever mandatory)
//   A: reserve [5 cards] waste [7H]     B: reserve [4 cards] waste [KD']
TEST_CASE("the third unjustified knock: the knocker misses a turn and the count starts again") {
  State s = make_state(R"(
    turn a
    h1: 9D
    h2: 8S
    h3: 4H
    ra: 4S 6D 7D 8D 9D
    wa: 7H
    rb: 2H' 5H' 6H' 7H'
    wb: KD'
  )");
  for (int k = 1; k <= 3; ++k) {
    REQUIRE(apply(s, Action::turn_up()).empty());  // overlooks nothing
    CHECK(knock_verdict(s, kPlayerB).penalty == (k == 3));
    REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
    CHECK(s.turn() == kPlayerA);
    if (k < 3) {
      CHECK(s.unjustified_knocks(kPlayerB) == k);
      REQUIRE(apply(s, move("ra", "wa")).empty());  // A ends the turn
      REQUIRE(s.turn() == kPlayerB);
      REQUIRE(apply(s, Action::turn_up()).empty());
      REQUIRE(apply(s, move("rb", "wb")).empty());  // B ends the turn
      REQUIRE(s.turn() == kPlayerA);
    }
  }
  CHECK(s.unjustified_knocks(kPlayerB) == 0);
  CHECK(s.misses_next_turn(kPlayerB));
  REQUIRE(apply(s, move("ra", "wa")).empty());  // A ends the turn...
  CHECK(s.turn() == kPlayerA);                  // ...and plays again: B missed a turn
  CHECK_FALSE(s.misses_next_turn(kPlayerB));
}

//   house: all empty      A: reserve [4S 6D 7D 8D] waste [7H]     B: reserve [2H']
TEST_CASE("knock_penalty_after 0: unjustified knocks are counted but never penalised") {
  Rules rules = preset_rules(Preset::house);
  REQUIRE(set_option(rules, "knock_penalty_after", "0").empty());
  State s = make_state("turn a\nra: 4S 6D 7D 8D\nwa: 7H\nrb: 2H'", rules);
  const char* houses[] = {"h1", "h2", "h3"};
  for (int k = 0; k < 3; ++k) {
    REQUIRE(apply(s, Action::turn_up()).empty());
    CHECK_FALSE(knock_verdict(s, kPlayerB).penalty);
    REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
    REQUIRE(apply(s, move("ra", houses[k])).empty());  // onto an empty house: A plays on
  }
  CHECK(s.unjustified_knocks(kPlayerB) == 3);
  CHECK_FALSE(s.misses_next_turn(kPlayerB));
}

TEST_CASE("a knock too late judges the next action; the earlier oversight is lost") {
  State s = make_state(kMandatory);
  REQUIRE(apply(s, move("h3", "h2")).empty());  // oversight
  REQUIRE(apply(s, move("h1", "c1")).empty());  // then the center move: no oversight
  const KnockVerdict verdict = knock_verdict(s, kPlayerB);
  CHECK(verdict.judged == move("h1", "c1"));
  CHECK_FALSE(verdict.justified);
}

TEST_CASE("the turn's last move stays open to a knock until the opponent's first action") {
  State s = make_state(kMandatory);
  REQUIRE(apply(s, move("h3", "wa")).empty());  // ends A's turn, overlooking 3C -> c1
  REQUIRE(s.turn() == kPlayerB);
  const KnockVerdict verdict = knock_verdict(s, kPlayerB);  // B, now in turn, knocks first
  CHECK(verdict.justified);
  State knocked = s;
  REQUIRE(apply(knocked, Action::knock(kPlayerB)).empty());
  CHECK(knocked.turn() == kPlayerB);
  CHECK(knocked.top(house_pile(2)).card == Card::make(0, Suit::spades, 8));  // back on h3
  CHECK(knocked.top(waste_of(kPlayerA)).card == Card::make(0, Suit::hearts, 7));
  // Had B acted first, the window is closed.
  REQUIRE(apply(s, Action::turn_up()).empty());
  CHECK_FALSE(knock_verdict(s, kPlayerB).allowed);
  CHECK(apply(s, Action::knock(kPlayerB)) == "there is no move of the opponent's to knock on");
}

TEST_CASE("knocks are listed for the player who may knock, once per action") {
  State s = make_state(kMandatory);
  auto legal = rb::test::legal_texts(s);
  CHECK(std::count(legal.begin(), legal.end(), "knock b") == 0);
  REQUIRE(apply(s, move("h3", "h2")).empty());
  legal = rb::test::legal_texts(s);
  CHECK(std::count(legal.begin(), legal.end(), "knock b") == 1);
  CHECK(std::count(legal.begin(), legal.end(), "knock a") == 0);
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  legal = rb::test::legal_texts(s);
  CHECK(std::count(legal.begin(), legal.end(), "knock b") == 0);
}

// B owes a missed turn (knock_penalty_after 1: one wrong knock is enough), then knocks justly on
// A's next action before that missed turn comes. B plays the turn the knock gives and misses the
// next one that would have been B's.
//   center: c1 [AC 2C]
//   house:  h1 [4D]  h2 [9S]
//   A: reserve [7H 6D ##] (the 3C on top, face down) waste [KH]
//   B: reserve [8C' 9H' ##] (the 5H' on top)         waste [KD']
constexpr const char* kDebt = R"(
    turn a
    c1: AC 2C
    h1: 4D
    h2: 9S
    ra: 7H 6D 3C
    wa: KH
    rb: 8C' 9H' 5H'
    wb: KD'
)";

Rules one_wrong_knock_costs_a_turn() {
  Rules rules = preset_rules(Preset::house);
  REQUIRE(set_option(rules, "knock_penalty_after", "1").empty());
  return rules;
}

TEST_CASE("a missed turn, once owed, is served even after a just knock gave the turn") {
  State s = make_state(kDebt, one_wrong_knock_costs_a_turn());
  REQUIRE(apply(s, Action::turn_up()).empty());  // the 3C: nothing was mandatory before
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  REQUIRE(s.misses_next_turn(kPlayerB));               // B owes a turn
  REQUIRE(apply(s, move("ra", "h1")).empty());         // 3C onto 4D, overlooking 3C -> c1
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());  // justified
  CHECK(s.turn() == kPlayerB);                         // B plays the turn the knock gave...
  CHECK(s.misses_next_turn(kPlayerB));                 // ...and still owes the missed one
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("rb", "wb")).empty());  // B ends the turn
  REQUIRE(s.turn() == kPlayerA);
  REQUIRE(apply(s, move("wa", "c1")).empty());  // the 3C, back on A's waste, to the center
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("ra", "wa")).empty());  // A ends the turn...
  CHECK(s.turn() == kPlayerA);                  // ...and plays again: B's missed turn, served
  CHECK_FALSE(s.misses_next_turn(kPlayerB));
}

TEST_CASE("a just knock on the move that ended a turn does not count as the missed turn served") {
  State s = make_state(kDebt, one_wrong_knock_costs_a_turn());
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());  // B owes a turn
  REQUIRE(apply(s, move("ra", "wa")).empty());         // A ends the turn, overlooking 3C -> c1...
  REQUIRE(s.turn() == kPlayerA);                       // ...and plays on: B's missed turn
  REQUIRE_FALSE(s.misses_next_turn(kPlayerB));
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());  // B knocks justly before A acts
  CHECK(s.turn() == kPlayerB);
  CHECK(s.misses_next_turn(kPlayerB));  // B plays now, so the missed turn is owed again
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("rb", "wb")).empty());
  REQUIRE(s.turn() == kPlayerA);
  REQUIRE(apply(s, move("wa", "c1")).empty());
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("ra", "wa")).empty());
  CHECK(s.turn() == kPlayerA);
  CHECK_FALSE(s.misses_next_turn(kPlayerB));
}

TEST_CASE("rules edition 1 (records of earlier games): a just knock served the missed turn") {
  Rules rules = one_wrong_knock_costs_a_turn();
  rules.edition = 1;
  State s = make_state(kDebt, rules);
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  REQUIRE(s.misses_next_turn(kPlayerB));
  REQUIRE(apply(s, move("ra", "h1")).empty());
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.turn() == kPlayerB);
  CHECK_FALSE(s.misses_next_turn(kPlayerB));
}
