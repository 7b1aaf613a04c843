// The loss-screen jokes: enough of them, short, plain ASCII, all different, picked stably.
#include "app/text/jokes.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <string>

TEST_CASE("at least 30 jokes, short, printable ASCII, no two alike") {
  const auto jokes = rb::loss_jokes();
  CHECK(jokes.size() >= 30);
  std::set<std::string> distinct;
  for (const char* joke : jokes) {
    const std::string text = joke;
    CHECK(text.size() <= 110);
    for (char c : text) CHECK((c >= 32 && c < 127));
    distinct.insert(text);
  }
  CHECK(distinct.size() == jokes.size());
  CHECK(std::string(rb::joke_for(7)) == rb::joke_for(7 + jokes.size()));
}
