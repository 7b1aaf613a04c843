// Preset house, the moves of the player in turn: every target kind, closed center piles, the
// turned-up reserve card, turning the waste over, the last waste card, and winning.
#include <catch2/catch.hpp>

#include "contains.hpp"
#include "games/russian_bank/engine/invariants.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;
using rb::test::has;
using rb::test::legal_texts;
using rb::test::make_state;
using rb::test::move;

//   B:  reserve [##]  waste [4D]
//   center: c1 [--]  c2 [AH 2H]
//   house:  h1 [9S 8H]  h2 [--]  h3 [7C]  h4 [8C]
//   A:  reserve [##]  waste [7H]            A in turn
TEST_CASE("house pile: empty takes any card, else one lower in the other colour") {
  const State s = make_state(R"(
    turn a
    c2: AH 2H
    h1: 9S 8H
    h3: 7C
    h4: 8C
    ra: 5C
    wa: 7H
    rb: 6D'
    wb: 4D'
  )");
  const auto legal = legal_texts(s);
  CHECK(has(legal, "move wa h2"));        // empty house: anything
  CHECK(has(legal, "move wa h4"));        // red 7 on black 8
  CHECK_FALSE(has(legal, "move wa h1"));  // 7H on 8H: same colour
  CHECK(has(legal, "move h3 h1"));        // black 7 on red 8
  State copy = s;
  CHECK(apply(copy, move("wa", "h1")) == "the 7 of hearts needs a black 8");
  CHECK(copy == s);  // refused: nothing changed
  REQUIRE(apply(copy, move("wa", "h4")).empty());
  CHECK(copy.top(house_pile(3)).card == Card::make(0, Suit::hearts, 7));
  CHECK(copy.turn() == kPlayerA);  // a move to a house does not end the turn
}

//   center: c1 [--]  c2 [AH 2H]  c3 [AS .. KS closed]
//   house:  h1 [3H]  h2 [AC]  h3 [KS']
//   A: reserve [##] waste [4H]
TEST_CASE("center pile: an ace starts it, same suit one higher, a king closes it") {
  State s = make_state(R"(
    turn a
    c2: AH 2H
    c3: AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS
    h1: 3H
    h2: AC
    h3: KH'
    ra: 5C
    wa: 4H
  )");
  const auto legal = legal_texts(s);
  CHECK(has(legal, "move h1 c2"));
  CHECK(has(legal, "move h2 c1"));  // an ace on an empty center pile
  CHECK_FALSE(has(legal, "move h1 c1"));
  CHECK_FALSE(has(legal, "move wa c2"));  // 4H on 2H skips a rank
  CHECK(apply(s, move("h1", "c1")) == "a center pile starts with an ace");
  CHECK(apply(s, move("wa", "c2")) == "center pile 2 needs the 3 of hearts");
  CHECK(apply(s, move("h3", "c3")) == "center pile 3 is complete");
  CHECK(s.center_closed(center_pile(2)));
  CHECK_FALSE(s.top(center_pile(2)).face_up);  // a closed pile's king lies face down
}

TEST_CASE("center pile: the king that completes a pile closes it face down") {
  //   c1 [AD .. QD]   h1 [KD]   A: reserve [##] waste [--]
  State s = make_state(R"(
    turn a
    c1: AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD
    h1: KD
    ra: 5C
  )");
  REQUIRE(apply(s, move("h1", "c1")).empty());
  CHECK(s.center_closed(center_pile(0)));
  CHECK_FALSE(s.top(center_pile(0)).face_up);
  CHECK(check_invariants(s).find("cards on the table") !=
        std::string::npos);  // scripted: few cards
}

//   B: reserve [##] waste [6S']        A: reserve [##] waste [7S]
//   house: h1 [5S]  h2 [9D]
TEST_CASE("opponent's waste: same suit, one rank higher or lower; never when empty") {
  const State s = make_state(R"(
    turn a
    h1: 5S
    h2: 9D
    ra: 2C
    wa: 7S
    rb: 3C'
    wb: 6S'
  )");
  const auto legal = legal_texts(s);
  CHECK(has(legal, "move wa wb"));  // 7S on 6S
  CHECK(has(legal, "move h1 wb"));  // 5S on 6S
  CHECK_FALSE(has(legal, "move h2 wb"));
  State copy = s;
  CHECK(apply(copy, move("h2", "wb")) == "B's waste takes only the 5 or 7 of spades");
  const State empty_waste = make_state("turn a\nh1: 5S\nra: 2C\nwa: 7S\nrb: 3C'");
  CHECK_FALSE(has(legal_texts(empty_waste), "move h1 wb"));
}

//   A: reserve [##] waste [7S]   house: h1 [5S]   B: waste [6S']
TEST_CASE("own waste: any card goes there, and it ends the turn") {
  State s = make_state(R"(
    turn a
    h1: 5S
    h2: 9D
    ra: 2C
    wa: 7S
    rb: 3C'
    wb: KC'
  )");
  CHECK(has(legal_texts(s), "move h2 wa"));
  REQUIRE(apply(s, move("h2", "wa")).empty());
  CHECK(s.turn() == kPlayerB);
  CHECK(s.turn_number() == 2);
}

//   B: reserve [##] waste [6S']   center c1 [AS']   A: reserve [##] waste [7S]
TEST_CASE("never from the opponent's reserve or waste or a center pile; never onto a reserve") {
  State s = make_state(R"(
    turn a
    c1: AS'
    h1: 2S
    ra: 2C
    wa: 7S
    rb: 3C' ^5S'
    wb: 6S'
  )");
  const auto legal = legal_texts(s);
  for (const auto& text : legal) {
    const auto action = parse_action(text);
    REQUIRE(action);
    if (action->kind != ActionKind::move) continue;
    CHECK(action->from != reserve_of(kPlayerB));
    CHECK(action->from != waste_of(kPlayerB));
    CHECK(pile_kind(action->from) != PileKind::center);
    CHECK(pile_kind(action->to) != PileKind::reserve);
  }
  CHECK(apply(s, move("wb", "h1")) == "B's waste is not yours to play from");
  CHECK(apply(s, move("c1", "h1")) == "cards on a center pile stay there");
  CHECK(apply(s, move("h1", "ra")) == "nothing goes onto a reserve");
  CHECK(apply(s, move("ra", "h1")) == "turn up the top card of your reserve first");
}

//   A: reserve [## ^8H] waste [3C]   house: h1 [9S] h2 [4D]
TEST_CASE("a turned-up reserve card is the only card that may move until it is played") {
  State s = make_state(R"(
    turn a
    h1: 9S
    h2: 4D
    ra: 2C ^8H
    wa: 3C
    wb: 9H'
  )");
  CHECK(s.turned_card_waiting(kPlayerA));
  const auto legal = legal_texts(s);
  for (const auto& text : legal) {
    if (text.rfind("move", 0) == 0) CHECK(text.rfind("move ra ", 0) == 0);
  }
  CHECK(has(legal, "move ra h1"));
  CHECK(has(legal, "move ra wb"));
  CHECK(has(legal, "move ra wa"));
  CHECK_FALSE(has(legal, "turnup"));
  CHECK(apply(s, move("wa", "h2")) == "play the turned-up 8 of hearts first");
  REQUIRE(apply(s, Action::turn_up()) == "the reserve's top card is already up");
  REQUIRE(apply(s, move("ra", "h1")).empty());
  CHECK(has(legal_texts(s), "turnup"));
  CHECK(has(legal_texts(s), "move wa h2"));
}

//   A: reserve [--] waste [5C 9H KS] (KS on top)
TEST_CASE("turn over: an empty reserve takes the whole waste, face down, its bottom card on top") {
  State s = make_state(R"(
    turn a
    h1: 2D
    wa: 5C 9H KS
    rb: 4C'
  )");
  CHECK(has(legal_texts(s), "turnover"));
  REQUIRE(apply(s, Action::turn_over()).empty());
  CHECK(s.empty(waste_of(kPlayerA)));
  REQUIRE(s.size(reserve_of(kPlayerA)) == 3);
  CHECK(s.top(reserve_of(kPlayerA)).card == Card::make(0, Suit::clubs, 5));
  CHECK_FALSE(s.top(reserve_of(kPlayerA)).face_up);
  CHECK(s.at(reserve_of(kPlayerA), 0).card == Card::make(0, Suit::spades, 13));
  CHECK(apply(s, Action::turn_over()) == "the waste is turned over only when the reserve is empty");
}

//   A: reserve [--] waste [QH]   house h1 [KS]     B: reserve [## ##] waste [3D' 8C']
TEST_CASE("win: the last waste card played with an empty reserve wins at once, with the score") {
  State s = make_state(R"(
    turn a
    h1: KS
    wa: QH
    rb: 4C' 5C'
    wb: 3D' 8C'
  )");
  CHECK(has(legal_texts(s), "move wa h1"));
  REQUIRE(apply(s, move("wa", "h1")).empty());
  REQUIRE(s.over());
  CHECK(s.result().outcome == Outcome::won);
  CHECK(s.result().winner == kPlayerA);
  CHECK(s.result().score == 30 + 4);  // 30 + the loser's reserve and waste
  CHECK(legal_texts(s).empty());
  CHECK(apply(s, Action::turn_up()) == "the game is over");
}

TEST_CASE("scoring off: the winner scores nothing") {
  Rules rules = preset_rules(Preset::house);
  REQUIRE(set_option(rules, "scoring", "off").empty());
  State s = make_state("turn a\nh1: KS\nwa: QH\nrb: 4C' 5C'", rules);
  REQUIRE(apply(s, move("wa", "h1")).empty());
  CHECK(s.result().winner == kPlayerA);
  CHECK(s.result().score == 0);
}

//   A: reserve [## ^8H]   house: h1 [9S]
TEST_CASE("every card that lay face up is remembered as seen, also after it is turned down") {
  State s = make_state("turn a\nh1: 9S\nra: 4S 6D\nwa: 3C 7H\nrb: 2C'");
  CHECK(s.seen(Card::make(0, Suit::spades, 9)));
  CHECK_FALSE(s.seen(Card::make(0, Suit::diamonds, 6)));
  REQUIRE(apply(s, Action::turn_up()).empty());
  CHECK(s.seen(Card::make(0, Suit::diamonds, 6)));
  CHECK_FALSE(s.seen(Card::make(0, Suit::spades, 4)));
  REQUIRE(apply(s, move("ra", "wa")).empty());
  CHECK(s.turn() == kPlayerB);
}

TEST_CASE("own_waste_playable no (house): the waste's top card stays put") {
  Rules rules = preset_rules(Preset::house);
  REQUIRE(set_option(rules, "own_waste_playable", "no").empty());
  State s = make_state("turn a\nh1: 9S\nra: 4S\nwa: 8H\nrb: 2C'", rules);
  CHECK_FALSE(has(legal_texts(s), "move wa h1"));
  CHECK(apply(s, move("wa", "h1")) == "your waste is not in play in this game");
  CHECK(has(legal_texts(make_state("turn a\nh1: 9S\nra: 4S\nwa: 8H\nrb: 2C'")), "move wa h1"));
}

TEST_CASE("resign: either player may give up; the other wins, scoring nothing") {
  State s = make_state("turn a\nh1: 9S\nra: 4S\nwa: 8H\nrb: 2C'");
  REQUIRE(apply(s, Action::resign(kPlayerB)).empty());
  CHECK(s.result().outcome == Outcome::resigned);
  CHECK(s.result().winner == kPlayerA);
  CHECK(apply(s, Action::resign(kPlayerA)) == "the game is over");
}
