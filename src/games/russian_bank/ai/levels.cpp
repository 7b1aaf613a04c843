// The level table (see levels.hpp), its names and descriptions marked for tr() where the menu
// shows them. Figures measured with `selfplay --tournament` are in ../README.md.
#include "levels.hpp"

#include <cctype>

#include "core/translation.hpp"

namespace rb::russian_bank {

const std::array<Level, kLevelCount>& levels() {
  static const std::array<Level, kLevelCount> table = {{
      {.name = tr_mark("Beginner"),
       .description = tr_mark("plays the obvious move, often forgets one and rarely knocks"),
       .random_move_rate = 0.35,
       .overlook_rate = 0.30,
       .knock_rate = 0.30,
       .knock_delay_ms = 2600},
      {.name = tr_mark("Novice"),
       .description = tr_mark("plays the obvious move, sometimes forgets one"),
       .random_move_rate = 0.10,
       .overlook_rate = 0.12,
       .knock_rate = 0.60,
       .knock_delay_ms = 1900},
      {.name = tr_mark("Club player"),
       .description = tr_mark("looks a few moves ahead; forgets now and then"),
       .searches = true,
       .search = {.max_positions = 400, .node_budget = 6000, .max_samples = 4, .back_move_cost = 1},
       .overlook_rate = 0.05,
       .knock_rate = 0.80,
       .knock_delay_ms = 1400},
      {.name = tr_mark("Expert"),
       .description = tr_mark("plans the whole turn; almost never forgets"),
       .searches = true,
       .search =
           {.max_positions = 800, .node_budget = 25000, .max_samples = 12, .back_move_cost = 1},
       .overlook_rate = 0.01,
       .knock_rate = 0.95,
       .knock_delay_ms = 1000},
      {.name = tr_mark("Master"),
       .description =
           tr_mark("plans the whole turn over many sampled deals; never forgets, always knocks"),
       .searches = true,
       .search = {.max_positions = 1500,
                  .node_budget = 50000,
                  .max_samples = 32,
                  .later_weight = 0.5,
                  .stock_first_later = true,
                  .survivors_only = true,
                  .back_move_cost = 0,
                  .house_moves_per_card = 4},
       .knock_rate = 1.0,
       .knock_delay_ms = 700},
  }};
  return table;
}

const Level& level(int number) {
  if (number < 1) number = 1;
  if (number > kLevelCount) number = kLevelCount;
  return levels()[static_cast<size_t>(number - 1)];
}

int level_by_name(const std::string& name) {
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  for (int i = 0; i < kLevelCount; ++i) {
    if (lower(std::string(levels()[static_cast<size_t>(i)].name)) == lower(name)) return i + 1;
  }
  return 0;
}

}  // namespace rb::russian_bank
