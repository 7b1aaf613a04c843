// Dealing: our random generator's exact output, the deal of a fixed seed for each kind of preset
// (written out by hand and checked against the rules page), who starts, and deal invariants.
#include <catch2/catch.hpp>

#include "core/random.hpp"
#include "games/russian_bank/engine/invariants.hpp"
#include "games/russian_bank/record.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;

namespace {

// The table in the format of the comments: "pile: cards bottom to top", ^ = face up, ' = deck B.
std::string table_text(const State& s) {
  std::string text;
  for (PileId p = 0; p < kPileCount; ++p) {
    if (s.empty(p)) continue;
    text += pile_code(p) + ":";
    for (int i = 0; i < s.size(p); ++i) {
      const CardSlot slot = s.at(p, i);
      text += std::string(" ") + (slot.face_up ? "^" : "") + card_code(slot.card) +
              (slot.card.deck() == 1 ? "'" : "");
    }
    text += "\n";
  }
  return text + "turn " + (s.turn() == kPlayerA ? "a" : "b") + "\n";
}

}  // namespace

TEST_CASE("our generator gives the same numbers everywhere") {
  Random random(42);
  CHECK(random.next() == 1546998764402558742ULL);
  CHECK(random.next() == 6990951692964543102ULL);
  CHECK(random.next() == 12544586762248559009ULL);
  Random small(7);
  const uint32_t expected[] = {36, 14, 43, 51, 51};
  for (uint32_t e : expected) CHECK(small.below(52) == e);
}

// Deck A, top card first: 10C KD 9H 10S | 8D | 6H 5H KS AD 4D QD 9S 8S 5S KC 7S 5C 2H ...
// House: h1-h4 get 10C KD 9H 10S, the waste gets 8D, the reserve keeps 47 with 6H on top.
// Deck B likewise: 3H 9C 8D 5H to h5-h8, 8S to B's waste, 10S on top of B's reserve.
TEST_CASE("house deal of seeds 1 and 2, as written out by hand") {
  const State s = deal(preset_rules(Preset::house), 1, 2);
  CHECK(table_text(s) ==
        "h1: ^10C\nh2: ^KD\nh3: ^9H\nh4: ^10S\nh5: ^3H'\nh6: ^9C'\nh7: ^8D'\nh8: ^5H'\n"
        "ra: JH AH 3H 7D 8H 7C 4C 5D KH JD AS 3S QH QS 10D 7H 3C 6S 2C 10H 2D 3D 6D JC QC 6C JS "
        "9D 4H 2S AC 4S 9C 8C 2H 5C 7S KC 5S 8S 9S QD 4D AD KS 5H 6H\n"
        "rb: 6C' QH' 10C' JH' 7H' QC' 4H' JS' AH' 9S' 6H' 2D' 2H' QS' KH' 4C' QD' KD' AD' KC' AC' "
        "3D' KS' 7D' 5D' 2S' 5C' 9H' 6S' 4D' JD' 8C' AS' 7S' 2C' 6D' 3S' 9D' 10D' 3C' 5S' 7C' 4S' "
        "8H' JC' 10H' 10S'\n"
        "wa: ^8D\nwb: ^8S'\nturn a\n");
  CHECK(s.size(reserve_of(kPlayerA)) == 47);
  CHECK(check_invariants(s).empty());
}

// Scarne: the same decks; 13 cards dealt one by one onto the stock, so the 13th (5C) is its top,
// face up; the reserve's top is the 14th card (2H). B's first house card (3H) is lower than A's
// (10C): B starts.
TEST_CASE("scarne deal of seeds 1 and 2, as written out by hand") {
  const State s = deal(preset_rules(Preset::scarne), 1, 2);
  CHECK(table_text(s) ==
        "h1: ^10C\nh2: ^KD\nh3: ^9H\nh4: ^10S\nh5: ^3H'\nh6: ^9C'\nh7: ^8D'\nh8: ^5H'\n"
        "ra: JH AH 3H 7D 8H 7C 4C 5D KH JD AS 3S QH QS 10D 7H 3C 6S 2C 10H 2D 3D 6D JC QC 6C JS "
        "9D 4H 2S AC 4S 9C 8C 2H\n"
        "rb: 6C' QH' 10C' JH' 7H' QC' 4H' JS' AH' 9S' 6H' 2D' 2H' QS' KH' 4C' QD' KD' AD' KC' AC' "
        "3D' KS' 7D' 5D' 2S' 5C' 9H' 6S' 4D' JD' 8C' AS' 7S' 2C'\n"
        "sa: 8D 6H 5H KS AD 4D QD 9S 8S 5S KC 7S ^5C\n"
        "sb: 8S' 10S' 10H' JC' 8H' 4S' 7C' 5S' 3C' 10D' 9D' 3S' ^6D'\n"
        "turn b\n");
  CHECK(s.size(reserve_of(kPlayerA)) == 35);
  CHECK(check_invariants(s).empty());
}

TEST_CASE("ultimate deals a 12-card stock") {
  const State s = deal(preset_rules(Preset::ultimate), 1, 2);
  CHECK(s.size(stock_of(kPlayerA)) == 12);
  CHECK(s.top(stock_of(kPlayerA)).card == Card::make(0, Suit::spades, 7));  // the 12th card
  CHECK(s.size(reserve_of(kPlayerA)) == 36);
  CHECK(check_invariants(s).empty());
}

TEST_CASE("the same seeds deal the same game; other seeds another") {
  const Rules rules = preset_rules(Preset::house);
  CHECK(deal(rules, 5, 6) == deal(rules, 5, 6));
  CHECK_FALSE(deal(rules, 5, 6) == deal(rules, 5, 7));
  CHECK(new_record(rules, 99) == new_record(rules, 99));
  CHECK_FALSE(new_record(rules, 99).seed.a == new_record(rules, 99).seed.b);
}

namespace {
// Deck `deck` shuffled from `seed`, top card first: the order deal() takes cards in.
std::array<Card, 52> deck_order(int deck, uint64_t seed) {
  std::array<Card, 52> cards;
  for (int i = 0; i < 52; ++i) cards[i] = Card{static_cast<uint8_t>(deck * 52 + i)};
  Random random(seed);
  random.shuffle(cards);
  return cards;
}
}  // namespace

TEST_CASE("classic deal: aces in the layout go to the center; the stock turns its next card") {
  int house_aces = 0, stock_aces = 0;
  for (uint64_t seed = 1; seed < 3000 && (house_aces < 3 || stock_aces < 3); ++seed) {
    const auto a = deck_order(0, seed);
    const bool ace_on_h1 = a[0].rank() == 1;
    const bool ace_on_stock = a[16].rank() == 1;  // the 13th stock card is the top
    if (!ace_on_h1 && !ace_on_stock) continue;
    const State s = deal(preset_rules(Preset::scarne), seed, seed + 100000);
    REQUIRE(check_invariants(s).empty());
    bool found = false;
    for (int c = 0; c < kCenterCount; ++c) {
      const PileId pile = center_pile(c);
      if (!s.empty(pile) && (s.top(pile).card == a[0] || s.top(pile).card == a[16])) found = true;
    }
    CHECK(found);
    if (ace_on_h1) {
      ++house_aces;
      CHECK(s.empty(house_pile(0)));  // the house emptied by its ace stays empty
    }
    if (ace_on_stock) {
      ++stock_aces;
      CHECK(s.top(stock_of(kPlayerA)).face_up);
      if (a[15].rank() != 1) CHECK(s.top(stock_of(kPlayerA)).card == a[15]);
    }
  }
  CHECK(house_aces >= 3);
  CHECK(stock_aces >= 3);
}

TEST_CASE("who starts: human and player-a give A; scarne by the lower first house card") {
  Rules house = preset_rules(Preset::house);
  CHECK(deal(house, 1, 2).turn() == kPlayerA);
  REQUIRE(set_option(house, "first", "player-a").empty());
  CHECK(deal(house, 3, 4).turn() == kPlayerA);
  int checked = 0;
  for (uint64_t seed = 1; seed < 200; ++seed) {
    const auto a = deck_order(0, seed), b = deck_order(1, seed + 7);
    int i = 0;
    while (i < 4 && a[i].rank() == b[i].rank()) ++i;
    const Player expected = i == 4 ? kPlayerA : a[i].rank() < b[i].rank() ? kPlayerA : kPlayerB;
    CHECK(deal(preset_rules(Preset::scarne), seed, seed + 7).turn() == expected);
    checked += i > 0 ? 1 : 0;  // count deals where the first cards tied
  }
  CHECK(checked > 0);
}

TEST_CASE("who starts by cards in house: the lower waste, then the suit, then the next cards") {
  Rules rules = preset_rules(Preset::house);
  REQUIRE(set_option(rules, "first", "by-cards").empty());
  const Suit order[] = {Suit::clubs, Suit::diamonds, Suit::hearts, Suit::spades};
  int by_rank = 0, by_suit = 0, full_ties = 0;
  for (uint64_t seed = 1; seed < 20000 && full_ties < 2; ++seed) {
    const auto a = deck_order(0, seed), b = deck_order(1, seed * 31 + 5);
    const State s = deal(rules, seed, seed * 31 + 5);
    REQUIRE(check_invariants(s).empty());
    const Card wa = a[4], wb = b[4];
    if (wa.rank() != wb.rank()) {
      ++by_rank;
      CHECK(s.turn() == (wa.rank() < wb.rank() ? kPlayerA : kPlayerB));
    } else if (wa.suit() != wb.suit()) {
      ++by_suit;
      const auto pos = [&](Suit suit) { return std::find(order, order + 4, suit) - order; };
      CHECK(s.turn() == (pos(wa.suit()) < pos(wb.suit()) ? kPlayerA : kPlayerB));
    } else {
      ++full_ties;  // each turned the next reserve card onto the waste
      CHECK(s.size(waste_of(kPlayerA)) >= 2);
      CHECK(s.size(waste_of(kPlayerA)) == s.size(waste_of(kPlayerB)));
      CHECK(s.at(waste_of(kPlayerA), 1).card == a[5]);
    }
  }
  CHECK(by_rank > 0);
  CHECK(by_suit > 0);
  CHECK(full_ties == 2);
}
