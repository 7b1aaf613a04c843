// Tests of the JSON text the app hands to the page: string literals, escaped.
#include "core/json_text.hpp"

#include <catch2/catch.hpp>

TEST_CASE("string literals: quotes, backslashes and control characters escaped") {
  CHECK(rb::json_quoted("plain") == "\"plain\"");
  CHECK(rb::json_quoted("a \"b\" \\ c\nd\te") == "\"a \\\"b\\\" \\\\ c\\nd\\te\"");
  CHECK(rb::json_quoted(std::string("\x01", 1)) == "\"\\u0001\"");
  CHECK(rb::json_quoted("d\xc3\xa9j\xc3\xa0 \xe2\x99\xa5") ==
        "\"d\xc3\xa9j\xc3\xa0 \xe2\x99\xa5\"");  // UTF-8 as it is
}
