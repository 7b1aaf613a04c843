// Single-deck Russian Bank's rules (../shared/rules/single-deck-russian-bank.md), one scripted
// position per rule, the table drawn above each test: tableau piles t1..t8 (bottom card first),
// each player's reserve (r, face down "~", the turned card T face up on top) and waste (w). A is
// the player in turn unless said; piles 5 to 8 exist unless said. Every card not named lies face
// down at the bottom of B's reserve (or, where said, shared between the two reserves).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>

#include "games/single_deck_russian_bank/hidden.hpp"
#include "games/single_deck_russian_bank/kit.hpp"
#include "games/single_deck_russian_bank/players.hpp"
#include "games/single_deck_russian_bank/record.hpp"
#include "games/single_deck_russian_bank/single_deck_russian_bank_game.hpp"
#include "games/single_deck_russian_bank/state_editor.hpp"
#include "games/single_deck_russian_bank/table.hpp"
#include "games/single_deck_russian_bank/table_words.hpp"
#include "rules_file.hpp"

namespace rb::sdrb {
namespace {

Card parse_card(std::string_view code) {
  const char suit_letter = code.back();
  const std::string rank_text(code.substr(0, code.size() - 1));
  const int rank = rank_text == "A"   ? 1
                   : rank_text == "J" ? 11
                   : rank_text == "Q" ? 12
                   : rank_text == "K" ? 13
                                      : std::stoi(rank_text);
  const std::string suits = "CDHS";
  return Card::make(0, static_cast<Suit>(suits.find(suit_letter)), rank);
}

struct Setup {
  Player turn = 0;
  bool outer_open = true;
  bool share_rest = false;  // the cards not named: alternately to B's and A's reserve bottoms
  Rules rules;
};

State table(const std::map<std::string, std::string>& piles, Setup setup = {}) {
  State state = deal(setup.rules, 1);
  Editor e(state);
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    while (!state.empty(pile)) e.pop(pile);
  }
  std::array<bool, kDeckSize> named{};
  std::map<PileId, std::vector<std::pair<Card, bool>>> laid;
  for (const auto& [code, text] : piles) {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      const bool down = word.back() == '~';
      const Card card = parse_card(down ? std::string_view(word).substr(0, word.size() - 1) : word);
      named[card.id] = true;
      laid[*parse_pile_code(code)].emplace_back(card, !down);
    }
  }
  int rest = 0;
  for (int id = 0; id < kDeckSize; ++id) {
    if (named[size_t(id)]) continue;
    const Player owner = setup.share_rest && rest++ % 2 == 1 ? Player(0) : Player(1);
    e.push(reserve_of(owner), Card{uint8_t(id)}, false);
  }
  for (const auto& [pile, cards] : laid) {
    for (const auto& [card, up] : cards) e.push(pile, card, up);
  }
  e.turn() = setup.turn;
  e.dealer() = 1;
  e.outer_open() = setup.outer_open;
  e.progress() = false;
  return state;
}

bool listed(const State& state, const std::string& text) {
  std::vector<Action> actions;
  legal_actions(state, actions);
  return std::find(actions.begin(), actions.end(), *parse_action(text)) != actions.end();
}

void play(State& state, const std::string& text) {
  INFO(text << "\n" << state_text(state));
  REQUIRE(apply(state, *parse_action(text)) == "");
}

std::string refusal(State state, const std::string& text) {
  return apply(state, *parse_action(text));
}

TEST_CASE(
    "single-deck russian bank deal: two then eight rounds of three, the non-dealer first, "
    "the last card received on top; the non-dealer's top four open piles 1 to 4",
    "[single_deck_russian_bank]") {
  const State state = deal({}, 5);
  uint64_t mix = 5;
  Random random(splitmix64(mix));
  std::array<Card, kDeckSize> deck;
  for (int i = 0; i < kDeckSize; ++i) deck[size_t(i)] = Card{uint8_t(i)};
  random.shuffle(deck);
  CHECK(state.turn() == 0);  // first = human: the person is the non-dealer and starts
  CHECK(state.dealer() == 1);
  CHECK(state.size(reserve_of(0)) == 22);
  CHECK(state.size(reserve_of(1)) == 26);
  CHECK(state.card(reserve_of(0), 0) == deck[0]);
  CHECK(state.card(reserve_of(0), 1) == deck[1]);
  CHECK(state.card(reserve_of(1), 0) == deck[2]);
  CHECK(state.card(reserve_of(0), 2) == deck[4]);
  CHECK(state.card(reserve_of(1), 2) == deck[7]);
  CHECK(state.top(reserve_of(1)) == deck[51]);  // the last card dealt, on top of the dealer's
  // The non-dealer's last four cards received (deck 46..48 was the last packet, 40..42 the one
  // before): the top card goes to pile 1, the next to pile 2 ...
  CHECK(state.top(tableau_pile(0)) == deck[48]);
  CHECK(state.top(tableau_pile(1)) == deck[47]);
  CHECK(state.top(tableau_pile(2)) == deck[46]);
  CHECK(state.top(tableau_pile(3)) == deck[42]);
  for (int i = 0; i < 4; ++i) CHECK(state.size(tableau_pile(i)) == 1);
  for (int i = 4; i < 8; ++i) CHECK(state.empty(tableau_pile(i)));
  CHECK_FALSE(state.outer_piles_open());
  for (int i = 0; i < 22; ++i) CHECK_FALSE(state.face_up(reserve_of(0), i));
  CHECK(check_invariants(state) == "");
  // first = player-a: A starts too; first = random: either player may start.
  Rules a_first;
  a_first.first = FirstPlayer::player_a;
  CHECK(deal(a_first, 9).turn() == 0);
  Rules random_first;
  random_first.first = FirstPlayer::random;
  std::set<int> starters;
  for (uint64_t seed = 1; seed < 40; ++seed) {
    const State s = deal(random_first, seed);
    starters.insert(s.turn());
    CHECK(s.dealer() == other(s.turn()));
    CHECK(s.size(reserve_of(s.turn())) == 22);
  }
  CHECK(starters.size() == 2);
}

//   t1: 5H   t2: 9C   t3: KD   t4: 2S   t5..t8: (not yet)
//   ra: 3C~ 4D (T)          rb: ... 7C~ 8C~ JS~ QS~    wb: -
TEST_CASE(
    "single-deck russian bank: piles 5 to 8 do not exist until the dealer's first turn, "
    "which starts with the dealer's top four cards on them",
    "[single_deck_russian_bank]") {
  Setup setup;
  setup.outer_open = false;
  State s = table({{"t1", "5H"},
                   {"t2", "9C"},
                   {"t3", "KD"},
                   {"t4", "2S"},
                   {"ra", "3C~ 4D"},
                   {"rb", "7C~ 8C~ JS~ QS~"}},
                  setup);
  CHECK_FALSE(listed(s, "move ra t5"));
  CHECK(refusal(s, "move ra t5") == "tableau pile 5 is not on the table yet");
  CHECK(listed(s, "move ra wa"));
  play(s, "move ra wa");  // A's first turn ends
  REQUIRE(s.turn() == 1);
  CHECK(s.outer_piles_open());
  CHECK(s.top(tableau_pile(4)) == parse_card("QS"));
  CHECK(s.top(tableau_pile(5)) == parse_card("JS"));
  CHECK(s.top(tableau_pile(6)) == parse_card("8C"));
  CHECK(s.top(tableau_pile(7)) == parse_card("7C"));
  CHECK(s.top(tableau_pile(0)) == parse_card("5H"));  // piles 1 to 4 as A left them
  CHECK(check_invariants(s) == "");
}

// The same deal at the table: the places of piles 5 to 8 are drawn only once the piles exist
// (until then a player would read them as spaces, which take any card).
TEST_CASE("single-deck russian bank: the table shows piles 5 to 8 only once they exist",
          "[single_deck_russian_bank]") {
  const GameModule& game = single_deck_russian_bank_game();
  std::unique_ptr<GameState> state = game.new_game("standard", {}, 11, nullptr);
  REQUIRE(state);
  const int piles = state->talk()->table().pile_count;
  for (int pile = 0; pile < piles; ++pile) {
    INFO(pile);
    CHECK(state->talk()->place_shown(pile) == (pile < 4 || pile >= kTableauCount));
  }
  const int first = state->seat_in_turn();
  std::unique_ptr<SeatPlayer> greedy = game.make_player("greedy", 3);
  for (int step = 0; step < 200 && state->seat_in_turn() == first; ++step) {
    REQUIRE(state->apply(greedy->choose(*state)).empty());
  }
  REQUIRE(state->seat_in_turn() != first);  // the dealer's first turn: piles 5 to 8 are dealt
  for (int pile = 0; pile < piles; ++pile) CHECK(state->talk()->place_shown(pile));
}

//   t1: QH   t2: KS   t3: AD   t4: 7C   t5: 2H 3H (up)   t6: -   t7: 6D   t8: 9S
//   ra: 4C~ KH (T)
TEST_CASE(
    "single-deck russian bank: a card goes on a tableau pile of its suit one rank up or down, "
    "round the corner (an ace above a king, a king below an ace)",
    "[single_deck_russian_bank]") {
  const std::map<std::string, std::string> base = {{"t1", "QH"}, {"t2", "KS"},    {"t3", "AD"},
                                                   {"t4", "7C"}, {"t5", "2H 3H"}, {"t7", "6D"},
                                                   {"t8", "9S"}};
  std::map<std::string, std::string> piles = base;
  piles["ra"] = "4C~ KH";
  const State king = table(piles);
  CHECK(listed(king, "move ra t1"));        // K on Q, hearts
  CHECK_FALSE(listed(king, "move ra t2"));  // another suit
  CHECK(refusal(king, "move ra t2") ==
        "the king of hearts is neither of the suit of the king of spades nor one rank above or "
        "below it");
  CHECK_FALSE(listed(king, "move ra t8"));
  piles["ra"] = "4C~ AS";
  const State ace = table(piles);
  CHECK(listed(ace, "move ra t2"));  // A above K
  piles["ra"] = "4C~ KD";
  const State below = table(piles);
  CHECK(listed(below, "move ra t3"));        // K below A
  CHECK_FALSE(listed(below, "move ra t7"));  // 6D: not next to the king
}

//   t1: 5H 6H (up)   t2: 9C 8C (down)   t3: 4D   t4: JS QS (up)   t5..t8: 2C 3C 4C 5C...
//   ra: 3C~ 7H (T)  /  4H (T)  /  10C (T) ...
TEST_CASE(
    "single-deck russian bank: a pile of two or more keeps its direction, read from its "
    "cards; a pile of one has none, and a pile cut back to one card is free again",
    "[single_deck_russian_bank]") {
  const std::map<std::string, std::string> base = {
      {"t1", "5H 6H"}, {"t2", "9C 8C"}, {"t3", "4D"}, {"t4", "JS QS"}};
  auto with = [&](const std::string& turned) {
    std::map<std::string, std::string> piles = base;
    piles["ra"] = "2D~ " + turned;
    return table(piles);
  };
  CHECK(direction(with("7H"), tableau_pile(0)) == 1);
  CHECK(direction(with("7H"), tableau_pile(1)) == -1);
  CHECK(direction(with("7H"), tableau_pile(2)) == 0);
  CHECK(listed(with("7H"), "move ra t1"));  // up on an up pile
  // (With one deck the card a pile's other way would take is the one already under its top
  // card, so the direction never refuses a card the ranks allow: 4H is not next to 6H.)
  CHECK_FALSE(listed(with("4H"), "move ra t1"));
  CHECK(listed(with("7C"), "move ra t2"));
  CHECK_FALSE(listed(with("10C"), "move ra t2"));
  CHECK(listed(with("3D"), "move ra t3"));  // one card: either way
  CHECK(listed(with("5D"), "move ra t3"));
  CHECK(listed(with("KS"), "move ra t4"));
  // Taken down to one card (QS moved onto KS), JS is free again: 10S fits below it.
  State again = table({{"t1", "JS QS"}, {"t2", "AS KS"}, {"wa", "10S"}});
  CHECK_FALSE(listed(again, "move wa t1"));
  CHECK(direction(again, tableau_pile(1)) == -1);  // A then K: down, round the corner
  play(again, "move t1 t2");                       // QS onto KS (down)
  CHECK(again.size(tableau_pile(0)) == 1);
  CHECK(listed(again, "move wa t1"));  // 10S below JS now
}

//   t1: 5H   t2: 9C 8C   t3: -   t4: 2S   t5..t8: ...
//   ra: 3C~ QD (T)   wa: 7S
TEST_CASE("single-deck russian bank: a space takes any card, but only from a reserve or a waste",
          "[single_deck_russian_bank]") {
  const std::map<std::string, std::string> piles = {{"t1", "5H"}, {"t2", "9C 8C"}, {"t4", "2S"},
                                                    {"t5", "JD"}, {"t6", "4C"},    {"t7", "10H"},
                                                    {"t8", "6D"}};
  std::map<std::string, std::string> waiting = piles;
  waiting["ra"] = "3C~ QD";
  waiting["wa"] = "7S";
  State s = table(waiting);
  CHECK(listed(s, "move ra t3"));  // the turned card into the space
  std::map<std::string, std::string> free = piles;
  free["wa"] = "7S";
  const State f = table(free);
  CHECK(listed(f, "move wa t3"));  // the waste's top into the space
  CHECK_FALSE(listed(f, "move t1 t3"));
  CHECK(refusal(f, "move t1 t3") == "a space takes a card only from a reserve or a waste");
  CHECK_FALSE(listed(f, "move t2 t3"));
  CHECK_FALSE(listed(f, "pile t2 t3"));
  CHECK(refusal(f, "pile t2 t3") == "a whole pile never goes into a space");
}

//   t1: 4H 5H (up)   t2: 6H 7H 8H (up)   t3: 9C 10C   t4: 3H   t5: JC   t6: 9H 10H (up)
//   t7: 2S   t8: 8D 7D (down)
TEST_CASE(
    "single-deck russian bank: a whole pile moves as a unit when its bottom card continues "
    "the target in the same way; never part of a pile; the pile left behind is a space",
    "[single_deck_russian_bank]") {
  State s = table({{"t1", "4H 5H"},
                   {"t2", "6H 7H 8H"},
                   {"t3", "9C 10C"},
                   {"t4", "3H"},
                   {"t5", "JC"},
                   {"t6", "9H 10H"},
                   {"t7", "2S"},
                   {"t8", "8D 7D"}});
  CHECK(listed(s, "pile t2 t1"));        // 6H continues 4H 5H up, and 6-7-8 runs up
  CHECK(listed(s, "pile t1 t4"));        // 4H 5H onto the lone 3H: up
  CHECK(listed(s, "pile t6 t2"));        // 9H 10H continues 6H 7H 8H up
  CHECK_FALSE(listed(s, "pile t3 t5"));  // 9C is not next to JC
  CHECK(refusal(s, "pile t3 t5") ==
        "the 9 of clubs and the cards on it do not continue tableau pile 5");
  CHECK_FALSE(listed(s, "pile t8 t2"));  // 8D 7D: another suit
  // Down as well: 8D 7D onto the lone 9D, then 6D 5D onto it.
  State down = table({{"t1", "9D"}, {"t2", "8D 7D"}, {"t3", "6D 5D"}, {"t4", "2C"}});
  CHECK(listed(down, "pile t2 t1"));
  CHECK(listed(down, "pile t3 t2"));
  play(down, "pile t2 t1");
  play(down, "pile t3 t1");
  CHECK(down.size(tableau_pile(0)) == 5);
  CHECK(direction(down, tableau_pile(0)) == -1);
  CHECK(check_invariants(down) == "");
  play(s, "pile t2 t1");
  CHECK(s.size(tableau_pile(0)) == 5);
  CHECK(s.top(tableau_pile(0)) == parse_card("8H"));
  CHECK(s.empty(tableau_pile(1)));  // a space
  CHECK(s.turn() == 0);
  // Never part: a single card moves by its top card, the rest stays.
  State part = table({{"t1", "5H 6H"}, {"t2", "7H"}, {"t3", "4H 3H"}});
  CHECK(listed(part, "move t1 t2"));  // the 6 below the 7 (t2 has one card)
  play(part, "move t1 t2");
  CHECK(part.size(tableau_pile(0)) == 1);
  CHECK(part.size(tableau_pile(1)) == 2);
  CHECK(refusal(part, "pile t2 t2") == "a pile cannot go onto itself");
  CHECK(refusal(table({{"t1", "5H"}, {"t2", "6H"}}), "pile t1 t2") ==
        "a pile of one card moves as its top card");
}

//   t1: 5H   t2..t8: ...
//   ra: 3C~ 8S (T)   wa: 4D   wb: 9S   rb: ... 2C~
TEST_CASE(
    "single-deck russian bank: the opponent's waste takes a card of its suit one rank up or "
    "down, either way each time; not when empty; never a tableau card, and never the "
    "opponent's cards as a source",
    "[single_deck_russian_bank]") {
  State s = table({{"t1", "5H"}, {"ra", "3C~ 8S"}, {"wa", "4D"}, {"wb", "9S"}});
  CHECK(listed(s, "move ra wb"));  // 8 below 9
  play(s, "move ra wb");
  CHECK(s.top(waste_of(1)) == parse_card("8S"));
  CHECK(s.turn() == 0);  // the turn goes on
  State up = table({{"ra", "3C~ 9S"}, {"wb", "10S 9C 8S"}});
  CHECK(listed(up, "move ra wb"));  // 9 above 8: the way changes freely on a waste
  CHECK(refusal(table({{"ra", "3C~ 9H"}, {"wb", "8S"}}), "move ra wb") ==
        "the 9 of hearts is not of the suit of the 8 of spades");
  CHECK(refusal(table({{"ra", "3C~ 7S"}, {"wb", "9S"}}), "move ra wb") ==
        "the 7 of spades is not one rank above or below the 9 of spades");
  CHECK(refusal(table({{"ra", "3C~ 9H"}}), "move ra wb") ==
        "nothing may be put on the opponent's empty waste");
  const State free = table({{"t1", "10S"}, {"wa", "4D"}, {"wb", "9S"}});
  CHECK(refusal(free, "move t1 wb") == "a tableau card never goes onto a waste");
  CHECK(refusal(free, "move wb t1") ==
        "the opponent's reserve and waste are not yours to play from");
  CHECK(refusal(free, "move rb t1") ==
        "the opponent's reserve and waste are not yours to play from");
  CHECK(refusal(free, "move wa wa") == "a card cannot go onto its own pile");
  CHECK(refusal(free, "move wa t2") == "");
}

//   t1: 5H   t2: 9C   ra: 3C~ 6H (T)   wa: 10C
TEST_CASE(
    "single-deck russian bank: while the turned card waits it is the only card that moves; "
    "with none waiting the waste's top and the tableau's tops may move",
    "[single_deck_russian_bank]") {
  State s = table({{"t1", "5H"}, {"t2", "9C"}, {"t3", "4H"}, {"ra", "3C~ 6H"}, {"wa", "10C"}});
  CHECK(s.card_waiting());
  CHECK(refusal(s, "move wa t2") ==
        "the turned card is waiting: it is the only card you may move now");
  CHECK(refusal(s, "move t3 t1") ==
        "the turned card is waiting: it is the only card you may move now");
  CHECK(refusal(s, "turnup") == "the turned card is waiting: play it first");
  std::vector<Action> actions;
  legal_actions(s, actions);
  for (const Action& a : actions) CHECK(a.from == reserve_of(0));
  play(s, "move ra t1");  // 6H on 5H
  CHECK_FALSE(s.card_waiting());
  CHECK(listed(s, "move wa t2"));  // 10C on 9C
  CHECK(listed(s, "turnup"));
  CHECK(refusal(s, "move ra t2") == "turn up a card first");
  play(s, "turnup");
  CHECK(s.top(reserve_of(0)) == parse_card("3C"));
  CHECK(s.face_up(reserve_of(0), s.size(reserve_of(0)) - 1));
}

//   ra: (empty)   wa: 3C 8D QS   (bottom first)
TEST_CASE(
    "single-deck russian bank: an empty reserve is renewed by turning the waste over, its "
    "bottom card on top, as part of turning up",
    "[single_deck_russian_bank]") {
  State s = table({{"t1", "5H"}, {"wa", "3C 8D QS"}});
  play(s, "turnup");
  CHECK(s.empty(waste_of(0)));
  CHECK(s.size(reserve_of(0)) == 3);
  CHECK(s.top(reserve_of(0)) == parse_card("3C"));
  CHECK(s.face_up(reserve_of(0), 2));
  CHECK_FALSE(s.face_up(reserve_of(0), 1));
  CHECK(s.card(reserve_of(0), 0) == parse_card("QS"));
}

//   t1: 5H   ra: 3C~ 6H (T)   wa: 9D
TEST_CASE(
    "single-deck russian bank: the turned card onto one's own waste ends the turn; nothing "
    "is compulsory, even a card that could be played",
    "[single_deck_russian_bank]") {
  State s = table({{"t1", "5H"}, {"ra", "3C~ 6H"}, {"wa", "9D"}});
  CHECK(listed(s, "move ra t1"));
  CHECK(listed(s, "move ra wa"));  // allowed although 6H fits t1
  const int turn = s.turn_number();
  play(s, "move ra wa");
  CHECK(s.turn() == 1);
  CHECK(s.turn_number() == turn + 1);
  CHECK(s.top(waste_of(0)) == parse_card("6H"));
  // Only the turned card may go onto one's own waste.
  const State free = table({{"t1", "5H"}, {"wa", "9D 10D"}});
  CHECK(refusal(free, "move t1 wa") == "only the turned card may go onto your own waste");
}

//   t1: 5H 6H (up)   ra: 7H (T, the last card)   wa: -   wb: 4S 9C (+ the rest)
TEST_CASE(
    "single-deck russian bank: a player whose reserve and waste are empty wins at once, "
    "scoring 30 and the loser's cards (nothing with scoring off)",
    "[single_deck_russian_bank]") {
  State s = table({{"t1", "5H 6H"}, {"ra", "7H"}, {"wb", "4S 9C"}});
  const int loser_cards = s.cards_left(1);
  play(s, "move ra t1");
  REQUIRE(s.over());
  CHECK(s.outcome() == Outcome::won);
  CHECK(*s.winner() == 0);
  CHECK(s.score() == 30 + loser_cards);
  CHECK(describe_result(s) ==
        "A wins: all cards played (" + std::to_string(30 + loser_cards) + " points)");
  // Mid-turn from the waste, onto the opponent's waste.
  State waste = table({{"wa", "10S"}, {"wb", "9S"}});
  play(waste, "move wa wb");
  CHECK(waste.over());
  CHECK(*waste.winner() == 0);
  Setup quiet;
  quiet.rules.scoring = false;
  State unscored = table({{"t1", "5H 6H"}, {"ra", "7H"}}, quiet);
  play(unscored, "move ra t1");
  CHECK(*unscored.winner() == 0);
  CHECK(unscored.score() == 0);
  CHECK(describe_result(unscored) == "A wins: all cards played");
}

//   t1: 5H   ra: 3C~ 8D (T)   the rest shared between the reserves; stall_turns 10
TEST_CASE(
    "single-deck russian bank: a game blocks after stall_turns turns without a card from a "
    "reserve or waste to the tableau; fewer cards wins by the difference, equal draws, "
    "blocked_is_draw makes every one a draw",
    "[single_deck_russian_bank]") {
  Setup setup;
  setup.rules.stall_turns = 10;
  setup.share_rest = true;
  const auto stalled = [&](const std::map<std::string, std::string>& piles, Setup how) {
    State s = table(piles, how);
    Editor(s).stall() = uint16_t(how.rules.stall_turns - 1);
    return s;
  };
  // 52 - 2 named = 50 shared: 25 each, plus A's 8D T: A 26, B 25.
  State s = stalled({{"t1", "5H"}, {"ra", "8D"}}, setup);
  REQUIRE(s.cards_left(0) == 26);
  REQUIRE(s.cards_left(1) == 25);
  play(s, "move ra wa");  // a quiet turn: the tenth
  REQUIRE(s.over());
  CHECK(s.outcome() == Outcome::blocked);
  CHECK(*s.winner() == 1);
  CHECK(s.score() == 1);
  CHECK(describe_result(s) == "B wins a blocked game with fewer cards left (1 points)");
  // A card to the tableau in the turn starts the count again.
  State t = stalled({{"t1", "5H"}, {"ra", "3C~ 6H"}}, setup);
  play(t, "move ra t1");
  play(t, "turnup");
  play(t, "move ra wa");
  CHECK_FALSE(t.over());
  CHECK(t.turns_without_progress() == 0);
  // Equal counts: a draw. 52 - 4 named = 48 shared, 24 each; A's T and B's waste card: 25 each.
  State equal = stalled({{"t1", "5H"}, {"ra", "8D"}, {"wb", "2C"}, {"t2", "9S"}}, setup);
  REQUIRE(equal.cards_left(0) == equal.cards_left(1));
  play(equal, "move ra wa");
  CHECK(equal.over());
  CHECK_FALSE(equal.winner());
  CHECK(describe_result(equal) == "a blocked game: a draw");
  Setup draw = setup;
  draw.rules.blocked_is_draw = true;
  State always = stalled({{"t1", "5H"}, {"ra", "8D"}}, draw);
  play(always, "move ra wa");
  CHECK(always.over());
  CHECK_FALSE(always.winner());
}

TEST_CASE("single-deck russian bank's options: the table of section 7, read and refused by name",
          "[single_deck_russian_bank]") {
  const auto set_option = [](Rules& rules, std::string_view name, std::string_view value) {
    return set_table_option(Kit::option_rows(), Kit::kTitle, rules, name, value);
  };
  const OptionValues values = table_option_values(Kit::option_rows(), Rules{});
  REQUIRE(values.size() == 4);
  CHECK(values[0] == std::pair<std::string, std::string>{"first", "human"});
  CHECK(values[1] == std::pair<std::string, std::string>{"scoring", "on"});
  CHECK(values[2] == std::pair<std::string, std::string>{"stall_turns", "100"});
  CHECK(values[3] == std::pair<std::string, std::string>{"blocked_is_draw", "no"});
  Rules rules;
  CHECK(set_option(rules, "scoring", "off") == "");
  CHECK_FALSE(rules.scoring);
  CHECK(set_option(rules, "first", "random") == "");
  CHECK(rules.first == FirstPlayer::random);
  CHECK(set_option(rules, "stall_turns", "9").starts_with("option stall_turns takes"));
  CHECK(set_option(rules, "stall_turns", "1000") == "");
  CHECK(set_option(rules, "blocked_is_draw", "yes") == "");
  CHECK(rules.blocked_is_draw);
  CHECK(set_option(rules, "knock", "yes").find("knock") != std::string::npos);
  const GameModule& game = single_deck_russian_bank_game();
  CHECK(game.name() == "single-deck-russian-bank");
  CHECK(game.title() == "Single-deck Russian Bank");
}

TEST_CASE("single-deck russian bank records: written, read back and replayed",
          "[single_deck_russian_bank]") {
  Record record;
  record.seed = 42;
  State state = deal(record.rules, record.seed);
  for (int i = 0; i < 200 && !state.over(); ++i) {
    const Action action = greedy_action(state);
    REQUIRE(apply(state, action) == "");
    record.actions.push_back(action);
  }
  const std::string text = write_record(record);
  CHECK(text.starts_with("single-deck-russian-bank-record 1\noption first human\n"));
  Record back;
  REQUIRE(parse_record(text, back) == "");
  CHECK(back == record);
  State replayed;
  REQUIRE(replay(back, replayed) == "");
  CHECK(replayed == state);
  CHECK(parse_record("single-deck-russian-bank-record 1\nseed 1\nfly t1\n", back)
            .starts_with("line 3: not an action"));
}

// Two states that differ only in the face-down cards: the same observation for both seats, and
// the computer (every level) decides the same in each.
TEST_CASE(
    "single-deck russian bank's hidden cards: the reserves are counts to both seats, and the "
    "computer decides from what it sees",
    "[single_deck_russian_bank]") {
  const GameModule& game = single_deck_russian_bank_game();
  std::unique_ptr<GameState> state = game.new_game("standard", {}, 11, nullptr);
  std::unique_ptr<SeatPlayer> greedy = game.make_player("greedy", 3);
  int compared = 0;
  for (int step = 0; step < 300 && !state->over(); ++step) {
    if (step % 25 == 0) {
      std::unique_ptr<GameState> other_deal = state->clone();
      other_deal->engine()->shuffle_hidden(0, 1000 + uint64_t(step));
      for (int seat = 0; seat < 2; ++seat) {
        CHECK(other_deal->observation(seat) == state->observation(seat));
      }
      for (const std::string level : {"ai1", "ai2", "ai3"}) {
        const ActionCode here = game.make_player(level, 77)->choose(*state);
        const ActionCode there = game.make_player(level, 77)->choose(*other_deal);
        INFO(level << " step " << step);
        CHECK(state->action_text(here) == other_deal->action_text(there));
      }
      ++compared;
    }
    REQUIRE(state->apply(greedy->choose(*state)) == "");
  }
  CHECK(compared >= 5);
  // The observation names no face-down card, and shows a turned card.
  State s = table({{"t1", "5H"}, {"ra", "3C~ 6H"}, {"rb", "QD~"}});
  const std::string seen = observation_text(s);
  CHECK(seen.find("3C") == std::string::npos);
  CHECK(seen.find("QD") == std::string::npos);
  CHECK(seen.find("6H") != std::string::npos);
  CHECK(seen.find("ra: 1 face down 6H") != std::string::npos);
  // Two tables with the face-down cards swapped between the reserves look the same.
  State swapped = table({{"t1", "5H"}, {"ra", "QD~ 6H"}, {"rb", "3C~"}});
  CHECK(observation_text(swapped) == seen);
  CHECK_FALSE(swapped == s);
}

//   t1: 4H 5H   t2: 6H 7H   ra: 3C~ 8S (T)   wb: 9S
TEST_CASE("single-deck russian bank at the table: gestures, words, levels and the rules page",
          "[single_deck_russian_bank]") {
  const Voices voices = {{"You", "your", true}, {"The computer", "the computer's", false}};
  const State s = table({{"t1", "4H 5H"}, {"t2", "6H 7H"}, {"ra", "3C~ 8S"}, {"wb", "9S"}});
  const ActionLook pile = action_look(s, Action::move_pile(1, 0));
  CHECK(pile.gesture == Gesture::move);
  CHECK(pile.from_index == 0);  // drag a whole pile by its bottom card
  CHECK(action_look(s, Action::move(reserve_of(0), waste_of(1))).from_index == -1);
  CHECK(action_look(s, Action::turn_up()).gesture == Gesture::tap);
  CHECK(action_words(s, Action::move(reserve_of(0), waste_of(1)), voices) ==
        "You moved the 8 of spades from your reserve to the computer's waste");
  // The computer's own reserve and waste are "its" once the sentence has named it.
  Setup computer_in_turn;
  computer_in_turn.turn = 1;
  const State b = table({{"t1", "4H 5H"}, {"rb", "3C~ 8S"}, {"wb", "9S"}}, computer_in_turn);
  CHECK(action_words(b, Action::move(reserve_of(1), waste_of(1)), voices) ==
        "The computer moved the 8 of spades from its reserve to its waste");
  CHECK(action_words(b, Action::move(reserve_of(1), 0), voices) ==
        "The computer moved the 8 of spades from its reserve to tableau pile 1");
  // (From its waste too: a review read "from the computer's waste" beside "from its reserve".)
  CHECK(action_words(b, Action::move(waste_of(1), 0), voices) ==
        "The computer moved the 9 of spades from its waste to tableau pile 1");
  const TableArrangements arrangement = single_deck_russian_bank_table();
  CHECK(arrangement.pile_count == kPileCount);
  CHECK(arrangement.wide.piles.size() == size_t(kPileCount));
  CHECK(arrangement.tall.piles.size() == size_t(kPileCount));
  for (PileId t = 0; t < kTableauCount; ++t) CHECK(arrangement.piles[t].fanned);
  const GameModule& game = single_deck_russian_bank_game();
  REQUIRE(game.levels().size() == size_t(kLevelCount));
  const std::vector<std::string> page = rb::test::rules_page(game, "standard");
  REQUIRE(page.size() >= 10);
  CHECK(page[0] == "# Single-deck Russian Bank");
  for (const std::string& paragraph : page) {
    INFO(paragraph);
    CHECK(std::all_of(paragraph.begin(), paragraph.end(),
                      [](char c) { return c >= ' ' && c <= '~'; }));
  }
  CHECK(rb::test::rules_keys(game, game.presets().front()).starts_with("Keys: "));
}

}  // namespace
}  // namespace rb::sdrb
