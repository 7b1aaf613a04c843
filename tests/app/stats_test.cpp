// Statistics: wins, losses, draws and abandoned games counted per preset and level, streaks and
// scores from the engine's results, and the text form: it reads back, and each kind of damage is
// refused with a message naming its line, leaving the statistics untouched.
#include "app/storage/stats.hpp"

#include <catch2/catch.hpp>
#include <string>

#include "games/russian_bank/engine/state.hpp"

using namespace rb;
using namespace rb::russian_bank;
using rb::app::count_abandoned;
using rb::app::count_finished;
using rb::app::parse_stats;
using rb::app::StatLine;
using rb::app::Stats;
using rb::app::write_stats;

namespace {

Result won_by(Player winner, int score) {
  return Result{Outcome::won, winner, score};
}

// Counts a finished game of Russian Bank by its result (its winner, none for a draw, and score).
void count_result(Stats& stats, const std::string& preset, int level, const Result& result,
                  Player human = kPlayerA) {
  const int winner = result.winner ? int(*result.winner) : -1;
  count_finished(stats, preset, level, winner,
                 winner < 0             ? 0
                 : winner == int(human) ? result.score
                                        : -result.score,
                 human);
}

Stats some_stats() {
  Stats stats;
  count_result(stats, "house", 3, won_by(kPlayerA, 40));
  count_result(stats, "house", 3, won_by(kPlayerA, 12));
  count_result(stats, "house", 3, won_by(kPlayerB, 35));
  count_abandoned(stats, "house", 3);
  count_result(stats, "house", 3, Result{Outcome::blocked, std::nullopt, 0});
  count_result(stats, "house", 3, won_by(kPlayerA, 31));
  count_result(stats, "scarne", 5, won_by(kPlayerB, 50));
  count_result(stats, "ultimate", 1, Result{Outcome::resigned, kPlayerA, 0});
  return stats;
}

// Parses text that must fail; checks the message and that `out` is left as it was.
void check_stats_refused(const std::string& text, const std::string& message) {
  const Stats before = some_stats();
  Stats out = before;
  CHECK(parse_stats(text, out) == message);
  CHECK(out == before);
}

const std::string kHeader = "russian-bank stats 1\n";
const std::string kGood =
    "games=6 wins=3 losses=2 draws=1 abandoned=1 streak=1 best_streak=2 score_total=48";

}  // namespace

TEST_CASE("games are counted per preset and level, with streaks and scores") {
  const Stats stats = some_stats();
  const StatLine& house = stats.line("house", 3);
  CHECK(house.games == 6);
  CHECK(house.wins == 3);
  CHECK(house.losses == 2);
  CHECK(house.draws == 1);
  CHECK(house.abandoned == 1);
  CHECK(house.streak == 1);
  CHECK(house.best_streak == 2);
  CHECK(house.score_total == 40 + 12 - 35 + 31);
  CHECK(house.win_percent() == Approx(50.0));
  CHECK(house.average_score() == Approx(48.0 / 5));  // five games finished, one abandoned

  const StatLine& scarne = stats.line("scarne", 5);
  CHECK(scarne == StatLine{1, 0, 1, 0, 0, 0, 0, -50});
  CHECK(scarne.win_percent() == 0);
  CHECK(scarne.average_score() == Approx(-50.0));
  // The computer resigned: a win without points.
  CHECK(stats.line("ultimate", 1) == StatLine{1, 1, 0, 0, 0, 1, 1, 0});
  // Other levels and presets are untouched.
  CHECK(stats.line("house", 2) == StatLine{});
  CHECK(stats.line("scarne", 3) == StatLine{});
  CHECK(StatLine{}.win_percent() == 0);
  CHECK(StatLine{}.average_score() == 0);
}

TEST_CASE("levels out of range are clamped") {
  Stats stats;
  CHECK(stats == Stats{});
  count_result(stats, "house", 9, won_by(kPlayerA, 30));
  CHECK(stats.line("house", 5).wins == 1);
  count_abandoned(stats, "house", -1);
  CHECK(stats.line("house", 1).abandoned == 1);
}

TEST_CASE("streaks: wins in a row, broken by a loss, a draw or an abandoned game") {
  Stats stats;
  const auto win = [&] { count_result(stats, "scarne", 2, won_by(kPlayerA, 30)); };
  const StatLine& line = stats.line("scarne", 2);
  win();
  win();
  win();
  CHECK(line.streak == 3);
  CHECK(line.best_streak == 3);
  count_result(stats, "scarne", 2, won_by(kPlayerB, 30));
  CHECK(line.streak == 0);
  CHECK(line.best_streak == 3);
  win();
  win();
  count_result(stats, "scarne", 2, Result{Outcome::blocked, std::nullopt, 0});
  CHECK(line.streak == 0);
  win();
  count_abandoned(stats, "scarne", 2);
  CHECK(line.streak == 0);
  for (int i = 0; i < 4; ++i) win();
  CHECK(line.streak == 4);
  CHECK(line.best_streak == 4);
  CHECK(line.games == 13);
  CHECK(line.wins == 10);
  CHECK(line.losses == 2);
  CHECK(line.abandoned == 1);
  CHECK(line.draws == 1);
  CHECK(line.wins + line.losses + line.draws == line.games);
}

TEST_CASE("the human may sit in seat B") {
  Stats stats;
  count_result(stats, "house", 3, won_by(kPlayerB, 44), kPlayerB);
  count_result(stats, "house", 3, won_by(kPlayerA, 4), kPlayerB);
  CHECK(stats.line("house", 3) == StatLine{2, 1, 1, 0, 0, 0, 1, 40, 44});
}

TEST_CASE("the best score is kept, and statistics without one read as 0") {
  Stats stats;
  count_finished(stats, "standard", 1, -1, 57);
  count_finished(stats, "standard", 1, 0, 104);
  count_finished(stats, "standard", 1, -1, 80);
  CHECK(stats.line("standard", 1).best_score == 104);
  CHECK(stats.line("standard", 1).average_score() == Approx((57 + 104 + 80) / 3.0));
  Stats read;
  CHECK(parse_stats("russian-bank stats 1\nhouse 3 games=1 wins=1 losses=0 draws=0 abandoned=0 "
                    "streak=1 best_streak=1 score_total=30\n",
                    read) == "");
  CHECK(read.line("house", 3).best_score == 0);
  CHECK(parse_stats("russian-bank stats 1\nhouse 3 games=1 wins=1 losses=0 draws=0 abandoned=0 "
                    "streak=1 best_streak=1 score_total=30 best_score=-3\n",
                    read) != "");
}

TEST_CASE("reset clears everything") {
  Stats stats = some_stats();
  stats.reset();
  CHECK(stats == Stats{});
}

TEST_CASE("statistics read back from their text") {
  const Stats stats = some_stats();
  const std::string text = write_stats(stats);
  CHECK(text == kHeader +
                    "house 3 games=6 wins=3 losses=2 draws=1 abandoned=1 streak=1 best_streak=2 "
                    "score_total=48 best_score=40\n"
                    "scarne 5 games=1 wins=0 losses=1 draws=0 abandoned=0 streak=0 best_streak=0 "
                    "score_total=-50\n"
                    "ultimate 1 games=1 wins=1 losses=0 draws=0 abandoned=0 streak=1 "
                    "best_streak=1 score_total=0\n");
  Stats read;
  CHECK(parse_stats(text, read) == "");
  CHECK(read == stats);
  // Empty statistics, blank lines, Windows line ends and fields in another order.
  CHECK(write_stats(Stats{}) == kHeader);
  CHECK(parse_stats(kHeader, read) == "");
  CHECK(read == Stats{});
  CHECK(parse_stats("russian-bank stats 1\r\n\r\nhouse 3  score_total=48 games=6 wins=3 losses=2 "
                    "draws=1 abandoned=1 streak=1 best_streak=2 best_score=40\r\n",
                    read) == "");
  CHECK(read.line("house", 3) == some_stats().line("house", 3));
}

TEST_CASE("damaged statistics name their line") {
  check_stats_refused("", "the statistics are empty");
  check_stats_refused(" \n\n", "the statistics are empty");
  check_stats_refused("hello",
                      "line 1: not Russian Bank statistics (the first line must be "
                      "'russian-bank stats 1')");
  check_stats_refused("russian-bank stats 2\n",
                      "line 1: not Russian Bank statistics (the first line must be "
                      "'russian-bank stats 1')");
  check_stats_refused(kHeader + "poker 3 " + kGood,
                      "line 2: unknown preset 'poker' (house, scarne or ultimate)");
  check_stats_refused(kHeader + "house 6 " + kGood, "line 2: level '6' is not a level from 1 to 5");
  check_stats_refused(kHeader + "house " + kGood,
                      "line 2: level 'games=6' is not a level from 1 to 5");
  check_stats_refused(kHeader + "house 3 " + kGood + "\n\nhouse 3 " + kGood,
                      "line 4: house level 3 is given twice");
  check_stats_refused(kHeader + "house 3 " + kGood + " colour=red",
                      "line 2: unknown field 'colour=red'");
  check_stats_refused(kHeader + "house 3 " + kGood + " wins=3", "line 2: wins is given twice");
  check_stats_refused(kHeader + "house 3 games=0 wins=0 losses=0 draws=0 abandoned=0 streak=0",
                      "line 2: best_streak is missing");
  check_stats_refused(kHeader +
                          "house 3 games=-1 wins=0 losses=0 draws=0 abandoned=0 streak=0 "
                          "best_streak=0 score_total=0",
                      "line 2: games '-1' is not a whole number from 0 to 1000000000");
  check_stats_refused(kHeader +
                          "house 3 games=1 wins=x losses=0 draws=0 abandoned=0 streak=0 "
                          "best_streak=0 score_total=0",
                      "line 2: wins 'x' is not a whole number from 0 to 1000000000");
  check_stats_refused(kHeader +
                          "house 3 games=99999999999 wins=0 losses=0 draws=0 abandoned=0 "
                          "streak=0 best_streak=0 score_total=0",
                      "line 2: games '99999999999' is not a whole number from 0 to 1000000000");
  check_stats_refused(kHeader +
                          "house 3 games=0 wins=0 losses=0 draws=0 abandoned=0 streak=0 "
                          "best_streak=0 score_total=1e5",
                      "line 2: score_total '1e5' is not a whole number from -1000000000000000 to "
                      "1000000000000000");
  check_stats_refused(kHeader +
                          "house 3 games=5 wins=3 losses=1 draws=0 abandoned=0 streak=0 "
                          "best_streak=0 score_total=0",
                      "line 2: wins + losses + draws (4) is not games (5)");
  check_stats_refused(kHeader +
                          "house 3 games=4 wins=3 losses=1 draws=0 abandoned=2 streak=0 "
                          "best_streak=0 score_total=0",
                      "line 2: more abandoned games than losses");
  check_stats_refused(kHeader +
                          "house 3 games=4 wins=3 losses=1 draws=0 abandoned=0 streak=2 "
                          "best_streak=1 score_total=0",
                      "line 2: best_streak is less than streak");
  check_stats_refused(kHeader +
                          "house 3 games=4 wins=3 losses=1 draws=0 abandoned=0 streak=2 "
                          "best_streak=4 score_total=0",
                      "line 2: best_streak is more than the wins");
  const std::string huge = kHeader + std::string(app::kMaxStatsBytes, '\n');
  check_stats_refused(huge, "the statistics are too long (" + std::to_string(huge.size()) +
                                " bytes; at most 65536)");
}

TEST_CASE("keeping good lines, a line in error is left out and the others are read") {
  Stats out;
  out.game = "russian-bank";
  const std::string text = kHeader + "house 3 " + kGood + "\nhouse 9 " + kGood + "\nscarne 2 " +
                           kGood + "\nscarne 2 " + kGood + "\n";
  CHECK(parse_stats(text, out, true) == "line 3: level '9' is not a level from 1 to 5");
  CHECK(out.line("house", 3).games == 6);
  CHECK(out.line("scarne", 2).games == 6);
  CHECK(out.lines.size() == 2);  // (house 9 left out; scarne 2's second line, given twice, too)
  // Strictly, the same text is refused whole.
  Stats strict;
  strict.game = "russian-bank";
  CHECK_FALSE(parse_stats(text, strict).empty());
  CHECK(strict.lines.empty());
  // A header that is not this game's reads nothing, either way.
  Stats other;
  other.game = "russian-bank";
  CHECK_FALSE(parse_stats("pishe-pasha stats 1\nhouse 3 " + kGood + "\n", other, true).empty());
  CHECK(other.lines.empty());
}
