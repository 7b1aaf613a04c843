// Congress's and Harp's rules (../shared/rules/two-pack-solitaires.md, sections 2 and 3), one
// scripted position per rule with the table drawn above it: foundations f1..f8, piles t1..t8
// (Congress: L1-L4 are t1-t4, R1-R4 t5-t8) or t1..t9 (Harp), hand h (its top card last) and waste
// w, bottom card first (' the second pack's copy, ~ face down). Cards not drawn lie face down at
// the bottom of the hand.
#include "games/two_pack_solitaires/hidden.hpp"
#include "games/two_pack_solitaires/players.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using namespace testing;

constexpr Game kCongress = Game::congress;
constexpr Game kHarp = Game::harp;

TEST_CASE("congress: eight cards face up, one per pile, the 96 others the hand",
          "[two_pack_solitaires]") {
  const State s = deal(default_rules(kCongress), 6);
  const std::array<Card, kCards> deck = shuffled_deck(6);
  for (int i = 0; i < 8; ++i) {
    REQUIRE(s.size(tableau_pile(i)) == 1);
    CHECK(s.top(tableau_pile(i)) == deck[size_t(i)]);
    CHECK(s.face_up(tableau_pile(i), 0));
  }
  CHECK(s.size(kHand) == 96);
  CHECK(s.top(kHand) == deck[8]);  // the next card dealt comes next
  CHECK_FALSE(s.face_up(kHand, 95));
  CHECK(s.empty(kWaste));
}

//   f1: -     t1: 7S  t2: AD  t3: 2D  t4: 3C  t5: 2C'  t6: 9H  t7: 9C  t8: 4H     h: ... 8D
TEST_CASE("congress: aces to the foundations, built up in suit to the king",
          "[two_pack_solitaires]") {
  State s = table(kCongress, {{"t1", "7S"},
                              {"t2", "AD"},
                              {"t3", "2D"},
                              {"t4", "3C"},
                              {"t5", "2C'"},
                              {"t6", "9H"},
                              {"t7", "9C"},
                              {"t8", "4H"},
                              {"h", "8D"}});
  CHECK(refusal(s, "move t3 f1") == "an empty foundation takes only an ace");
  play(s, "move t2 f1");
  CHECK(refusal(s, "move t5 f1") != "");  // a club on the diamonds
}

//   t1: 7S  t2: 8D  t3: 6H  t4: 6C  t5: QS  t6: 9H  t7: 9C  t8: 4H     w: 5D     h: ... 8D
TEST_CASE(
    "congress: a pile's top card or the waste's goes on a card one rank higher, any "
    "suit",
    "[two_pack_solitaires]") {
  const State s = table(kCongress, {{"t1", "7S"},
                                    {"t2", "8D"},
                                    {"t3", "6H"},
                                    {"t4", "6C"},
                                    {"t5", "QS"},
                                    {"t6", "9H"},
                                    {"t7", "9C"},
                                    {"t8", "4H"},
                                    {"w", "5D"},
                                    {"h", "8D'"}});
  CHECK(listed(s, "move t1 t2"));  // 7S on 8D
  CHECK(listed(s, "move t3 t1"));  // 6H on 7S
  CHECK(listed(s, "move t4 t1"));
  CHECK(listed(s, "move w t3"));  // 5D on 6H
  CHECK(refusal(s, "move t2 t1") == "the 8 of diamonds is not one rank below the 7 of spades");
  CHECK(refusal(s, "move t8 t3") != "");  // 4H on 6H
  CHECK(refusal(s, "move h t3") != "");   // the hand is turned up, not played from
}

//   t1: 7S  t2: 8D  t3: 6H ... t8: 4H      w: 5D      h: ... JC (top)
TEST_CASE(
    "congress: an emptied pile is filled at once from the waste or the hand; nothing "
    "else until then",
    "[two_pack_solitaires]") {
  State s = table(kCongress, {{"t1", "7S"},
                              {"t2", "8D"},
                              {"t3", "6H"},
                              {"t4", "6C"},
                              {"t5", "QS"},
                              {"t6", "9H"},
                              {"t7", "9C"},
                              {"t8", "4H"},
                              {"w", "5D"},
                              {"h", "JC"}});
  play(s, "move t1 t2");  // L1 is empty
  CHECK(space_to_fill(s));
  std::vector<Action> actions;
  legal_actions(s, actions);
  CHECK(actions.size() == 3);  // w -> t1, h -> t1, end
  CHECK(listed(s, "move w t1"));
  CHECK(listed(s, "move h t1"));
  CHECK(refusal(s, "turnup") == "a pile is empty: fill it first, from the waste or the hand");
  CHECK(refusal(s, "move t3 t2") == "a pile is empty: fill it first, from the waste or the hand");
  CHECK(refusal(s, "move w t3") == "a pile is empty: fill it first, from the waste or the hand");
  State from_hand = s;
  play(from_hand, "move h t1");
  CHECK(pile_text(from_hand, "t1") == "JC");  // turned face up straight into the space
  play(s, "move w t1");
  CHECK(pile_text(s, "t1") == "5D");
  CHECK_FALSE(space_to_fill(s));
}

//   t1: 7S  t2: 8D  t3: 6H ... t8: 4H      w: -      h: -     (every other card on foundations)
TEST_CASE("congress: with hand and waste used up, an empty pile stays empty",
          "[two_pack_solitaires]") {
  State s = table(kCongress, {{"t1", "7S"},
                              {"t2", "8D"},
                              {"t3", "6H"},
                              {"t4", "6C"},
                              {"t5", "QS"},
                              {"t6", "9H"},
                              {"t7", "9C"},
                              {"t8", "4H"}});
  {
    Editor e(s);
    while (!s.empty(kHand)) e.push(kWaste, e.pop(kHand), true);
    while (!s.empty(kWaste)) e.push(tableau_pile(7), e.pop(kWaste), true);  // (out of play)
  }
  play(s, "move t1 t2");
  CHECK_FALSE(space_to_fill(s));
  CHECK(refusal(s, "move t3 t1") == "a space is filled only from the waste or the hand");
  CHECK_FALSE(listed(s, "move t3 t1"));
}

//   t1..t8 as above      w: -      h: ... 5D 9S (top)
TEST_CASE("congress: turning up lays the hand's top card face up on the waste, where it plays",
          "[two_pack_solitaires]") {
  State s = table(kCongress, {{"t1", "7S"},
                              {"t2", "8D"},
                              {"t3", "6H"},
                              {"t4", "6C"},
                              {"t5", "QS"},
                              {"t6", "9H"},
                              {"t7", "9C"},
                              {"t8", "4H"},
                              {"h", "5D 9S"}});
  play(s, "turnup");
  CHECK(pile_text(s, "w") == "9S");
  CHECK(refusal(s, "move w t3") != "");
  play(s, "turnup");
  CHECK(pile_text(s, "w") == "9S 5D");
  play(s, "move w t3");  // 5D on 6H
  CHECK(pile_text(s, "t3") == "6H 5D");
}

TEST_CASE("congress: no redeal by default; with the option, the waste turned over unshuffled",
          "[two_pack_solitaires]") {
  const std::map<std::string, std::string> piles = {{"t1", "7S"}, {"t2", "8D"}, {"t3", "6H"},
                                                    {"t4", "6C"}, {"t5", "QS"}, {"t6", "9H"},
                                                    {"t7", "9C"}, {"t8", "4H"}, {"w", "2S 3S 4S"}};
  State s = table(kCongress, piles);
  {
    Editor e(s);
    while (!s.empty(kHand)) e.push(foundation_pile(0), e.pop(kHand), true);  // (out of play)
  }
  CHECK(refusal(s, "redeal") == "Congress is played without redeals");
  // (A click on the empty hand turns up, and says why it cannot.)
  CHECK(refusal(s, "turnup") == "the hand is empty, and Congress is played without redeals");
  Rules one = default_rules(kCongress);
  one.redeals = 1;
  State r = table(kCongress, piles, one);
  {
    Editor e(r);
    while (!r.empty(kHand)) e.push(foundation_pile(0), e.pop(kHand), true);
  }
  play(r, "redeal");
  CHECK(pile_text(r, "h") == "4S~ 3S~ 2S~");  // its bottom card on top
  play(r, "turnup");
  CHECK(pile_text(r, "w") == "2S");
}

// Harp's deal: row by row, the first card of a row face up on pile k, the rest face down.
TEST_CASE(
    "harp: nine piles dealt row by row, pile k holds k cards with its top face up; 59 "
    "in the hand",
    "[two_pack_solitaires]") {
  const State s = deal(default_rules(kHarp), 8);
  const std::array<Card, kCards> deck = shuffled_deck(8);
  for (int k = 0; k < 9; ++k) {
    const PileId pile = tableau_pile(k);
    REQUIRE(s.size(pile) == k + 1);
    for (int i = 0; i <= k; ++i) CHECK(s.face_up(pile, i) == (i == k));
  }
  CHECK(s.card(tableau_pile(0), 0) == deck[0]);  // row 1: pile 1 up, piles 2..9 down
  CHECK(s.card(tableau_pile(1), 0) == deck[1]);
  CHECK(s.card(tableau_pile(8), 0) == deck[8]);
  CHECK(s.card(tableau_pile(1), 1) == deck[9]);  // row 2 begins with pile 2, face up
  CHECK(s.card(tableau_pile(2), 1) == deck[10]);
  CHECK(s.top(tableau_pile(8)) == deck[44]);
  CHECK(s.size(kHand) == 59);
  CHECK(s.top(kHand) == deck[45]);
}

//   t1: 8S     t2: 3C~ 7H     t3: 7D     t4: 6S    t5: KD 8C 7H'
TEST_CASE("harp: piles built down in alternating colours, one card at a time",
          "[two_pack_solitaires]") {
  const State s = table(
      kHarp, {{"t1", "8S"}, {"t2", "3C~ 7H"}, {"t3", "7D"}, {"t4", "6S"}, {"t5", "KD 8C 7H'"}});
  CHECK(listed(s, "move t2 t1"));  // 7H on 8S
  CHECK(listed(s, "move t3 t1"));
  CHECK(refusal(s, "move t4 t1") != "");  // 6S on 8S
  CHECK(refusal(s, "move t3 t2") ==
        "the 7 of diamonds is not one rank below the 7 of hearts "
        "and of the other colour");
  State one = s;
  play(one, "move t4 t5");  // 6S on the 7H': only the top card moves
  CHECK(pile_text(one, "t5") == "KD 8C 7H' 6S");
  State top = s;
  play(top, "move t5 t1");  // the 7H' alone, never the 8C with it
  CHECK(pile_text(top, "t5") == "KD 8C");
  CHECK(pile_text(top, "t1") == "8S 7H'");
}

//   t1: 8S     t2: 3C~ 4D~ 7H
TEST_CASE("harp: the face-down card under a pile's last face-up card turns up with the move",
          "[two_pack_solitaires]") {
  State s = table(kHarp, {{"t1", "8S"}, {"t2", "3C~ 4D~ 7H"}});
  play(s, "move t2 t1");
  CHECK(pile_text(s, "t2") == "3C~ 4D");
}

//   t1: -     t2: 3C~ QH     t3: 5S~ KC QD JS     t4: KS      t5: 2C~ KH      w: KD'
TEST_CASE(
    "harp: a space takes only a king, alone or at the head of its group; a king at the "
    "bottom stays",
    "[two_pack_solitaires]") {
  const State s = table(
      kHarp,
      {{"t2", "3C~ QH"}, {"t3", "5S~ KC QD JS"}, {"t4", "KS"}, {"t5", "2C~ KH"}, {"w", "KD'"}});
  CHECK(refusal(s, "move t2 t1") == "a space takes only a king, or a group headed by a king");
  CHECK(refusal(s, "move t4 t1") == "the king already lies at the bottom of its pile");
  CHECK_FALSE(listed(s, "move t4 t1"));
  CHECK(listed(s, "move w t1"));
  CHECK(listed(s, "move t5 t1"));  // a king on a face-down card
  State group = s;
  play(group, "move t3 t1");
  CHECK(pile_text(group, "t1") == "KC QD JS");
  CHECK(pile_text(group, "t3") == "5S");  // turned up
  // A space may stay empty: other plays go on.
  CHECK(listed(s, "turnup"));
}

//   t1: 9S     h: -      w: 2D 5H 8C     (hand empty)
TEST_CASE("harp: redeals without limit turn the waste over, unshuffled, when the hand is empty",
          "[two_pack_solitaires]") {
  State s = table(kHarp, {{"t1", "9S"}, {"w", "2D 5H 8C"}});
  {
    Editor e(s);
    while (!s.empty(kHand)) e.push(foundation_pile(7), e.pop(kHand), true);  // (out of play)
  }
  CHECK(s.redeals_left() == kUnlimited);
  for (int pass = 0; pass < 5; ++pass) {
    // Seen twice, the position ends the game on its third occurrence (below).
    if (pass == 2) break;
    play(s, "redeal");
    CHECK(pile_text(s, "h") == "8C~ 5H~ 2D~");
    play(s, "turnup");
    play(s, "turnup");
    play(s, "turnup");
  }
  CHECK_FALSE(s.over());
  play(s, "redeal");  // the third time with the same hand, after two passes that changed nothing
  CHECK(s.outcome() == Outcome::repeated);
  State t = table(kHarp, {{"t1", "9S"}, {"w", "2D"}, {"h", "4C"}});
  CHECK(refusal(t, "redeal") == "the hand is not empty yet");
}

TEST_CASE(
    "harp: the player sees the face-down cards only as counts; the computer decides from "
    "what it sees",
    "[two_pack_solitaires]") {
  const State s = deal(default_rules(kHarp), 14);
  State other = s;
  Random random(3);
  shuffle_unseen(other, random);
  CHECK_FALSE(other == s);
  CHECK(observation_text(other) == observation_text(s));
  CHECK(observation_text(s).find("t9: 8 face down") != std::string::npos);
  CHECK(state_text(s).find("t9: 8 face down") == std::string::npos);
  // The same decision from two deals that differ only in the unseen cards.
  const std::unique_ptr<Bot> a = make_player("ai1", 7), b = make_player("ai1", 7);
  CHECK(a->choose(s) == b->choose(other));
}

}  // namespace
}  // namespace rb::tps
