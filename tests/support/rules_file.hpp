// The tests' way to a game's rules page (GameModule::rules_file): the file as the game keeps it in
// the source tree, src/games/<folder>/rules/ (RB_GAMES_SOURCE is src/games' path), read whole with
// the folder's options.txt after it as the build writes it, and its paragraphs.
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

// The text of the rules file `file` of whichever game folder has it; nothing when none has. A
// language's file ("fr/harp.txt") comes with that language's options.txt
// (src/games/<folder>/rules/fr/); its words ("fr/words.txt") and jokes are src/app/text/fr/'s; a
// lesson ("learn-harp.txt") is src/games/<folder>/learn/'s.
inline std::optional<std::string> rules_file_text(const std::string& file) {
  namespace fs = std::filesystem;
  const auto read = [](const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  };
  const size_t slash = file.find('/');
  const std::string language = slash == std::string::npos ? "" : file.substr(0, slash);
  if (!language.empty() && (file.ends_with("/words.txt") || file.ends_with("/jokes.txt"))) {
    const fs::path path = fs::path(RB_GAMES_SOURCE) / ".." / "app" / "text" / file;
    if (!fs::is_regular_file(path)) return std::nullopt;
    return read(path);
  }
  for (const fs::directory_entry& folder : fs::directory_iterator(RB_GAMES_SOURCE)) {
    if (file.starts_with("learn-")) {
      // (A guided first game: src/games/<folder>/learn/, copied as it is.)
      const fs::path lesson = folder.path() / "learn" / file;
      if (fs::is_regular_file(lesson)) return read(lesson);
      continue;
    }
    const fs::path path = folder.path() / "rules" / file;
    if (!fs::is_regular_file(path)) continue;
    std::string text = read(path);
    // (As the build copies it: the folder's options.txt at the end, cmake/rules_page_copy.cmake.)
    const fs::path options = language.empty() ? folder.path() / "options.txt"
                                              : folder.path() / "rules" / language / "options.txt";
    if (fs::is_regular_file(options)) text += "\n" + read(options);
    return text;
  }
  return std::nullopt;
}

// The paragraphs of a preset's rules page ({} when its file is missing).
inline std::vector<std::string> rules_page(const GameModule& game, std::string_view preset) {
  const std::optional<std::string> text = rules_file_text(game.rules_file(preset));
  return text ? rules_paragraphs(*text) : std::vector<std::string>{};
}

// The sentence of option `name` on a preset's rules page (the first "option NAME: ..."), "" when
// the page has none; and the page's keys sentence ("Keys: ...").
inline std::string rules_option_sentence(const GameModule& game, std::string_view preset,
                                         std::string_view name) {
  const std::string prefix = "option " + std::string(name) + ": ";
  for (const std::string& paragraph : rules_page(game, preset)) {
    if (paragraph.starts_with(prefix)) return paragraph.substr(prefix.size());
  }
  return "";
}
inline std::string rules_keys(const GameModule& game, std::string_view preset) {
  for (const std::string& paragraph : rules_page(game, preset)) {
    if (paragraph.starts_with("Keys: ")) return paragraph;
  }
  return "";
}

}  // namespace rb::test
