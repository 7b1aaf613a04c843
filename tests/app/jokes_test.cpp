// The loss-screen jokes (src/app/text/jokes.txt): enough of them, short, plain ASCII, all
// different, picked stably; and the end panel of a lost game shows one once the file came.
#include "app/text/jokes.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string jokes_file_text() {
  std::string path = RB_APP_TEXT;  // (appended in steps: g++ 12's -Warray-bounds errs on a chain)
  path += "/jokes.txt";
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("at least 30 jokes, short, printable ASCII, no two alike") {
  const std::vector<std::string> jokes = rb::jokes_of(jokes_file_text());
  CHECK(jokes.size() >= 30);
  std::set<std::string> distinct;
  for (const std::string& text : jokes) {
    CHECK(text.size() <= 110);
    for (char c : text) CHECK((c >= 32 && c < 127));
    distinct.insert(text);
  }
  CHECK(distinct.size() == jokes.size());
  CHECK(rb::joke_for(jokes, 7) == rb::joke_for(jokes, 7 + jokes.size()));
  CHECK(rb::joke_for({}, 7).empty());
}

TEST_CASE("the jokes file's comments and blank lines are not jokes") {
  const std::vector<std::string> jokes =
      rb::jokes_of("# a comment\n\nOne.\r\nTwo.\n# more\nThree.");
  REQUIRE(jokes.size() == 3);
  CHECK(jokes[0] == "One.");
  CHECK(jokes[1] == "Two.");
  CHECK(jokes[2] == "Three.");
}
