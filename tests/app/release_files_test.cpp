// Files written by an earlier release still load, exactly: tests/data/saved-by-release-2026-11-24/
// holds game records, a saved game in play, statistics and kept settings written by the build of
// that day (rules edition 1). Each must read back, replay as it was played and write back to the
// same text.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app/storage/saved_game.hpp"
#include "app/storage/settings.hpp"
#include "app/storage/stats.hpp"
#include "games/russian_bank/record.hpp"
#include "games/russian_bank/russian_bank_game.hpp"

using namespace rb;
using namespace rb::russian_bank;

namespace {

const std::filesystem::path kFolder =
    std::filesystem::path(RB_TEST_DATA) / "saved-by-release-2026-11-24";

std::string read_file(const std::string& name) {
  std::ifstream in(kFolder / name, std::ios::binary);
  REQUIRE(in.good());
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("records written by the 2026-11-24 release replay as they were played") {
  for (const char* name : {"house-ai3-vs-random.record.txt", "scarne-ai2-vs-random.record.txt",
                           "ultimate-greedy-vs-random.record.txt"}) {
    INFO(name);
    const std::string text = read_file(name);
    Record record;
    RecordError error;
    REQUIRE(parse_record(text, record, error));
    CHECK(record.rules.edition == 1);
    CHECK(record.actions.size() > 100);
    const ReplayOutcome outcome = replay(record);
    INFO(outcome.error.message);
    REQUIRE(outcome.ok);
    CHECK(outcome.state.over());  // each is a whole game
    CHECK(write_record(record) == text);
  }
}

TEST_CASE("a game saved in play by the 2026-11-24 release resumes as it was") {
  const std::string text = read_file("house-in-play.save.txt");
  app::SavedGame saved;
  REQUIRE(app::parse_saved_game(text, russian_bank_game(), saved).empty());
  CHECK(saved.game_seed == 77);
  CHECK(saved.settings.preset == "house");
  Record record;
  RecordError error;
  REQUIRE(parse_record(saved.record, record, error));
  CHECK(record.rules.stall_turns == 80);
  CHECK(record.rules.edition == 1);
  CHECK(record.actions.size() == 25);
  const std::unique_ptr<GameState> game = app::state_of(saved);
  REQUIRE(game);
  const State& state = russian_bank_state(*game);
  CHECK_FALSE(state.over());
  ActionList legal;
  legal_actions(state, legal);
  CHECK(legal.size() > 0);
  // Written again, it is the same save with its record's length added (this release's line).
  std::string again = app::write_saved_game(saved);
  const size_t bytes_line = again.find("record_bytes ");
  REQUIRE(bytes_line != std::string::npos);
  again.erase(bytes_line, again.find('\n', bytes_line) + 1 - bytes_line);
  CHECK(again == text);
}

TEST_CASE("statistics and settings kept by the 2026-11-24 release read back") {
  app::Stats stats;
  const std::string stats_text = read_file("stats.txt");
  REQUIRE(app::parse_stats(stats_text, stats).empty());
  const app::StatLine& line = stats.line("scarne", 4);
  CHECK(line.games == 1);
  CHECK(line.abandoned == 1);
  CHECK(app::write_stats(stats) == stats_text);

  app::Settings settings;
  CHECK(app::apply_query(read_file("settings.txt"), settings).empty());
  CHECK(settings.preset == "house");
  CHECK(settings.level == 2);
  CHECK(settings.speed == app::Speed::fast);
  CHECK(settings.table == app::TableColour::blue);
  CHECK_FALSE(settings.sound);
  const std::unique_ptr<GameState> game = app::deal(settings, 1);
  REQUIRE(game);
  CHECK(russian_bank_state(*game).rules().stall_turns == 80);
}
