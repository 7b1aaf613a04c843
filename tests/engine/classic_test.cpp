// Presets scarne and ultimate: available cards, loading, the turned card, the stock, priorities and
// Stop, passing, winning with the classic score; and blocked games (all presets).
#include <catch2/catch.hpp>

#include "contains.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;
using rb::test::has;
using rb::test::legal_texts;
using rb::test::make_state;
using rb::test::move;

namespace {
const Rules kScarne = preset_rules(Preset::scarne);
const Rules kUltimate = preset_rules(Preset::ultimate);
}  // namespace

//   B: stock [.. 6H'] reserve [##] waste [9C']
//   house: h1 [8S]  h2 [--]  h3 [10D]
//   A: stock [.. 9S] reserve [##] waste [4D]
TEST_CASE("classic: available cards are the stock top, house tops and the opponent's stock top") {
  const State s = make_state(R"(
    turn a
    h1: 8S
    h3: 10D
    sa: 2C 9S
    ra: 3C
    wa: 4D
    sb: 3D' 7D'
    rb: 5C'
    wb: 9C'
  )",
                             kScarne);
  const auto legal = legal_texts(s);
  CHECK(has(legal, "move sa h3"));  // black 9 on red 10
  CHECK(has(legal, "move sb h1"));  // the opponent's stock top, onto a house (use_opponent_stock)
  CHECK_FALSE(has(legal, "move sb h2") == false);  // also an empty house
  CHECK_FALSE(has(legal, "move wa h2"));           // own waste: not available
  CHECK_FALSE(has(legal, "move sb wb"));           // the opponent's stock card only goes to a house
  State copy = s;
  CHECK(apply(copy, move("wa", "h2")) == "your waste is not in play in this game");
  CHECK(apply(copy, move("sb", "c1")) == "the opponent's stock card may only go onto a house pile");
  CHECK(apply(copy, move("h1", "sa")) == "nothing goes onto your own stock");
  // Ultimate: the opponent's stock is never available.
  const State u = make_state(R"(
    turn a
    h1: 8S
    sa: 2C 9S
    ra: 3C
    sb: 3D' 7D'
    rb: 5C'
  )",
                             kUltimate);
  CHECK_FALSE(has(legal_texts(u), "move sb h1"));
}

//   house: h1 [--]   A: stock [--] reserve [##] waste [4D 9C]   (waste_fills_space on)
TEST_CASE("waste_fills_space: with an empty stock the waste top may fill an empty house only") {
  Rules rules = kScarne;
  REQUIRE(set_option(rules, "waste_fills_space", "yes").empty());
  const State s = make_state(R"(
    turn a
    h2: 10D
    ra: 3C
    wa: 4D 9C
    rb: 5C'
    wb: 10C'
  )",
                             rules);
  const auto legal = legal_texts(s);
  CHECK(has(legal, "move wa h1"));
  CHECK_FALSE(has(legal, "move wa h2"));  // 9C on 10D is a build, not a space
  CHECK_FALSE(has(legal, "move wa wb"));
  const State with_stock = make_state("turn a\nsa: 2H\nra: 3C\nwa: 4D 9C\nrb: 5C'", rules);
  CHECK_FALSE(has(legal_texts(with_stock), "move wa h1"));
}

//   B: stock [.. 6H'] waste [9C']     house: h1 [7H]
//   A: stock [.. 5H] reserve [##]
TEST_CASE("classic loading: onto the opponent's stock or waste, same suit, up or down") {
  State s = make_state(R"(
    turn a
    h1: 7H
    h2: 10C
    sa: 2C 5H
    ra: 3C
    sb: 3D' 6H'
    rb: 5C'
    wb: 9C'
  )",
                       kScarne);
  const auto legal = legal_texts(s);
  CHECK(has(legal, "move sa sb"));  // 5H on 6H
  CHECK(has(legal, "move h1 sb"));  // 7H on 6H
  CHECK(has(legal, "move h2 wb"));  // 10C on 9C
  CHECK_FALSE(has(legal, "move sa wb"));
  REQUIRE(apply(s, move("sa", "sb")).empty());
  CHECK(s.top(stock_of(kPlayerB)).card == Card::make(0, Suit::hearts, 5));
  CHECK(s.top(stock_of(kPlayerA)).face_up);  // the next stock card is turned up at once
  CHECK(s.top(stock_of(kPlayerA)).card == Card::make(0, Suit::clubs, 2));
}

//   house: h1 [9S]  h2..h8 [2H 2D 2C 2S 3C' 3S' 9C']
//   A: reserve [4S ^8H] waste [--]     B: waste [2D']
TEST_CASE("classic turned card: if it can be played it must be; if not, onto the waste") {
  State s = make_state(R"(
    turn a
    h1: 9S
    h2: 2H
    h3: 2D
    h4: 2C
    h5: 2S
    h6: 3C'
    h7: 3S'
    h8: 9C'
    ra: 4S ^8H
    rb: 5C'
    wb: 2D'
  )",
                       kScarne);
  auto legal = legal_texts(s);
  CHECK(has(legal, "move ra h1"));
  CHECK_FALSE(has(legal, "move ra wa"));
  CHECK(apply(s, move("ra", "wa")) == "the 8 of hearts can be played, so it must be played");
  REQUIRE(apply(s, move("ra", "h1")).empty());
  CHECK(s.turn() == kPlayerA);                   // playing it keeps the turn
  REQUIRE(apply(s, Action::turn_up()).empty());  // the 4S: nowhere to go
  legal = legal_texts(s);
  CHECK(legal == std::vector<std::string>{"move ra wa", "knock b"});
  REQUIRE(apply(s, move("ra", "wa")).empty());
  CHECK(s.turn() == kPlayerB);
  CHECK(apply(s, move("h1", "wb")) ==
        "only the card turned from your reserve goes onto your waste");
}

TEST_CASE("classic: only the turned card goes onto one's own waste") {
  State s = make_state("turn a\nh1: 9S\nsa: 3H\nra: 4S\nrb: 5C'", kScarne);
  CHECK(apply(s, move("h1", "wa")) ==
        "only the card turned from your reserve goes onto your waste");
}

//   center: c1 [AS 2S]   house: h1 [3S']  h2 [9D]
//   A: stock [.. 3S] reserve [##]
TEST_CASE("priority 1: a center card goes first, the stock's before a house card's") {
  const State s = make_state(R"(
    turn a
    c1: AS 2S
    h1: 3S'
    h2: 9D
    sa: 7C 3S
    ra: 4H
    rb: 5C'
  )",
                             kScarne);
  CHECK_FALSE(judge(s, move("sa", "c1")).offence);
  const Judgement house_first = judge(s, move("h1", "c1"));
  CHECK(house_first.offence);
  CHECK(house_first.missed == move("sa", "c1"));
  CHECK(judge(s, Action::turn_up()).offence);
  CHECK(judge(s, move("h1", "h2")).offence);
}

//   house: h1 [--]  h2 [9D]     A: stock [.. 8C] reserve [##]
TEST_CASE(
    "priority 2 (space_from_stock_first): fill an empty house from the stock before turning up") {
  Rules rules = kScarne;
  const char* spec = "turn a\nh2: 9D\nsa: 2H 8C\nra: 4H 5D\nrb: 5C'";
  CHECK_FALSE(judge(make_state(spec, rules), Action::turn_up()).offence);
  REQUIRE(set_option(rules, "space_from_stock_first", "yes").empty());
  const State s = make_state(spec, rules);
  const Judgement j = judge(s, Action::turn_up());
  CHECK(j.offence);
  CHECK(j.missed == move("sa", "h1"));
}

TEST_CASE("Stop, justified: a stock card goes back on its stock, the card under it face down") {
  //   center: c1 [AS 2S]   house: h1 [3S]  h2 [9D]   A: stock [7C 8C]
  State s = make_state(R"(
    turn a
    c1: AS 2S
    h2: 9D
    sa: 7C 8C
    ra: 4H
    rb: 5C'
  )",
                       kScarne);
  State with_center = make_state(R"(
    turn a
    c1: AS 2S
    h1: 3S
    h2: 9D
    sa: 7C 8C
    ra: 4H
    rb: 5C'
  )",
                                 kScarne);
  REQUIRE(apply(with_center, move("sa", "h2")).empty());  // 8C onto 9D, overlooking 3S -> c1
  CHECK(with_center.top(stock_of(kPlayerA)).face_up);     // the 7C came up
  const KnockVerdict v = knock_verdict(with_center, kPlayerB);
  CHECK(v.justified);
  REQUIRE(apply(with_center, Action::knock(kPlayerB)).empty());
  CHECK(with_center.turn() == kPlayerB);
  REQUIRE(with_center.size(stock_of(kPlayerA)) == 2);
  CHECK(with_center.top(stock_of(kPlayerA)).card == Card::make(0, Suit::clubs, 8));
  CHECK_FALSE(with_center.at(stock_of(kPlayerA), 0).face_up);  // the 7C face down again
  // A wrong call costs nothing in scarne (knock_penalty_after 0).
  REQUIRE(apply(s, move("sa", "h2")).empty());
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.turn() == kPlayerA);
  CHECK_FALSE(s.misses_next_turn(kPlayerB));
}

TEST_CASE("wrong Stop calls are penalised when knock_penalty_after is set (wrong_call_penalty)") {
  Rules rules = kScarne;
  REQUIRE(set_option(rules, "knock_penalty_after", "1").empty());
  State s = make_state("turn a\nh2: 9D\nsa: 7C 8C\nra: 4H\nrb: 5C'", rules);
  REQUIRE(apply(s, move("sa", "h2")).empty());
  CHECK(knock_verdict(s, kPlayerB).penalty);
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.misses_next_turn(kPlayerB));
}

//   A: stock [5H] reserve [--] waste [--]   house: h1 [9S]
TEST_CASE("classic pass: with nothing left to turn up the player may end the turn") {
  State s = make_state("turn a\nh1: 9S\nsa: 5H\nrb: 5C'", kScarne);
  CHECK(has(legal_texts(s), "pass"));
  REQUIRE(apply(s, Action::pass()).empty());
  CHECK(s.turn() == kPlayerB);
  State t = make_state("turn a\nh1: 9S\nsa: 5H\nra: 4C\nrb: 5C'", kScarne);
  CHECK(apply(t, Action::pass()) == "you may end your turn only when nothing is left to turn up");
}

//   center: c1 [AH .. 4H]   A: stock [5H] reserve [--] waste [--]
//   B: stock [3 cards] reserve [2 cards] waste [1 card]
TEST_CASE("classic win: the stock too must be empty; 30 + 2 per stock card + 1 per other card") {
  State s = make_state(R"(
    turn a
    c1: AH 2H 3H 4H
    sa: 5H
    sb: 2C' 3C' 4C'
    rb: 5C' 6C'
    wb: 7C'
  )",
                       kScarne);
  REQUIRE(apply(s, move("sa", "c1")).empty());
  REQUIRE(s.over());
  CHECK(s.result().winner == kPlayerA);
  CHECK(s.result().score == 30 + 2 * 3 + 2 + 1);
}

// Both players only turn up a card and put it on their waste: no card reaches the center.
//   A: reserve [6 cards] stock [2 cards] (scarne)     B: reserve [6 cards] stock [1 card]
TEST_CASE("blocked game: after stall_turns turns without center progress, fewer cards wins") {
  Rules rules = kScarne;
  REQUIRE(set_option(rules, "stall_turns", "10").empty());
  const char* spec = R"(
    turn a
    h1: KS
    h2: KH
    h3: KC
    h4: KD
    h5: KS'
    h6: KH'
    h7: KC'
    h8: KD'
    sa: QS QH
    sb: QC'
    ra: 2C 3C 4C 5C 6C 7C
    rb: 2D' 3D' 4D' 5D' 6D' 7D'
  )";
  auto play_out = [&](const Rules& r) {
    State s = make_state(spec, r);
    for (int turn = 0; turn < 10; ++turn) {
      REQUIRE_FALSE(s.over());
      REQUIRE(apply(s, Action::turn_up()).empty());
      REQUIRE(apply(s, move(s.turn() == kPlayerA ? "ra" : "rb", s.turn() == kPlayerA ? "wa" : "wb"))
                  .empty());
      CHECK(s.turns_without_progress() == turn + 1);
    }
    return s;
  };
  // Other moves exist (QS onto KH, say); the players choose not to make them. Only turns without
  // a card reaching a center pile count.
  const State s = play_out(rules);
  REQUIRE(s.over());
  CHECK(s.result().outcome == Outcome::blocked);
  // A: 6 reserve+waste + 2*2 stock = 10; B: 6 + 2*1 = 8. B wins by 2.
  CHECK(s.result().winner == kPlayerB);
  CHECK(s.result().score == 2);
  REQUIRE(set_option(rules, "blocked_is_draw", "yes").empty());
  const State draw = play_out(rules);
  CHECK(draw.result().outcome == Outcome::blocked);
  CHECK_FALSE(draw.result().winner.has_value());
}

TEST_CASE("a center card resets the stall count") {
  Rules rules = preset_rules(Preset::house);
  REQUIRE(set_option(rules, "stall_turns", "10").empty());
  State s = make_state("turn a\nra: 2C AC 3H\nwa: 9D\nrb: 2D' 3D' 5D'\nwb: 9S'", rules);
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("ra", "wa")).empty());
  CHECK(s.turns_without_progress() == 1);
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("rb", "wb")).empty());
  CHECK(s.turns_without_progress() == 2);
  REQUIRE(apply(s, Action::turn_up()).empty());  // the AC
  REQUIRE(apply(s, move("ra", "c1")).empty());
  REQUIRE(apply(s, Action::turn_up()).empty());
  REQUIRE(apply(s, move("ra", "wa")).empty());
  CHECK(s.turns_without_progress() == 0);
}

// A, with nothing left to turn up, passes although the stock's 3S could go to c1: an offence,
// but passing ended A's turn, and with it the time to call Stop.
//   center: c1 [AS 2S]   house: h2 [9D]
//   A: stock [7C 3S] reserve [--] waste [--]      B: reserve [5C']
constexpr const char* kPassOverlooking = R"(
    turn a
    c1: AS 2S
    h2: 9D
    sa: 7C 3S
    rb: 5C'
)";

TEST_CASE("classic Stop: the action that ends the offender's turn closes the window") {
  for (const Rules& rules : {kScarne, kUltimate}) {
    State s = make_state(kPassOverlooking, rules);
    REQUIRE(apply(s, Action::pass()).empty());
    REQUIRE(s.last().offence);
    REQUIRE(s.turn() == kPlayerB);
    CHECK_FALSE(knock_open(s));
    CHECK_FALSE(has(legal_texts(s), "knock b"));
    const KnockVerdict verdict = knock_verdict(s, kPlayerB);
    CHECK_FALSE(verdict.allowed);
    CHECK_FALSE(verdict.justified);
    CHECK(apply(s, Action::knock(kPlayerB)) ==
          "that turn is over, and its errors stand: a Stop must come while it is played");
    CHECK(s.turn() == kPlayerB);
  }
  // The same offence in house stays open to a knock until the opponent's first action.
  State house = make_state("turn a\nc1: AS 2S\nh1: 3S\nh2: 9D\nra: 7C\nrb: 5C'");
  REQUIRE(apply(house, move("h2", "wa")).empty());  // ends A's turn, overlooking 3S -> c1
  CHECK(knock_open(house));
  CHECK(knock_verdict(house, kPlayerB).justified);
}

// The 8H turned from A's reserve waits; the stock's 3S could go to c1 and the 9S could go onto
// the 10D, but while the turned card waits no other card may move.
//   center: c1 [AS 2S]   house: h1 [9S]  h2 [10D]  h3..h8 [KS KH KC KD KS' KH']
//   A: stock [7C 3S] reserve [4H ^8H]      B: reserve [5C']
TEST_CASE("classic: a turned-up card waiting to be played freezes every other card") {
  for (const Rules& rules : {kScarne, kUltimate}) {
    State s = make_state(R"(
      turn a
      c1: AS 2S
      h1: 9S
      h2: 10D
      h3: KS
      h4: KH
      h5: KC
      h6: KD
      h7: KS'
      h8: KH'
      sa: 7C 3S
      ra: 4H ^8H
      rb: 5C'
    )",
                         rules);
    CHECK(legal_texts(s) == std::vector<std::string>{"move ra h1"});
    CHECK(apply(s, move("sa", "c1")) == "play the turned-up 8 of hearts first");
    CHECK(apply(s, move("h1", "h2")) == "play the turned-up 8 of hearts first");
    CHECK(apply(s, Action::turn_up()) == "the reserve's top card is already up");
  }
}

TEST_CASE(
    "rules edition 1 (records of earlier games): the Stop window stayed open after the turn") {
  Rules rules = kScarne;
  rules.edition = 1;
  State s = make_state(kPassOverlooking, rules);
  REQUIRE(apply(s, Action::pass()).empty());
  CHECK(knock_open(s));
  CHECK(knock_verdict(s, kPlayerB).justified);
  REQUIRE(apply(s, Action::knock(kPlayerB)).empty());
  CHECK(s.turn() == kPlayerB);
  CHECK(s.top(stock_of(kPlayerA)).card == Card::make(0, Suit::spades, 3));
}
