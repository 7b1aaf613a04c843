// The names of the computer players every game made from an engine shares: "random", "greedy"
// (the rule book's own play) and "ai1" .. "ai<levels>" (the searching levels, weakest first).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rb {

std::vector<std::string> player_names_up_to(int levels);

// What a name asks for: kRandomPlayer, kGreedyPlayer, a level 1 .. levels, or kNoSuchPlayer.
inline constexpr int kRandomPlayer = -1;
inline constexpr int kGreedyPlayer = 0;
inline constexpr int kNoSuchPlayer = -2;
int player_level_of(std::string_view name, int levels);

}  // namespace rb
