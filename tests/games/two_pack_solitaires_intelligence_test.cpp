// Intelligence's rules (../shared/rules/two-pack-solitaires.md, section 6), one scripted position
// per rule with the table drawn above it: foundations f1..f8, fans t1..t18 and the hand h (its top
// card last), bottom card first (' the second pack's copy, ~ face down). Cards not drawn lie face
// down at the bottom of the hand.
#include "games/two_pack_solitaires/hidden.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using namespace testing;

constexpr Game kIntelligence = Game::intelligence;

TEST_CASE(
    "intelligence: 18 fans of three dealt fan by fan; an ace dealt goes up and the next "
    "card takes its place; the rest is the hand",
    "[two_pack_solitaires]") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const State s = deal(default_rules(kIntelligence), seed);
    const std::array<Card, kCards> deck = shuffled_deck(seed);
    int next = 0, aces = 0;
    for (int fan = 0; fan < 18; ++fan) {
      REQUIRE(s.size(tableau_pile(fan)) == 3);
      for (int i = 0; i < 3; ++i) {
        while (deck[size_t(next)].rank() == 1) {
          CHECK(s.card(foundation_pile(aces++), 0) == deck[size_t(next++)]);
        }
        CHECK(s.card(tableau_pile(fan), i) == deck[size_t(next++)]);
      }
    }
    CHECK(s.foundation_cards() == aces);
    CHECK(s.size(kHand) == kCards - next);
    if (next < kCards) CHECK(s.top(kHand) == deck[size_t(next)]);
    CHECK(check_invariants(s) == "");
  }
}

//   f1: -      t1: 9C 4D AH     t2: 7S 2H     h: ... 5S 6S 7C
TEST_CASE("intelligence: an ace that comes up later is moved up by the player",
          "[two_pack_solitaires]") {
  State s = table(kIntelligence, {{"t1", "9C 4D AH"}, {"t2", "7S 2H"}, {"h", "5S 6S 7C"}});
  CHECK(s.foundation_cards() == 0);
  CHECK(listed(s, "move t1 f1"));
  play(s, "move t1 f1");
  play(s, "move t2 f1");
  CHECK(pile_text(s, "f1") == "AH 2H");
}

//   t1: 3D     t2: 4D     h: ... 9C AS 10S JS (top)
TEST_CASE(
    "intelligence: an emptied fan takes three cards from the hand at once; an ace among "
    "them goes up and is replaced",
    "[two_pack_solitaires]") {
  State s = table(kIntelligence, {{"t1", "3D"}, {"t2", "4D"}, {"h", "9C AS 10S JS"}});
  play(s, "move t1 t2");  // the 3D onto the 4D empties t1
  CHECK(pile_text(s, "t1") == "JS 10S 9C");
  CHECK(pile_text(s, "f1") == "AS");
}

//   t1: 3D     t2: 4D     t3: 6H 5H     t4: 2D     h: 8C 9C (only two left; the other cards
//   out of play on t18)
TEST_CASE(
    "intelligence: fewer than three when fewer are left; with the hand empty an empty "
    "fan stays empty",
    "[two_pack_solitaires]") {
  State s = table(kIntelligence,
                  {{"t1", "3D"}, {"t2", "4D"}, {"t3", "6H 5H"}, {"t4", "2D"}, {"h", "8C 9C"}});
  {
    Editor e(s);  // every card not drawn out of play on t18, but the two in the hand
    std::vector<Card> hand;
    while (!s.empty(kHand)) hand.push_back(e.pop(kHand));
    for (const Card c : hand) {
      if (c != parse_card("8C") && c != parse_card("9C")) e.push(tableau_pile(17), c, true);
    }
    e.push(kHand, parse_card("8C"), false);
    e.push(kHand, parse_card("9C"), false);
    e.seen().clear();
    e.seen().push_back(position_hash(s));
  }
  CHECK(pile_text(s, "h") == "8C~ 9C~");
  play(s, "move t1 t2");
  CHECK(pile_text(s, "t1") == "9C 8C");
  CHECK(s.empty(kHand));
  play(s, "move t4 t2");  // the 2D onto the 3D: t4 stays empty
  CHECK(s.empty(tableau_pile(3)));
  CHECK(refusal(s, "move t3 t4") == "an empty fan stays empty");
}

TEST_CASE(
    "intelligence: two redeals at any time: fans and hand gathered, shuffled from the "
    "game seed and the redeal's number, dealt as 18 fans of three, aces up",
    "[two_pack_solitaires]") {
  State s = deal(default_rules(kIntelligence), 12);
  CHECK(s.redeals_left() == 2);
  CHECK(listed(s, "redeal"));
  const int up = s.foundation_cards();
  play(s, "redeal");
  CHECK(s.redeals_left() == 1);
  // The cards not on foundations, in card order, shuffled by the first redeal's generator.
  std::array<Card, kCards> cards{};
  int n = 0;
  const State before = deal(default_rules(kIntelligence), 12);
  std::array<bool, kCards> up_card{};
  for (int f = 0; f < 8; ++f) {
    for (int i = 0; i < before.size(foundation_pile(f)); ++i) {
      up_card[before.card(foundation_pile(f), i).id] = true;
    }
  }
  for (int id = 0; id < kCards; ++id) {
    if (!up_card[size_t(id)]) cards[size_t(n++)] = Card{uint8_t(id)};
  }
  uint64_t mix = 12;
  splitmix64(mix);
  Random random(splitmix64(mix));
  for (int i = n - 1; i > 0; --i) std::swap(cards[size_t(i)], cards[random.below(uint32_t(i + 1))]);
  int next = 0;
  while (cards[size_t(next)].rank() == 1) ++next;
  CHECK(s.card(tableau_pile(0), 0) == cards[size_t(next)]);
  CHECK(s.foundation_cards() >= up);
  for (int fan = 0; fan < 18; ++fan) CHECK(s.size(tableau_pile(fan)) == 3);
  CHECK(check_invariants(s) == "");
  play(s, "redeal");
  CHECK(refusal(s, "redeal") == "no redeals are left");
}

TEST_CASE("intelligence: the hand's cards are hidden from the player", "[two_pack_solitaires]") {
  const State s = deal(default_rules(kIntelligence), 5);
  State other = s;
  Random random(99);
  shuffle_unseen(other, random);
  CHECK_FALSE(other == s);
  CHECK(observation_text(other) == observation_text(s));
  CHECK(observation_text(s).find("face down") != std::string::npos);
}

}  // namespace
}  // namespace rb::tps
