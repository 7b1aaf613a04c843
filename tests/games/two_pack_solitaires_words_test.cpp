// The two-pack solitaires' words of a move and of a hint (table_words.cpp): the table numbers none
// of its piles, so a move names the card a card goes onto, or the kind of place it reaches, and a
// tableau card by itself. Tables as in two_pack_solitaires_congress_harp_test.cpp.
#include "games/two_pack_solitaires/table_words.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using namespace testing;

std::string you_moved(const State& s, const std::string& action) {
  return action_words(s, *parse_action(action), {});
}

std::string computer_moved(const State& s, const std::string& action) {
  return action_words(s, *parse_action(action), {SeatVoice{"The computer", "", false}});
}

std::string hint(const State& s, const std::string& action) {
  return hint_words(s, *parse_action(action), {});
}

//   f1: AD     t1: 7S  t2: 2D  t3: 6H  t4: 6C  t5: QS  t6: 9H  t7: 9C  t8: 4H     w: 5D
TEST_CASE("two-pack words: a move names the card it goes onto, a tableau card by itself",
          "[two_pack_solitaires]") {
  const State s = table(Game::congress, {{"f1", "AD"},
                                         {"t1", "7S"},
                                         {"t2", "2D"},
                                         {"t3", "6H"},
                                         {"t4", "6C"},
                                         {"t5", "QS"},
                                         {"t6", "9H"},
                                         {"t7", "9C"},
                                         {"t8", "4H"},
                                         {"w", "5D"}});
  REQUIRE(listed(s, "move t3 t1"));
  CHECK(you_moved(s, "move t3 t1") == "You moved the 6 of hearts onto the 7 of spades");
  CHECK(computer_moved(s, "move t3 t1") ==
        "The computer moved the 6 of hearts onto the 7 of spades");
  CHECK(hint(s, "move t3 t1") == "move the 6 of hearts onto the 7 of spades");
  REQUIRE(listed(s, "move w t4"));
  CHECK(you_moved(s, "move w t4") ==
        "You moved the 5 of diamonds from the waste onto the 6 of clubs");
  CHECK(hint(s, "move w t4") == "move the 5 of diamonds from the waste onto the 6 of clubs");
  REQUIRE(listed(s, "move t2 f1"));
  CHECK(you_moved(s, "move t2 f1") == "You moved the 2 of diamonds to a foundation");
  CHECK(hint(s, "move t2 f1") == "move the 2 of diamonds to a foundation");
}

//   t1: 7S  t2: 8D  t3: -  t4: 6C  t5: QS  t6: 9H  t7: 9C  t8: 4H     w: 5D     h: ... 8C
TEST_CASE("two-pack words: a space is named as a space, the hand's card as the hand's",
          "[two_pack_solitaires]") {
  const State s = table(Game::congress, {{"t1", "7S"},
                                         {"t2", "8D"},
                                         {"t4", "6C"},
                                         {"t5", "QS"},
                                         {"t6", "9H"},
                                         {"t7", "9C"},
                                         {"t8", "4H"},
                                         {"w", "5D"},
                                         {"h", "8C"}});
  REQUIRE(listed(s, "move h t3"));
  // (Once moved, the hand's card is seen: its sentence names it; the hint cannot.)
  CHECK(you_moved(s, "move h t3") == "You moved the 8 of clubs from the hand to an empty pile");
  CHECK(hint(s, "move h t3") ==
        "move the hand's top card to an empty pile (tap or click the hand)");
  REQUIRE(listed(s, "move w t3"));
  CHECK(hint(s, "move w t3") == "move the 5 of diamonds from the waste to an empty pile");
}

//   House on the Hill: f1 (up, clubs): AC    t1: 2C 9H    t2: 3S
TEST_CASE("two-pack words: House on the Hill's foundations named by suit and way",
          "[two_pack_solitaires]") {
  const State s = table(kHill, {{"f1", "AC"}, {"t1", "9H 2C"}, {"t2", "3S"}});
  REQUIRE(listed(s, "move t1 f1"));
  CHECK(hint(s, "move t1 f1") == "move the 2 of clubs to the up foundation of clubs");
}

}  // namespace
}  // namespace rb::tps
