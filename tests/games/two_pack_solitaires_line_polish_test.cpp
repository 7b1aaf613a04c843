// A winning line's wandering moves taken out (line_polish.hpp): scripted Congress endings with the
// table drawn above each, and the solver's own lines, which must still win once polished (Harp's
// searched again in a player's order, the layout before the hand).
#include <algorithm>

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

// The rest of an ending where the tops of `piles` go home in turn, rank by rank from `from` to the
// king, each onto the foundation of its suit (the tops' suits in `foundations`).
std::vector<Action> home_in_turn(
    int from, const std::vector<std::pair<const char*, const char*>>& piles_and_foundations) {
  std::vector<Action> out;
  for (int rank = from; rank <= 13; ++rank) {
    for (const auto& [pile, foundation] : piles_and_foundations) {
      out.push_back(*parse_action(std::string("move ") + pile + " " + foundation));
    }
  }
  return out;
}

//   Congress, all home but hearts (f3 and f7 at the 4) and spades from the 6 (f4 at the 5):
//   t1: KH .. 6H 5H    t2: KH' .. 6H' 5H'    t3: 6S    t4: KS .. 7S
// The two fives change places by way of the 6 of spades: the table is as it was (the copies of a
// card play alike), and the game would end the position met a third time.
TEST_CASE("line polish: a line that comes back to a position leaves out the moves between",
          "[two_pack_solitaires]") {
  std::string hearts, hearts_second, spades;
  for (const char* rank : {"K", "Q", "J", "10", "9", "8", "7", "6", "5"}) {
    hearts += std::string(hearts.empty() ? "" : " ") + rank + "H";
    hearts_second += std::string(hearts_second.empty() ? "" : " ") + rank + "H'";
  }
  for (const char* rank : {"K", "Q", "J", "10", "9", "8", "7"}) {
    spades += std::string(spades.empty() ? "" : " ") + rank + "S";
  }
  const State start =
      table(Game::congress,
            hearts_left({{"t1", hearts}, {"t2", hearts_second}, {"t3", "6S"}, {"t4", spades}}, 5));
  std::vector<Action> ending =
      actions({"move t1 f3", "move t2 f7", "move t1 f3", "move t2 f7", "move t3 f4"});
  for (const Action& a : home_in_turn(7, {{"t1", "f3"}, {"t2", "f7"}, {"t4", "f4"}})) {
    ending.push_back(a);
  }
  std::vector<Action> line = actions({"move t1 t3", "move t2 t1", "move t3 t2"});
  line.insert(line.end(), ending.begin(), ending.end());
  REQUIRE(replays_to_win(start, line));
  CHECK(polished_line(start, line) == ending);
}

//   Congress, clubs home to the 4 (f1), diamonds and hearts to the 5 (f2, f3), spades to the 4
//   (f4), the second pack all home:
//   t1: KH .. 6H 5S    t2: KD .. 6D    t3: KC .. 6C 5C    t4: KS .. 6S
// Four moves swap the two fives by way of the 6 of diamonds, each five moved twice, so that
// neither alone could have gone straight to its place; two moves end the same way.
TEST_CASE("line polish: a run of moves between piles becomes the fewest that end the same way",
          "[two_pack_solitaires]") {
  const auto down_to_six = [](char suit) {
    std::string text;
    for (const char* rank : {"K", "Q", "J", "10", "9", "8", "7", "6"}) {
      text += std::string(text.empty() ? "" : " ") + rank + suit;
    }
    return text;
  };
  const State start = table(Game::congress, {{"f1", run_up('C', 4)},
                                             {"f2", run_up('D', 5)},
                                             {"f3", run_up('H', 5)},
                                             {"f4", run_up('S', 4)},
                                             {"f5", run_up('C', 13, true)},
                                             {"f6", run_up('D', 13, true)},
                                             {"f7", run_up('H', 13, true)},
                                             {"f8", run_up('S', 13, true)},
                                             {"t1", down_to_six('H') + " 5S"},
                                             {"t2", down_to_six('D')},
                                             {"t3", down_to_six('C') + " 5C"},
                                             {"t4", down_to_six('S')}});
  const std::vector<Action> swap =
      actions({"move t1 t2", "move t3 t1", "move t2 t3", "move t1 t2"});
  std::vector<Action> line = swap;
  line.push_back(*parse_action("move t2 f1"));  // (what follows the run stays)
  std::vector<Action> expected = actions({"move t3 t2", "move t1 t3", "move t2 f1"});
  CHECK(shortest_runs(start, line) == expected);
  // A run already the shortest stays.
  CHECK(shortest_runs(start, expected) == expected);
}

//   Harp, all home but hearts (f3 and f7 at the 4) and the spades' king and queen of the first
//   pack (f4 at the jack), in the hand (the queen on top):
//   t1: KH QH JH 10H 9H 8H 7H 6H 5H    t2: KH' .. 5H'    h: KS QS
// The line turns up and plays the spades home first; the hearts' moves on the table, which touch
// none of the hand's, waste's or spades' piles, come first once polished.
TEST_CASE(
    "line polish: a move on the table comes before the turns up and waste plays it needs not wait "
    "for",
    "[two_pack_solitaires]") {
  std::string down, down_second;
  for (const char* rank : {"K", "Q", "J", "10", "9", "8", "7", "6", "5"}) {
    down += std::string(down.empty() ? "" : " ") + rank + "H";
    down_second += std::string(down_second.empty() ? "" : " ") + rank + "H'";
  }
  const State start =
      table(Game::harp, hearts_left({{"t1", down}, {"t2", down_second}, {"h", "KS QS"}}, 11));
  const std::vector<Action> spades = actions({"turnup", "move w f4", "turnup", "move w f4"});
  std::vector<Action> hearts = actions({"move t1 f3", "move t2 f7"});
  for (const Action& a : hearts_home()) hearts.push_back(a);
  std::vector<Action> line = spades;
  line.insert(line.end(), hearts.begin(), hearts.end());
  REQUIRE(replays_to_win(start, line));
  std::vector<Action> expected = hearts;
  expected.insert(expected.end(), spades.begin(), spades.end());
  CHECK(table_moves_first(start, line) == expected);
  CHECK(polished_line(start, line) == expected);
  CHECK(table_moves_first(start, expected) == expected);  // (once is all)

  // The king of spades on the table, the queen in the hand: the king's move home waits for the
  // queen's, which changes the pile it goes to.
  const State kings = table(
      Game::harp, hearts_left({{"t1", down}, {"t2", down_second}, {"t3", "KS"}, {"h", "QS"}}, 11));
  std::vector<Action> queen_first = actions({"turnup", "move w f4", "move t3 f4"});
  queen_first.insert(queen_first.end(), hearts.begin(), hearts.end());
  REQUIRE(replays_to_win(kings, queen_first));
  CHECK(table_moves_first(kings, queen_first) == queen_first);
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
      // (Harp's is searched again in a player's order: below.)
      if (game != Game::harp) CHECK(shown.size() <= solver.solution().line.size());
      CHECK(polished_line(start, shown) == shown);  // polished once is polished
    }
  }
}

// How many of a line's turns up are made while a move on the layout would turn a face-down card.
int turns_up_past_a_reveal(const State& start, const std::vector<Action>& line) {
  int count = 0;
  State s = start;
  std::vector<Action> moves;
  for (const Action& a : line) {
    if (a.kind == ActionKind::turn_up) {
      legal_moves(s, moves);
      count += std::any_of(moves.begin(), moves.end(), [&](const Action& m) {
        if (!is_tableau(m.from)) return false;
        const int leaves =
            is_tableau(m.to) && s.empty(m.to) ? king_group_start(s, m.from) : s.size(m.from) - 1;
        return leaves > 0 && !s.face_up(m.from, leaves - 1);
      });
    }
    apply(s, a);
  }
  return count;
}

TEST_CASE("line polish: Harp's shown line turns a layout card before digging in the hand",
          "[two_pack_solitaires]") {
  // The search's own order digs dozens of cards out of the hand to bring one home before any move
  // on the layout (a review's hints did so for a hundred moves); the line shown is searched again
  // in a player's order.
  int before = 0, after = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const State start = deal(default_rules(Game::harp), seed);
    Solver solver(start, 300000);
    while (!solver.run(100000)) {
    }
    if (solver.solution().verdict != Verdict::winnable) continue;
    before += turns_up_past_a_reveal(start, polished_line(start, solver.solution().line));
    after += turns_up_past_a_reveal(start, solver.shown_line());
  }
  INFO("turns up past a reveal, the search's order " << before << ", a player's " << after);
  CHECK(after * 2 < before);
}

}  // namespace
}  // namespace rb::tps
