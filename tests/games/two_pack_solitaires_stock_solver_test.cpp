// The solver of the games with a hand and a waste (Congress, Harp): its search turns the hand as
// one step per card reached (stock_steps.hpp), keeps no block-rule history and starts again now
// and then. On small positions its answers agree with a plain exhaustive search of the engine's
// actions (every action, the block rule included), and its winning lines win when played.
#include <array>
#include <catch2/catch.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>

#include "core/game_list.hpp"
#include "games/two_pack_solitaires/harp_deadlock.hpp"
#include "games/two_pack_solitaires/solver.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using testing::exhaustively_winnable;
using testing::line_wins;
using testing::PositionsSeen;
using testing::table;

// A small position: `out` cards taken off the tops of three foundations (the others full), laid
// out on the tableau (Congress: one a pile first; Harp: a few piles, the lower cards face down),
// one or two on the waste, the rest in the hand; or, with `all_on_piles` (Harp), every card out
// on piles of up to four, the lower ones face down.
State small_position(Game game, uint64_t seed, int out, uint8_t harp_redeals = 2,
                     bool all_on_piles = false) {
  Random random(seed);
  static const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  const std::string suits = "CDHS";
  std::array<int, 8> height;
  height.fill(13);
  for (int i = 0; i < out; ++i) {
    int f = int(random.below(3));  // from three foundations: low cards come out too
    while (height[size_t(f)] == 1) f = (f + 1) % 8;
    --height[size_t(f)];
  }
  std::map<std::string, std::string> piles;
  std::vector<std::string> rest;
  for (int f = 0; f < 8; ++f) {
    const int suit = f % 4, pack = f / 4;
    for (int r = 1; r <= 13; ++r) {
      const std::string code = std::string(ranks[r - 1]) + suits[size_t(suit)] + (pack ? "'" : "");
      if (r <= height[size_t(f)]) {
        std::string& text = piles["f" + std::to_string(f + 1)];
        text += (text.empty() ? "" : " ") + code;
      } else {
        rest.push_back(code);
      }
    }
  }
  for (size_t i = rest.size(); i > 1; --i) std::swap(rest[i - 1], rest[random.below(uint32_t(i))]);
  size_t next = 0;
  const auto lay = [&](const std::string& pile, bool face_up) {
    std::string& text = piles[pile];
    text += (text.empty() ? "" : " ") + rest[next++] + (face_up ? "" : "~");
  };
  if (game == Game::congress) {
    for (int t = 1; t <= 8 && next < rest.size(); ++t) lay("t" + std::to_string(t), true);
  } else if (all_on_piles) {
    for (int t = 1; next < rest.size(); ++t) {
      const int n = std::min(2 + int(random.below(3)), int(rest.size() - next));
      for (int i = 0; i < n; ++i) lay("t" + std::to_string(t), i == n - 1);
    }
  } else {
    const int piles_used = 2 + int(random.below(3));
    for (int t = 1; t <= piles_used && next < rest.size(); ++t) {
      const int n = std::min(1 + int(random.below(3)), int(rest.size() - next));
      for (int i = 0; i < n; ++i) lay("t" + std::to_string(t), i == n - 1);
    }
  }
  for (int i = 0; i < 2 && next < rest.size(); ++i) lay("w", true);
  // (The cards not named lie face down in the hand.) Harp redeals `harp_redeals` times (its
  // rule: without limit).
  Rules rules = default_rules(game);
  if (game == Game::harp) rules.redeals = harp_redeals;
  return table(game, piles, rules);
}

// Piles with the eight foundations built up to `heights` (clubs, diamonds, hearts, spades of the
// first pack, then of the second): the tables of the scripted positions below.
std::map<std::string, std::string> with_foundations(const std::array<int, 8>& heights,
                                                    std::map<std::string, std::string> piles) {
  static const char suits[] = "CDHSCDHS";
  for (size_t f = 0; f < heights.size(); ++f) {
    piles["f" + std::to_string(f + 1)] = testing::run_up(suits[f], heights[f], f >= 4);
  }
  return piles;
}

TEST_CASE("solver: on small Congress and Harp positions it agrees with an exhaustive search",
          "[two_pack_solitaires][solver]") {
  // Harp twice: with two redeals, and without limit (where the search takes the hand and the waste
  // as a set). Without a limit more cards are out, for lost positions among them, and fewer
  // positions are looked at: the exhaustive search counts every order of the hand.
  struct Kind {
    Game game;
    uint8_t harp_redeals;
    int out;
    uint64_t positions;
  };
  for (const auto& [game, harp_redeals, out, positions] :
       {Kind{Game::congress, 2, 16, 40}, Kind{Game::harp, 2, 10, 40},
        Kind{Game::harp, kUnlimited, 16, 16}}) {
    int winnable = 0, lost = 0;
    for (uint64_t seed = 1; seed <= positions; ++seed) {
      const State state = small_position(game, seed, out, harp_redeals);
      INFO(game_name(game) << " seed " << seed << ", redeals " << int(harp_redeals) << "\n"
                           << state_text(state));
      REQUIRE(check_invariants(state) == "");
      PositionsSeen seen;
      const bool truth = exhaustively_winnable(state, seen);
      const Solution solution = solve(state, 2000000);
      REQUIRE(solution.verdict != Verdict::unknown);
      CHECK((solution.verdict == Verdict::winnable) == truth);
      Solver plain(state, 2000000, false);  // no safe moves, no restarts
      plain.run(2000000);
      CHECK((plain.solution().verdict == Verdict::winnable) == truth);
      if (solution.verdict == Verdict::winnable) {
        CHECK(line_wins(state, solution.line));
        ++winnable;
      } else {
        ++lost;
      }
    }
    // (Small positions of these games are nearly always won: the lost ones are made below.)
    INFO(game_name(game) << ": " << winnable << " winnable, " << lost << " lost");
    CHECK(winnable > 5);
    // (Without a limit some are lost: the set of the hand and the waste is checked on losses too.)
    if (harp_redeals == kUnlimited) CHECK(lost >= 3);
  }
}

// Congress: the king of clubs lies on the nine it needs gone, and a tableau card never goes to a
// space, nor onto a king: lost.   f1 AC..8C; t1 9C KC; t2 10C QC; JC in the hand
TEST_CASE("solver: a lost Congress position", "[two_pack_solitaires][solver]") {
  const State state = table(Game::congress, with_foundations({8, 13, 13, 13, 13, 13, 13, 13},
                                                             {{"t1", "9C KC"}, {"t2", "10C QC"}}));
  PositionsSeen seen;
  CHECK_FALSE(exhaustively_winnable(state, seen));
  CHECK(solve(state, 100000).verdict == Verdict::not_winnable);
  // With the king and the nine the other way up it is won.
  const State open = table(Game::congress, with_foundations({8, 13, 13, 13, 13, 13, 13, 13},
                                                            {{"t1", "KC 9C"}, {"t2", "10C QC"}}));
  const Solution won = solve(open, 100000);
  REQUIRE(won.verdict == Verdict::winnable);
  CHECK(line_wins(open, won.line));
}

// Harp: the queen of clubs lies on the face-down jack, and no red king is left to take her: lost,
// however often the hand (the king of clubs) goes round: with two redeals and without limit.
//   f1 AC..10C; t1 JC~ QC
TEST_CASE("solver: a lost Harp position", "[two_pack_solitaires][solver]") {
  for (uint8_t redeals : {uint8_t(2), kUnlimited}) {
    INFO("redeals " << int(redeals));
    Rules rules = default_rules(Game::harp);
    rules.redeals = redeals;
    const auto position = [&](const char* t1) {
      return table(Game::harp, with_foundations({10, 13, 13, 13, 13, 13, 13, 13}, {{"t1", t1}}),
                   rules);
    };
    const State state = position("JC~ QC");
    PositionsSeen seen;
    CHECK_FALSE(exhaustively_winnable(state, seen));
    CHECK(solve(state, 100000).verdict == Verdict::not_winnable);
    const State open = position("QC~ JC");  // the jack on top: won
    const Solution won = solve(open, 100000);
    REQUIRE(won.verdict == Verdict::winnable);
    CHECK(line_wins(open, won.line));
  }
}

// Harp: cards that can never move (harp_deadlock.hpp). The queen of clubs on the face-down jack
// of clubs, both red kings home: she has no parent left and her predecessor lies under her.
//   f1 AC..10C; t1 JC~ QC   (the rest home, the king of clubs in the hand)
// With the jack on top nothing is frozen.
TEST_CASE("solver: Harp's cards that can never move", "[two_pack_solitaires][solver]") {
  const auto position = [](const char* t1) {
    return table(Game::harp, with_foundations({10, 13, 13, 13, 13, 13, 13, 13}, {{"t1", t1}}));
  };
  CHECK(harp_frozen(position("JC~ QC")));
  CHECK_FALSE(harp_frozen(position("QC~ JC")));
  // A face-down card counts too: the queen of clubs, still face down under the king of clubs of
  // the second pack (which can go home), lies on the jack she needs home.
  //   f1 AC..10C; f5 AC'..QC'; t1 JC~ QC~ KC'   (the king of clubs in the hand)
  const State face_down = table(
      Game::harp, with_foundations({10, 13, 13, 13, 12, 13, 13, 13}, {{"t1", "JC~ QC~ KC'"}}));
  CHECK(harp_frozen(face_down));
  PositionsSeen face_down_seen;
  CHECK_FALSE(exhaustively_winnable(face_down, face_down_seen));
  CHECK(solve(face_down, 100000).verdict == Verdict::not_winnable);
  // A card on a king moves with its group: the queen of hearts on the king of spades, on the
  // face-down jack of hearts, goes with the king to a space, and the jack comes free.
  //   f3 AH..10H; f4 AS..QS; t1 JH~ KS QH; the king of hearts in the hand
  const State group =
      table(Game::harp, with_foundations({13, 13, 10, 12, 13, 13, 13, 13}, {{"t1", "JH~ KS QH"}}));
  CHECK_FALSE(harp_frozen(group));
  const Solution won = solve(group, 100000);
  REQUIRE(won.verdict == Verdict::winnable);
  CHECK(line_wins(group, won.line));
  // On small positions every proof agrees with the exhaustive search, and some are found.
  int proofs = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    const State state = small_position(Game::harp, seed, 12, 2, true);
    if (!harp_frozen(state)) continue;
    INFO("seed " << seed << "\n" << state_text(state));
    PositionsSeen seen;
    CHECK_FALSE(exhaustively_winnable(state, seen));
    ++proofs;
  }
  // (Face-up cards alone prove fewer of them: 27.)
  INFO(proofs << " proofs");
  CHECK(proofs >= 35);
}

// The solver's answer on `state` is the exhaustive search's, and a winnable line wins.
void check_solver_agrees(const State& state) {
  PositionsSeen seen;
  const bool truth = exhaustively_winnable(state, seen);
  const Solution solution = solve(state, 100000);
  CHECK((solution.verdict == Verdict::winnable) == truth);
  if (truth) CHECK(line_wins(state, solution.line));
}

// Safe moves to the foundations: a card goes home without anything else tried once every card two
// ranks lower that could come to lie on it (through a card one rank lower) is home.
// Congress: the clubs at their jack, the other suits at their ten, both packs' clubs ... spades:
//   t1 KD QC   t2 QH JS   t3 KS QD JH   t4 KH   t5 QS JD   t6 KC
// The queen of clubs is safe: every ten is home, so a jack can always go home instead of onto her
// (not every jack is: the first rule, all the cards one rank lower home, did not send her).
TEST_CASE("solver: Congress's card is safe home once every card two ranks lower is",
          "[two_pack_solitaires][solver]") {
  const State state =
      table(Game::congress, with_foundations({11, 10, 10, 10, 13, 13, 13, 13}, {{"t1", "KD QC"},
                                                                                {"t2", "QH JS"},
                                                                                {"t3", "KS QD JH"},
                                                                                {"t4", "KH"},
                                                                                {"t5", "QS JD"},
                                                                                {"t6", "KC"}}));
  REQUIRE(state.empty(kHand));
  const std::optional<Action> safe = safe_to_foundation(state);
  REQUIRE(safe);
  CHECK(*safe == Action::move(tableau_pile(0), foundation_pile(0)));
  check_solver_agrees(state);
}

// Harp: the clubs at their ten, the first pack's diamonds and hearts at their nine, the rest home;
//   t1 QH JC   t2 KD   t3 KH QC   t4 QD   t5 10D   t6 10H   (the hand: JD JH KC)
// The jack of clubs is safe: every red nine and every black eight is home, so a red ten can always
// go home instead of onto him, and a black nine (all home) never lies on a red ten (the first
// rule, every red ten home, did not send him).
TEST_CASE("solver: Harp's card is safe home once the cards two and three ranks lower are",
          "[two_pack_solitaires][solver]") {
  const State state =
      table(Game::harp, with_foundations({10, 9, 9, 13, 13, 13, 13, 13}, {{"t1", "QH JC"},
                                                                          {"t2", "KD"},
                                                                          {"t3", "KH QC"},
                                                                          {"t4", "QD"},
                                                                          {"t5", "10D"},
                                                                          {"t6", "10H"}}));
  REQUIRE(state.size(kHand) == 3);
  const std::optional<Action> safe = safe_to_foundation(state);
  REQUIRE(safe);
  CHECK(*safe == Action::move(tableau_pile(0), foundation_pile(0)));
  check_solver_agrees(state);
}

// Harp: a card goes home safely when the cards that could be laid on it, and on those, rank by
// rank, are each in the hand and the waste (without a redeal limit: it can stay there) or can
// always go home (their suit's two foundations have reached the rank below). The clubs of the first
// pack at their jack, the diamonds at their ten, the first pack's hearts at their nine, the rest
// home:
//   t1 KD QC   t2 JD~ KC   (the hand: JH and the rest)
// The queen of clubs is safe: a red jack laid on her is a diamond, which can always go home, or the
// jack of hearts, which can stay in the hand; the black tens are home (the first rule, every red
// ten home, did not send her). With the jack of hearts on a pile, or with a redeal limit (a card in
// the hand may be out of reach), she is not; nor is anything else there.
TEST_CASE("solver: Harp's card is safe home when what could be laid on it can stay off the piles",
          "[two_pack_solitaires][solver]") {
  const auto position = [](std::map<std::string, std::string> piles, uint8_t redeals) {
    Rules rules = default_rules(Game::harp);
    rules.redeals = redeals;
    piles["t1"] = "KD QC";
    piles["t2"] = "JD~ KC";
    return table(Game::harp, with_foundations({11, 10, 9, 13, 13, 10, 13, 13}, piles), rules);
  };
  const State state = position({{"h", "JH"}}, kUnlimited);
  const std::optional<Action> safe = safe_to_foundation(state);
  REQUIRE(safe);
  CHECK(*safe == Action::move(tableau_pile(0), foundation_pile(0)));
  check_solver_agrees(state);
  for (const State& other : {position({{"t3", "JH"}}, kUnlimited), position({{"h", "JH"}}, 2)}) {
    INFO(state_text(other));
    CHECK_FALSE(safe_to_foundation(other));
    check_solver_agrees(other);
  }
  // On small positions a safe card sent home never turns a won position into a lost one (with
  // and without a redeal limit).
  int safe_moves = 0, beyond_first_rule = 0;
  for (const auto& [redeals, out, seeds] :
       {std::tuple{int(kUnlimited), 16, 150}, std::tuple{2, 10, 40}}) {
    for (uint64_t seed = 1; seed <= uint64_t(rb::test::long_share(seeds)); ++seed) {
      const State small = small_position(Game::harp, seed, out, uint8_t(redeals));
      const std::optional<Action> home = safe_to_foundation(small);
      if (!home) continue;
      INFO("seed " << seed << ", redeals " << int(redeals) << "\n" << state_text(small));
      State after = small;
      REQUIRE(apply(after, *home) == "");
      PositionsSeen seen_before, seen_after;
      CHECK(exhaustively_winnable(after, seen_after) == exhaustively_winnable(small, seen_before));
      ++safe_moves;
      // (The first rule: every card of the other colour two ranks lower and of its colour three
      // ranks lower home.)
      const Card card = small.top(home->from);
      const auto all_home = [&](int rank, bool red) {
        int n = 0;
        for (PileId f = 0; f < kFoundations; ++f) {
          n += !small.empty(f) && small.card(f, 0).red() == red && small.size(f) >= rank;
        }
        return rank < 1 || n == 4;
      };
      beyond_first_rule +=
          card.rank() > 2 && !(all_home(card.rank() - 2, !card.red()) &&
                               (card.rank() == 3 || all_home(card.rank() - 3, card.red())));
    }
  }
  INFO(safe_moves << " safe moves, " << beyond_first_rule << " beyond the first rule");
  CHECK(safe_moves >= rb::test::at_least(60));
  CHECK(beyond_first_rule >= rb::test::at_least(10));
}

// Harp without a redeal limit: any card of the hand and the waste can be brought to the waste's
// top, so the search takes them as a set, in any order and split (talon_is_a_set); with a limit
// the order and the split count. Every card is home but five:
//   hand (bottom first) JC~ QD'~ KC~; waste (bottom first) QC KD'
TEST_CASE("solver: Harp's hand and waste as a set in the search's key",
          "[two_pack_solitaires][solver]") {
  const auto position = [](const char* hand, const char* waste, Rules rules, const char* t1 = "") {
    return table(
        Game::harp,
        with_foundations({10, 13, 13, 13, 13, 11, 13, 13}, {{"h", hand}, {"w", waste}, {"t1", t1}}),
        rules);
  };
  const Rules unlimited = default_rules(Game::harp);
  REQUIRE(unlimited.redeals == kUnlimited);
  State state = position("JC~ QD'~ KC~", "QC KD'", unlimited);
  REQUIRE(state.size(kHand) == 3);
  const uint64_t key = search_key(state);
  for (int turn = 0; turn < 12; ++turn) {  // round the cycle twice, redeals included
    INFO("turn " << turn << "\n" << state_text(state));
    REQUIRE(apply(state, state.empty(kHand) ? Action::redeal() : Action::turn_up()) == "");
    CHECK(search_key(state) == key);
  }
  CHECK(state.redeals_made() >= 2);
  CHECK(search_key(position("JC~ KC~ QD'~", "QC KD'", unlimited)) == key);  // KC and QD' swapped
  CHECK(search_key(position("KD'~ QD'~ KC~", "QC JC", unlimited)) == key);  // JC and KD'
  // The king of clubs on a pile instead is another position.
  CHECK(search_key(position("JC~ QD'~", "QC KD'", unlimited, "KC")) != key);
  // With a limit on redeals where the cycle is cut counts: a card turned up is another position.
  Rules limited = unlimited;
  limited.redeals = 3;
  State counted = position("JC~ QD'~ KC~", "QC KD'", limited);
  const uint64_t before = search_key(counted);
  REQUIRE(apply(counted, Action::turn_up()) == "");
  CHECK(search_key(counted) != before);
}

// Harp without a redeal limit: a card of the hand and the waste is laid on a pile only when the
// next move builds on it, the last of the cards laid so being a pile's (a line that lays one
// otherwise wins with it laid later, or played from there when it moves on). The queen of
// hearts lies on the face-down jacks of clubs and hearts: she goes onto a black king laid from the
// hand into a space, and the jacks come free.
//   f1 AC..10C; f3 AH..10H; f4 AS..QS; t1 JH~ JC~ QH; the hand QC KC KH KS
// On small positions its answers agree with the exhaustive search.
TEST_CASE("solver: Harp's cards from the hand laid only to be built on",
          "[two_pack_solitaires][solver]") {
  const State state =
      table(Game::harp, with_foundations({10, 13, 10, 12, 13, 13, 13, 13}, {{"t1", "JH~ JC~ QH"}}));
  REQUIRE(state.rules().redeals == kUnlimited);
  REQUIRE(state.size(kHand) == 4);
  check_solver_agrees(state);
  CHECK(solve(state, 100000).verdict == Verdict::winnable);
  int lost = 0;
  for (uint64_t seed = 1; seed <= uint64_t(rb::test::long_share(60)); ++seed) {
    const State small = small_position(Game::harp, seed, 16, kUnlimited);
    INFO("seed " << seed << "\n" << state_text(small));
    PositionsSeen seen;
    const bool truth = exhaustively_winnable(small, seen);
    const Solution solution = solve(small, 2000000);
    REQUIRE(solution.verdict != Verdict::unknown);
    CHECK((solution.verdict == Verdict::winnable) == truth);
    if (truth) CHECK(line_wins(small, solution.line));
    lost += !truth;
  }
  INFO(lost << " lost");
  CHECK(lost >= rb::test::at_least(3));
}

// Harp without a redeal limit: cards are laid from the hand and the waste only as a run that a
// pile's card can come onto, with a card in the hand and the waste for each rank between. The jack
// of clubs lies on the face-down tens of hearts and clubs (the queen of clubs under them): a black
// king laid from the hand into a space, the queen of hearts on it, and the jack comes off.
//   f1 AC..9C; f3 AH..9H; f4 AS..QS; t1 QC~ 10C~ 10H~ JC; the hand KC JH QH KH KS
// (No black queen is in the hand: a run that asked for one would leave the king there.) With the
// queen of hearts under the jack as well, no red queen is left to lay: lost.
TEST_CASE("solver: Harp's cards from the hand laid only as a run a pile's card can come onto",
          "[two_pack_solitaires][solver]") {
  const auto position = [](const char* t1) {
    return table(Game::harp, with_foundations({9, 13, 9, 12, 13, 13, 13, 13},
                                              {{"t1", t1}, {"h", "KC JH QH KH KS"}}));
  };
  const State state = position("QC~ 10C~ 10H~ JC");
  REQUIRE(state.size(kHand) == 5);
  check_solver_agrees(state);
  CHECK(solve(state, 100000).verdict == Verdict::winnable);
  const State lost =
      table(Game::harp, with_foundations({9, 13, 9, 12, 13, 13, 13, 13},
                                         {{"t1", "QC~ QH~ 10C~ 10H~ JC"}, {"h", "KC JH KH KS"}}));
  check_solver_agrees(lost);
  CHECK(solve(lost, 100000).verdict == Verdict::not_winnable);
}

// Deals: a "winnable" answer's line, as the game's record, replays to a won game (Harp's too,
// whose search takes a card out of the hand or the waste at once and whose line turns to it).
TEST_CASE("solver: Congress, Harp and Intelligence deals' winning lines replay as records",
          "[two_pack_solitaires][solver]") {
  for (std::string_view name : {"congress", "harp", "intelligence"}) {
    const GameModule* game = find_game(name);
    REQUIRE(game != nullptr);
    int won = 0;
    for (uint64_t deal = 1; deal <= 12 && won < 1; ++deal) {
      std::unique_ptr<GameState> state = game->new_game("standard", {}, deal, nullptr);
      REQUIRE(state);
      std::unique_ptr<GameSolver> solver = game->solver(*state, 30000);
      REQUIRE(solver);
      while (!solver->run(5000)) {
      }
      if (solver->verdict() != SolveVerdict::winnable) continue;
      for (ActionCode action : solver->line()) REQUIRE(state->apply(action) == "");
      std::string error;
      std::unique_ptr<GameState> replayed =
          game->load_record(state->engine()->record_text(), &error);
      INFO(name << " deal " << deal << ": " << error);
      REQUIRE(replayed);
      CHECK(replayed->over());
      CHECK(replayed->winner() == 0);
      CHECK(replayed->score() == kCards);
      ++won;
    }
    INFO(name);
    CHECK(won > 0);
  }
}

// Harp with a redeal limit: a card turned past stays under the waste until the next pass, so the
// search tries the steps that turn fewer cards first (as in Congress). Ordered by what digs cards
// out first, as without a limit, it won none of deals 1-100 within 1 s each (none of 1-8 within 4
// million positions); now deals 8, 16, 18 and 20 are won within 60,000 positions, and their lines
// win when played.
TEST_CASE("solver: Harp with a redeal limit wins deals (fewer cards turned first)",
          "[two_pack_solitaires][solver]") {
  const GameModule* game = find_game("harp");
  REQUIRE(game != nullptr);
  for (uint64_t deal : {8, 16, 18, 20}) {
    std::string error;
    std::unique_ptr<GameState> state = game->new_game("standard", {{"redeals", "3"}}, deal, &error);
    INFO("deal " << deal << " " << error);
    REQUIRE(state);
    std::unique_ptr<GameSolver> solver = game->solver(*state, 60000);
    REQUIRE(solver);
    while (!solver->run(5000)) {
    }
    REQUIRE(solver->verdict() == SolveVerdict::winnable);
    for (ActionCode action : solver->line()) REQUIRE(state->apply(action) == "");
    CHECK(state->over());
    CHECK(state->score() == kCards);
  }
}

// Congress deal 74: the search's line passes positions whose piles told apart by number once had
// the same hash (two piles' first cards differing by the bits the piles' numbers differ by: the
// six of hearts alone on L2, the six of clubs under the five of diamonds and the four of spades on
// R4, and the other way round), so that the line skipped moves and was refused. Its line wins.
TEST_CASE("solver: a Congress line through piles that once hashed alike wins",
          "[two_pack_solitaires][solver]") {
  const State state = deal(default_rules(Game::congress), 74);
  const Solution solution = solve(state, 300000);
  REQUIRE(solution.verdict == Verdict::winnable);
  CHECK(line_wins(state, solution.line));
}

}  // namespace
}  // namespace rb::tps
