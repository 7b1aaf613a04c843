// Golden games: whole games between the computer's levels (and the rule book's greedy play), each
// from a fixed deal and fixed seeds, must be played action for action as the transcripts in
// tests/data/golden/ say. Any change to the engine, the search or the levels that changes one
// decision shows here, with the first action that differs; a change meant to change decisions
// writes the transcripts anew: RB_WRITE_GOLDEN=1 build/native/engine_tests "[golden]".
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "games/russian_bank/ai/match.hpp"

using namespace rb;
using namespace rb::russian_bank;

namespace {

struct Golden {
  const char* file;
  Preset preset;
  uint64_t deal;
  const char* bot_a;
  const char* bot_b;
};

constexpr Golden kGames[] = {
    {"house-ai5-vs-ai1.record.txt", Preset::house, 11, "ai5", "ai1"},
    {"scarne-ai4-vs-ai2.record.txt", Preset::scarne, 12, "ai4", "ai2"},
    {"ultimate-ai3-vs-greedy.record.txt", Preset::ultimate, 13, "ai3", "greedy"},
    {"house-greedy-vs-ai5.record.txt", Preset::house, 14, "greedy", "ai5"},
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("the computer plays the golden games action for action", "[golden]") {
  const std::filesystem::path folder = std::filesystem::path(RB_TEST_DATA) / "golden";
  const bool write = std::getenv("RB_WRITE_GOLDEN") != nullptr;
  for (const Golden& game : kGames) {
    INFO(game.file);
    auto bot_a = make_bot(game.bot_a, game.deal * 2 + 1);
    auto bot_b = make_bot(game.bot_b, game.deal * 2 + 2);
    const MatchResult match =
        play_match(preset_rules(game.preset), game.deal, *bot_a, *bot_b, game.deal);
    REQUIRE_FALSE(match.aborted);
    REQUIRE(match.final_state.over());
    const std::string played = write_record(match.record);
    if (write) {
      std::filesystem::create_directories(folder);
      std::ofstream(folder / game.file, std::ios::binary) << played;
      continue;
    }
    std::ifstream in(folder / game.file, std::ios::binary);
    REQUIRE(in.good());
    const std::string golden{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const std::vector<std::string> want = lines_of(golden), got = lines_of(played);
    for (size_t i = 0; i < want.size() && i < got.size(); ++i) {
      INFO("line " << i + 1);
      REQUIRE(got[i] == want[i]);
    }
    CHECK(got.size() == want.size());
  }
}
