// Spite and Malice's rules (../shared/rules/spite-and-malice.md), one scripted position per rule,
// the table drawn above each test: the draw pile dr (top last), center stacks c1.., and for each
// seat (A, B, ...) its payoff pile p (top last; only the top is face up), hand h and side stacks
// s1..s4 (bottom first). A is the player in turn unless said. Cards not named lie in the draw pile
// under the named ones.
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

namespace rb::spite {
namespace {

// A card of the game from its code ("7H", "KS", "JK"), the first copy not yet used: payoff
// piles take deck P's cards, other piles deck S (then S2, then P).
Card take_card(std::string_view code, bool payoff, std::vector<bool>& used, int seats) {
  const std::vector<Card> cards = game_cards(seats);
  const auto free_card = [&](auto match, std::vector<int> decks) -> Card {
    for (int deck : decks) {
      for (Card c : cards) {
        if (!used[c.id] && c.back() == deck && match(c)) {
          used[c.id] = true;
          return c;
        }
      }
    }
    FAIL("no card " << code << " left");
    return Card{};
  };
  if (code == "JK") return free_card([](Card c) { return c.is_joker(); }, {1, 2});
  const std::string rank_text(code.substr(0, code.size() - 1));
  const int rank = rank_text == "A"   ? 1
                   : rank_text == "J" ? 11
                   : rank_text == "Q" ? 12
                   : rank_text == "K" ? 13
                                      : std::stoi(rank_text);
  const Suit suit = static_cast<Suit>(std::string("CDHS").find(code.back()));
  return free_card([&](Card c) { return !c.is_joker() && c.rank() == rank && c.suit() == suit; },
                   payoff ? std::vector<int>{0} : std::vector<int>{1, 2, 0});
}

// A table from pile texts by code ("pa": "5C 9D" = 9D on top). A payoff pile not named gets one
// king of deck P (spades for A, hearts for B ...). Every card not named goes to the draw pile,
// under the named draw cards.
State table(const std::map<std::string, std::string>& piles, int turn = 0, Rules rules = {}) {
  State s;
  Editor e(s);
  e.reset(rules, 1);
  std::vector<bool> used(kCardIdLimit, false);
  std::map<PileId, std::vector<Card>> laid;
  for (const auto& [code, text] : piles) {
    const std::optional<PileId> pile = parse_pile_code(s, code);
    REQUIRE(pile);
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      laid[*pile].push_back(take_card(word, s.kind(*pile) == PileKind::payoff, used, s.seats()));
    }
  }
  for (int seat = 0; seat < s.seats(); ++seat) {
    if (laid[s.payoff_of(seat)].empty()) {
      static const char* const kKings[] = {"KS", "KH", "KD", "KC"};
      laid[s.payoff_of(seat)].push_back(take_card(kKings[seat], true, used, s.seats()));
    }
  }
  std::vector<Card> rest;
  for (Card c : game_cards(s.seats())) {
    if (!used[c.id]) rest.push_back(c);
  }
  for (Card c : rest) e.push(State::draw_pile(), c);
  for (const auto& [pile, cards] : laid) {
    for (Card c : cards) e.push(pile, c);
  }
  e.turn() = uint8_t(turn);
  e.mark_table_seen();
  REQUIRE(check_invariants(s) == "");
  return s;
}

Rules players(int n) {
  Rules r;
  r.players = uint8_t(n);
  return r;
}

Action act(const State& s, const std::string& text) {
  std::string error;
  const std::optional<Action> a = parse_action(s, text, &error);
  INFO(text << ": " << error);
  REQUIRE(a);
  return *a;
}

bool listed(const State& s, const std::string& text) {
  std::vector<Action> actions;
  legal_actions(s, actions);
  return std::find(actions.begin(), actions.end(), act(s, text)) != actions.end();
}

void play(State& s, const std::string& text) {
  INFO(text << "\n" << state_text(s));
  REQUIRE(apply(s, act(s, text)) == "");
  REQUIRE(check_invariants(s) == "");
}

std::string refusal(State s, const std::string& text) {
  const State before = s;
  const std::string why = apply(s, act(s, text));
  CHECK(s == before);
  CHECK_FALSE(listed(before, text));
  return why;
}

std::string codes(const State& s, PileId pile) {
  std::string text;
  for (int i = 0; i < s.size(pile); ++i)
    text += (text.empty() ? "" : " ") + card_code(s.card(pile, i));
  return text;
}

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
  CHECK(describe_result(s) ==
        "A wins: payoff pile emptied (16 points) - payments: A +16, B +4, C -4, D -16");
  const GameModule& game = spite_and_malice_game();
  (void)game;
  const Voices voices = {{"You", "your", true},
                         {"Computer B", "computer B's", false},
                         {"Computer C", "computer C's", false},
                         {"Computer D", "computer D's", false}};
  CHECK(end_summary(s, voices) ==
        "Payoff cards left: you 0, computer B 3, computer C 5, computer D 8. Payments: you +16, "
        "computer B +4, computer C -4, computer D -16.");
  CHECK(seat_lines(s, 3).back().text == "Settles -16");
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
  CHECK(s.winner() == -1);
  CHECK(payment(s, 0) == 1);
  CHECK(payment(s, 1) == 1);
  CHECK(payment(s, 2) == -2);
  CHECK(describe_result(s) ==
        "a blocked game: A and B share the win with the fewest payoff cards - payments: A +1, B "
        "+1, C -2");
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

// ---------------------------------------------------------------------------------------------
// 8. What each player sees

TEST_CASE(
    "spite and malice: two states that differ only in what a seat cannot see give the same "
    "observation and the same decision of the top level",
    "[spite_and_malice]") {
  for (int n : {2, 3, 4}) {
    State a = deal(players(n), 5);
    // Play some turns greedily so that side stacks, centers and recycled cards exist.
    for (int i = 0; i < 60 && !a.over(); ++i) apply(a, greedy_action(a));
    REQUIRE_FALSE(a.over());
    const int seat = a.turn();
    State b = a;
    shuffle_hidden(b, seat, 99);
    Editor(b).seed() = a.seed();
    INFO(n << " players");
    CHECK_FALSE(b == a);  // other hands, the draw order or payoff cards differ
    CHECK(observation_text(a, seat) == observation_text(b, seat));
    for (int s = 0; s < n; ++s) {
      CHECK(a.size(a.hand_of(s)) == b.size(b.hand_of(s)));
      CHECK(a.payoff_count(s) == b.payoff_count(s));
      CHECK(a.top(a.payoff_of(s)) == b.top(b.payoff_of(s)));
    }
    CHECK(codes(a, a.hand_of(seat)) == codes(b, b.hand_of(seat)));
    // A card once face up never goes into a payoff pile.
    for (int s = 0; s < n; ++s) {
      for (int i = 0; i + 1 < b.payoff_count(s); ++i)
        CHECK_FALSE(b.seen(b.card(b.payoff_of(s), i)));
    }
    const std::string top = "ai" + std::to_string(kLevelCount);
    const Action x = make_player(top, 42)->choose(a);
    const Action y = make_player(top, 42)->choose(b);
    CHECK(x == y);
  }
}

// ---------------------------------------------------------------------------------------------
// Records and replay

TEST_CASE(
    "spite and malice records: a game with a recycled stack replays identically; bad lines "
    "named",
    "[spite_and_malice]") {
  const GameModule& game = spite_and_malice_game();
  bool recycled = false;
  for (uint64_t seed = 1; seed < 30 && !recycled; ++seed) {
    std::unique_ptr<GameState> state = game.new_game("three", {}, seed, nullptr);
    std::vector<std::unique_ptr<SeatPlayer>> seats;
    for (int i = 0; i < 3; ++i) seats.push_back(game.make_player("greedy", 1));
    while (!state->over())
      REQUIRE(state->apply(seats[size_t(state->seat_in_turn())]->choose(*state)) == "");
    Record record;
    REQUIRE(parse_record(state->record_text(), record) == "");
    State replayed;
    REQUIRE(replay(record, replayed) == "");
    if (replayed.recycles() == 0) continue;
    recycled = true;
    CHECK(record_problem(game, *state) == "");
    std::string error;
    const std::unique_ptr<GameState> loaded = game.load_record(state->record_text(), &error);
    REQUIRE(loaded);
    CHECK(loaded->same_as(*state));
    CHECK(loaded->result_text() == state->result_text());
  }
  CHECK(recycled);
  Record back;
  CHECK(parse_record("russian-bank-record 2\n", back) ==
        "line 1: not a Spite and Malice record (its first line is \"spite-and-malice-record 1\")");
  CHECK(parse_record("spite-and-malice-record 1\noption stall_turns 5\nseed 1\n", back) ==
        "line 2: option stall_turns takes a whole number from 10 to 1000, not \"5\"");
  CHECK(parse_record("spite-and-malice-record 1\nseed 1\nmove ha:9 c1\n", back) ==
        "line 3: no hand card \"ha:9\" (1 to 5)");
  CHECK(parse_record("spite-and-malice-record 1\npreset five\nseed 1\n", back) ==
        "line 2: no preset \"five\" (two, three, four)");
  std::string error;
  CHECK_FALSE(game.load_record("spite-and-malice-record 1\nseed 1\nmove c1 sa1\n", &error));
  CHECK(error == "action 1 (move c1 sa1): a card never leaves a center stack");
}

// ---------------------------------------------------------------------------------------------
// Words at the table

//   c1: A..5    A: pa 9D   ha JK 6S KC
TEST_CASE(
    "spite and malice's words at the table: plays, a joker's rank, side stacks, the end "
    "turn button, hints",
    "[spite_and_malice]") {
  const State s = table({{"c1", "AC 2C 3C 4C 5C"}, {"pa", "9D"}, {"ha", "JK 6S KC"}});
  const Voices voices = {{"You", "your", true}, {"The computer", "the computer's", false}};
  CHECK(action_words(s, act(s, "move ha:1 c1"), voices) ==
        "You played the joker from your hand to center stack 1 as a 6");
  CHECK(action_words(s, act(s, "move ha:3 sa1"), voices) ==
        "You put the king of clubs from your hand on your side stack 1, which ends the turn");
  CHECK(hint_words(s, act(s, "move ha:2 c1"), voices) ==
        "play the 6 of spades from your hand to center stack 1");
  CHECK(action_words(s, Action::end_turn(), voices) == "You ended the turn");
  const ActionLook look = action_look(s, act(s, "move ha:2 c1"));
  CHECK(look.gesture == Gesture::move);
  CHECK(look.from == s.hand_of(0));
  CHECK(look.from_index == 1);
  CHECK(action_look(s, Action::end_turn()).gesture == Gesture::button);
  CHECK(action_label(Action::end_turn()) == "End turn");
  // The module: a joker on a center stack tells the rank it stands for where the table can show
  // it; hands are private piles; payoff counts only with the option.
  std::unique_ptr<GameState> state = spite_and_malice_game().new_game("two", {}, 3, nullptr);
  const TableArrangements t = state->table();
  CHECK(t.piles[size_t(s.hand_of(0))].hand);
  CHECK_FALSE(t.piles[size_t(s.payoff_of(1))].count_badge);
  CHECK(table_problem(*state) == "");
  for (int n : {3, 4}) {
    std::unique_ptr<GameState> more =
        spite_and_malice_game().new_game("two", {{"players", std::to_string(n)}}, 3, nullptr);
    CHECK(more->seat_count() == n);
    CHECK(table_problem(*more) == "");
  }
}

TEST_CASE("spite and malice's levels, presets, rules page and keys for a person",
          "[spite_and_malice]") {
  const GameModule& game = spite_and_malice_game();
  CHECK(game.levels().size() == size_t(kLevelCount));
  CHECK(game.player_names().back() == "ai" + std::to_string(kLevelCount));
  for (const PlayerLevel& l : game.levels()) CHECK_FALSE(l.description.empty());
  CHECK(game.rules_text("two").front() == "# Spite and Malice");
  CHECK(game.keys_text().find("End turn") != std::string_view::npos);
  int preset = 0;
  for (std::string_view name : game.presets()) {
    std::unique_ptr<GameState> state = game.new_game(name, {}, 1, nullptr);
    CHECK(state->seat_count() == 2 + preset);
    CHECK(state->preset() == name);
    ++preset;
  }
}

TEST_CASE(
    "spite and malice's computer: thinking in slices decides as choosing at once, for any "
    "seat count",
    "[spite_and_malice]") {
  const GameModule& game = spite_and_malice_game();
  for (std::string_view preset : game.presets()) {
    std::unique_ptr<GameState> state = game.new_game(preset, {}, 11, nullptr);
    std::unique_ptr<SeatPlayer> greedy = game.make_player("greedy", 1);
    int compared = 0;
    for (int step = 0; step < 120 && !state->over(); ++step) {
      if (step % 10 == 0) {
        for (const std::string& name : {std::string("ai1"), std::string("ai3")}) {
          const ActionCode at_once = game.make_player(name, 7)->choose(*state);
          std::unique_ptr<SeatPlayer> slices = game.make_player(name, 7);
          std::optional<ActionCode> decided;
          int calls = 0;
          while (!decided) {
            decided = slices->think(*state, 50);
            ++calls;
          }
          CHECK(*decided == at_once);
          ++compared;
        }
      }
      REQUIRE(state->apply(greedy->choose(*state)) == "");
    }
    CHECK(compared > 0);
  }
}

}  // namespace
}  // namespace rb::spite

namespace rb::spite {
namespace {

// The top level's share of wins against greedy players in every other seat, three and four
// players (hidden: run with "[.benchmark]"). Each deal is played once with the level in each seat.
TEST_CASE("spite and malice benchmark: the top level against greedy at three and four seats",
          "[.benchmark]") {
  const GameModule& game = spite_and_malice_game();
  const std::string top = "ai" + std::to_string(kLevelCount);
  for (const std::string_view preset : {std::string_view("three"), std::string_view("four")}) {
    int games = 0, wins = 0, shared = 0;
    for (uint64_t deal = 1; deal <= 12; ++deal) {
      std::unique_ptr<GameState> first = game.new_game(preset, {}, deal, nullptr);
      const int n = first->seat_count();
      for (int at = 0; at < n; ++at) {
        std::unique_ptr<GameState> state = game.new_game(preset, {}, deal, nullptr);
        std::vector<std::unique_ptr<SeatPlayer>> seats;
        for (int s = 0; s < n; ++s)
          seats.push_back(game.make_player(s == at ? top : "greedy", deal));
        while (!state->over()) {
          REQUIRE(state->apply(seats[size_t(state->seat_in_turn())]->choose(*state)) == "");
        }
        ++games;
        wins += state->winner() == at ? 1 : 0;
        shared += state->winner() < 0 ? 1 : 0;
      }
    }
    WARN(preset << ": " << top << " won " << wins << " of " << games << " games against greedy ("
                << shared << " without a single winner; a fair share is 1 in "
                << (preset == "three" ? 3 : 4) << ")");
  }
}

}  // namespace
}  // namespace rb::spite
