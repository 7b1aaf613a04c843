// Spite and Malice's rules (../shared/rules/spite-and-malice.md), sections 2 and 3: the deal, who
// starts and a turn, one scripted position per rule with the table drawn above each test
// (spite_and_malice_table.hpp tells how to read it).
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
// 2. Deal and who starts

TEST_CASE("spite and malice deal: payoff packets, the spare card, five each, the rest to draw",
          "[spite_and_malice]") {
  for (int n : {2, 3, 4}) {
    for (uint64_t seed : {1ULL, 2ULL, 77ULL}) {
      const State s = deal(players(n), seed);
      INFO(n << " players, seed " << seed);
      REQUIRE(check_invariants(s) == "");
      const int packet = 52 / n;
      for (int seat = 0; seat < n; ++seat) {
        CHECK(s.payoff_count(seat) == packet);
        CHECK(s.size(s.hand_of(seat)) == 5);
        for (int i = 0; i < packet; ++i) CHECK(s.card(s.payoff_of(seat), i).back() == 0);
        for (int k = 0; k < kSideSlots; ++k) CHECK(s.empty(s.side_of(seat, k)));
      }
      const int total = n == 2 ? 108 : 162;
      CHECK(s.total_cards() == total);
      CHECK(s.size(State::draw_pile()) == total - 52 + (n == 3 ? 1 : 0) - 5 * n);
      // The lead shows the highest payoff card, alone.
      const int lead_rank = s.top(s.payoff_of(s.turn())).rank();
      for (int seat = 0; seat < n; ++seat) {
        if (seat != s.turn()) CHECK(s.top(s.payoff_of(seat)).rank() < lead_rank);
      }
      CHECK(s.centers() == (n == 2 ? 8 : 12));
    }
  }
}

TEST_CASE("spite and malice deal: rebuilt from the project's shuffles (section 6)",
          "[spite_and_malice]") {
  // Three players: deck P from seed (payoff, 1); seat A takes the top 17 (the first card is the
  // packet's top), the bottom card joins the draw deck, which is sorted by id and shuffled with
  // (draw, 1); five each, one at a time, the lead first.
  uint64_t seed = 1;
  std::vector<Card> deck_p;
  for (;; ++seed) {
    deck_p.clear();
    for (int id = 0; id < 52; ++id) deck_p.push_back(Card{uint8_t(id)});
    shuffle_cards(deck_p, shuffle_seed(seed, Shuffle::payoff_deck, 1));
    const int a = deck_p[0].rank(), b = deck_p[17].rank(), c = deck_p[34].rank();
    if (std::max({a, b, c}) != std::max(std::min(a, b), std::max(std::min(a, c), std::min(b, c))))
      break;  // no tie for the highest
  }
  const State s = deal(players(3), seed);
  CHECK(s.top(s.payoff_of(0)) == deck_p[0]);
  CHECK(s.card(s.payoff_of(0), 0) == deck_p[16]);
  CHECK(s.top(s.payoff_of(1)) == deck_p[17]);
  CHECK(s.top(s.payoff_of(2)) == deck_p[34]);
  std::vector<Card> draw = {deck_p[51]};
  for (Card c : game_cards(3)) {
    if (c.back() != 0) draw.push_back(c);
  }
  std::sort(draw.begin(), draw.end(), [](Card x, Card y) { return x.id < y.id; });
  shuffle_cards(draw, shuffle_seed(seed, Shuffle::draw_deck, 1));
  const int lead = s.turn();
  CHECK(s.card(s.hand_of(lead), 0) == draw[0]);
  CHECK(s.card(s.hand_of((lead + 1) % 3), 0) == draw[1]);
  CHECK(s.card(s.hand_of(lead), 1) == draw[3]);
  CHECK(s.top(State::draw_pile()) == draw[15]);
}

TEST_CASE("spite and malice deal: a tie for the highest payoff card shuffles deck P again",
          "[spite_and_malice]") {
  for (int n : {2, 4}) {
    bool found = false;
    for (uint64_t seed = 1; seed < 400 && !found; ++seed) {
      std::vector<Card> first;
      for (int id = 0; id < 52; ++id) first.push_back(Card{uint8_t(id)});
      std::vector<Card> second = first;
      shuffle_cards(first, shuffle_seed(seed, Shuffle::payoff_deck, 1));
      shuffle_cards(second, shuffle_seed(seed, Shuffle::payoff_deck, 2));
      const int packet = 52 / n;
      std::vector<int> tops;
      for (int seat = 0; seat < n; ++seat) tops.push_back(first[size_t(seat * packet)].rank());
      const int high = *std::max_element(tops.begin(), tops.end());
      if (std::count(tops.begin(), tops.end(), high) < 2) continue;
      found = true;
      const State s = deal(players(n), seed);
      INFO(n << " players, seed " << seed);
      // Not the tied deal: the second shuffle's (or a later one's) packets.
      bool second_ties = false;
      int high2 = 0, count2 = 0;
      for (int seat = 0; seat < n; ++seat) {
        const int r = second[size_t(seat * packet)].rank();
        if (r > high2) {
          high2 = r;
          count2 = 1;
        } else if (r == high2) {
          ++count2;
        }
      }
      second_ties = count2 > 1;
      CHECK(s.top(s.payoff_of(0)) != first[0]);
      if (!second_ties) CHECK(s.top(s.payoff_of(0)) == second[0]);
    }
    CHECK(found);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. A turn

//   dr: ... 9C 8C 7C (top)     A: pa 5D   ha 3H KS   B: pb QS  hb 2C 4C 6C 8C 10C
TEST_CASE("spite and malice: a turn starts by drawing up to five; play goes clockwise",
          "[spite_and_malice]") {
  State s =
      table({{"dr", "9C 8C 7C"}, {"pa", "5D"}, {"ha", "3H KS"}, {"hb", "2H 4C 6C 8D 10C"}}, 1);
  play(s, "move hb:5 sb1");  // B's turn ends with a card to a side stack
  CHECK(s.turn() == 0);
  CHECK(codes(s, s.hand_of(0)) == "3H KS 7C 8C 9C");
  CHECK(s.drew_this_turn());
  // Four players: A, B, C, D, A.
  State four = table({}, 0, players(4));
  for (int expected : {1, 2, 3, 0}) {
    play(four, "end");
    CHECK(four.turn() == expected);
  }
}

//   c1: A 2 3     A: pa 9D   ha 4H   (draw: ... 5S 6S 7S 8S 9S JK, top last)
TEST_CASE("spite and malice: an emptied hand draws five more at once (option refill_when_empty)",
          "[spite_and_malice]") {
  const std::map<std::string, std::string> piles = {
      {"c1", "AC 2C 3C"}, {"pa", "9D"}, {"ha", "4H"}, {"dr", "5S 6S 7S 8S 9S 10S"}};
  State s = table(piles);
  play(s, "move ha:1 c1");
  CHECK(codes(s, s.hand_of(0)) == "10S 9S 8S 7S 6S");
  CHECK(s.turn() == 0);
  Rules off;
  off.refill_when_empty = false;
  State t = table(piles, 0, off);
  play(t, "move ha:1 c1");
  CHECK(t.empty(t.hand_of(0)));
  CHECK(t.turn() == 0);
  CHECK(listed(t, "end"));
}

//   c1: A..6     c2: A      A: pa 2D 7H (top 7H)   sa1: 9S 8C   ha 3S 2C JK
TEST_CASE(
    "spite and malice: plays to the center from hand, payoff top (the next card turns up) "
    "and side tops; an ace begins a stack; one rank up, suits ignored",
    "[spite_and_malice]") {
  State s = table({{"c1", "AH 2H 3S 4D 5C 6C"},
                   {"pa", "2D 7H"},
                   {"sa1", "9S 8C"},
                   {"ha", "3S 5C KD"},
                   {"hb", "AD"}});
  play(s, "move pa c1");  // the 7 of hearts on the 6
  CHECK(s.top(s.payoff_of(0)).rank() == 2);
  CHECK(s.seen(s.top(s.payoff_of(0))));  // turned up
  CHECK(s.payoff_played_this_turn());
  play(s, "move sa1 c1");  // 8 on 7
  CHECK(refusal(s, "move ha:1 c1") ==
        "the 3 of spades does not follow the 8 on center stack 1 "
        "(it needs a 9)");
  CHECK(refusal(s, "move ha:3 c2") == "only an ace begins a center stack");
  play(s, "move sa1 c1");  // 9 on 8
  CHECK(codes(s, State::center(0)).ends_with("7H 8C 9S"));
  CHECK(s.turn() == 0);
}

//   A: pa 5D   ha 7C   sa1 9S    B: pb 6H  hb 4C  sb1 8D     c1: A..6
TEST_CASE(
    "spite and malice: never a payoff or side card to a side stack, a card to another's side "
    "stack, a card of another's piles, or a card off a center stack",
    "[spite_and_malice]") {
  const State s = table({{"c1", "AC 2C 3C 4C 5C 6C"},
                         {"pa", "5D"},
                         {"ha", "7C"},
                         {"sa1", "9S"},
                         {"pb", "6H"},
                         {"hb", "4C"},
                         {"sb1", "8D"}});
  CHECK(refusal(s, "move pa sa2") ==
        "only a card from your hand may go onto a side stack, never one from your payoff pile");
  CHECK(refusal(s, "move sa1 sa2") ==
        "only a card from your hand may go onto a side stack, never one from your side stacks");
  CHECK(refusal(s, "move ha:1 sb1") == "a card goes only onto your own side stacks");
  CHECK(refusal(s, "move ha:1 sb2") == "a card goes only onto your own side stacks");
  CHECK(refusal(s, "move sb1 c1") == "only your own cards may be played, never another player's");
  CHECK(refusal(s, "move hb:1 c1") == "only your own cards may be played, never another player's");
  CHECK(refusal(s, "move pb c1") == "only your own cards may be played, never another player's");
  CHECK(refusal(s, "move c1 sa2") == "a card never leaves a center stack");
  CHECK(refusal(s, "move dr c1") == "cards are drawn from the draw pile only at the turn's start");
  CHECK(refusal(s, "move ha:1 pa") ==
        "a card goes to a center stack or, from your hand, onto one of your side stacks");
  CHECK(refusal(s, "move ha:3 c1") == "there is no such card in your hand");
}

//   A: pa 5D   ha 7C 7D QS   sa1 8S
TEST_CASE("spite and malice: a hand card to a side stack ends the turn, so only one per turn",
          "[spite_and_malice]") {
  State s = table({{"pa", "5D"}, {"ha", "7C 7D QS"}, {"sa1", "8S"}});
  play(s, "move ha:1 sa1");
  CHECK(s.turn() == 1);
  CHECK(s.top(s.side_of(0, 0)).rank() == 7);
  // A's second card may not follow: it is B's turn now, and A's cards are not B's.
  CHECK(refusal(s, "move ha:1 sa1") == "only your own cards may be played, never another player's");
  CHECK(refusal(s, "move ha:1 sa2") == "only your own cards may be played, never another player's");
}

//   A: pa 5D   ha 4S KC   (c1 empty)
TEST_CASE("spite and malice: the turn ends by choice at any moment, plays left or not",
          "[spite_and_malice]") {
  State s = table({{"pa", "5D"}, {"ha", "4S KC"}, {"c1", "AH 2H 3H"}});
  CHECK(listed(s, "move ha:1 c1"));
  CHECK(listed(s, "end"));
  play(s, "end");
  CHECK(s.turn() == 1);
}

}  // namespace
}  // namespace rb::spite
