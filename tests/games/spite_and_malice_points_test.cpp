// What a finished game of Spite and Malice is worth to each seat (GameState::points_of, which the
// statistics count): with two players the winner's score either way; with three or four every
// pair settles, so the seats' points add up to zero and match the end's words.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "core/game_list.hpp"

namespace rb {
namespace {

std::unique_ptr<GameState> played_out(const std::string& preset, uint64_t seed) {
  const GameModule* game = find_game("spite-and-malice");
  REQUIRE(game != nullptr);
  std::string error;
  std::unique_ptr<GameState> state = game->new_game(preset, {}, seed, &error);
  REQUIRE(state);
  auto greedy = game->make_player("greedy", seed);
  for (int i = 0; i < 20000 && !state->over(); ++i)
    REQUIRE(state->apply(greedy->choose(*state)).empty());
  REQUIRE(state->over());
  return state;
}

TEST_CASE("spite and malice: each seat's points at the end", "[spite-and-malice]") {
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    const auto two = played_out("two", seed);
    if (two->winner() >= 0) {
      CHECK(two->points_of(two->winner()) == two->score());
      CHECK(two->points_of(1 - two->winner()) == -two->score());
    } else {
      CHECK(two->points_of(0) == 0);
    }
    for (const char* preset : {"three", "four"}) {
      const auto many = played_out(preset, seed);
      int sum = 0;
      for (int seat = 0; seat < many->seat_count(); ++seat) sum += many->points_of(seat);
      CHECK(sum == 0);
      if (many->winner() >= 0) CHECK(many->points_of(many->winner()) == many->score());
    }
  }
}

}  // namespace
}  // namespace rb
