// A winning line's wandering moves taken out (line_polish.hpp): scripted Congress endings with the
// table drawn above each, and the solver's own lines, which must still win once polished.
#include "games/two_pack_solitaires/line_polish.hpp"
#include "games/two_pack_solitaires/solver.hpp"
#include "two_pack_solitaires_table.hpp"

namespace rb::tps {
namespace {

using namespace testing;

std::vector<Action> actions(std::initializer_list<const char*> texts) {
  std::vector<Action> out;
  for (const char* text : texts) out.push_back(*parse_action(text));
  return out;
}

// The rest of the ending after both fives are home: each heart home from t1 and t2 in turn.
std::vector<Action> hearts_home() {
  std::vector<Action> out;
  for (int rank = 6; rank <= 13; ++rank) {
    out.push_back(*parse_action("move t1 f3"));
    out.push_back(*parse_action("move t2 f7"));
  }
  return out;
}

bool replays_to_win(const State& start, const std::vector<Action>& line) {
  State s = start;
  for (const Action& a : line) {
    if (!apply(s, a).empty()) return false;
  }
  return s.won();
}

//   Congress, all home but hearts (f3 and f7 at the 4), hand and waste empty:
//   t1: KH QH JH 10H 9H 8H 7H 6H    t2: KH' .. 6H'    t3: 5H    t4: 5H'
State hearts_ending() {
  std::string down, down_second;
  for (const char* rank : {"K", "Q", "J", "10", "9", "8", "7", "6"}) {
    down += std::string(down.empty() ? "" : " ") + rank + "H";
    down_second += std::string(down_second.empty() ? "" : " ") + rank + "H'";
  }
  return table(Game::congress,
               hearts_left({{"t1", down}, {"t2", down_second}, {"t3", "5H"}, {"t4", "5H'"}}));
}

TEST_CASE("line polish: a card laid on a pile and moved on from it goes straight to its last place",
          "[two_pack_solitaires]") {
  const State start = hearts_ending();
  // The 5 of hearts onto the 6 of the second pack, then onto the first pack's 6, then home.
  std::vector<Action> line = actions({"move t3 t2", "move t2 t1", "move t1 f3", "move t4 f7"});
  for (const Action& a : hearts_home()) line.push_back(a);
  REQUIRE(replays_to_win(start, line));
  std::vector<Action> expected = actions({"move t3 f3", "move t4 f7"});
  for (const Action& a : hearts_home()) expected.push_back(a);
  CHECK(polished_line(start, line) == expected);
}

TEST_CASE("line polish: a move the rest of the line needs stays", "[two_pack_solitaires]") {
  const State start = hearts_ending();
  // Already plain: nothing to take out.
  std::vector<Action> line = actions({"move t3 f3", "move t4 f7"});
  for (const Action& a : hearts_home()) line.push_back(a);
  CHECK(polished_line(start, line) == line);
}

TEST_CASE(
    "line polish: the solver's shown lines win, no longer than its own, and polishing again "
    "changes nothing",
    "[two_pack_solitaires]") {
  for (const Game game : {Game::congress, Game::harp, Game::house_in_the_wood,
                          Game::house_on_the_hill, Game::intelligence}) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      const State start = deal(default_rules(game), seed);
      Solver solver(start, 200000);
      while (!solver.run(100000)) {
      }
      if (solver.solution().verdict != Verdict::winnable) continue;
      INFO(game_name(game) << " deal " << seed);
      const std::vector<Action>& shown = solver.shown_line();
      CHECK(replays_to_win(start, shown));
      CHECK(shown.size() <= solver.solution().line.size());
      CHECK(polished_line(start, shown) == shown);  // polished once is polished
    }
  }
}

}  // namespace
}  // namespace rb::tps
