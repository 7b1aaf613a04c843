// The two-pack solitaires' common rules (../shared/rules/two-pack-solitaires.md, sections 1, 4,
// 5 and 7), one scripted position per rule with the table drawn above it: foundations f1..f8,
// tableau piles or fans t1.., the hand h and waste w, bottom card first (' the second pack's copy,
// ~ face down). Cards not drawn lie face down in the hand (out of play in the House games).
// Congress, Harp and Intelligence have files of their own.
#include "games/two_pack_solitaires/hidden.hpp"
#include "games/two_pack_solitaires/kit.hpp"
#include "games/two_pack_solitaires/players.hpp"
#include "games/two_pack_solitaires/record.hpp"
#include "games/two_pack_solitaires/table.hpp"
#include "games/two_pack_solitaires/table_words.hpp"
#include "games/two_pack_solitaires/two_pack_solitaires_game.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using namespace testing;

TEST_CASE("two-pack solitaires: 104 cards, two packs shuffled together from the game seed",
          "[two_pack_solitaires]") {
  const State state = deal(default_rules(kWood), 9);
  const std::array<Card, kCards> deck = shuffled_deck(9);
  std::array<int, kCards> seen{};
  for (PileId pile = 0; pile < kMaxPiles; ++pile) {
    for (int i = 0; i < state.size(pile); ++i) ++seen[state.card(pile, i).id];
  }
  for (int id = 0; id < kCards; ++id) CHECK(seen[size_t(id)] == 1);  // both copies, each once
  // The same seed deals the same; another seed another deal.
  CHECK(deal(default_rules(kWood), 9) == state);
  CHECK_FALSE(deal(default_rules(kWood), 10) == state);
  CHECK(state.card(tableau_pile(0), 0) == deck[0]);
}

// House in the Wood's deal: fan 1 = deck 1..3 (deck 3 on top), ..., fan 34, fan 35 = deck 103, 104.
TEST_CASE("house in the wood: 35 fans face up, 34 of three and the last of two, in deck order",
          "[two_pack_solitaires]") {
  const State state = deal(default_rules(kWood), 4);
  const std::array<Card, kCards> deck = shuffled_deck(4);
  for (int fan = 0; fan < 34; ++fan) {
    REQUIRE(state.size(tableau_pile(fan)) == 3);
    for (int i = 0; i < 3; ++i) {
      CHECK(state.card(tableau_pile(fan), i) == deck[size_t(3 * fan + i)]);
      CHECK(state.face_up(tableau_pile(fan), i));
    }
  }
  CHECK(state.size(tableau_pile(34)) == 2);
  CHECK(state.top(tableau_pile(34)) == deck[103]);
  CHECK(state.empty(kHand));
  CHECK(state.empty(kWaste));
  CHECK(state.foundation_cards() == 0);
  CHECK(check_invariants(state) == "");
}

//   f1: -              t1: 9C 4D AH      t2: 7S 3H      t3: KD 2H
TEST_CASE("house in the wood: an ace to an empty foundation, then the suit upwards",
          "[two_pack_solitaires]") {
  State s = table(kWood, {{"t1", "9C 4D AH"}, {"t2", "7S 3H"}, {"t3", "KD 2H"}});
  CHECK(refusal(s, "move t3 f1") == "an empty foundation takes only an ace");
  play(s, "move t1 f2");                  // any empty foundation
  CHECK(refusal(s, "move t2 f2") != "");  // a 3 on an ace
  play(s, "move t3 f2");
  play(s, "move t2 f2");
  CHECK(pile_text(s, "f2") == "AH 2H 3H");
  CHECK(s.score() == 3);
}

//   f1: AH 2H         t1: 5C 3H
TEST_CASE("house in the wood: a card on a foundation never leaves it", "[two_pack_solitaires]") {
  const State s = table(kWood, {{"f1", "AH 2H"}, {"t1", "5C 3H"}});
  CHECK(refusal(s, "move f1 t1") == "a card on a foundation stays there");
  CHECK_FALSE(listed(s, "move f1 t1"));
}

//   t1: 2C 9S      t2: 8S 4D     t3: 10S     t4: 9S'
TEST_CASE("house in the wood: a fan's top card onto a fan of its suit one rank above or below",
          "[two_pack_solitaires]") {
  State s = table(kWood, {{"t1", "2C 9S"}, {"t2", "8S 4D"}, {"t3", "10S"}, {"t4", "9S'"}});
  CHECK(listed(s, "move t1 t3"));  // 9S on 10S: down
  CHECK(refusal(s, "move t2 t3") ==
        "the 4 of diamonds is neither of the suit of the 10 of spades nor one rank above "
        "or below it");
  CHECK(refusal(s, "move t4 t1") ==
        "the 9 of spades is not one rank above or below the 9 of spades");
  play(s, "move t4 t3");                  // 9S' on 10S
  CHECK(refusal(s, "move t1 t3") != "");  // a 9 on a 9
}

//   t1: 2C 6H      t2: 7H      t3: 5H'       (the direction may change from card to card)
TEST_CASE("house in the wood: the direction may change from card to card",
          "[two_pack_solitaires]") {
  State s = table(kWood, {{"t1", "2C 6H"}, {"t2", "7H"}, {"t3", "5H'"}});
  play(s, "move t1 t2");  // 6H on 7H: down
  play(s, "move t3 t2");  // 5H on 6H: down again
  State t = table(kWood, {{"t1", "2C 6H"}, {"t2", "7H"}, {"t3", "7H'"}});
  play(t, "move t1 t2");  // 6H on 7H: down
  play(t, "move t3 t2");  // 7H' on 6H: up now
  CHECK(pile_text(t, "t2") == "7H 6H 7H'");
}

//   t1: 3C KD      t2: AD      t3: 4S KS     t4: 5C AS
TEST_CASE("house in the wood: no round-the-corner: only a queen on a king, a two on an ace",
          "[two_pack_solitaires]") {
  const State s = table(kWood, {{"t1", "3C KD"}, {"t2", "AD"}, {"t3", "4S KS"}, {"t4", "5C AS"}});
  CHECK(refusal(s, "move t1 t2") != "");  // a king on an ace
  CHECK(refusal(s, "move t2 t1") != "");  // an ace on a king
  CHECK(refusal(s, "move t4 t3") != "");
  CHECK(refusal(s, "move t3 t4") != "");
}

//   t1: -          t2: 8S 4D     t3: 9C
TEST_CASE("house in the wood: an empty fan stays empty", "[two_pack_solitaires]") {
  const State s = table(kWood, {{"t2", "8S 4D"}, {"t3", "9C"}});
  CHECK(refusal(s, "move t2 t1") == "an empty fan stays empty");
  CHECK(refusal(s, "move t3 t1") == "an empty fan stays empty");
}

TEST_CASE(
    "house in the wood: no redeal unless the option allows it; redeals are shuffled "
    "from the game seed and the redeal's number",
    "[two_pack_solitaires]") {
  State s = deal(default_rules(kWood), 21);
  CHECK(refusal(s, "redeal") == "House in the Wood is played without redeals");
  CHECK_FALSE(listed(s, "redeal"));
  Rules one = default_rules(kWood);
  one.redeals = 1;
  State r = deal(one, 21);
  CHECK(listed(r, "redeal"));
  play(r, "redeal");
  CHECK(r.redeals_left() == 0);
  // The gathered cards (all 104) in card order, shuffled by the first redeal's generator.
  const std::array<Card, kCards> expected = shuffled_deck(21, 1);
  CHECK(r.card(tableau_pile(0), 0) == expected[0]);
  CHECK(r.top(tableau_pile(34)) == expected[103]);
  CHECK(refusal(r, "redeal") == "no redeals are left");
}

// House on the Hill: f1..f4 are the up piles of clubs, diamonds, hearts, spades (ace to king),
// f5..f8 their down piles (king to ace).
//   t1: 5C AH     t2: 4D KH     t3: 9S KH'    t4: 7D AH'
TEST_CASE(
    "house on the hill: the first ace begins its suit's up pile, the first king its down "
    "pile",
    "[two_pack_solitaires]") {
  State s = table(kHill, {{"t1", "5C AH"}, {"t2", "4D KH"}, {"t3", "9S KH'"}, {"t4", "7D AH'"}});
  CHECK(listed(s, "move t1 f3"));
  CHECK_FALSE(listed(s, "move t1 f1"));  // the clubs' pile
  CHECK_FALSE(listed(s, "move t1 f7"));  // the hearts' down pile starts with a king
  CHECK(refusal(s, "move t2 f3") == "foundation 3 begins with the ace of hearts");
  play(s, "move t1 f3");
  play(s, "move t2 f7");
  // The second ace and king are ordinary cards now.
  CHECK(refusal(s, "move t3 f7") != "");
  CHECK(refusal(s, "move t4 f3") != "");
}

//   f3: AH .. QH (up)      f7: KH' (down)      t1: 5C KH
TEST_CASE("house on the hill: the second king ends the up pile, the second ace the down pile",
          "[two_pack_solitaires]") {
  State s = table(kHill, {{"f3", run_up('H', 12)},
                          {"f7",
                           "KH' QH' JH' 10H' 9H' 8H' 7H' 6H' 5H' "
                           "4H' 3H' 2H'"},
                          {"t1", "5C KH"},
                          {"t2", "AH'"}});
  play(s, "move t1 f3");
  play(s, "move t2 f7");
  CHECK(s.size(foundation_pile(2)) == 13);
  CHECK(s.size(foundation_pile(6)) == 13);
  CHECK(s.top(foundation_pile(2)) == parse_card("KH"));
  CHECK(s.top(foundation_pile(6)) == parse_card("AH'"));
}

//   f3: AH 2H 3H 4H 5H (up)     f7: KH QH JH 10H 9H 8H 7H (down)     t1: 9C 6H
TEST_CASE(
    "house on the hill: a card that fits both piles of its suit goes where the player "
    "chooses",
    "[two_pack_solitaires]") {
  const State s = table(
      kHill, {{"f3", run_up('H', 5)}, {"f7", "KH' QH' JH' 10H' 9H' 8H' 7H'"}, {"t1", "9C 6H"}});
  CHECK(listed(s, "move t1 f3"));
  CHECK(listed(s, "move t1 f7"));
  State up = s, down = s;
  play(up, "move t1 f3");
  play(down, "move t1 f7");
  CHECK(up.top(foundation_pile(2)).rank() == 6);
  CHECK(down.top(foundation_pile(6)).rank() == 6);
}

// Every card on the foundations but the KS' on t1: moving it wins with the score 104.
TEST_CASE("two-pack solitaires: the score is the foundation cards; 104 wins",
          "[two_pack_solitaires]") {
  std::map<std::string, std::string> piles;
  const std::string suits = "CDHS";
  for (int f = 0; f < 8; ++f) {
    piles["f" + std::to_string(f + 1)] = run_up(suits[size_t(f % 4)], f == 7 ? 12 : 13, f >= 4);
  }
  piles["t1"] = "KS'";
  State s = table(kWood, piles);
  CHECK(s.score() == 103);
  play(s, "move t1 f8");
  CHECK(s.won());
  CHECK(s.score() == 104);
  CHECK(describe_result(s) == "won: all 104 cards on the foundations");
}

//   t1: 9C 4D     t2: 3D     t3: 8S    (once the 3D is on the 4D, nothing can move)
TEST_CASE("two-pack solitaires: a game with no legal move left is blocked",
          "[two_pack_solitaires]") {
  State s = table(kWood, {{"t1", "9C 4D"}, {"t2", "3D"}, {"t3", "8S"}});
  play(s, "move t2 t1");  // 3D on 4D; t2 stays empty
  CHECK(s.outcome() == Outcome::blocked);
  CHECK(s.over());
  CHECK(describe_result(s).starts_with("blocked: no move left"));
  // With a move left (the 2D onto the 3D) the game goes on.
  State t = table(kWood, {{"t1", "9C 4D"}, {"t2", "3D"}, {"t3", "8S"}, {"t4", "2D"}});
  play(t, "move t2 t1");
  CHECK_FALSE(t.over());
}

//   t1: 9C 4D 5D     t2: 3S 6D     (the 5D goes back and forth between the 4D and the 6D)
TEST_CASE(
    "two-pack solitaires: the third occurrence of a position ends the game "
    "(repeat_limit)",
    "[two_pack_solitaires]") {
  State s = table(kWood, {{"t1", "9C 4D 5D"}, {"t2", "3S 6D"}});
  play(s, "move t1 t2");  // position 2, first time
  play(s, "move t2 t1");  // position 1, second time
  CHECK_FALSE(s.over());
  play(s, "move t1 t2");  // position 2, second time
  CHECK_FALSE(s.over());
  // The box warns: once more ends the game (in the warning colour).
  const std::vector<SeatLine> lines = seat_lines(s);
  REQUIRE_FALSE(lines.empty());
  CHECK(lines.back().text == "Position seen 2 times (at 3 the game ends)");
  CHECK(lines.back().short_text == "Repeat 2/3");
  CHECK(lines.back().alert);
  play(s, "move t2 t1");  // position 1, third time
  CHECK(s.over());
  CHECK(s.outcome() == Outcome::repeated);
  // With repeat_limit 2 the second occurrence ends it.
  Rules two = default_rules(kWood);
  two.repeat_limit = 2;
  State t = table(kWood, {{"t1", "9C 4D 5D"}, {"t2", "3S 6D"}}, two);
  play(t, "move t1 t2");
  play(t, "move t2 t1");
  CHECK(t.outcome() == Outcome::repeated);
  // A move to a foundation starts the count again (no earlier position can come back).
  State u = table(kWood, {{"t1", "9C 4D 5D"}, {"t2", "3S 6D"}, {"t4", "AC"}});
  play(u, "move t1 t2");
  play(u, "move t2 t1");
  play(u, "move t4 f1");
  CHECK(u.seen().size() == 1);
}

TEST_CASE(
    "two-pack solitaires: the player may end the game at any moment; it scores its "
    "foundation cards",
    "[two_pack_solitaires]") {
  State s = table(kWood, {{"f1", "AC 2C"}, {"t1", "9C 4D"}, {"t2", "5D"}});
  CHECK(listed(s, "end"));
  play(s, "end");
  CHECK(s.outcome() == Outcome::ended);
  CHECK(s.score() == 2);
  CHECK(refusal(s, "move t2 t1") == "the game is over");
  for (Game g : {Game::congress, Game::harp, Game::intelligence, kHill}) {
    State t = deal(default_rules(g), 3);
    CHECK(listed(t, "end"));
  }
}

TEST_CASE("two-pack solitaires: the options table (section 7)", "[two_pack_solitaires]") {
  CHECK(default_rules(Game::congress).redeals == 0);
  CHECK(default_rules(Game::harp).redeals == kUnlimited);
  CHECK(default_rules(kWood).redeals == 0);
  CHECK(default_rules(kHill).redeals == 0);
  CHECK(default_rules(Game::intelligence).redeals == 2);
  for (int g = 0; g < kGameCount; ++g) CHECK(default_rules(Game(g)).repeat_limit == 3);
  std::string error;
  CHECK(
      two_pack_solitaires_game_harp().new_game("standard", {{"redeals", "unlimited"}}, 1, &error));
  CHECK(two_pack_solitaires_game_congress().new_game("standard", {{"redeals", "unlimited"}}, 1,
                                                     &error));
  CHECK_FALSE(two_pack_solitaires_game_house_in_the_wood().new_game(
      "standard", {{"redeals", "unlimited"}}, 1, &error));
  CHECK(error.find("redeals") != std::string::npos);
  CHECK_FALSE(
      two_pack_solitaires_game_intelligence().new_game("standard", {{"redeals", "4"}}, 1, &error));
  CHECK_FALSE(
      two_pack_solitaires_game_harp().new_game("standard", {{"repeat_limit", "1"}}, 1, &error));
  CHECK(two_pack_solitaires_game_harp().new_game("standard", {{"repeat_limit", "10"}}, 1, &error));
}

//   f1: AH 2H         t1: 5C 3H
//   f2: AH' 2H'       t2: 9S AS
//                     t3: 4D KC
// The 3H is safe home (both 2H are home: no card could want it, and the 4H may follow it); the AS
// is safe (an ace); the KC is not (a queen of clubs still out may want its place on the tableau).
TEST_CASE("two-pack solitaires: auto_move plays only safe cards, and only when asked",
          "[two_pack_solitaires]") {
  State s = table(
      kWood,
      {{"f1", "AH 2H"}, {"f2", "AH' 2H'"}, {"t1", "5C 3H"}, {"t2", "9S AS"}, {"t3", "4D KC"}});
  using WoodKit = Kit;
  REQUIRE(s.rules().auto_move);
  std::optional<Action> first = WoodKit::safe_auto_action(s);
  REQUIRE(first);
  play(s, to_string(*first));
  std::optional<Action> second = WoodKit::safe_auto_action(s);
  REQUIRE(second);
  play(s, to_string(*second));
  CHECK(s.score() == 6);  // the 3H and the AS
  CHECK(pile_text(s, "t1") == "5C");
  CHECK(pile_text(s, "t2") == "9S");
  // The 5C and 9S have nothing home below them; the KC waits for its queen's place.
  CHECK_FALSE(WoodKit::safe_auto_action(s));

  Rules off = default_rules(kWood);
  off.auto_move = false;
  State asked_not = table(kWood, {{"t2", "9S AS"}}, off);
  CHECK_FALSE(WoodKit::safe_auto_action(asked_not));
  CHECK(listed(asked_not, "move t2 f1"));  // the move itself is still the player's to make
}

TEST_CASE("two-pack solitaires: records name the game, its options and seed, and replay",
          "[two_pack_solitaires]") {
  const GameModule& game = two_pack_solitaires_game_house_on_the_hill();
  std::unique_ptr<GameState> state = game.new_game("standard", {{"redeals", "1"}}, 42, nullptr);
  std::unique_ptr<SeatPlayer> greedy = game.make_player("greedy", 1);
  for (int i = 0; i < 30 && !state->over(); ++i)
    REQUIRE(state->apply(greedy->choose(*state)) == "");
  const std::string record = state->engine()->record_text();
  CHECK(
      record.starts_with("house-on-the-hill-record 1\noption redeals 1\noption repeat_limit 3\n"
                         "option auto_move yes\noption mode alone\noption games 1\n"
                         "option computers 1\noption computer_pace level\n"
                         "option standstill_s 120\noption race_minutes 0\nseed 42\n"));
  std::string error;
  const std::unique_ptr<GameState> replayed = game.load_record(record, &error);
  REQUIRE(replayed);
  CHECK(replayed->same_as(*state));
  CHECK_FALSE(game.load_record("house-on-the-hill-record 1\nseed 1\nmove t36 f1\n", &error));
  CHECK(error.find("t36") != std::string::npos);
  CHECK(to_string(*parse_action("move t3 f1")) == "move t3 f1");
  CHECK(to_string(*parse_action("turnup")) == "turnup");
  CHECK(to_string(*parse_action("redeal")) == "redeal");
  CHECK(to_string(*parse_action("end")) == "end");
}

TEST_CASE("two-pack solitaires: every game's table shows its piles on a phone and a window",
          "[two_pack_solitaires]") {
  for (int g = 0; g < kGameCount; ++g) {
    const TableArrangements t = table_of(Game(g));
    CHECK(t.pile_count == pile_count(Game(g)));
    for (const TableArrangement* shape : {&t.wide, &t.tall}) {
      int tableau = 0, foundations = 0;
      for (const TableCell& cell : shape->piles) {
        tableau += is_tableau(PileId(cell.pile));
        foundations += is_foundation(PileId(cell.pile));
        if (is_tableau(PileId(cell.pile))) CHECK(cell.fan != Fan::none);
      }
      CHECK(tableau == tableau_count(Game(g)));
      CHECK(foundations == 8);
      CHECK(shape->columns <= 12);
    }
    CHECK(t.tall.columns <= 7);  // a 390-pixel phone: at most seven cards across
  }
}

}  // namespace
}  // namespace rb::tps
