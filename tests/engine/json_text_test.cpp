// Tests of the JSON text the app hands to the page: string literals, escaped.
#include "app/json_text.hpp"

#include <catch2/catch.hpp>

TEST_CASE("string literals: quotes, backslashes and control characters escaped") {
  CHECK(rb::app::json_quoted("plain") == "\"plain\"");
  CHECK(rb::app::json_quoted("a \"b\" \\ c\nd\te") == "\"a \\\"b\\\" \\\\ c\\nd\\te\"");
  CHECK(rb::app::json_quoted(std::string("\x01", 1)) == "\"\\u0001\"");
}
