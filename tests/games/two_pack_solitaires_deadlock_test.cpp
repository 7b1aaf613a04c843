// The proofs that a House position is lost (fan_deadlock.hpp: a card that can never move again;
// suit_check.hpp: one suit alone cannot be played home) against a plain exhaustive search of the
// engine's actions on small positions: every position either calls lost must be lost, and each
// must call some positions lost, so that the check is not empty.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "games/two_pack_solitaires/fan_deadlock.hpp"
#include "games/two_pack_solitaires/king_check.hpp"
#include "games/two_pack_solitaires/solver.hpp"
#include "games/two_pack_solitaires/suit_check.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using testing::exhaustively_winnable;
using testing::PositionsSeen;
using testing::table;

// A House position as the fan search holds it: faces per fan, bottom first.
struct FanTable {
  std::array<std::array<uint8_t, kFanDepth>, kMaxTableau> fans{};
  std::array<uint8_t, kMaxTableau> sizes{};
  uint64_t home_now = 0;                         // faces that may go to a foundation now
  std::array<std::array<uint8_t, 2>, 4> home{};  // per suit: House in the Wood's two heights,
                                                 // House on the Hill's up and down piles
};

FanTable fan_table(const State& s) {
  FanTable t;
  for (int fan = 0; fan < kMaxTableau; ++fan) {
    const PileId pile = tableau_pile(fan);
    for (int i = 0; i < s.size(pile); ++i) {
      t.fans[size_t(fan)][t.sizes[size_t(fan)]++] = uint8_t(s.card(pile, i).id % kCardsPerDeck);
    }
  }
  for (int face = 0; face < 52; ++face) {
    for (PileId f = 0; f < kFoundations; ++f) {
      if (fits_foundation(s, Card{uint8_t(face)}, f)) t.home_now |= uint64_t(1) << face;
    }
  }
  for (PileId f = 0; f < kFoundations; ++f) {
    if (s.empty(f)) continue;
    const int suit = int(s.card(f, 0).suit());
    if (s.game() == Game::house_on_the_hill) {
      t.home[size_t(suit)][f < 4 ? 0 : 1] = uint8_t(s.size(f));
    } else {
      t.home[size_t(suit)][t.home[size_t(suit)][0] == 0 ? 0 : 1] = uint8_t(s.size(f));
    }
  }
  return t;
}

// A small House position: each suit's foundations high, the cards left (up to `most_left` of a
// suit, of the suits in `suit_mask`: bit per suit) stacked into two to four fans (up to
// `most_fans`), so that cards often lie on cards of their suit.
State stacked_position(Game game, uint64_t seed, int most_left, int suit_mask = 15,
                       int most_fans = 4) {
  Random random(seed);
  static const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  const std::string suits = "CDHS";
  const auto code = [&](int rank, int suit, int pack) {
    return std::string(ranks[rank - 1]) + suits[size_t(suit)] + (pack ? "'" : "");
  };
  std::map<std::string, std::string> piles;
  std::vector<std::string> rest;
  const auto lay = [&](const std::string& pile, const std::string& card) {
    std::string& text = piles[pile];
    text += (text.empty() ? "" : " ") + card;
  };
  for (int suit = 0; suit < 4; ++suit) {
    const std::string up = "f" + std::to_string(1 + suit), other = "f" + std::to_string(5 + suit);
    const int left = suit_mask >> suit & 1 ? int(random.below(uint32_t(most_left + 1))) : 0;
    if (game == Game::house_on_the_hill) {
      // The cards left: the up pile's next ones (pack 1) and the down pile's (pack 2).
      const int up_left = int(random.below(uint32_t(left + 1)));
      const int up_height = 13 - up_left;
      const int down_height = 13 - (left - up_left);
      for (int r = 1; r <= up_height; ++r) lay(up, code(r, suit, 0));
      for (int r = up_height + 1; r <= 13; ++r) rest.push_back(code(r, suit, 0));
      for (int r = 13; r > 13 - down_height; --r) lay(other, code(r, suit, 1));
      for (int r = 1; r <= 13 - down_height; ++r) rest.push_back(code(r, suit, 1));
    } else {
      const int first_left = int(random.below(uint32_t(left + 1)));
      for (int pack = 0; pack < 2; ++pack) {
        const int height = 13 - (pack ? left - first_left : first_left);
        for (int r = 1; r <= height; ++r) lay(pack ? other : up, code(r, suit, pack));
        for (int r = height + 1; r <= 13; ++r) rest.push_back(code(r, suit, pack));
      }
    }
  }
  for (size_t i = rest.size(); i > 1; --i) std::swap(rest[i - 1], rest[random.below(uint32_t(i))]);
  const int fans = 2 + int(random.below(uint32_t(most_fans - 1)));
  for (size_t i = 0; i < rest.size(); ++i) lay("t" + std::to_string(1 + int(i) % fans), rest[i]);
  return table(game, piles);
}

// House in the Wood: KD lies on the seven it needs gone, and the only other queen of diamonds
// lies above the king: the queen can go to the jack and the king onto the queen, and then the
// eight is under its jack, ten and nine for ever (no card can move for good, but it is lost).
//   diamonds home to K and to 6; t1 KH 7D KD QD; t2 8D 9D 10D JD
TEST_CASE("deadlock: one suit alone shows a lost House in the Wood position",
          "[two_pack_solitaires][solver]") {
  const State state = table(Game::house_in_the_wood, {{"f1", testing::run_up('C', 13)},
                                                      {"f2", testing::run_up('D', 13)},
                                                      {"f3", testing::run_up('H', 12)},
                                                      {"f4", testing::run_up('S', 13)},
                                                      {"f5", testing::run_up('C', 13, true)},
                                                      {"f6", testing::run_up('D', 6, true)},
                                                      {"f7", testing::run_up('H', 13, true)},
                                                      {"f8", testing::run_up('S', 13, true)},
                                                      {"t1", "KH 7D' KD' QD'"},
                                                      {"t2", "8D' 9D' 10D' JD'"}});
  const FanTable t = fan_table(state);
  CHECK_FALSE(frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now));
  SuitCheck check(false);
  CHECK_FALSE(check.may_finish(t.fans, t.sizes, kMaxTableau, 1, t.home[1]));
  CHECK(check.may_finish(t.fans, t.sizes, kMaxTableau, 2, t.home[2]));  // hearts: KH alone
  PositionsSeen seen;
  CHECK_FALSE(exhaustively_winnable(state, seen));
}

// Both fives under sixes, both sevens under kings (the solver test's lost position): the fives,
// sixes and sevens can never move.
TEST_CASE("deadlock: cards that can never move", "[two_pack_solitaires][solver]") {
  const State state = table(Game::house_in_the_wood,
                            testing::hearts_left({{"t1", "5H 6H"},
                                                  {"t2", "5H' 6H'"},
                                                  {"t3", "7H 8H 9H 10H JH QH KH"},
                                                  {"t4", "7H' 8H' 9H' 10H' JH' QH' KH'"}}));
  const FanTable t = fan_table(state);
  CHECK(frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now));
  // The kings on top onto the queens' other side: the same cards in the other order can move.
  const State open = table(Game::house_in_the_wood,
                           testing::hearts_left({{"t1", "5H 6H"},
                                                 {"t2", "5H' 6H'"},
                                                 {"t3", "KH QH JH 10H 9H 8H 7H"},
                                                 {"t4", "KH' QH' JH' 10H' 9H' 8H' 7H'"}}));
  const FanTable u = fan_table(open);
  CHECK_FALSE(frozen_card_exists(u.fans, u.sizes, kMaxTableau, u.home_now));
}

TEST_CASE("deadlock: on small House positions every proof of a loss is right",
          "[two_pack_solitaires][solver]") {
  for (Game game : {Game::house_in_the_wood, Game::house_on_the_hill}) {
    int frozen = 0, suit_lost = 0, lost = 0;
    for (uint64_t seed = 1; seed <= 150; ++seed) {
      const State state = stacked_position(game, seed, 3);
      INFO(game_name(game) << " seed " << seed << "\n" << state_text(state));
      PositionsSeen seen;
      const bool truth = exhaustively_winnable(state, seen);
      lost += !truth;
      const FanTable t = fan_table(state);
      if (frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now)) {
        CHECK_FALSE(truth);
        ++frozen;
      }
      SuitCheck check(game == Game::house_on_the_hill);
      for (int suit = 0; suit < 4; ++suit) {
        if (!check.may_finish(t.fans, t.sizes, kMaxTableau, suit, t.home[size_t(suit)])) {
          CHECK_FALSE(truth);
          ++suit_lost;
          break;
        }
      }
    }
    INFO(game_name(game) << ": " << lost << " lost, " << frozen << " with a frozen card, "
                         << suit_lost << " with a suit that cannot finish");
    CHECK(frozen > 5);
    CHECK(suit_lost > 5);
    CHECK(lost > frozen);  // not every loss is seen by the frozen cards alone
  }
}

// House in the Wood with every suit home but diamonds, both diamond foundations at the nine: the
// kings lie on a ten and a jack, so both must leave before the suit's two foundations reach the
// queen, and one king only can go home before then; the other covers a queen for ever.
//   f2, f6: diamonds to 9 (the other six foundations to K)
//   t1: 10D KD     t2: JD KD'     t3: QD     t4: QD'     t5: 10D' JD'
// Take a king off (t2's KD'): on the 2-pack position the kings are alone and it is won.
//   t1: 10D KD     t2: JD         t3: QD     t4: QD'     t5: 10D' JD'    t6: KD'
TEST_CASE("kings: two kings of a suit that must both leave before its queens go home",
          "[two_pack_solitaires][solver]") {
  const auto position = [](const std::map<std::string, std::string>& fans) {
    std::map<std::string, std::string> piles = {
        {"f1", testing::run_up('C', 13)},       {"f2", testing::run_up('D', 9)},
        {"f3", testing::run_up('H', 13)},       {"f4", testing::run_up('S', 13)},
        {"f5", testing::run_up('C', 13, true)}, {"f6", testing::run_up('D', 9, true)},
        {"f7", testing::run_up('H', 13, true)}, {"f8", testing::run_up('S', 13, true)}};
    piles.insert(fans.begin(), fans.end());
    return table(Game::house_in_the_wood, piles);
  };
  const State lost = position(
      {{"t1", "10D KD"}, {"t2", "JD KD'"}, {"t3", "QD"}, {"t4", "QD'"}, {"t5", "10D' JD'"}});
  const FanTable t = fan_table(lost);
  CHECK(kings_block(t.fans, t.sizes, kMaxTableau, t.home));
  PositionsSeen seen;
  CHECK_FALSE(exhaustively_winnable(lost, seen));
  const State won = position({{"t1", "10D KD"},
                              {"t2", "JD"},
                              {"t3", "QD"},
                              {"t4", "QD'"},
                              {"t5", "10D' JD'"},
                              {"t6", "KD'"}});
  const FanTable u = fan_table(won);
  CHECK_FALSE(kings_block(u.fans, u.sizes, kMaxTableau, u.home));
  seen.clear();
  CHECK(exhaustively_winnable(won, seen));
}

// Two suits whose kings hold each other's cards: diamonds and hearts, both foundations of each at
// the ten. KD lies on a jack of hearts and KH on a jack of diamonds. If diamonds reach their
// queens first, KH and KH' must both have left by the time hearts do (KH for the diamond jack);
// if hearts first, KD and KD'. Either way one suit needs two kings home before its queens are.
// Each suit alone can be won, and no card is frozen.
//   f2, f6: diamonds to 10; f3, f7: hearts to 10 (the other four foundations to K)
//   t1: JH KD     t2: JD KH     t3: JD' KD'     t4: JH' KH'
//   t5: QD        t6: QD'       t7: QH          t8: QH'
// With the first two kings under the jacks instead (t1: KD JH, t2: KH JD), it is won.
TEST_CASE("kings: two suits whose kings lie on each other's cards",
          "[two_pack_solitaires][solver]") {
  const auto position = [](const std::string& t1, const std::string& t2) {
    return table(Game::house_in_the_wood, {{"f1", testing::run_up('C', 13)},
                                           {"f2", testing::run_up('D', 10)},
                                           {"f3", testing::run_up('H', 10)},
                                           {"f4", testing::run_up('S', 13)},
                                           {"f5", testing::run_up('C', 13, true)},
                                           {"f6", testing::run_up('D', 10, true)},
                                           {"f7", testing::run_up('H', 10, true)},
                                           {"f8", testing::run_up('S', 13, true)},
                                           {"t1", t1},
                                           {"t2", t2},
                                           {"t3", "JD' KD'"},
                                           {"t4", "JH' KH'"},
                                           {"t5", "QD"},
                                           {"t6", "QD'"},
                                           {"t7", "QH"},
                                           {"t8", "QH'"}});
  };
  const State lost = position("JH KD", "JD KH");
  const FanTable t = fan_table(lost);
  CHECK(kings_block(t.fans, t.sizes, kMaxTableau, t.home));
  CHECK_FALSE(frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now));
  SuitCheck check(false);
  CHECK(check.may_finish(t.fans, t.sizes, kMaxTableau, 1, t.home[1]));
  CHECK(check.may_finish(t.fans, t.sizes, kMaxTableau, 2, t.home[2]));
  PositionsSeen seen;
  CHECK_FALSE(exhaustively_winnable(lost, seen));
  const State won = position("KD JH", "KH JD");
  const FanTable u = fan_table(won);
  CHECK_FALSE(kings_block(u.fans, u.sizes, kMaxTableau, u.home));
  seen.clear();
  CHECK(exhaustively_winnable(won, seen));
}

// The kings' proof on many small House in the Wood positions (up to four cards of each suit
// left, so that kings lie on cards of their own and other suits) against the plain search.
TEST_CASE("kings: on small House in the Wood positions every proof of a loss is right",
          "[two_pack_solitaires][solver]") {
  int lost = 0, kings_lost = 0, only_kings = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    const State state = stacked_position(Game::house_in_the_wood, seed, 4, 15, 5);
    INFO("seed " << seed << "\n" << state_text(state));
    PositionsSeen seen;
    const bool truth = exhaustively_winnable(state, seen);
    lost += !truth;
    const FanTable t = fan_table(state);
    if (kings_block(t.fans, t.sizes, kMaxTableau, t.home)) {
      CHECK_FALSE(truth);
      ++kings_lost;
      only_kings += !frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now);
    }
  }
  INFO(lost << " lost, " << kings_lost << " proved by the kings, " << only_kings
            << " of them with no frozen card");
  CHECK(kings_lost > 10);
  CHECK(only_kings > 5);
}

// One suit alone with many cards left over many fans, searched to the end: the suit check's
// answers against the plain search. (A card sent home while others were moved onto its fan used to
// come back as another card, and winnable suits were called lost.)
TEST_CASE("deadlock: one suit with many cards is judged right", "[two_pack_solitaires][solver]") {
  for (Game game : {Game::house_in_the_wood, Game::house_on_the_hill}) {
    int lost = 0, suit_lost = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      const State state = stacked_position(game, seed, 13, 1 << (seed % 4), 8);
      if (state.foundation_cards() > kCards - 3) continue;
      INFO(game_name(game) << " seed " << seed << "\n" << state_text(state));
      PositionsSeen seen;
      const bool truth = exhaustively_winnable(state, seen);
      lost += !truth;
      const FanTable t = fan_table(state);
      SuitCheck check(game == Game::house_on_the_hill, 1'000'000);  // searched to the end
      const int suit = int(seed % 4);
      const bool may = check.may_finish(t.fans, t.sizes, kMaxTableau, suit, t.home[size_t(suit)]);
      CHECK(may == truth);  // the other suits are home: the suit alone is the whole position
      suit_lost += !may;
    }
    INFO(game_name(game) << ": " << lost << " lost, " << suit_lost << " called lost");
    CHECK(suit_lost > 5);
  }
}

// Intelligence with no redeal left: every suit home but hearts (both at the four) and a king of
// spades (both spade foundations at the queen), and both sevens of hearts in the hand:
//   f3, f7: hearts to 4    f4, f8: spades to Q    (the other foundations to K)
//   t1: 5H 6H    t2: 5H' 6H'    t3: KH QH JH 10H 9H 8H    t4: KH' QH' JH' 10H' 9H' 8H'    t5: KS
//   hand: 7H 7H'
// The sixes and eights wait for a seven, and no seven is on the fans: counting the fans alone,
// they could never move. But KS goes home, the hand deals the sevens onto its fan, and everything
// follows: the hand's cards come free, so they are not frozen (the solver asks the check so).
// With the sevens on the fans under the kings instead (t3: 7H 8H .. KH, t4: 7H' 8H' .. KH',
// hand empty) nothing can ever move but KS: lost, and the check says so.
TEST_CASE("deadlock: Intelligence's hand deals cards that free others",
          "[two_pack_solitaires][solver]") {
  Rules rules = default_rules(Game::intelligence);
  rules.redeals = 0;
  const auto position = [&](const std::string& t3, const std::string& t4, const std::string& hand) {
    std::map<std::string, std::string> piles = testing::hearts_left(
        {{"t1", "5H 6H"}, {"t2", "5H' 6H'"}, {"t3", t3}, {"t4", t4}, {"t5", "KS"}}, 12);
    if (!hand.empty()) piles["h"] = hand;
    return table(Game::intelligence, piles, rules);
  };
  const State dealt = position("KH QH JH 10H 9H 8H", "KH' QH' JH' 10H' 9H' 8H'", "7H 7H'");
  REQUIRE(dealt.redeals_left() == 0);
  REQUIRE(dealt.size(kHand) == 2);
  const FanTable t = fan_table(dealt);
  uint64_t in_hand = 0;
  for (int i = 0; i < dealt.size(kHand); ++i)
    in_hand |= uint64_t(1) << (dealt.card(kHand, i).id % 52);
  CHECK(frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now));  // the fans alone
  CHECK_FALSE(frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now, in_hand));
  PositionsSeen seen;
  CHECK(exhaustively_winnable(dealt, seen));
  const Solution won = solve(dealt, 100000);
  REQUIRE(won.verdict == Verdict::winnable);
  CHECK(testing::line_wins(dealt, won.line));

  const State stuck = position("7H 8H 9H 10H JH QH KH", "7H' 8H' 9H' 10H' JH' QH' KH'", "");
  const FanTable u = fan_table(stuck);
  CHECK(frozen_card_exists(u.fans, u.sizes, kMaxTableau, u.home_now, 0));
  PositionsSeen seen_stuck;
  CHECK_FALSE(exhaustively_winnable(stuck, seen_stuck));
  CHECK(solve(stuck, 100000).verdict == Verdict::not_winnable);
}

// Small Intelligence positions with no redeal left (each suit's foundations high, the cards left
// in two to four fans and the last few in the hand): every "not winnable" of the solver, which
// asks the frozen-card check with the hand's cards free and the kings' check, is right, and so is
// every loss either check proves.
TEST_CASE("deadlock: on small Intelligence positions every proof of a loss is right",
          "[two_pack_solitaires][solver]") {
  Rules rules = default_rules(Game::intelligence);
  rules.redeals = 0;
  int lost = 0, proved = 0, kings = 0;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    const State fans = stacked_position(Game::house_in_the_wood, seed, 3);
    Random random(seed * 7 + 1);
    std::map<std::string, std::string> piles;
    for (PileId pile = 0; pile < pile_count(Game::house_in_the_wood); ++pile) {
      for (int i = 0; i < fans.size(pile); ++i) {
        std::string& text = piles[pile_code(pile)];
        text += (text.empty() ? "" : " ") + card_code(fans.card(pile, i)) +
                (fans.card(pile, i).deck() ? "'" : "");
      }
    }
    // The top cards of the last fan (up to three) into the hand instead.
    for (int fan = 35; fan >= 1; --fan) {
      const std::string code = "t" + std::to_string(fan);
      if (piles.count(code) == 0) continue;
      std::string& text = piles[code];
      for (int n = int(random.below(4)); n > 0 && !text.empty(); --n) {
        const size_t cut = text.rfind(' ');
        const std::string card = cut == std::string::npos ? text : text.substr(cut + 1);
        text = cut == std::string::npos ? "" : text.substr(0, cut);
        std::string& hand = piles["h"];
        hand = card + (hand.empty() ? "" : " " + hand);
      }
      if (text.empty()) piles.erase(code);
      break;
    }
    const State state = table(Game::intelligence, piles, rules);
    INFO("seed " << seed << "\n" << state_text(state));
    PositionsSeen seen;
    const bool truth = exhaustively_winnable(state, seen);
    lost += !truth;
    const Solution solution = solve(state, 2000000);
    REQUIRE(solution.verdict != Verdict::unknown);
    CHECK((solution.verdict == Verdict::winnable) == truth);
    const FanTable t = fan_table(state);
    uint64_t in_hand = 0;
    for (int i = 0; i < state.size(kHand); ++i) {
      in_hand |= uint64_t(1) << (state.card(kHand, i).id % 52);
    }
    if (frozen_card_exists(t.fans, t.sizes, kMaxTableau, t.home_now, in_hand)) {
      CHECK_FALSE(truth);
      ++proved;
    }
    if (kings_block(t.fans, t.sizes, kMaxTableau, t.home)) {
      CHECK_FALSE(truth);
      ++kings;
    }
  }
  INFO(lost << " lost, " << proved << " with a frozen card, " << kings << " by the kings");
  CHECK(proved > 5);
  CHECK(kings > 0);
  CHECK(lost > proved);
}

}  // namespace
}  // namespace rb::tps
