// The conformance of every registered game's rules pages (GameModule::rules_file), data files in
// the game's folder: for every preset the file exists, is not empty, starts with a "# " heading,
// and writes each paragraph on one line (paragraphs are separated by blank lines), in the plain
// ASCII the table's font draws.
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "core/game_list.hpp"
#include "rules_file.hpp"

namespace rb {
namespace {

TEST_CASE("conformance: every preset's rules page is a file of one-line paragraphs under a heading",
          "[conformance]") {
  for (const GameModule* game : all_games()) {
    for (std::string_view preset : game->presets()) {
      const std::string file = game->rules_file(preset);
      INFO(game->name() << " " << preset << ": rules/" << file);
      CHECK(file.ends_with(".txt"));
      const std::optional<std::string> text = test::rules_file_text(file);
      REQUIRE(text.has_value());
      REQUIRE_FALSE(text->empty());
      CHECK(text->starts_with("# "));
      CHECK(text->ends_with("\n"));
      CHECK(std::all_of(text->begin(), text->end(),
                        [](char c) { return c == '\n' || (c >= ' ' && c <= '~'); }));
      // Paragraphs are separated by one blank line; none has a line break inside.
      size_t start = 0;
      int lines = 0;
      while (start < text->size()) {
        const size_t end = text->find('\n', start);
        const std::string line = text->substr(start, end - start);
        const bool paragraph_line = lines % 2 == 0;
        INFO("line " << lines + 1 << ": " << line);
        CHECK(line.empty() != paragraph_line);
        start = end == std::string::npos ? text->size() : end + 1;
        ++lines;
      }
      CHECK(lines % 2 == 1);  // ends with a paragraph's line, not a blank one
      CHECK(test::rules_page(*game, preset).size() == size_t(lines / 2 + 1));
    }
  }
}

}  // namespace
}  // namespace rb
