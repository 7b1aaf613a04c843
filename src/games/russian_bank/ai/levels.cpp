// The level table (see levels.hpp), its names and descriptions marked for tr() where the menu
// shows them. Figures measured with `selfplay --tournament` are in ../README.md.
#include "levels.hpp"

#include <cctype>

#include "core/translation.hpp"

namespace rb::russian_bank {

const std::array<Level, kLevelCount>& levels() {
  static const std::array<Level, kLevelCount> table = {{
      {tr_mark("Beginner"), tr_mark("plays the obvious move, often forgets one and rarely knocks"),
       false, 0, 0, 0, 0.0, false, false, 0.35, 0.30, 0.30, 2600},
      {tr_mark("Novice"), tr_mark("plays the obvious move, sometimes forgets one"), false, 0, 0, 0,
       0.0, false, false, 0.10, 0.12, 0.60, 1900},
      {tr_mark("Club player"), tr_mark("looks a few moves ahead; forgets now and then"), true, 400,
       6000, 4, 0.0, false, false, 0.0, 0.05, 0.80, 1400},
      {tr_mark("Expert"), tr_mark("plans the whole turn; almost never forgets"), true, 800, 25000,
       12, 0.0, false, false, 0.0, 0.01, 0.95, 1000},
      {tr_mark("Master"),
       tr_mark("plans the whole turn over many sampled deals; never forgets, always knocks"), true,
       1500, 50000, 32, 0.5, true, true, 0.0, 0.0, 1.0, 700},
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
