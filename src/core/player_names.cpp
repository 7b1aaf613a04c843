// The shared names of computer players (see player_names.hpp).
#include "player_names.hpp"

namespace rb {

std::vector<std::string> player_names_up_to(int levels) {
  std::vector<std::string> names = {"random", "greedy"};
  for (int i = 1; i <= levels; ++i) names.push_back("ai" + std::to_string(i));
  return names;
}

int player_level_of(std::string_view name, int levels) {
  if (name == "random") return kRandomPlayer;
  if (name == "greedy") return kGreedyPlayer;
  if (name.size() == 3 && name.starts_with("ai") && name[2] >= '1' && name[2] < '1' + levels &&
      levels < 10) {
    return name[2] - '0';
  }
  return kNoSuchPlayer;
}

}  // namespace rb
