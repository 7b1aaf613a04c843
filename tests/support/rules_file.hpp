// The tests' way to a game's rules page (GameModule::rules_file): the file as the game keeps it in
// the source tree, src/games/<folder>/rules/ (RB_GAMES_SOURCE is src/games' path), read whole, and
// its paragraphs as the table shows them.
#pragma once

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "core/rules_paragraphs.hpp"

namespace rb::test {

// The text of the rules file `file` of whichever game folder has it; nothing when none has.
inline std::optional<std::string> rules_file_text(const std::string& file) {
  namespace fs = std::filesystem;
  for (const fs::directory_entry& folder : fs::directory_iterator(RB_GAMES_SOURCE)) {
    const fs::path path = folder.path() / "rules" / file;
    if (!fs::is_regular_file(path)) continue;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }
  return std::nullopt;
}

// The paragraphs of a preset's rules page ({} when its file is missing).
inline std::vector<std::string> rules_page(const GameModule& game, std::string_view preset) {
  const std::optional<std::string> text = rules_file_text(game.rules_file(preset));
  return text ? rules_paragraphs(*text) : std::vector<std::string>{};
}

}  // namespace rb::test
