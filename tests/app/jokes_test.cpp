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
  const std::vector<rb::Joke> jokes = rb::jokes_of(jokes_file_text());
  CHECK(jokes.size() >= 30);
  std::set<std::string> distinct;
  for (const rb::Joke& joke : jokes) {
    CHECK(joke.text.size() <= 110);
    for (char c : joke.text) CHECK((c >= 32 && c < 127));
    distinct.insert(joke.text);
  }
  CHECK(distinct.size() == jokes.size());
  CHECK(rb::joke_for({}, "harp", 7).empty());
}

TEST_CASE("the jokes file's comments and blank lines are not jokes") {
  const std::vector<rb::Joke> jokes = rb::jokes_of("# a comment\n\nOne.\r\nTwo.\n# more\nThree.");
  REQUIRE(jokes.size() == 3);
  CHECK(jokes[0].text == "One.");
  CHECK(jokes[1].text == "Two.");
  CHECK(jokes[2].text == "Three.");
}

TEST_CASE("a joke written for some games is told only at those; one for none at every game") {
  const std::vector<rb::Joke> jokes =
      rb::jokes_of("[russian-bank pishe-pasha] Knock, knock.\nAny table.\n[harp] Strings.");
  REQUIRE(jokes.size() == 3);
  CHECK(jokes[0].games == std::vector<std::string>{"russian-bank", "pishe-pasha"});
  CHECK(jokes[0].text == "Knock, knock.");
  CHECK(jokes[1].games.empty());
  std::set<std::string> at_harp, at_bank;
  for (uint64_t n = 0; n < 20; ++n) {
    at_harp.insert(std::string(rb::joke_for(jokes, "harp", n)));
    at_bank.insert(std::string(rb::joke_for(jokes, "pishe-pasha", n)));
    // The same game's seed, the same joke.
    CHECK(rb::joke_for(jokes, "harp", n) == rb::joke_for(jokes, "harp", n + 2));
  }
  CHECK(at_harp == std::set<std::string>{"Any table.", "Strings."});
  CHECK(at_bank == std::set<std::string>{"Knock, knock.", "Any table."});
  CHECK(rb::joke_for(jokes, "congress", 5) == "Any table.");
}
